/* K: the kernel module (TF_InitKernel), driven as TensorFlow drives it
 * (host_kernel.c): TensorFlow calls TF_InitKernel after SE_InitPlugin and
 * before TF_InitGraph, with no arguments; the plugin registers kernels
 * there. The host checks each registration and runs every kernel of an op
 * it knows (AddV2, Relu, MatMul; float32) on the plugin's device, on a
 * stream from its create_stream, with guard bytes after every tensor, and
 * compares the outputs with its own reference.
 *
 * K02..K09 are claims about every registration and kernel run of the run
 * (conform_judge.c): what went wrong is in the record, so K05 cannot pass
 * while another case's child saw a kernel compute a wrong value. A plugin
 * that does not export TF_InitKernel has no kernel module: every case is
 * SKIP. */
#include <string.h>

#include "conform.h"

static conform_verdict k_init(conform_ctx *c) {
  size_t n;
  const host_kernel_reg *k = host_kernel_registry(&n);
  if (n == 0)
    return CONFORM_PASSF(c, "TF_InitKernel returned and registered no kernel (legal: a module with no kernels)");
  conform_note(c, "TF_InitKernel returned; %zu kernel(s):", n);
  for (size_t i = 0; i < n && i < 6; i++) {
    char line[200];
    conform_note(c, "%s", host_kernel_describe(&k[i], line, sizeof line));
  }
  if (n > 6) conform_note(c, "and %zu more", n - 6);
  return CONFORM_PASS;
}

/* K02..K04: claims about the registrations (checked when TF_InitKernel
 * returned). Alone, the registration gives them something to speak of. */
static conform_verdict k_registrations(conform_ctx *c) {
  size_t n;
  host_kernel_registry(&n);
  return CONFORM_PASSF(c, "%zu kernel(s) registered in this case", n);
}

/* K05..K09: claims about every kernel run; each case runs them all. */
static conform_verdict k_run(conform_ctx *c) {
  if (c->p.init == NULL)
    return CONFORM_SKIPF(c, "the plugin has no StreamExecutor module: no device to run its kernels on (see K02)");
  if (c->ndev == 0) return CONFORM_NO_DEVICE(c);
  int ran = host_kernel_run_all(&c->p, DEV(c));
  if (ran == 0) {
    char ops[64];
    return CONFORM_SKIPF(c, "no registered kernel the host can run (float32 %s for device type '%s')",
                         host_op_names(ops, sizeof ops), c->p.type);
  }
  return CONFORM_PASSF(c, "%d kernel trial(s) ran on device 0, each on a stream of its own", ran);
}

const conform_case conform_cases_kernels[] = {
    {"K01", "kernels", "TF_InitKernel returns (it cannot report failure); its registrations are recorded",
     CONFORM_REQUIRED, NEEDS_KERNEL, k_init, 0, HOST_MOD_KERNEL},
    {"K02", "kernels", "every kernel is registered for a device type the process provides (the platform's, or CPU)",
     CONFORM_EXPECTED, NEEDS_KERNEL, k_registrations, 0, HOST_MOD_KERNEL},
    {"K03", "kernels",
     "every registration is one TensorFlow can use: a compute function, type constraints on the op's type "
     "attributes with types it allows, host memory on its arguments",
     CONFORM_EXPECTED, NEEDS_KERNEL, k_registrations, 0, HOST_MOD_KERNEL},
    {"K04", "kernels", "every kernel is for an op the host knows and runs (AddV2, Relu, MatMul)", CONFORM_ADVISORY,
     NEEDS_KERNEL, k_registrations, 0, HOST_MOD_KERNEL},
    {"K05", "kernels",
     "every kernel of a known op runs on the device and computes the reference (float32, relative tolerance 1e-5)",
     CONFORM_REQUIRED, NEEDS_KERNEL, k_run, 0, HOST_MOD_KERNEL},
    {"K06", "kernels", "no kernel writes past the end of a tensor (guard bytes after every input, output and temp)",
     CONFORM_REQUIRED, NEEDS_KERNEL, k_run, 0, HOST_MOD_KERNEL},
    {"K07", "kernels", "every kernel deletes the tensor handles it is given (TF_DeleteTensor)", CONFORM_EXPECTED,
     NEEDS_KERNEL, k_run, 0, HOST_MOD_KERNEL},
    {"K08", "kernels", "a kernel that fails says why (an error status with a message)", CONFORM_EXPECTED,
     NEEDS_KERNEL, k_run, 0, HOST_MOD_KERNEL},
    {"K09", "kernels", "kernels call the kernel API only as TensorFlow allows (indices in range, live tensors)",
     CONFORM_EXPECTED, NEEDS_KERNEL, k_run, 0, HOST_MOD_KERNEL},
    {NULL, NULL, NULL, 0, 0, NULL, 0, 0},
};
