/* The profiler module driven as TensorFlow drives it (tf_plugin_modules.md
 * section 2.2, from pluggable_profiler.cc and tsl's profiler controller):
 *
 * Registration. Three zeroed structs at the core's sizes, struct_size
 * preset, version 0.0.1, the params pointing at the other two; after
 * TF_InitProfiler, TensorFlow's checks in its order with its words: the
 * params' struct_size, destroy_profiler, destroy_profiler_fns; the
 * profiler's struct_size, device_type set and matching [A-Z][A-Z_]*; the
 * fns' struct_size (TensorFlow's message names a macro that does not
 * exist, TF_PROFILER_FNS_STRUCT_SIZE; the generated validator names
 * TP_PROFILER_FNS_STRUCT_SIZE), start, stop, collect_data_xspace. The core
 * copies TP_Profiler and TP_ProfilerFns by value into a factory.
 *
 * The destroy callbacks. The factory's destructor calls destroy_profiler,
 * then destroy_profiler_fns; the factory is copied while it is registered,
 * and a model of that code (g++ and clang, C++17) runs the destructor on
 * two temporaries during registration and never for the registered copy.
 * That is inferred, not observed in a TensorFlow binary: the host does the
 * same, on copies, so a plugin whose destroy callbacks free what the
 * profiler still needs fails here as it would there.
 *
 * A session. Each gets a new profiler holding its own copy of TP_Profiler:
 * the callbacks receive a pointer to that copy (const). start, stop, then
 * collect_data_xspace with buffer NULL and size_in_bytes pointing at an
 * uninitialised size_t (here: a pattern, so a plugin that never writes it
 * shows); when that is not 0, a buffer of exactly that many bytes (zeroed,
 * as a std::vector is) and a second call with the same status; then
 * ParseFromArray over all of them, a failure ignored. Here the buffer has
 * canaries after it, so a second call that writes more than the first
 * reported is seen. */
#include "host_profiler.h"

#include <stdlib.h>
#include <string.h>

/* What TensorFlow's core leaves in size_in_bytes before the first call is
 * whatever its stack held; this pattern stands for it. */
#define UNSET_SIZE ((size_t)0xA5A5A5A5A5A5A5A5ull)
/* The most the host allocates for an XSpace (TensorFlow would try any). */
#define MAX_XSPACE ((size_t)256 << 20)

/* TensorFlow's checks, its order and its words (pluggable_profiler.cc):
 * the generated validators of profiler_api.h on the copies the core reads,
 * params, then profiler, then fns. The profiler is validated through a
 * copy whose device_type points at the string as the host read it without
 * faulting (host_safe_string): a wild pointer is the plugin's failure. */
static TF_Code v_params(const void *s, const void *ctx, char *m, size_t n) {
  (void)ctx;
  return TF_ProfilerRegistrationParams_validate(s, m, n);
}
static TF_Code v_profiler(const void *s, const void *ctx, char *m, size_t n) {
  (void)ctx;
  return TP_Profiler_validate(s, m, n);
}
static TF_Code v_fns(const void *s, const void *ctx, char *m, size_t n) {
  (void)ctx;
  return TP_ProfilerFns_validate(s, m, n);
}

static TF_Code tensorflow_checks(const host_profiler *p, char *msg, size_t n) {
  char skipped[256];
  TF_Code c = host_validate(HOST_SZ_PROFILER_PARAMS, p->params, p->params_size, v_params, NULL, msg, n, skipped,
                            sizeof skipped);
  if (c != TF_OK) return c;
  TP_Profiler *readable = host_core_copy(HOST_SZ_PROFILER, p->profiler, host_guard_object_size(p->profiler));
  if (readable == NULL) return TF_RESOURCE_EXHAUSTED;
  if (TP_Profiler_get_device_type(readable) != NULL) TP_Profiler_set_device_type(readable, p->device_type_then);
  c = host_validate(HOST_SZ_PROFILER, readable, p->profiler_size, v_profiler, NULL, msg, n, skipped, sizeof skipped);
  host_guard_free(readable);
  if (c == TF_OK)
    c = host_validate(HOST_SZ_PROFILER_FNS, p->fns, p->fns_size, v_fns, NULL, msg, n, skipped, sizeof skipped);
  return c;
}

