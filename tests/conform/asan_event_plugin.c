/* Memory errors inside a plugin that a plain run passes by luck (issue 37,
 * tests/conform/asan_tests.sh), one per build (tests/conform/module.mk):
 *   ASAN_EVENT_FREED  destroy_event frees the event at once; X08 then reads
 *                     the destroyed event (a use after free) and destroys
 *                     it again (a double free), and the memory, reused at
 *                     once, hides both;
 *   ASAN_EVENT_DOUBLE the same, reading a destroyed event's status by its
 *                     address: only the double free is left;
 *   ASAN_EVENT_PAST   get_event_status reads past its event (an overflow).
 * Built plain and with -fsanitize=address. */
#if defined(ASAN_EVENT_FREED) || defined(ASAN_EVENT_DOUBLE)
#define MINI_BUG_EVENT_FREED_EARLY 1
#endif
#ifdef ASAN_EVENT_DOUBLE
#define MINI_BUG_EVENT_STATUS_BY_ADDRESS 1
#endif
#ifdef ASAN_EVENT_PAST
#define MINI_BUG_EVENT_READ_PAST 1
#endif
#include "mini_plugin.inc.c"
