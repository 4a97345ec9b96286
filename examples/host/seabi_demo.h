#ifndef SEABI_DEMO_H_
#define SEABI_DEMO_H_
/* A small workload through the host library: allocate, a copy round trip on
 * two streams ordered by an event, a host callback, allocator stats.
 * Returns 0 when every step worked. */
int seabi_demo(const char *plugin_path);
#endif
