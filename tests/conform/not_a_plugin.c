/* Not a plugin: a shared object without SE_InitPlugin. seabi conform must
 * exit 2 ("cannot be loaded") and seabi list must skip it. */
int seabi_not_a_plugin(void);
int seabi_not_a_plugin(void) { return 42; }
