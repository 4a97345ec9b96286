/* Report files checked before the run and written atomically (report_file.h). */
#include "report_file.h"

#include <errno.h>
#include <fcntl.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "host.h"

/* The directory part of `path` ("." for a bare name). */
static void dir_of(const char *path, char *out, size_t n) {
  const char *slash = strrchr(path, '/');
  if (slash == NULL) host_format(out, n, ".");
  else if (slash == path) host_format(out, n, "/");
  else host_format(out, n, "%.*s", (int)(slash - path), path);
}

int report_file_check(const char *path, char *why, size_t n) {
  if (strcmp(path, "-") == 0) return 0;
  if (path[0] == '\0') return host_format(why, n, "an empty path"), -1;
  if (strlen(path) >= sizeof(((report_file *)0)->path)) return host_format(why, n, "the path is too long"), -1;
  struct stat st;
  if (stat(path, &st) == 0) {
    if (S_ISDIR(st.st_mode)) return host_format(why, n, "%s is a directory", path), -1;
    if (!S_ISREG(st.st_mode)) /* a device or fifo: written in place */
      return access(path, W_OK) == 0 ? 0 : (host_format(why, n, "%s: %s", path, strerror(errno)), -1);
  }
  char dir[4096];
  dir_of(path, dir, sizeof dir);
  if (stat(dir, &st) != 0)
    return host_format(why, n, "the directory %s %s", dir, errno == ENOENT ? "does not exist" : strerror(errno)), -1;
  if (!S_ISDIR(st.st_mode)) return host_format(why, n, "%s is not a directory", dir), -1;
  /* Whether a file can be made there is only known by making one (as
   * root, a mode says little; a read-only mount says it only then). */
  char probe[4200];
  host_format(probe, sizeof probe, "%s/.seabi-report-check-XXXXXX", dir);
  int fd = mkstemp(probe);
  if (fd < 0) return host_format(why, n, "cannot create files in %s: %s", dir, strerror(errno)), -1;
  close(fd);
  unlink(probe);
  return 0;
}

FILE *report_file_open(report_file *rf, const char *path, const char *mode) {
  memset(rf, 0, sizeof *rf);
  host_format(rf->path, sizeof rf->path, "%s", path);
  if (strcmp(path, "-") == 0) return rf->f = stdout;
  struct stat st;
  if (stat(path, &st) == 0 && !S_ISREG(st.st_mode)) return rf->f = fopen(path, mode);
  host_format(rf->tmp, sizeof rf->tmp, "%s.XXXXXX", path);
  int fd = mkstemp(rf->tmp);
  if (fd < 0) {
    rf->tmp[0] = '\0';
    return NULL;
  }
  /* mkstemp makes it 0600; a report is as readable as any file made here. */
  mode_t mask = umask(0);
  umask(mask);
  (void)fchmod(fd, 0666 & ~mask);
  rf->f = fdopen(fd, mode);
  if (rf->f == NULL) {
    close(fd);
    unlink(rf->tmp);
  }
  return rf->f;
}

int report_file_commit(report_file *rf, int ok) {
  if (rf->f == NULL) return -1;
  if (rf->f == stdout) return fflush(stdout) == 0 && ok ? 0 : -1;
  /* The first failure's reason stays in errno for the caller's message (a
   * write failing in the buffer's last flush shows only at fclose). */
  int err = ferror(rf->f) ? (errno ? errno : EIO) : 0;
  if (fclose(rf->f) != 0 && err == 0) err = errno ? errno : EIO;
  rf->f = NULL;
  if (!ok && err == 0) err = EIO;
  if (rf->tmp[0] == '\0') return err ? (errno = err, -1) : 0;
  if (err == 0 && rename(rf->tmp, rf->path) == 0) return 0;
  if (err == 0) err = errno;
  unlink(rf->tmp);
  errno = err;
  return -1;
}
