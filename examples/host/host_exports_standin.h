/* STAND-IN, hand-written (issue 34, branch loader): the export set of every
 * core, in the shape contract C2 gives host_profiles.h, for until the
 * "surface" helper's generator renders the real one into host_profiles.h
 * (`exports` per profile, HOST_TF_LIB_*). host_profile.c uses this file
 * only while host_profiles.h does not define HOST_TF_LIB_FRAMEWORK, so the
 * generated data replaces it by its mere presence. host_exports.mk is its
 * make-side twin (tests/loader checks that the two agree, and that each
 * built library exports exactly these names).
 *
 * The sets are NOT the researched facts: they keep what the host has
 * always let plugins import (status, buffer, grappler item, TF_Version from
 * "the framework"), except that rfc-257-text exports exactly the five
 * status functions RFC 257 names, and add three functions whose release
 * boundaries the reference notes give (tf_kernel_and_symbols.md):
 * TF_AssignVariable (kernels_experimental.h: 2.6+, 5 parameters before
 * 2.10, 6 from 2.10, none in 2.20/2.21), TF_Log (2.6 .. 2.20) and
 * TF_TensorFromProto (c_api.h: _pywrap_tensorflow_internal, and
 * libtensorflow_cc from 2.12), so every kind of outcome is exercised. */
#ifndef SEABI_HOST_EXPORTS_STANDIN_H_
#define SEABI_HOST_EXPORTS_STANDIN_H_

#ifndef HOST_TF_LIB_FRAMEWORK
#include <stddef.h>
#include <string.h>

#define HOST_TF_EXPORTS_STANDIN 1
#define HOST_TF_LIB_FRAMEWORK 1u /* libtensorflow_framework.so.2: always reachable by a plugin */
#define HOST_TF_LIB_PYWRAP 2u    /* _pywrap_tensorflow_internal.so: only where the plugin has DT_NEEDED on it */
#define HOST_TF_LIB_CC 4u        /* libtensorflow_cc.so.2 (2.12+): only where the plugin has DT_NEEDED on it */
#define HOST_TF_LIB_COUNT 3
static const char *const host_tf_library_sonames[HOST_TF_LIB_COUNT] = {
    "libtensorflow_framework.so.2", "_pywrap_tensorflow_internal.so", "libtensorflow_cc.so.2"};
typedef struct host_tf_export {
  const char *name;
  unsigned libraries;
  const char *signature;
  const char *header;
  const char *confidence;
} host_tf_export;

#define SI_FW HOST_TF_LIB_FRAMEWORK
#define SI_STATUS                                                                      \
  {"TF_NewStatus", SI_FW, "", "tensorflow/c/tf_status.h", "confirmed"},                \
  {"TF_DeleteStatus", SI_FW, "", "tensorflow/c/tf_status.h", "confirmed"},             \
  {"TF_SetStatus", SI_FW, "", "tensorflow/c/tf_status.h", "confirmed"},                \
  {"TF_GetCode", SI_FW, "", "tensorflow/c/tf_status.h", "confirmed"},                  \
  {"TF_Message", SI_FW, "", "tensorflow/c/tf_status.h", "confirmed"}
#define SI_HOST_SO_FAR                                                                                \
  {"TF_NewBuffer", SI_FW, "", "tensorflow/c/tf_buffer.h", "not established"},                         \
  {"TF_NewBufferFromString", SI_FW, "", "tensorflow/c/tf_buffer.h", "not established"},               \
  {"TF_DeleteBuffer", SI_FW, "", "tensorflow/c/tf_buffer.h", "not established"},                      \
  {"TF_Version", SI_FW, "", "tensorflow/c/c_api.h", "not established"},                               \
  {"TF_GetNodesToPreserveListSize", SI_FW, "", "tensorflow/c/experimental/grappler/grappler.h", "not established"}, \
  {"TF_GetNodesToPreserveList", SI_FW, "", "tensorflow/c/experimental/grappler/grappler.h", "not established"},     \
  {"TF_GetFetchNodesListSize", SI_FW, "", "tensorflow/c/experimental/grappler/grappler.h", "not established"},      \
  {"TF_GetFetchNodesList", SI_FW, "", "tensorflow/c/experimental/grappler/grappler.h", "not established"},          \
  {"TF_NewGraphProperties", SI_FW, "", "tensorflow/c/experimental/grappler/grappler.h", "not established"},         \
  {"TF_DeleteGraphProperties", SI_FW, "", "tensorflow/c/experimental/grappler/grappler.h", "not established"},      \
  {"TF_InferStatically", SI_FW, "", "tensorflow/c/experimental/grappler/grappler.h", "not established"},            \
  {"TF_GetInputPropertiesListSize", SI_FW, "", "tensorflow/c/experimental/grappler/grappler.h", "not established"}, \
  {"TF_GetOutputPropertiesListSize", SI_FW, "", "tensorflow/c/experimental/grappler/grappler.h", "not established"},\
  {"TF_GetInputPropertiesList", SI_FW, "", "tensorflow/c/experimental/grappler/grappler.h", "not established"},     \
  {"TF_GetOutputPropertiesList", SI_FW, "", "tensorflow/c/experimental/grappler/grappler.h", "not established"},    \
  {"TF_NewFunctionLibraryDefinition", SI_FW, "", "tensorflow/c/experimental/grappler/grappler.h", "not established"},   \
  {"TF_DeleteFunctionLibraryDefinition", SI_FW, "", "tensorflow/c/experimental/grappler/grappler.h", "not established"},\
  {"TF_LookUpOpDef", SI_FW, "", "tensorflow/c/experimental/grappler/grappler.h", "not established"}
