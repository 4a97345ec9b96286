/* Reading memory a plugin points at without faulting: a wild pointer the
 * plugin hands back (an output buffer, a device type string) is then the
 * plugin's failure, reported, never a crash of the host's own code. */
#include "host.h"

#include <errno.h>
#include <string.h>
#include <sys/uio.h>
#include <unistd.h>

/* process_vm_readv on this process reports EFAULT where a plain copy would
 * crash. */
int host_safe_copy(void *dst, const void *src, size_t n) {
  if (n == 0) return 0;
  if (src == NULL) return -1;
  struct iovec local = {dst, n}, remote = {(void *)(uintptr_t)src, n};
  ssize_t got = process_vm_readv(getpid(), &local, 1, &remote, 1, 0);
  if (got == (ssize_t)n) return 0;
  if (got < 0 && errno == ENOSYS) {
    memcpy(dst, src, n); /* no such call here: trust the pointer */
    return 0;
  }
  return -1;
}

int host_safe_string(char *dst, size_t n, const char *src) {
  if (src == NULL || n == 0) return 0;
  size_t i = 0;
  for (; i + 1 < n; i++) {
    if (host_safe_copy(&dst[i], src + i, 1) != 0) return 0;
    if (dst[i] == '\0') return 1;
  }
  dst[i] = '\0';
  return 1;
}

size_t host_utf8_len(const unsigned char *p, size_t avail) {
  unsigned c = p[0];
  size_t len;
  unsigned long cp;
  if (c >= 0xc2 && c <= 0xdf) len = 2, cp = c & 0x1f;
  else if (c >= 0xe0 && c <= 0xef) len = 3, cp = c & 0x0f;
  else if (c >= 0xf0 && c <= 0xf4) len = 4, cp = c & 0x07;
  else return 0;
  if (len > avail) return 0;
  for (size_t k = 1; k < len; k++) {
    if ((p[k] & 0xc0) != 0x80) return 0; /* a terminating NUL stops here too */
    cp = cp << 6 | (p[k] & 0x3f);
  }
  if (len == 3 && (cp < 0x800 || (cp >= 0xd800 && cp <= 0xdfff))) return 0;
  if (len == 4 && (cp < 0x10000 || cp > 0x10ffff)) return 0;
  return len;
}
