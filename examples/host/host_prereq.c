/* Which prerequisite hung, and the refusal to call it again (host_prereq.h).
 * Plain process globals: the runner sets them before it forks a case, and
 * the case child reads its inherited copy; nothing here is shared back. */
#include "host_prereq.h"

#include <string.h>

#include "host.h"

static const struct {
  const char *name, *judge;
} steps[HOST_PREREQ_COUNT] = {
    [HOST_PREREQ_INIT] = {"SE_InitPlugin", "R02"},
    [HOST_PREREQ_CREATE_DEVICE] = {"create_device", "D02"},
    [HOST_PREREQ_CREATE_STREAM] = {"create_stream", "S01"},
};

static enum host_prereq hung = HOST_PREREQ_NONE;
static int hung_ms;
static enum host_prereq refused = HOST_PREREQ_NONE;
static void (*on_refusal)(enum host_prereq q, const char *why);

void host_prereq_on_refusal(void (*fn)(enum host_prereq q, const char *why)) { on_refusal = fn; }

const char *host_prereq_name(enum host_prereq q) { return q < HOST_PREREQ_COUNT ? steps[q].name : "none"; }
const char *host_prereq_judge(enum host_prereq q) { return q < HOST_PREREQ_COUNT ? steps[q].judge : ""; }

enum host_prereq host_prereq_named(const char *name) {
  for (int q = 0; q < HOST_PREREQ_COUNT; q++)
    if (strcmp(name, steps[q].name) == 0) return (enum host_prereq)q;
  return HOST_PREREQ_NONE;
}

void host_prereq_set_hung(enum host_prereq q, int ms) {
  hung = ms > 0 ? q : HOST_PREREQ_NONE;
  hung_ms = ms > 0 ? ms : 0;
}

enum host_prereq host_prereq_hung(int *ms) {
  if (ms) *ms = hung_ms;
  return hung;
}

void host_prereq_describe(enum host_prereq q, int ms, char *buf, size_t n) {
  host_format(buf, n, "prerequisite hung: %s did not return within %d ms (in the registration probe; not called again)",
              host_prereq_name(q), ms);
}

int host_prereq_refuse(enum host_prereq q, char *why, size_t n) {
  if (hung == HOST_PREREQ_NONE || q != hung) return 0;
  char text[300];
  host_prereq_describe(q, hung_ms, text, sizeof text);
  if (refused == HOST_PREREQ_NONE) {
    refused = q;
    if (on_refusal) on_refusal(q, text);
  }
  if (why && n) host_format(why, n, "%s", text);
  return 1;
}

enum host_prereq host_prereq_refused(void) { return refused; }