#define SI_LOG {"TF_Log", SI_FW, "", "tensorflow/c/logging.h", "inferred"}
#define SI_ASSIGN_5 {"TF_AssignVariable", SI_FW, "5 parameters", "tensorflow/c/kernels_experimental.h", "confirmed"}
#define SI_ASSIGN_6 {"TF_AssignVariable", SI_FW, "6 parameters (validate_shape)", "tensorflow/c/kernels_experimental.h", "confirmed"}
#define SI_FROM_PROTO {"TF_TensorFromProto", HOST_TF_LIB_PYWRAP, "", "tensorflow/c/c_api.h", "inferred"}
#define SI_FROM_PROTO_CC {"TF_TensorFromProto", HOST_TF_LIB_PYWRAP | HOST_TF_LIB_CC, "", "tensorflow/c/c_api.h", "inferred"}
#define SI_END {NULL, 0, NULL, NULL, NULL}

static const host_tf_export host_standin_rfc257[] = {SI_STATUS, SI_END};
static const host_tf_export host_standin_seabi[] = {SI_STATUS, SI_HOST_SO_FAR, SI_END};
static const host_tf_export host_standin_tf_2_5[] = {SI_STATUS, SI_HOST_SO_FAR, SI_FROM_PROTO, SI_END};
static const host_tf_export host_standin_tf_2_6[] = {SI_STATUS, SI_HOST_SO_FAR, SI_LOG, SI_ASSIGN_5, SI_FROM_PROTO, SI_END};
static const host_tf_export host_standin_tf_2_10[] = {SI_STATUS, SI_HOST_SO_FAR, SI_LOG, SI_ASSIGN_6, SI_FROM_PROTO, SI_END};
static const host_tf_export host_standin_tf_2_14[] = {SI_STATUS, SI_HOST_SO_FAR, SI_LOG, SI_ASSIGN_6, SI_FROM_PROTO_CC, SI_END};
static const host_tf_export host_standin_tf_2_21[] = {SI_STATUS, SI_HOST_SO_FAR, SI_FROM_PROTO_CC, SI_END};

/* The export set of the profile called `name` (NULL: not in the stand-in). */
static inline const host_tf_export *host_standin_exports(const char *name) {
  static const struct {
    const char *profile;
    const host_tf_export *exports;
  } rows[] = {
      {"0.0.1", host_standin_seabi},
      {"0.1.0", host_standin_seabi},
      {"0.1.1", host_standin_seabi},
      {"0.2.0", host_standin_seabi},
      {"0.3.0", host_standin_seabi},
      {"seabi-next", host_standin_seabi},
      {"rfc-257-text", host_standin_rfc257},
      {"tensorflow-2.5", host_standin_tf_2_5},
      {"tensorflow-2.6", host_standin_tf_2_6},
      {"tensorflow-2.7", host_standin_tf_2_6},
      {"tensorflow-2.9", host_standin_tf_2_6},
      {"tensorflow-2.10", host_standin_tf_2_10},
      {"tensorflow-2.14", host_standin_tf_2_14},
      {"tensorflow-master-2026-05", host_standin_tf_2_21},
      {"tensorflow-nightly-01de7043", host_standin_tf_2_21},
      {"tensorflow-next", host_standin_tf_2_21},
  };
  for (size_t i = 0; i < sizeof rows / sizeof rows[0]; i++)
    if (strcmp(rows[i].profile, name) == 0) return rows[i].exports;
  return NULL;
}
#endif /* HOST_TF_LIB_FRAMEWORK */

#endif /* SEABI_HOST_EXPORTS_STANDIN_H_ */
