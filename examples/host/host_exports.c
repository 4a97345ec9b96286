/* Loading a plugin as the release would (issue 34): only the active core's
 * exports resolvable. The seabi binary exports nothing (no -rdynamic); the
 * TF_ functions a plugin may import live in per-profile export libraries,
 * <dir>/<ident>/<soname>, built from one object of forwarders
 * (host_forward.c) with a version script exporting only that release's
 * names for that library (examples/host/module.mk). Before the plugin is
 * opened, the framework library is loaded RTLD_GLOBAL, as TensorFlow has
 * it loaded, so a plugin without DT_NEEDED on it still resolves its
 * functions; the others RTLD_LOCAL, so only a plugin with DT_NEEDED on
 * their soname binds to them (glibc matches DT_NEEDED against the sonames
 * of objects already loaded). Each library's forwarders are then bound to
 * the host's own implementations (tf_status.c, tf_buffer.c, host_item.c,
 * tf_kernel.c, tf_tensor.c).
 * A plugin that would fail dlopen in the release fails here with the same
 * "undefined symbol" message. */
#include "host.h"

#include <dlfcn.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "graph_api.h"
#include "host_forward.h"
#include "kernel_api.h"

static char cores_dir[4096];
static char loaded_ident[128]; /* the core whose libraries this process holds */

void host_exports_set_dir(const char *dir) { host_format(cores_dir, sizeof cores_dir, "%s", dir ? dir : ""); }

const char *host_exports_dir(void) { return cores_dir; }

/* What the host implements; every other forwarder calls unmodelled(). */
static void fill(host_tf_impl *impl) {
  memset(impl, 0, sizeof *impl);
  impl->TF_NewStatus = &TF_NewStatus;
  impl->TF_DeleteStatus = &TF_DeleteStatus;
  impl->TF_SetStatus = &TF_SetStatus;
  impl->TF_GetCode = &TF_GetCode;
  impl->TF_Message = &TF_Message;
  impl->TF_NewBuffer = &TF_NewBuffer;
  impl->TF_NewBufferFromString = &TF_NewBufferFromString;
  impl->TF_DeleteBuffer = &TF_DeleteBuffer;
  impl->TF_Version = &TF_Version;
  impl->TF_GetNodesToPreserveListSize = &TF_GetNodesToPreserveListSize;
  impl->TF_GetNodesToPreserveList = &TF_GetNodesToPreserveList;
  impl->TF_GetFetchNodesListSize = &TF_GetFetchNodesListSize;
  impl->TF_GetFetchNodesList = &TF_GetFetchNodesList;
  impl->TF_NewGraphProperties = &TF_NewGraphProperties;
  impl->TF_DeleteGraphProperties = &TF_DeleteGraphProperties;
  impl->TF_InferStatically = &TF_InferStatically;
  impl->TF_GetInputPropertiesListSize = &TF_GetInputPropertiesListSize;
  impl->TF_GetOutputPropertiesListSize = &TF_GetOutputPropertiesListSize;
  impl->TF_GetInputPropertiesList = &TF_GetInputPropertiesList;
  impl->TF_GetOutputPropertiesList = &TF_GetOutputPropertiesList;
  impl->TF_NewFunctionLibraryDefinition = &TF_NewFunctionLibraryDefinition;
  impl->TF_DeleteFunctionLibraryDefinition = &TF_DeleteFunctionLibraryDefinition;
  impl->TF_LookUpOpDef = &TF_LookUpOpDef;
  /* The kernel C API (tf_kernel.c, tf_tensor.c). */
  impl->TF_NewKernelBuilder = &TF_NewKernelBuilder;
  impl->TF_KernelBuilder_TypeConstraint = &TF_KernelBuilder_TypeConstraint;
  impl->TF_KernelBuilder_HostMemory = &TF_KernelBuilder_HostMemory;
  impl->TF_KernelBuilder_Priority = &TF_KernelBuilder_Priority;
  impl->TF_RegisterKernelBuilder = &TF_RegisterKernelBuilder;
  impl->TF_DeleteKernelBuilder = &TF_DeleteKernelBuilder;
  impl->TF_GetStream = &TF_GetStream;
  impl->TF_NumInputs = &TF_NumInputs;
  impl->TF_NumOutputs = &TF_NumOutputs;
  impl->TF_GetInput = &TF_GetInput;
  impl->TF_SetOutput = &TF_SetOutput;
  impl->TF_AllocateOutput = &TF_AllocateOutput;
  impl->TF_ForwardInputOrAllocateOutput = &TF_ForwardInputOrAllocateOutput;
  impl->TF_AllocateTemp = &TF_AllocateTemp;
  impl->TF_OpKernelConstruction_Failure = &TF_OpKernelConstruction_Failure;
  impl->TF_OpKernelContext_Failure = &TF_OpKernelContext_Failure;
  impl->TF_ExpectedOutputDataType = &TF_ExpectedOutputDataType;
  impl->TF_StepId = &TF_StepId;
  impl->TF_OpKernelConstruction_GetAttrType = &TF_OpKernelConstruction_GetAttrType;
  impl->TF_OpKernelConstruction_GetAttrInt32 = &TF_OpKernelConstruction_GetAttrInt32;
  impl->TF_OpKernelConstruction_GetAttrInt64 = &TF_OpKernelConstruction_GetAttrInt64;
  impl->TF_OpKernelConstruction_GetAttrFloat = &TF_OpKernelConstruction_GetAttrFloat;
  impl->TF_OpKernelConstruction_GetAttrBool = &TF_OpKernelConstruction_GetAttrBool;
  impl->TF_OpKernelConstruction_GetAttrSize = &TF_OpKernelConstruction_GetAttrSize;
  impl->TF_OpKernelConstruction_GetAttrString = &TF_OpKernelConstruction_GetAttrString;
  impl->TF_OpKernelConstruction_GetName = &TF_OpKernelConstruction_GetName;
  impl->TF_OpKernelConstruction_HasAttr = &TF_OpKernelConstruction_HasAttr;
  impl->TF_TensorData = &TF_TensorData;
  impl->TF_TensorByteSize = &TF_TensorByteSize;
  impl->TF_NumDims = &TF_NumDims;
  impl->TF_Dim = &TF_Dim;
  impl->TF_TensorType = &TF_TensorType;
  impl->TF_DeleteTensor = &TF_DeleteTensor;
  impl->TF_TensorElementCount = &TF_TensorElementCount;
  impl->TF_AllocateTensor = &TF_AllocateTensor;
  impl->TF_DataTypeSize = &TF_DataTypeSize;
}

