/* The record of what the plugin did: one list per process, added to only by
 * the host's own calls (a handover returning, a status read, a device
 * count asked for), so every verdict that speaks about writes, sizes,
 * statuses or devices reads the same account of them. Observations with
 * the same key are merged (counted, the extent of their writes widened), so
 * the record stays small however often a plugin repeats itself. */
#include "host.h"

#include <pthread.h>
#include <stdio.h>
#include <string.h>

/* HOST_RECORD_MAX is enough for every distinct fault a hostile plugin
 * produces in one case; more is counted as dropped, never silently lost. */
#define RECORD_MAX HOST_RECORD_MAX

static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;
static host_obs entries[RECORD_MAX];
static size_t used, dropped;
static void (*sink)(const host_obs *o);

static const char *const kind_names[HOST_OBS_KIND_COUNT] = {
    [HOST_OBS_PAST_SIZE] = "past_size",
    [HOST_OBS_PAST_OBJECT] = "past_object",
    [HOST_OBS_SIZE_RAISED] = "size_raised",
    [HOST_OBS_SIZE_ZERO] = "size_zero",
    [HOST_OBS_STALE_WRITE] = "stale_write",
    [HOST_OBS_CORE_FIELD] = "core_field",
    [HOST_OBS_STATUS_UNSET] = "status_unset",
    [HOST_OBS_STATUS_NO_MESSAGE] = "status_no_message",
    [HOST_OBS_CALLBACK_AHEAD] = "callback_ahead",
    [HOST_OBS_ORDINAL] = "ordinal",
    [HOST_OBS_BAD_STATUS] = "bad_status",
    [HOST_OBS_ITEM_CHANGED] = "item_changed",
    [HOST_OBS_INPUT_CHANGED] = "input_changed",
    [HOST_OBS_OUTPUT_EMPTY] = "output_empty",
    [HOST_OBS_OUTPUT_UNPARSEABLE] = "output_unparseable",
    [HOST_OBS_OUTPUT_BROKEN] = "output_broken",
    [HOST_OBS_OUTPUT_NO_DEALLOCATOR] = "output_no_deallocator",
    [HOST_OBS_OUTPUT_ALIASES_INPUT] = "output_aliases_input",
    [HOST_OBS_COLLECT_SIZE_UNSET] = "collect_size_unset",
    [HOST_OBS_COLLECT_OVERRUN] = "collect_overrun",
    [HOST_OBS_XSPACE_UNPARSEABLE] = "xspace_unparseable",
    [HOST_OBS_KERNEL_DEVICE_TYPE] = "kernel_device_type",
    [HOST_OBS_KERNEL_REGISTRATION] = "kernel_registration",
    [HOST_OBS_KERNEL_UNKNOWN_OP] = "kernel_unknown_op",
    [HOST_OBS_KERNEL_WRONG] = "kernel_wrong",
    [HOST_OBS_KERNEL_FAILED] = "kernel_failed",
    [HOST_OBS_KERNEL_NO_REASON] = "kernel_no_reason",
    [HOST_OBS_KERNEL_OVERRUN] = "kernel_overrun",
    [HOST_OBS_KERNEL_LEAK] = "kernel_leak",
    [HOST_OBS_KERNEL_MISUSE] = "kernel_misuse",
    [HOST_OBS_DEVICE_COUNT] = "device_count",
    [HOST_OBS_SETTLED] = "settled",
    [HOST_OBS_KERNEL] = "kernel",
    [HOST_OBS_KERNEL_RAN] = "kernel_ran",
};

const char *host_obs_kind_name(int kind) {
  return kind >= 0 && kind < HOST_OBS_KIND_COUNT ? kind_names[kind] : "unknown";
}

int host_obs_is_fault(const host_obs *o) { return o->kind < HOST_OBS_FIRST_FACT; }

