/* A plugin that imports one function, IMPORT (-DIMPORT=TF_Version), weakly
 * with -DIMPORT_WEAK, for the function dimension of the compat matrix
 * (tests/loader/matrix.py): it loads in a core exactly where the core's
 * export set gives it IMPORT. Its address is taken at load time (a data
 * relocation, resolved whatever the binding mode), never called. It
 * exports SE_InitPlugin so the host counts it as a plugin; registering
 * nothing is fine: the matrix asks only whether it loads. */
#include <stddef.h>

#ifdef IMPORT_WEAK
extern void IMPORT(void) __attribute__((weak));
#else
extern void IMPORT(void);
#endif

void (*volatile import_plugin_keep)(void) = IMPORT;

void SE_InitPlugin(void *params, void *status);
void SE_InitPlugin(void *params, void *status) {
  (void)params;
  (void)status;
}