/* A plugin called a function its core exports but this host does not
 * implement: the plugin's run ends here, saying so (the last stderr line is
 * the case's evidence), rather than carrying on with a made-up result. */
static void unmodelled(const char *name) {
  fprintf(stderr, "seabi: the plugin called %s, which core %s exports but seabi's host does not implement\n", name,
          host_profile_active_name());
  fflush(stderr);
  abort();
}

int host_exports_load(char *err, size_t n) {
  if (cores_dir[0] == '\0') return 0;
  char ident[128];
  host_profile_ident(host_profile_active_name(), ident, sizeof ident);
  if (strcmp(ident, loaded_ident) == 0) return 0;
  if (loaded_ident[0] != '\0') {
    host_format(err, n, "seabi: this process already holds core %s's export libraries; core %s needs its own process",
                loaded_ident, host_profile_active_name());
    return -1;
  }
  host_tf_impl impl;
  fill(&impl);
  for (int l = 0; l < host_tf_library_count(); l++) {
    char path[sizeof cores_dir + 300];
    host_format(path, sizeof path, "%s/%s/%s", cores_dir, ident, host_tf_library_soname(l));
    /* The framework library is built for every core; another exists only
     * where the core exports something from it. */
    if (l != 0 && access(path, F_OK) != 0) continue;
    void *h = dlopen(path, RTLD_NOW | (l == 0 ? RTLD_GLOBAL : RTLD_LOCAL));
    if (h == NULL) {
      const char *e = dlerror();
      host_format(err, n, "seabi cannot load core %s's export library (build it with make, or reinstall): %s",
                  host_profile_active_name(), e ? e : path);
      return -1;
    }
    void *sym = dlsym(h, "host_tf_bind");
    void (*bind)(const host_tf_impl *, void (*)(const char *));
    if (sym == NULL) {
      host_format(err, n, "seabi: %s has no host_tf_bind: not one of seabi's export libraries", path);
      return -1;
    }
    memcpy(&bind, &sym, sizeof bind); /* POSIX: object and function pointers share a representation */
    bind(&impl, unmodelled);
  }
  host_format(loaded_ident, sizeof loaded_ident, "%s", ident);
  return 0;
}
