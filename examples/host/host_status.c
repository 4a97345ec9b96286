/* Fresh statuses for every plugin call, pre-filled with a non-OK sentinel.
 *
 * TensorFlow hands plugins an OK status, so a callback that never sets it
 * "succeeds" there. Starting from a sentinel lets the host tell "set to OK"
 * from "never touched" while still treating both as success, exactly as
 * TensorFlow would; the omission is only logged for the conformance report. */
#include "host.h"

#include <errno.h>
#include <pthread.h>
#include <stdarg.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

void host_format(char *buf, size_t n, const char *fmt, ...) {
  if (buf == NULL || n == 0) return;
  va_list ap;
  va_start(ap, fmt);
  vsnprintf(buf, n, fmt, ap);
  va_end(ap);
}

size_t host_write_all(int fd, const void *data, size_t n) {
  size_t done = 0;
  while (done < n) {
    ssize_t k = write(fd, (const char *)data + done, n - done);
    if (k < 0 && errno == EINTR) continue;
    if (k <= 0) break;
    done += (size_t)k;
  }
  return done;
}

size_t host_read_all(int fd, void *data, size_t n) {
  size_t done = 0;
  while (done < n) {
    ssize_t k = read(fd, (char *)data + done, n - done);
    if (k < 0 && errno == EINTR) continue;
    if (k <= 0) break;
    done += (size_t)k;
  }
  return done;
}

/* Plugins call back from their own threads and cases run workers, so the
 * logs are shared: one lock around them. */
static pthread_mutex_t log_lock = PTHREAD_MUTEX_INITIALIZER;
static char unset_log[1024];
static char no_message_log[1024];

TF_Status *host_status_new(void) {
  TF_Status *s = TF_NewStatus();
  if (s != NULL) TF_SetStatus(s, HOST_SENTINEL_CODE, HOST_SENTINEL_MSG);
  return s;
}

int host_status_is_unset(const TF_Status *s) {
  return s != NULL && TF_GetCode(s) == HOST_SENTINEL_CODE &&
         strcmp(TF_Message(s), HOST_SENTINEL_MSG) == 0;
}

/* Appends `name` to a comma separated log unless already present. */
static void log_once(char *log, size_t cap, const char *name) {
  if (name == NULL || name[0] == '\0') return;
  size_t len = strlen(name);
  for (const char *p = log; (p = strstr(p, name)) != NULL; p += len) {
    int starts = p == log || p[-1] == ' ';
    int ends = p[len] == '\0' || p[len] == ',';
    if (starts && ends) return;
  }
  size_t used = strlen(log);
  host_format(log + used, cap - used, "%s%s", used ? ", " : "", name);
}

TF_Code host_status_code(const TF_Status *s, const char *callback) {
  if (s == NULL) return TF_INTERNAL;
  if (host_status_is_unset(s)) {
    pthread_mutex_lock(&log_lock);
    log_once(unset_log, sizeof unset_log, callback);
    pthread_mutex_unlock(&log_lock);
    return TF_OK;
  }
  TF_Code c = TF_GetCode(s);
  if (c != TF_OK && TF_Message(s)[0] == '\0') {
    pthread_mutex_lock(&log_lock);
    log_once(no_message_log, sizeof no_message_log, callback);
    pthread_mutex_unlock(&log_lock);
  }
  return c;
}

const char *host_code_name(TF_Code code) {
  static const char *const names[] = {
      "OK",           "CANCELLED",          "UNKNOWN",          "INVALID_ARGUMENT",
      "DEADLINE_EXCEEDED", "NOT_FOUND",     "ALREADY_EXISTS",   "PERMISSION_DENIED",
      "RESOURCE_EXHAUSTED", "FAILED_PRECONDITION", "ABORTED",  "OUT_OF_RANGE",
      "UNIMPLEMENTED", "INTERNAL",          "UNAVAILABLE",      "DATA_LOSS",
      "UNAUTHENTICATED"};
  unsigned i = (unsigned)code;
  return i < sizeof names / sizeof names[0] ? names[i] : "CODE_OUT_OF_RANGE";
}

const char *host_status_describe(const TF_Status *s, char *buf, size_t n) {
  if (s == NULL) {
    host_format(buf, n, "(no status)");
  } else if (host_status_is_unset(s)) {
    host_format(buf, n, "status never set");
  } else if (TF_GetCode(s) == TF_OK) {
    host_format(buf, n, "OK");
  } else {
    host_format(buf, n, "%s: %s", host_code_name(TF_GetCode(s)),
             TF_Message(s)[0] ? TF_Message(s) : "(empty message)");
  }
  return buf;
}

const char *host_status_unset_log(void) { return unset_log; }
const char *host_status_no_message_log(void) { return no_message_log; }

void host_status_reset_logs(void) {
  pthread_mutex_lock(&log_lock);
  unset_log[0] = '\0';
  no_message_log[0] = '\0';
  pthread_mutex_unlock(&log_lock);
}
