#ifndef SEABI_DEMO_H_
#define SEABI_DEMO_H_
/* A small workload through the host library: allocate, a copy round trip on
 * two streams ordered by an event, a host callback, allocator stats.
 * Runs in a guarded child; returns the exit code (HOST_EXIT_*). */
int seabi_demo(const char *plugin_path);
#endif