static void record_core_fields(host_profiler *p, int32_t major, int32_t minor, int32_t patch) {
  char changed[96] = "";
#define CORE_FIELD(cond, what)                                                           \
  if (cond) {                                                                            \
    size_t used = strlen(changed);                                                       \
    host_format(changed + used, sizeof changed - used, "%s%s", used ? ", " : "", what); \
  }
  CORE_FIELD(p->reg->major_version != major, "major_version");
  CORE_FIELD(p->reg->minor_version != minor, "minor_version");
  CORE_FIELD(p->reg->patch_version != patch, "patch_version");
  CORE_FIELD(p->reg->profiler != p->reg_profiler, "profiler");
  CORE_FIELD(p->reg->profiler_fns != p->reg_fns, "profiler_fns");
#undef CORE_FIELD
  if (!changed[0]) return;
  host_obs o;
  memset(&o, 0, sizeof o);
  o.kind = HOST_OBS_CORE_FIELD;
  o.slot = HOST_SZ_PROFILER_PARAMS;
  host_format(o.call, sizeof o.call, "TF_InitProfiler");
  host_format(o.detail, sizeof o.detail, "%s", changed);
  o.core_size = host_profile_size(HOST_SZ_PROFILER_PARAMS);
  host_record_add(&o);
}

/* The destroy callbacks on two temporary copies each, as the model of
 * TensorFlow's registration runs them. */
static void destroy_on_copies(host_profiler *p) {
  TF_ProfilerRegistrationParams_destroy_profiler_fn dp = TF_ProfilerRegistrationParams_get_destroy_profiler(p->params);
  TF_ProfilerRegistrationParams_destroy_profiler_fns_fn df =
      TF_ProfilerRegistrationParams_get_destroy_profiler_fns(p->params);
  for (int i = 0; i < 2; i++) {
    TP_Profiler *prof = host_core_copy(HOST_SZ_PROFILER, p->profiler, host_guard_object_size(p->profiler));
    TP_ProfilerFns *fns = host_core_copy(HOST_SZ_PROFILER_FNS, p->fns, host_guard_object_size(p->fns));
    if (prof && fns) {
      host_child_stage("destroy_profiler on a copy of TP_Profiler (%d of 2, as TensorFlow's registration)", i + 1);
      dp(prof);
      host_child_stage("destroy_profiler_fns on a copy of TP_ProfilerFns (%d of 2)", i + 1);
      df(fns);
      p->destroys++;
    }
    host_guard_free(prof);
    host_guard_free(fns);
  }
}

