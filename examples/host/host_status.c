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

/* Whether the calling thread is on an error path (host_status_expect_error). */
static _Thread_local int error_path;

int host_status_expect_error(int on) {
  int was = error_path;
  error_path = on;
  return was;
}

/* tf_status.c's: what a plugin passed as a status when it was none. */
extern void (*tf_status_misuse_hook)(const char *function, const void *p);
int tf_status_is_intact(const TF_Status *s);

static void misused(const char *function, const void *p) {
  (void)p;
  host_obs o;
  memset(&o, 0, sizeof o);
  o.kind = HOST_OBS_BAD_STATUS;
  o.slot = HOST_SZ_COUNT;
  host_format(o.call, sizeof o.call, "%s", function);
  host_record_add(&o);
}

TF_Status *host_status_new(void) {
  tf_status_misuse_hook = misused;
  TF_Status *s = TF_NewStatus();
  if (s != NULL) TF_SetStatus(s, HOST_SENTINEL_CODE, HOST_SENTINEL_MSG);
  return s;
}

int host_status_is_unset(const TF_Status *s) {
  return s != NULL && tf_status_is_intact(s) && TF_GetCode(s) == HOST_SENTINEL_CODE &&
         strcmp(TF_Message(s), HOST_SENTINEL_MSG) == 0;
}

/* The record holds what statuses the plugin left: unset, or an error with
 * no message, per callback and path. */
static void record(int kind, const char *callback) {
  host_obs o;
  memset(&o, 0, sizeof o);
  o.kind = kind;
  o.slot = HOST_SZ_COUNT;
  o.error_path = error_path;
  host_format(o.call, sizeof o.call, "%s", callback ? callback : "a callback");
  host_record_add(&o);
}

TF_Code host_status_code(const TF_Status *s, const char *callback) {
  if (s == NULL) return TF_INTERNAL;
  if (!tf_status_is_intact(s)) {
    /* The plugin wrote over the status it was given (it took it for
     * another object): what it says cannot be read. */
    host_obs o;
    memset(&o, 0, sizeof o);
    o.kind = HOST_OBS_BAD_STATUS;
    o.slot = HOST_SZ_COUNT;
    host_format(o.call, sizeof o.call, "%s", callback ? callback : "a callback");
    host_format(o.detail, sizeof o.detail, "the plugin wrote over the TF_Status it was given");
    host_record_add(&o);
    return TF_UNKNOWN;
  }
  if (host_status_is_unset(s)) {
    record(HOST_OBS_STATUS_UNSET, callback);
    return TF_OK;
  }
  TF_Code c = TF_GetCode(s);
  if (c != TF_OK && TF_Message(s)[0] == '\0') record(HOST_OBS_STATUS_NO_MESSAGE, callback);
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
  } else if (!tf_status_is_intact(s)) {
    host_format(buf, n, "UNKNOWN: the plugin wrote over the TF_Status it was given");
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

