/* TensorFlow's status functions, as declared in se_api.h, for hosts that are
 * not TensorFlow (the seabi tool, the tests). A plugin never defines these:
 * it calls whatever the process that loaded it exports, so the same plugin
 * binary works inside TensorFlow and inside seabi. */
#include "se_api.h"

#include <stdlib.h>
#include <string.h>

struct TF_Status {
  TF_Code code;
  char *message; /* NULL for the empty message; owned */
};

TF_Status *TF_NewStatus(void) {
  TF_Status *s = (TF_Status *)calloc(1, sizeof *s);
  if (s != NULL) s->code = TF_OK;
  return s;
}

void TF_DeleteStatus(TF_Status *s) {
  if (s == NULL) return;
  free(s->message);
  free(s);
}

void TF_SetStatus(TF_Status *s, TF_Code code, const char *msg) {
  if (s == NULL) return;
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

TF_Code TF_GetCode(const TF_Status *s) { return s == NULL ? TF_OK : s->code; }

const char *TF_Message(const TF_Status *s) {
  return (s == NULL || s->message == NULL) ? "" : s->message;
}