TF_Code host_profiler_register(host_profiler *p, void *entry) {
  memset(p, 0, sizeof *p);
  p->entry = entry;
  if (entry == NULL || !host_profile_has_module(HOST_MOD_PROFILER)) {
    p->stop = HOST_PROFILER_STOP_ABSENT;
    host_format(p->error, sizeof p->error, "%s",
                entry == NULL ? "the plugin does not export TF_InitProfiler"
                              : "this core does not load profiler plugins (TensorFlow's pluggable profiler is 2.7's)");
    return TF_NOT_FOUND;
  }
  int32_t major, minor, patch;
  host_profile_module_version(HOST_MOD_PROFILER, &major, &minor, &patch);
  p->reg = host_handover_new(HOST_SZ_PROFILER_PARAMS, "TF_InitProfiler");
  p->reg_profiler = host_handover_new(HOST_SZ_PROFILER, "TF_InitProfiler");
  p->reg_fns = host_handover_new(HOST_SZ_PROFILER_FNS, "TF_InitProfiler");
  if (!p->reg || !p->reg_profiler || !p->reg_fns) {
    host_format(p->error, sizeof p->error, "out of memory");
    return TF_RESOURCE_EXHAUSTED;
  }
  p->reg->major_version = major;
  p->reg->minor_version = minor;
  p->reg->patch_version = patch;
  p->reg->profiler = p->reg_profiler;
  p->reg->profiler_fns = p->reg_fns;
  host_handover_ready(p->reg);

  TF_InitProfilerFn init;
  memcpy(&init, &entry, sizeof init);
  TF_Status *st = host_status_new();
  init(p->reg, st);
  p->status_unset = host_status_is_unset(st);
  p->init_code = host_status_code(st, "TF_InitProfiler");
  host_status_describe(st, p->init_msg, sizeof p->init_msg);
  TF_DeleteStatus(st);

  record_core_fields(p, major, minor, patch);
  size_t (*check)(void *) = p->init_code == TF_OK ? host_handover_returned : host_handover_refused;
  p->params_size = check(p->reg);
  p->profiler_size = check(p->reg_profiler);
  p->fns_size = check(p->reg_fns);
  if (p->init_code != TF_OK) {
    p->stop = HOST_PROFILER_STOP_INIT;
    host_format(p->error, sizeof p->error, "TF_InitProfiler failed: %s", p->init_msg);
    return p->init_code;
  }
  p->params = host_core_copy(HOST_SZ_PROFILER_PARAMS, p->reg, host_guard_object_size(p->reg));
  p->profiler = host_core_copy(HOST_SZ_PROFILER, p->reg_profiler, host_guard_object_size(p->reg_profiler));
  p->fns = host_core_copy(HOST_SZ_PROFILER_FNS, p->reg_fns, host_guard_object_size(p->reg_fns));
  host_handover_retire(p->reg);
  host_handover_retire(p->reg_profiler);
  host_handover_retire(p->reg_fns);
  if (!p->params || !p->profiler || !p->fns) {
    host_format(p->error, sizeof p->error, "out of memory");
    return TF_RESOURCE_EXHAUSTED;
  }
  const char *type = TP_Profiler_get_device_type(p->profiler);
  if (type != NULL && !host_safe_string(p->device_type_then, sizeof p->device_type_then, type))
    host_format(p->device_type_then, sizeof p->device_type_then, "(unreadable pointer %p)", (const void *)type);
  char msg[300];
  TF_Code c = tensorflow_checks(p, msg, sizeof msg);
  if (c != TF_OK) {
    p->stop = HOST_PROFILER_STOP_CHECKS;
    host_format(p->error, sizeof p->error, "%s: %s", host_code_name(c), msg);
    return c;
  }
  destroy_on_copies(p);
  p->registered = 1;
  return TF_OK;
}

void host_profiler_close(host_profiler *p) {
  host_guard_free(p->params);
  host_guard_free(p->profiler);
  host_guard_free(p->fns);
  p->params = NULL;
  p->profiler = NULL;
  p->fns = NULL;
}

static void record(int kind, const char *call, const char *detail, size_t first, size_t bytes) {
  host_obs o;
  memset(&o, 0, sizeof o);
  o.kind = kind;
  o.slot = HOST_SZ_COUNT;
  host_format(o.call, sizeof o.call, "%s", call);
  if (detail) host_format(o.detail, sizeof o.detail, "%s", detail);
  o.first = first;
  o.bytes = bytes;
  host_record_add(&o);
}

/* One callback with a fresh status: its code, its words into `text`. */
static TF_Code call_status(TF_Status *st, const char *name, char *text, size_t n) {
  TF_Code c = host_status_code(st, name);
  host_status_describe(st, text, n);
  return c;
}

