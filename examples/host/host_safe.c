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
