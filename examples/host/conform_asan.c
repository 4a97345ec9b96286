/* Memory errors inside a plugin, caught rather than lucky: `seabi conform
 * --asan` and AddressSanitizer's report as a case's evidence.
 *
 * A use after free or a double free in a plugin often goes unseen: the
 * freed memory still holds what it held, the allocator does not notice,
 * and the case passes. A plugin built with -fsanitize=address turns each
 * into a report, but it can only be loaded by a process whose first
 * library is ASan's runtime. So --asan re-executes seabi with that runtime
 * preloaded (the libasan the plugin itself names as DT_NEEDED, or
 * SEABI_ASAN_RUNTIME), with leak checking off (a case child ends without
 * teardown, by design); every case child inherits it. A child whose stderr
 * holds ASan's report fails, with the report's kind, address, access and
 * first frame outside the sanitizer's runtime (the plugin's) as evidence,
 * not the last line "==PID==ABORTING". The sanitized host (seabi-asan) has
 * the runtime already and needs no re-execution. */
#include "conform.h"

#include <dlfcn.h>
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "host_elf.h"

#define EVIDENCE_HEAD "memory error (AddressSanitizer): "

int conform_asan_loaded(void) { return dlsym(RTLD_DEFAULT, "__asan_init") != NULL; }

/* The runtime to preload: SEABI_ASAN_RUNTIME, else the libasan the plugin
 * names. 0, or -1 with why in `err`. */
static int runtime_of(const char *plugin, char *out, size_t n, char *err, size_t en) {
  const char *env = getenv("SEABI_ASAN_RUNTIME");
  if (env && env[0]) {
    host_format(out, n, "%s", env);
    return 0;
  }
  host_elf_imports im;
  char why[256];
  if (host_elf_read_imports(plugin, &im, why, sizeof why) != 0) {
    host_elf_imports_free(&im);
    host_format(err, en, "--asan: cannot read %s: %s", plugin, why);
    return -1;
  }
  int found = 0;
  for (size_t i = 0; i < im.nneeded && !found; i++)
    if (strncmp(im.needed[i], "libasan.so", 10) == 0) host_format(out, n, "%s", im.needed[i]), found = 1;
  host_elf_imports_free(&im);
  if (!found)
    host_format(err, en, "--asan: %s is not built with -fsanitize=address (it needs no libasan); build it with "
                "-fsanitize=address, or name the runtime in SEABI_ASAN_RUNTIME", plugin);
  return found ? 0 : -1;
}

int conform_asan_reexec(const char *plugin, char *err, size_t en) {
  if (conform_asan_loaded()) return 0;
  if (getenv("SEABI_ASAN_REEXEC")) {
    host_format(err, en, "--asan: ASan's runtime did not load (LD_PRELOAD=%s)", getenv("LD_PRELOAD"));
    return -1;
  }
  char runtime[512];
  if (runtime_of(plugin, runtime, sizeof runtime, err, en) != 0) return -1;
  /* This process's own arguments, to run again as they were. */
  static char cmdline[65536];
  static char *args[1024];
  FILE *f = fopen("/proc/self/cmdline", "rb");
  size_t len = f ? fread(cmdline, 1, sizeof cmdline - 1, f) : 0;
  if (f) fclose(f);
  size_t nargs = 0;
  for (size_t at = 0; at < len && nargs + 1 < sizeof args / sizeof args[0]; at += strlen(cmdline + at) + 1)
    args[nargs++] = cmdline + at;
  args[nargs] = NULL;
  if (nargs == 0) {
    host_format(err, en, "--asan: cannot read /proc/self/cmdline");
    return -1;
  }
  char preload[1024], options[1024];
  const char *was = getenv("LD_PRELOAD"), *asan = getenv("ASAN_OPTIONS");
  host_format(preload, sizeof preload, "%s%s%s", runtime, was && was[0] ? ":" : "", was ? was : "");
  /* The user's options last: they win. */
  host_format(options, sizeof options, "detect_leaks=0:abort_on_error=0%s%s", asan && asan[0] ? ":" : "",
              asan ? asan : "");
  setenv("LD_PRELOAD", preload, 1);
  setenv("ASAN_OPTIONS", options, 1);
  setenv("SEABI_ASAN_REEXEC", "1", 1);
  fflush(NULL);
  execv("/proc/self/exe", args);
  host_format(err, en, "--asan: cannot re-execute seabi with %s preloaded: %s", runtime, strerror(errno));
  return -1;
}

