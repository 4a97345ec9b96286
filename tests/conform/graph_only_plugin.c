/* A plugin with no StreamExecutor module: only a graph optimizer and a
 * profiler (as ZenDNN's plugin optimizes CPU graphs without a device of its
 * own). Its StreamExecutor cases are SKIP ("absent"), never failures. */
#define MOD_ALONE 1
#include "mini_modules.inc.c"
