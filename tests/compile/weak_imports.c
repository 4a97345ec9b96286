/* The function surface's weak-import opt-in (docs/symbols.md): with
 * SE_TF_WEAK_IMPORTS every header's SE_TF_OPTIONAL declaration is weak, so
 * an optional function no library provides links and tests NULL; one the
 * program provides tests present. Built with every seabi header and
 * kernel_api.h in one translation unit; returns non-zero on a wrong answer.
 * -DPROVIDE_ASSIGN_VARIABLE defines TF_AssignVariable here (as a core
 * exporting it would). */
#define SE_TF_WEAK_IMPORTS
#include "kernel_api.h"
#include "se_api.h"
#include "graph_api.h"
#include "profiler_api.h"

#ifdef PROVIDE_ASSIGN_VARIABLE
void TF_AssignVariable(TF_OpKernelContext* ctx, int input_index, int value_index, bool validate_shape,
                       void (*copyFunc)(TF_OpKernelContext* ctx, TF_Tensor* source, TF_Tensor* dest),
                       TF_Status* status) {
  (void)ctx, (void)input_index, (void)value_index, (void)validate_shape, (void)copyFunc, (void)status;
}
#define WANT_ASSIGN 1
#else
#define WANT_ASSIGN 0
#endif

int main(void) {
  int bad = 0;
  /* Optional (not in 2.5's or 2.20's framework): weak, resolved only where provided. */
  if (SE_TF_PRESENT(TF_AssignVariable) != WANT_ASSIGN) bad |= 1;
  /* Never in a framework (graph_api.h): weak, and nothing here provides it. */
  if (SE_TF_PRESENT(TF_Version) != 0) bad |= 2;
  return bad;
}