/* A frame of the sanitizer's own runtime (its interceptors), not the code
 * that made the error. */
static int runtime_frame(const char *line) {
  return strstr(line, "libsanitizer") || strstr(line, "libasan") || strstr(line, "sanitizer_common") ||
         strstr(line, " in __interceptor_") || strstr(line, " in __asan_");
}

int conform_asan_summarize(const char *text, size_t len, char *out, size_t n) {
  out[0] = '\0';
  if (text == NULL || len == 0) return 0;
  char *buf = malloc(len + 1);
  if (buf == NULL) return 0;
  memcpy(buf, text, len);
  buf[len] = '\0';
  char *err = strstr(buf, "ERROR: AddressSanitizer: ");
  if (err == NULL) {
    free(buf);
    return 0;
  }
  char kind[96] = "", address[40] = "", access[96] = "", frame[300] = "";
  const char *p = err + strlen("ERROR: AddressSanitizer: ");
  /* "heap-use-after-free on address 0x..", "attempting double-free on 0x.." */
  const char *on = strstr(p, " on ");
  const char *eol = strchr(p, '\n');
  if (on && (!eol || on < eol)) {
    host_format(kind, sizeof kind, "%.*s", (int)(on - p), p);
    const char *a = strstr(on, "0x");
    if (a && (!eol || a < eol)) host_format(address, sizeof address, "%.*s", (int)strspn(a, "0x123456789abcdef"), a);
  } else {
    host_format(kind, sizeof kind, "%.*s", eol ? (int)(eol - p) : (int)strlen(p), p);
  }
  if (strncmp(kind, "attempting ", 11) == 0) memmove(kind, kind + 11, strlen(kind + 11) + 1);
  for (const char *line = eol; line && *line; line = strchr(line + 1, '\n')) {
    const char *l = line + 1;
    const char *end = strchr(l, '\n');
    int ll = end ? (int)(end - l) : (int)strlen(l);
    if (!access[0] && (strncmp(l, "READ of size", 12) == 0 || strncmp(l, "WRITE of size", 13) == 0)) {
      const char *at = strstr(l, " at ");
      host_format(access, sizeof access, "%.*s", at && at < l + ll ? (int)(at - l) : ll, l);
    }
    const char *hash = l;
    while (*hash == ' ') hash++;
    if (*hash == '#' && !frame[0]) {
      char text[400];
      host_format(text, sizeof text, "%.*s", ll, l);
      if (runtime_frame(text)) continue;
      const char *in = strstr(text, " in ");
      host_format(frame, sizeof frame, "%s", in ? in + 4 : hash);
    }
    if (end == NULL || (ll == 0 && frame[0])) break; /* the first stack ends at an empty line */
  }
  free(buf);
  host_format(out, n, EVIDENCE_HEAD "%s on address %s%s%s%s at %s", kind, address[0] ? address : "?",
              access[0] ? " (" : "", access, access[0] ? ")" : "", frame[0] ? frame : "an unknown frame");
  return 1;
}

int conform_asan_parse(const char *evidence, char *kind, size_t kn, char *address, size_t an, char *frame,
                       size_t fn) {
  const char *p = strstr(evidence, EVIDENCE_HEAD);
  if (p == NULL) return 0;
  p += strlen(EVIDENCE_HEAD);
  const char *on = strstr(p, " on address ");
  if (on == NULL) return 0;
  host_format(kind, kn, "%.*s", (int)(on - p), p);
  const char *a = on + strlen(" on address ");
  host_format(address, an, "%.*s", (int)strcspn(a, " ;"), a);
  const char *at = strstr(a, " at ");
  host_format(frame, fn, "%.*s", at ? (int)strcspn(at + 4, ";") : 0, at ? at + 4 : "");
  char *follows = strstr(frame, " (follows from "); /* the root cause's note, not the frame */
  if (follows) *follows = '\0';
  return 1;
}
