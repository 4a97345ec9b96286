/* The one way the host calls into a plugin (issue 16 item 2).
 *
 * Every callback the host calls is looked up through the generated guarded
 * getter (HOST_CALLABLE in host.h). A member the plugin's struct_size does
 * not cover, or one left NULL, is never called: host_call_absent names it
 * (struct, member, struct_size) and hands that verdict to the handler the
 * running command installed, which does not return. The conformance child
 * turns it into the case's FAIL; `list` and `demo` run plugin code in a
 * guarded child (host_child.c) whose parent reports it. */
#include "host.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

static host_absent_handler absent_handler;

void host_set_absent_handler(host_absent_handler h) { absent_handler = h; }

host_any_fn host_call_absent(const char *struct_name, const char *member, const void *s,
                             int present) {
  char why[300];
  size_t size = 0;
  if (s != NULL) memcpy(&size, s, sizeof size); /* struct_size is every struct's first member */
  if (s == NULL)
    host_format(why, sizeof why, "the host cannot call %s.%s: the plugin gave no %s", struct_name,
                member, struct_name);
  else if (present)
    host_format(why, sizeof why, "the host cannot call %s.%s: it is NULL (struct_size %zu)",
                struct_name, member, size);
  else
    host_format(why, sizeof why,
                "the host cannot call %s.%s: the plugin's struct_size %zu leaves it out", struct_name,
                member, size);
  if (absent_handler != NULL) absent_handler(why);
  /* No handler, or one that returned: stop here rather than call NULL. */
  fprintf(stderr, "seabi: %s\n", why);
  fflush(NULL);
  _exit(HOST_EXIT_PLUGIN_FAULT);
}
