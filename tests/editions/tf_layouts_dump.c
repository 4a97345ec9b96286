/* tests/editions/tf_layouts_dump.c -- prints one edition of tf_layouts.h as
 * JSON: per struct its TensorFlow size macro, sizeof, and every member's
 * name, offset and size in declaration order.
 *
 * Build once per edition and ABI, e.g.
 *   cc -std=c11 -DTFE_EDITION=3 [-m32] tests/editions/tf_layouts_dump.c
 *
 * It also checks what the member lists in tf_layouts.h promise, so a list
 * that skips or misorders a member fails here instead of producing a
 * plausible table: the first member sits at 0, members do not overlap, the
 * gap before a member is padding only (smaller than its size and than 8),
 * the last listed member ends exactly at the size macro, and the macro does
 * not exceed sizeof. Exit status 1 and a message on stderr when one fails. */
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#ifdef TFM_API
/* The graph and profiler C APIs (tf_module_layouts.h): the same dump. */
#include "tf_module_layouts.h"
#define TFE_EDITION TFM_EDITION
#define TFE_EDITION_NAME TFM_EDITION_NAME
#define TFE_EDITION_RELEASED TFM_EDITION_RELEASED
#define TFE_STRUCTS TFM_STRUCTS
#define TFE_PREFIXED(name) TFM_##name
#else
#include "tf_layouts.h"
#define TFE_PREFIXED(name) TFE_##name
#endif

struct dump_state {
  const char* struct_name;
  size_t struct_size;
  size_t prev_end;
  unsigned members;
  int failed;
};

static void fail(struct dump_state* st, const char* member, const char* why) {
  fprintf(stderr, "tf_layouts_dump: edition %d, %s.%s: %s\n", TFE_EDITION,
          st->struct_name, member, why);
  st->failed = 1;
}

static void begin_struct(struct dump_state* st, const char* name,
                         size_t struct_size, size_t sizeof_struct,
                         int first) {
  st->struct_name = name;
  st->struct_size = struct_size;
  st->prev_end = 0;
  st->members = 0;
  printf("%s\n    {\"name\": \"%s\", \"struct_size\": %zu, \"sizeof\": %zu,"
         " \"members\": [",
         first ? "" : ",", name, struct_size, sizeof_struct);
  if (struct_size > sizeof_struct) {
    fail(st, "*", "size macro exceeds sizeof");
  }
}

static void member(struct dump_state* st, const char* name, size_t offset,
                   size_t size) {
  size_t gap = offset - st->prev_end;
  if (st->members == 0 && offset != 0) {
    fail(st, name, "first member is not at offset 0");
  } else if (offset < st->prev_end) {
    fail(st, name, "overlaps the previous member (list out of order?)");
  } else if (gap >= size || gap >= 8) {
    fail(st, name, "gap before it is larger than padding (member missing?)");
  }
  printf("%s\n      {\"name\": \"%s\", \"offset\": %zu, \"size\": %zu}",
         st->members == 0 ? "" : ",", name, offset, size);
  st->prev_end = offset + size;
  st->members++;
}

static void end_struct(struct dump_state* st) {
  if (st->prev_end != st->struct_size) {
    fail(st, "*", "last listed member does not end at the size macro");
  }
  printf("\n    ]}");
}

#define DUMP_MEMBER(m) member(&st, #m, offsetof(Cur, m), sizeof(((Cur*)0)->m));
#define DUMP_STRUCT(name, size_macro, members_of)                       \
  {                                                                     \
    typedef TFE_PREFIXED(name) Cur;                                     \
    begin_struct(&st, #name, (size_t)(size_macro), sizeof(Cur), first); \
    members_of(DUMP_MEMBER) end_struct(&st);                            \
    first = 0;                                                          \
  }

int main(void) {
  struct dump_state st = {"", 0, 0, 0, 0};
  int first = 1;
  const char* abi = sizeof(void*) == 8 ? "LP64" : "ILP32";

  printf("{\n  \"edition\": %d,\n  \"name\": \"%s\",\n  \"released\": %s,\n",
         TFE_EDITION, TFE_EDITION_NAME,
         TFE_EDITION_RELEASED ? "true" : "false");
#ifdef TFM_API
  printf("  \"api\": %d,\n  \"wire_version\": \"%d.%d.%d\",\n", TFM_API, TFM_MAJOR, TFM_MINOR, TFM_PATCH);
  printf("  \"abi\": \"%s\",\n  \"pointer_size\": %zu,\n", abi, sizeof(void*));
  printf("  \"optimize_func_params\": %d,\n", TFM_OPTIMIZE_FUNC_PARAMS);
#else
  printf("  \"wire_version\": \"%d.%d.%d\",\n", TFE_SE_MAJOR, TFE_SE_MINOR,
         TFE_SE_PATCH);
  printf("  \"abi\": \"%s\",\n  \"pointer_size\": %zu,\n", abi,
         sizeof(void*));
  printf("  \"core\": {\"uses_timers\": %s, \"requires_fills\": %s,"
         " \"calls_destroy_timer_fns\": %s},\n",
         TFE_CORE_USES_TIMERS ? "true" : "false",
         TFE_CORE_REQUIRES_FILLS ? "true" : "false",
         TFE_CORE_CALLS_DESTROY_TIMER_FNS ? "true" : "false");
  printf("  \"enums\": {\"SE_EventStatus\": {\"SE_EVENT_UNKNOWN\": %d,"
         " \"SE_EVENT_ERROR\": %d, \"SE_EVENT_PENDING\": %d,"
         " \"SE_EVENT_COMPLETE\": %d, \"sizeof\": %zu}},\n",
         (int)TFE_SE_EVENT_UNKNOWN, (int)TFE_SE_EVENT_ERROR,
         (int)TFE_SE_EVENT_PENDING, (int)TFE_SE_EVENT_COMPLETE,
         sizeof(TFE_SE_EventStatus));
#endif
  printf("  \"structs\": [");
  TFE_STRUCTS(DUMP_STRUCT)
  printf("\n  ]\n}\n");
  return st.failed;
}
