# STAND-IN, hand-written (issue 34, branch loader): the "surface" helper's
# generator renders this file from the schema (contract C3). It mirrors
# host_exports_standin.h exactly (tests/loader checks the two agree): per
# core (its ident: the profile's name with every character that is not a
# letter or digit written _) and library, the TF_ functions that library
# of that core exports. examples/host/module.mk builds
# build/lib/seabi/cores/<ident>/<soname> from it.
# The libraries and their sonames (host_tf_library_sonames' order), and each
# core's name by its ident, as the generated file gives them.
HOST_EXPORT_LIBRARIES := framework pywrap cc
HOST_EXPORT_SONAME_framework := libtensorflow_framework.so.2
HOST_EXPORT_SONAME_pywrap := _pywrap_tensorflow_internal.so
HOST_EXPORT_SONAME_cc := libtensorflow_cc.so.2

HOST_STANDIN_STATUS := TF_NewStatus TF_DeleteStatus TF_SetStatus TF_GetCode TF_Message
HOST_STANDIN_SO_FAR := TF_NewBuffer TF_NewBufferFromString TF_DeleteBuffer TF_Version \
  TF_GetNodesToPreserveListSize TF_GetNodesToPreserveList TF_GetFetchNodesListSize TF_GetFetchNodesList \
  TF_NewGraphProperties TF_DeleteGraphProperties TF_InferStatically TF_GetInputPropertiesListSize \
  TF_GetOutputPropertiesListSize TF_GetInputPropertiesList TF_GetOutputPropertiesList \
  TF_NewFunctionLibraryDefinition TF_DeleteFunctionLibraryDefinition TF_LookUpOpDef
HOST_STANDIN_SEABI := $(HOST_STANDIN_STATUS) $(HOST_STANDIN_SO_FAR)

HOST_EXPORT_PROFILES := 0_0_1 0_1_0 0_1_1 0_2_0 0_3_0 tensorflow_2_5 tensorflow_2_6 tensorflow_2_7 tensorflow_2_9 \
  tensorflow_2_10 tensorflow_2_14 tensorflow_master_2026_05 rfc_257_text tensorflow_nightly_01de7043 seabi_next \
  tensorflow_next

HOST_EXPORT_0_0_1_framework := $(HOST_STANDIN_SEABI)
HOST_EXPORT_0_1_0_framework := $(HOST_STANDIN_SEABI)
HOST_EXPORT_0_1_1_framework := $(HOST_STANDIN_SEABI)
HOST_EXPORT_0_2_0_framework := $(HOST_STANDIN_SEABI)
HOST_EXPORT_0_3_0_framework := $(HOST_STANDIN_SEABI)
HOST_EXPORT_seabi_next_framework := $(HOST_STANDIN_SEABI)
HOST_EXPORT_rfc_257_text_framework := $(HOST_STANDIN_STATUS)
HOST_EXPORT_tensorflow_2_5_framework := $(HOST_STANDIN_SEABI)
HOST_EXPORT_tensorflow_2_5_pywrap := TF_TensorFromProto
HOST_EXPORT_tensorflow_2_6_framework := $(HOST_STANDIN_SEABI) TF_Log TF_AssignVariable
HOST_EXPORT_tensorflow_2_6_pywrap := TF_TensorFromProto
HOST_EXPORT_tensorflow_2_7_framework := $(HOST_STANDIN_SEABI) TF_Log TF_AssignVariable
HOST_EXPORT_tensorflow_2_7_pywrap := TF_TensorFromProto
HOST_EXPORT_tensorflow_2_9_framework := $(HOST_STANDIN_SEABI) TF_Log TF_AssignVariable
HOST_EXPORT_tensorflow_2_9_pywrap := TF_TensorFromProto
HOST_EXPORT_tensorflow_2_10_framework := $(HOST_STANDIN_SEABI) TF_Log TF_AssignVariable
HOST_EXPORT_tensorflow_2_10_pywrap := TF_TensorFromProto
HOST_EXPORT_tensorflow_2_14_framework := $(HOST_STANDIN_SEABI) TF_Log TF_AssignVariable
HOST_EXPORT_tensorflow_2_14_pywrap := TF_TensorFromProto
HOST_EXPORT_tensorflow_2_14_cc := TF_TensorFromProto
HOST_EXPORT_tensorflow_master_2026_05_framework := $(HOST_STANDIN_SEABI)
HOST_EXPORT_tensorflow_master_2026_05_pywrap := TF_TensorFromProto
HOST_EXPORT_tensorflow_master_2026_05_cc := TF_TensorFromProto
HOST_EXPORT_tensorflow_nightly_01de7043_framework := $(HOST_STANDIN_SEABI)
HOST_EXPORT_tensorflow_nightly_01de7043_pywrap := TF_TensorFromProto
HOST_EXPORT_tensorflow_nightly_01de7043_cc := TF_TensorFromProto
HOST_EXPORT_tensorflow_next_framework := $(HOST_STANDIN_SEABI)
HOST_EXPORT_tensorflow_next_pywrap := TF_TensorFromProto
HOST_EXPORT_tensorflow_next_cc := TF_TensorFromProto