int host_obs_same(const host_obs *a, const host_obs *b) {
  return a->kind == b->kind && a->slot == b->slot && a->error_path == b->error_path &&
         strcmp(a->core, b->core) == 0 && strcmp(a->call, b->call) == 0 &&
         strcmp(a->detail, b->detail) == 0 && (host_obs_is_fault(a) || a->value == b->value);
}

void host_obs_merge(host_obs *a, const host_obs *b) {
  if (b->bytes > 0 && (a->bytes == 0 || b->first < a->first)) a->first = b->first;
  if (b->bytes > a->bytes) a->bytes = b->bytes;
  a->nonzero |= b->nonzero;
  if (b->value != a->value && a->kind == HOST_OBS_ORDINAL) a->value = b->value;
  a->count += b->count ? b->count : 1;
}

void host_record_add(const host_obs *o) {
  host_obs copy = *o;
  if (copy.core[0] == '\0') host_format(copy.core, sizeof copy.core, "%s", host_profile_active_name());
  if (copy.count == 0) copy.count = 1;
  pthread_mutex_lock(&lock);
  for (size_t i = 0; i < used; i++) {
    if (!host_obs_same(&entries[i], &copy)) continue;
    host_obs_merge(&entries[i], &copy);
    pthread_mutex_unlock(&lock);
    return;
  }
  int added = used < RECORD_MAX;
  if (added) entries[used++] = copy;
  else dropped++;
  void (*to)(const host_obs *) = sink;
  pthread_mutex_unlock(&lock);
  if (added && to != NULL) to(&copy);
}

void host_record_value(int kind, int slot, const char *call, int64_t value) {
  host_obs o;
  memset(&o, 0, sizeof o);
  o.kind = kind;
  o.slot = slot;
  host_format(o.call, sizeof o.call, "%s", call);
  o.value = value;
  host_record_add(&o);
}

const host_obs *host_record(size_t *count) {
  pthread_mutex_lock(&lock);
  *count = used;
  pthread_mutex_unlock(&lock);
  return entries;
}

size_t host_record_dropped(void) { return dropped; }

void host_record_reset(void) {
  pthread_mutex_lock(&lock);
  used = 0;
  dropped = 0;
  pthread_mutex_unlock(&lock);
}

void host_record_set_sink(void (*to)(const host_obs *o)) {
  pthread_mutex_lock(&lock);
  sink = to;
  pthread_mutex_unlock(&lock);
}

/* "SP_Device handed over by create_device(1)" */
static const char *what(const host_obs *o, char *buf, size_t n) {
  const char *name = o->slot >= 0 && o->slot < HOST_SZ_COUNT ? host_profile_struct_name(o->slot) : "a struct";
  host_format(buf, n, "%s handed over by %s", name, o->call);
  return buf;
}