int host_profiler_run(host_profiler *p, void (*workload)(void *), void *arg, host_profiler_session *s) {
  memset(s, 0, sizeof *s);
  if (!p->registered) return -1;
  /* The session's own TP_Profiler, const to the plugin (a write is
   * recorded by the sweep). */
  TP_Profiler *mine = host_core_copy(HOST_SZ_PROFILER, p->profiler, host_guard_object_size(p->profiler));
  if (mine == NULL) return -1;
  host_handover_watch(mine, host_guard_object_size(mine), HOST_SZ_PROFILER, "the session's TP_Profiler");
  TP_ProfilerFns_start_fn start = TP_ProfilerFns_get_start(p->fns);
  TP_ProfilerFns_stop_fn stop = TP_ProfilerFns_get_stop(p->fns);
  TP_ProfilerFns_collect_data_xspace_fn collect = TP_ProfilerFns_get_collect_data_xspace(p->fns);

  host_child_stage("profiler: start");
  TF_Status *st = host_status_new();
  start(mine, st);
  s->start_code = call_status(st, "start", s->start_status, sizeof s->start_status);
  TF_DeleteStatus(st);
  /* TensorFlow's controller forwards nothing after a failed start. */
  if (s->start_code != TF_OK) goto done;
  if (workload) {
    host_child_stage("profiler: the workload between start and stop");
    workload(arg);
  }
  host_child_stage("profiler: stop");
  st = host_status_new();
  stop(mine, st);
  s->stop_code = call_status(st, "stop", s->stop_status, sizeof s->stop_status);
  TF_DeleteStatus(st);

  /* collect_data_xspace, TensorFlow's two calls with one status. */
  host_child_stage("profiler: collect_data_xspace (the size)");
  size_t *size = host_guard_alloc(sizeof *size, sizeof *size);
  if (size == NULL) goto done;
  *size = UNSET_SIZE;
  st = host_status_new();
  collect(mine, NULL, size, st);
  s->size1 = *size;
  if (s->size1 == UNSET_SIZE) {
    s->size_unset = 1;
    record(HOST_OBS_COLLECT_SIZE_UNSET, "collect_data_xspace", NULL, 0, 0);
  } else if (s->size1 > MAX_XSPACE) {
    /* TensorFlow would try to allocate it (and abort when it cannot). */
    char what[128];
    host_format(what, sizeof what, "reported %zu bytes, more than any XSpace the host allocates (%zu)", s->size1,
                MAX_XSPACE);
    record(HOST_OBS_COLLECT_SIZE_UNSET, "collect_data_xspace", what, 0, 0);
  } else if (s->size1 > 0) {
    s->second_call = 1;
    host_child_stage("profiler: collect_data_xspace (the bytes)");
    unsigned char *buffer = host_guard_alloc(s->size1, s->size1);
    if (buffer != NULL) {
      *size = s->size1;
      collect(mine, buffer, size, st);
      s->size2 = *size;
      size_t first = 0;
      size_t past = host_guard_check(buffer, 1, &first);
      char what[128];
      if (past) {
        host_format(what, sizeof what, "wrote %zu byte(s) past the %zu the first call reported", past, s->size1);
        record(HOST_OBS_COLLECT_OVERRUN, "collect_data_xspace", what, first, past);
        s->overrun = 1;
      }
      if (s->size2 > s->size1) {
        host_format(what, sizeof what, "reported %zu bytes, more than the %zu the first call reported", s->size2,
                    s->size1);
        record(HOST_OBS_COLLECT_OVERRUN, "collect_data_xspace", what, 0, s->size2 - s->size1);
        s->overrun = 1;
      }
      /* TensorFlow parses the whole buffer it allocated. */
      s->bytes = malloc(s->size1);
      if (s->bytes != NULL) {
        memcpy(s->bytes, buffer, s->size1);
        s->len = s->size1;
      }
      host_guard_free(buffer);
    }
  }
  s->collect_code = call_status(st, "collect_data_xspace", s->collect_status, sizeof s->collect_status);
  TF_DeleteStatus(st);
  host_guard_free(size);
  if (s->bytes != NULL) {
    if (xsp_parse(s->bytes, s->len, &s->space, s->parse_error, sizeof s->parse_error) == 0) {
      s->parsed = 1;
    } else {
      char detail[128];
      host_format(detail, sizeof detail, "%s%s", s->parse_error,
                  s->overrun ? "; the second call wrote more than the first reported, cut at that size"
                  : s->size2 < s->size1 ? "; the second call wrote fewer bytes than the first reported" : "");
      record(HOST_OBS_XSPACE_UNPARSEABLE, "collect_data_xspace", detail, 0, s->len);
    }
  } else if (s->second_call == 0 && !s->size_unset && s->size1 == 0) {
    s->parsed = 1; /* 0 bytes: the valid "no data" answer */
  }
done:
  host_handover_sweep();
  host_guard_free(mine);
  return 0;
}

void host_profiler_session_free(host_profiler_session *s) {
  if (s->parsed) xsp_free(&s->space);
  free(s->bytes);
  s->bytes = NULL;
  s->parsed = 0;
}
