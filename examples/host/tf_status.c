/* The TensorFlow C API functions a plugin imports from the process that
 * loads it, for hosts that are not TensorFlow (the seabi tool, the tests):
 * the status functions se_api.h declares, and TF_Version() (graph_api.h),
 * which a graph optimizer calls to tell releases apart (tf_buffer.c has
 * the TF_Buffer functions). A plugin never defines these: it calls
 * whatever the process that loaded it exports, so the same plugin binary
 * works inside TensorFlow and inside seabi.
 *
 * A plugin built for another release of a module's C API can pass these
 * functions something that is not a status: a TensorFlow 2.5 graph
 * optimizer called with 2.6's five arguments takes the output TF_Buffer
 * for its TF_Status. Each status therefore starts with a magic word the
 * functions check before they touch it (what they are given instead is
 * reported through tf_status_misuse_hook and left alone), and is padded so
 * that a plugin writing a TF_Buffer's 24 bytes into one stays inside it. */
#include "se_api.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#define TF_STATUS_MAGIC 0x5EAB157Au

struct TF_Status {
  uint32_t magic;
  TF_Code code;
  char *message; /* NULL for the empty message; owned */
  /* Room for what a plugin may write into a pointer it took for another
   * object (a TF_Buffer is 24 bytes on LP64): inside the allocation, so
   * the heap stays whole and the host sees the magic gone. */
  unsigned char room[40];
};

/* Set by the host: called with what a plugin passed as a status when it is
 * not one (the function's name, the pointer). */
void (*tf_status_misuse_hook)(const char *function, const void *p);

static int is_status(const TF_Status *s, const char *function) {
  if (s->magic == TF_STATUS_MAGIC) return 1;
  if (tf_status_misuse_hook != NULL) tf_status_misuse_hook(function, s);
  return 0;
}

TF_Status *TF_NewStatus(void) {
  TF_Status *s = (TF_Status *)calloc(1, sizeof *s);
  if (s != NULL) {
    s->magic = TF_STATUS_MAGIC;
    s->code = TF_OK;
  }
  return s;
}

void TF_DeleteStatus(TF_Status *s) {
  /* Not a status (or one a plugin overwrote): not ours to free. Not
   * reported: the host deletes every status it handed over, and the call
   * that overwrote one is reported where the host reads it. */
  if (s == NULL || s->magic != TF_STATUS_MAGIC) return;
  free(s->message);
  s->magic = 0;
  free(s);
}

void TF_SetStatus(TF_Status *s, TF_Code code, const char *msg) {
  if (s == NULL || !is_status(s, "TF_SetStatus")) return;
  free(s->message);
  s->message = NULL;
  s->code = code;
  /* TensorFlow drops the message of an OK status; so do we. */
  if (code != TF_OK && msg != NULL && msg[0] != '\0') {
    size_t n = strlen(msg) + 1;
    s->message = (char *)malloc(n);
    if (s->message != NULL) memcpy(s->message, msg, n);
  }
}

TF_Code TF_GetCode(const TF_Status *s) {
  if (s == NULL) return TF_OK;
  return is_status(s, "TF_GetCode") ? s->code : TF_UNKNOWN;
}

const char *TF_Message(const TF_Status *s) {
  if (s == NULL || !is_status(s, "TF_Message")) return "";
  return s->message == NULL ? "" : s->message;
}

int tf_status_is_intact(const TF_Status *s) { return s != NULL && s->magic == TF_STATUS_MAGIC; }

/* TF_Version(): the release of the TensorFlow a plugin runs in. A plugin
 * asks it to tell releases apart that struct sizes cannot (graph_api.h,
 * GO_layout_of_core). A host sets what it returns (seabi's: the core
 * profile it acts as; "" for seabi's own cores, as a core without
 * TensorFlow has no release). */
const char *tf_version_string = "";
const char *TF_Version(void);
const char *TF_Version(void) { return tf_version_string; }