const char *host_obs_describe(const host_obs *o, char *buf, size_t n) {
  char w[160];
  const char *name = o->slot >= 0 && o->slot < HOST_SZ_COUNT ? host_profile_struct_name(o->slot) : "";
  switch ((host_obs_kind)o->kind) {
    case HOST_OBS_PAST_SIZE: {
      if (o->settled > o->core_size || o->settled == 0) {
        host_format(buf, n, "%s in a %s core: %zu byte(s) written from offset %zu, past the core's struct_size %zu "
                    "(into the padding of its %zu-byte object)%s%s",
                    what(o, w, sizeof w), o->core, o->bytes, o->first, o->core_size, o->object_size,
                    o->detail[0] ? ": " : "", o->detail);
        break;
      }
      /* Where the writes land in a core whose struct is the settled size. */
      size_t there = o->slot >= 0 && o->slot < HOST_SZ_COUNT ? host_object_size_of(o->slot, o->settled) : o->settled;
      const char *zero = !o->nonzero && o->first < o->core_size
                             ? ", all zero: a core that hands over zeroed memory never sees them"
                             : "";
      char where[160];
      if (o->first + o->bytes > there)
        host_format(where, sizeof where, "; where %s is %zu bytes (a %zu-byte object) they land in memory that is not the struct",
                    name, o->settled, there);
      else
        host_format(where, sizeof where, "; where %s is %zu bytes they land in its padding", name, o->settled);
      host_format(buf, n, "%s in a %s core: %zu byte(s) written from offset %zu, past the struct_size %zu the plugin "
                  "settled to%s%s%s%s",
                  what(o, w, sizeof w), o->core, o->bytes, o->first, o->settled, zero, o->detail[0] ? " (" : "",
                  o->detail, o->detail[0] ? ")" : "");
      size_t used = strlen(buf);
      host_format(buf + used, n - used, "%s", where);
      break;
    }
    case HOST_OBS_PAST_OBJECT:
      host_format(buf, n, "%s in a %s core: %zu byte(s) written past the end of the core's %zu-byte object "
                  "(memory the core did not give the plugin)",
                  what(o, w, sizeof w), o->core, o->bytes, o->object_size);
      break;
    case HOST_OBS_SIZE_RAISED:
      host_format(buf, n, "%s.struct_size left at %zu by %s, above this %s core's %zu: it claims bytes the "
                  "core's struct does not have",
                  name, o->settled, o->call, o->core, o->core_size);
      break;
    case HOST_OBS_SIZE_ZERO:
      host_format(buf, n, "%s.struct_size left 0 by %s (a %s core hands it over as %zu; TensorFlow refuses 0)",
                  name, o->call, o->core, o->core_size);
      break;
    case HOST_OBS_STALE_WRITE:
      host_format(buf, n, "%s in a %s core: %zu byte(s) written after the call returned, through a pointer the "
                  "plugin kept%s%s",
                  what(o, w, sizeof w), o->core, o->bytes, o->detail[0] ? " " : "", o->detail);
      break;
    case HOST_OBS_CORE_FIELD:
      host_format(buf, n, "%s from %s: the plugin changed fields the core owns: %s", name, o->call, o->detail);
      break;
    case HOST_OBS_STATUS_UNSET:
      host_format(buf, n, "%s returned without setting its status%s", o->call,
                  o->error_path ? " on an error path (the core reads OK: the error is lost)"
                                : " (works only through TensorFlow's OK default)");
      break;
    case HOST_OBS_STATUS_NO_MESSAGE:
      host_format(buf, n, "%s set an error status with an empty message", o->call);
      break;
    case HOST_OBS_CALLBACK_AHEAD:
      host_format(buf, n, "host_callback ran its callback before work queued ahead of it on the stream had "
                  "finished%s%s",
                  o->detail[0] ? ": " : "", o->detail);
      break;
    case HOST_OBS_ORDINAL:
      host_format(buf, n, "%s left SP_Device.ordinal %lld", o->call, (long long)o->value);
      break;
    case HOST_OBS_BAD_STATUS:
      host_format(buf, n, "%s was given a pointer that is not a TF_Status the core made (another object taken for "
                  "one, or a status the plugin overwrote)%s%s",
                  o->call, o->detail[0] ? ": " : "", o->detail);
      break;
    case HOST_OBS_ITEM_CHANGED:
      host_format(buf, n, "%s in a %s core wrote %zu byte(s) into the TF_GrapplerItem from offset %zu (the core's "
                  "object, passed as const)%s%s",
                  o->call, o->core, o->bytes, o->first, o->detail[0] ? ": " : "", o->detail);
      break;
    case HOST_OBS_INPUT_CHANGED:
      host_format(buf, n, "%s in a %s core wrote %zu byte(s) into the input graph (%s, passed as const)", o->call,
                  o->core, o->bytes, o->detail[0] ? o->detail : "its TF_Buffer");
      break;
    case HOST_OBS_OUTPUT_EMPTY:
      host_format(buf, n, "%s returned OK with an empty output buffer in a %s core: 0 bytes parse as an empty "
                  "GraphDef, and the core replaces the graph with it",
                  o->call, o->core);
      break;
    case HOST_OBS_OUTPUT_UNPARSEABLE:
      host_format(buf, n, "%s returned OK with bytes that are not a GraphDef in a %s core (%s): the core fails "
                  "the pass with \"Unparseable GraphDef proto\" and keeps the graph",
                  o->call, o->core, o->detail);
      break;
    case HOST_OBS_OUTPUT_BROKEN:
      host_format(buf, n, "%s returned a graph that is not whole in a %s core: %s", o->call, o->core, o->detail);
      break;
    case HOST_OBS_OUTPUT_NO_DEALLOCATOR:
      host_format(buf, n, "%s handed back %zu byte(s) without a data_deallocator in a %s core: TF_DeleteBuffer "
                  "frees nothing, so every optimized graph leaks (or stays the plugin's, freed under the core)",
                  o->call, o->bytes, o->core);
      break;
    case HOST_OBS_OUTPUT_ALIASES_INPUT:
      host_format(buf, n, "%s handed back the input graph's own bytes as its output in a %s core: the core frees "
                  "the input and calls the output's data_deallocator on the same memory",
                  o->call, o->core);
      break;
    case HOST_OBS_COLLECT_SIZE_UNSET:
      if (o->detail[0])
        host_format(buf, n, "%s's first call in a %s core %s", o->call, o->core, o->detail);
      else
        host_format(buf, n, "%s left size_in_bytes as the core passed it (uninitialised in TensorFlow) on the "
                    "first call in a %s core: the core allocates a buffer of whatever that was",
                    o->call, o->core);
      break;
    case HOST_OBS_COLLECT_OVERRUN:
      host_format(buf, n, "%s in a %s core: the second call %s", o->call, o->core, o->detail);
      break;
    case HOST_OBS_XSPACE_UNPARSEABLE:
      host_format(buf, n, "%s returned bytes that are not an XSpace in a %s core (%s): TensorFlow ignores the parse "
                  "failure, so the profile is lost without a word",
                  o->call, o->core, o->detail);
      break;
    case HOST_OBS_KERNEL_DEVICE_TYPE:
      host_format(buf, n, "kernel '%s' in a %s core is registered for %s", o->call, o->core, o->detail);
      break;
    case HOST_OBS_KERNEL_REGISTRATION:
    case HOST_OBS_KERNEL_UNKNOWN_OP:
    case HOST_OBS_KERNEL_WRONG:
    case HOST_OBS_KERNEL_FAILED:
    case HOST_OBS_KERNEL_NO_REASON:
    case HOST_OBS_KERNEL_OVERRUN:
    case HOST_OBS_KERNEL_LEAK:
    case HOST_OBS_KERNEL_MISUSE:
      host_format(buf, n, "kernel '%s' in a %s core: %s", o->call, o->core, o->detail);
      break;
    case HOST_OBS_KERNEL: {
      char fields[sizeof o->detail];
      host_format(fields, sizeof fields, "%s", o->detail);
      for (char *t = fields; *t; t++) *t = *t == '\t' ? '|' : *t;
      host_format(buf, n, "kernel '%s' registered (op|device type|constraints|host memory: %s), priority %lld",
                  o->call, fields, (long long)o->value);
      break;
    }
    case HOST_OBS_KERNEL_RAN:
      host_format(buf, n, "kernel '%s' ran (%s)", o->call, o->detail);
      break;
    case HOST_OBS_DEVICE_COUNT:
      host_format(buf, n, "%s reported %lld device%s", o->call, (long long)o->value, o->value == 1 ? "" : "s");
      break;
    case HOST_OBS_SETTLED:
      host_format(buf, n, "%s settled to %lld bytes in a %s core (whose is %zu)", name, (long long)o->value,
                  o->core, o->core_size);
      break;
    default:
      host_format(buf, n, "unknown observation %d", o->kind);
  }
  return buf;
}
