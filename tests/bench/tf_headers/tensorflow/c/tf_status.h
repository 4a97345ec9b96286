/*
 * TEST FIXTURE for tests/bench (compile-time comparison). Not TensorFlow code.
 *
 * Declarations equivalent to TensorFlow's tensorflow/c/tf_status.h: the
 * opaque status object every C API call reports through, its error codes and
 * the functions that create, fill and read it. Kept to the real file's size
 * and shape, comments included, so the compile-time comparison is fair.
 *
 * The real file carries a license banner of about this length; this paragraph
 * stands in for it.
 */

#ifndef TENSORFLOW_C_TF_STATUS_H_
#define TENSORFLOW_C_TF_STATUS_H_

#include "tensorflow/c/c_api_macros.h"

#ifdef __cplusplus
extern "C" {
#endif

/* Opaque: the library owns the representation; users hold pointers only. */
typedef struct TF_Status TF_Status;

/*
 * Error codes. The numbers are those of the canonical error space shared by
 * TensorFlow's C++ status and its protocol buffers, so they must never change;
 * note that TF_UNAUTHENTICATED (16) sits out of numeric order.
 */
typedef enum TF_Code {
  TF_OK = 0,
  TF_CANCELLED = 1,
  TF_UNKNOWN = 2,
  TF_INVALID_ARGUMENT = 3,
  TF_DEADLINE_EXCEEDED = 4,
  TF_NOT_FOUND = 5,
  TF_ALREADY_EXISTS = 6,
  TF_PERMISSION_DENIED = 7,
  TF_UNAUTHENTICATED = 16,
  TF_RESOURCE_EXHAUSTED = 8,
  TF_FAILED_PRECONDITION = 9,
  TF_ABORTED = 10,
  TF_OUT_OF_RANGE = 11,
  TF_UNIMPLEMENTED = 12,
  TF_INTERNAL = 13,
  TF_UNAVAILABLE = 14,
  TF_DATA_LOSS = 15,
} TF_Code;

/* A fresh status whose code is TF_OK and whose message is empty. */
TF_CAPI_EXPORT extern TF_Status* TF_NewStatus(void);

/* Frees a status made by TF_NewStatus. */
TF_CAPI_EXPORT extern void TF_DeleteStatus(TF_Status*);

/*
 * Stores `code` and a copy of `msg` in `s`. For TF_OK the message is not
 * kept: a successful status has none.
 */
TF_CAPI_EXPORT extern void TF_SetStatus(TF_Status* s, TF_Code code,
                                        const char* msg);

/*
 * Attaches a key/value pair to a status that is not TF_OK; a later value for
 * the same key replaces the earlier one. Ignored for TF_OK.
 */
TF_CAPI_EXPORT void TF_SetPayload(TF_Status* s, const char* key,
                                  const char* value);

/*
 * Calls `visitor` once per payload attached to `s`, passing `capture`
 * through untouched. The order of the calls is not specified.
 */
typedef void (*TF_PayloadVisitor)(const char* key, const char* value,
                                  void* capture);
TF_CAPI_EXPORT void TF_ForEachPayload(const TF_Status* s,
                                      TF_PayloadVisitor visitor,
                                      void* capture);

/*
 * Converts an errno-style value from a failed I/O call into a status code
 * and message on `s`; `context` is prepended to the message.
 */
TF_CAPI_EXPORT void TF_SetStatusFromIOError(TF_Status* s, int error_code,
                                            const char* context);

/* The code stored in `s`. */
TF_CAPI_EXPORT extern TF_Code TF_GetCode(const TF_Status* s);

/*
 * The message stored in `s`: the empty string for TF_OK. The pointer stays
 * valid until `s` is changed or deleted.
 */
TF_CAPI_EXPORT extern const char* TF_Message(const TF_Status* s);

#ifdef __cplusplus
} /* end extern "C" */
#endif

#endif  /* TENSORFLOW_C_TF_STATUS_H_ */
