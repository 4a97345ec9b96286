/* Exit codes (README's table): the library segfaults in its constructor,
 * during dlopen. Plugin code crashed: conform, list and demo all exit 1. */
/* The pointer itself volatile: the compiler cannot prove it NULL and drop
 * the store (or the whole constructor) as undefined behaviour. */
static int *volatile nowhere;

__attribute__((constructor)) static void segv_on_load(void) { *nowhere = 1; }

void SE_InitPlugin(void *params, void *status);
void SE_InitPlugin(void *params, void *status) {
  (void)params;
  (void)status;
}
