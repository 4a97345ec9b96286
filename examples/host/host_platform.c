/* Loading and registering one plugin the way TensorFlow's core does
 * (tf_ground_truth.md section 3): zero-initialised core-owned structs at the
 * core's sizes, SE_InitPlugin, the generated validators on the core's own
 * structs, then create_device_fns, create_stream_executor and (for plugins
 * that still provide them) create_timer_fns. Every struct is a handover
 * (host_handover.c): what the plugin wrote past its settled size, past the
 * core's object or to its struct_size goes to the record, and after its
 * create call the struct is moved to a new address and the original
 * poisoned and kept, so a plugin that keeps the address it was handed and
 * writes through it later is recorded instead of silently working. */
#include "host.h"

#include <dlfcn.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* The active core profile's version and registration sizes. */
host_core_view host_core_default(void) {
  host_core_view v;
  host_profile_version(&v.major, &v.minor, &v.patch);
  v.params_size = host_profile_size(HOST_SZ_REGISTRATION_PARAMS);
  v.platform_size = host_profile_size(HOST_SZ_PLATFORM);
  v.platform_fns_size = host_profile_size(HOST_SZ_PLATFORM_FNS);
  return v;
}


static TF_Code v_platform(const void *s, const void *ctx, char *m, size_t n) {
  (void)ctx;
  return SP_Platform_validate(s, m, n);
}
static TF_Code v_platform_fns(const void *s, const void *ctx, char *m, size_t n) {
  (void)ctx;
  return SP_PlatformFns_validate(s, m, n);
}
static TF_Code v_params(const void *s, const void *ctx, char *m, size_t n) {
  (void)ctx;
  return SE_PlatformRegistrationParams_validate(s, m, n);
}
static TF_Code v_device_fns(const void *s, const void *ctx, char *m, size_t n) {
  (void)ctx;
  return SP_DeviceFns_validate(s, m, n);
}
static TF_Code v_executor(const void *s, const void *ctx, char *m, size_t n) {
  return SP_StreamExecutor_validate(s, ctx, m, n);
}
static TF_Code v_timer_fns(const void *s, const void *ctx, char *m, size_t n) {
  (void)ctx;
  return SP_TimerFns_validate(s, m, n);
}

/* host_validate, recording skipped members in p->not_validated. */
static TF_Code validate(host_platform *p, enum host_struct_slot kind, const void *s,
                        size_t plugin_size, host_validator v, const void *ctx, char *msg,
                        size_t n) {
  char skipped[256];
  TF_Code c = host_validate(kind, s, plugin_size, v, ctx, msg, n, skipped, sizeof skipped);
  if (skipped[0]) {
    size_t used = strlen(p->not_validated);
    host_format(p->not_validated + used, sizeof p->not_validated - used, "%s%s",
                used ? "; " : "", skipped);
  }
  return c;
}

static void set_error(host_platform *p, const char *fmt, const char *a, const char *b) {
  host_format(p->error, sizeof p->error, fmt, a, b);
}

int host_platform_load(host_platform *p, const char *path) {
  memset(p, 0, sizeof *p);
  host_format(p->path, sizeof p->path, "%s", path);
  /* RTLD_LOCAL: two plugins exporting the same symbols must not resolve to
   * each other; RTLD_NOW: report missing symbols now, not mid-run. */
  /* A path without a slash makes dlopen search LD_LIBRARY_PATH and the
   * system directories, never the file the user named: `seabi conform
   * libx.so` means ./libx.so. */
  char named[sizeof p->path + 2];
  host_format(named, sizeof named, "%s%s", strchr(path, '/') ? "" : "./", path);
  /* Only the active core's TF_ exports resolvable, as in that release. */
  char why[sizeof p->error];
  if (host_exports_load(why, sizeof why) != 0) {
    set_error(p, "%s%s", why, "");
    return -1;
  }
  p->dso = dlopen(named, RTLD_NOW | RTLD_LOCAL);
  if (p->dso == NULL) {
    const char *e = dlerror();
    set_error(p, "dlopen failed: %s%s", e ? e : "unknown error", "");
    /* Say which imports this release cannot resolve, read from the file. */
    host_imports im;
    if (host_imports_read(named, &im) == 0 && im.missing) {
      p->imports_missing = 1;
      char problems[600];
      host_imports_problems(&im, 0, problems, sizeof problems);
      size_t used = strlen(p->error);
      host_format(p->error + used, sizeof p->error - used, " (%s)", problems);
    }
    host_imports_free(&im);
    return -1;
  }
  host_modules_scan(p->dso, &p->modules);
  if (p->modules.count == 0) {
    set_error(p, "%s exports none of TensorFlow's module entry points (TF_InitGraph, TF_InitProfiler, "
              "TF_InitKernel, TFNPD_InitPlugin): it does not export SE_InitPlugin%s", path, "");
    dlclose(p->dso);
    p->dso = NULL;
    return -1;
  }
  /* ISO C has no object-to-function pointer cast; POSIX guarantees the
   * representation, so copy the bytes. */
  void *sym = p->modules.entry[HOST_MOD_SE];
  if (sym != NULL) memcpy(&p->init, &sym, sizeof p->init);
  p->stage = HOST_STAGE_LOADED;
  return 0;
}

/* The struct as the core reads it from now on (host_core_copy), at a new
 * address; the one the plugin filled is retired (poisoned and kept). */
static void *relocate(void *src, enum host_struct_slot kind) {
  void *dst = host_core_copy(kind, src, host_guard_object_size(src));
  host_handover_retire(src);
  return dst;
}

/* Core-owned fields of the registration params the plugin must not change
 * (the destroy callbacks in the same struct are the plugin's). */
static void check_core_fields(host_platform *p, const host_core_view *v) {
  char changed[64] = "";
#define CORE_FIELD(cond, what)                                                      \
  do {                                                                              \
    if (cond) {                                                                     \
      size_t used = strlen(changed);                                                \
      host_format(changed + used, sizeof changed - used, "%s%s", used ? ", " : "", what); \
    }                                                                               \
  } while (0)
  CORE_FIELD(p->reg->struct_size != v->params_size, "struct_size");
  CORE_FIELD(p->reg->major_version != v->major, "major_version");
  CORE_FIELD(p->reg->minor_version != v->minor, "minor_version");
  CORE_FIELD(p->reg->patch_version != v->patch, "patch_version");
  CORE_FIELD(p->reg->platform != p->reg_platform, "platform");
  CORE_FIELD(p->reg->platform_fns != p->reg_platform_fns, "platform_fns");
#undef CORE_FIELD
  if (changed[0] == '\0') return;
  host_obs o;
  memset(&o, 0, sizeof o);
  o.kind = HOST_OBS_CORE_FIELD;
  o.slot = HOST_SZ_REGISTRATION_PARAMS;
  host_format(o.call, sizeof o.call, "SE_InitPlugin");
  host_format(o.detail, sizeof o.detail, "%s", changed);
  o.core_size = v->params_size;
  host_record_add(&o);
}

/* TF copies name and type out as strings once the structs validate; so do
 * we, but before validation, so a plugin that fails it (a lowercase name, a
 * struct_size of 0) is still reported by the name it gave. Read at the
 * core's size: the core's struct has the members whatever struct_size says. */
static void copy_names(host_platform *p, size_t core_size) {
  /* Copied as soon as SE_InitPlugin returns OK, before validation, so a
   * registration that fails (a struct_size left 0, say) still reports what
   * the plugin called itself: read with the core's own size, not the
   * plugin's. */
  union {
    SP_Platform platform; /* for its alignment */
    unsigned char bytes[sizeof(SP_Platform) + 64];
  } view;
  size_t obj = host_object_size_of(HOST_SZ_PLATFORM, core_size);
  memset(&view, 0, sizeof view);
  memcpy(view.bytes, p->reg_platform, obj < sizeof view.bytes ? obj : sizeof view.bytes);
  memcpy(view.bytes, &core_size, sizeof core_size); /* struct_size is the first member */
  const SP_Platform *platform = &view.platform;
  const char *name = SP_Platform_get_name(platform), *type = SP_Platform_get_type(platform);
  host_format(p->name, sizeof p->name, "%.*s", (int)sizeof p->name - 1, name ? name : "");
  host_format(p->type, sizeof p->type, "%.*s", (int)sizeof p->type - 1, type ? type : "");
}

/* Which step of registration a refusal belongs to, for whoever names it. */
static enum host_register_stop stop_of(const char *msg) {
  if (strstr(msg, "struct_size") && (strstr(msg, "= 0") || strstr(msg, "did not settle"))) return HOST_STOP_STRUCT_SIZE;
  if (strstr(msg, "name") && strstr(msg, "must match")) return HOST_STOP_NAME;
  return HOST_STOP_MEMBER;
}

TF_Code host_platform_register(host_platform *p, const host_core_view *view) {
  host_core_view v = view ? *view : host_core_default();
  char msg[512];
  p->stop = HOST_STOP_NONE;
  if (p->init == NULL) {
    char modules[300];
    host_format(p->error, sizeof p->error, "%s does not export SE_InitPlugin (no StreamExecutor module; it exports %s)",
                p->path, host_modules_describe(&p->modules, modules, sizeof modules));
    p->stop = HOST_STOP_INIT;
    return TF_NOT_FOUND;
  }
  if (host_prereq_refuse(HOST_PREREQ_INIT, p->error, sizeof p->error)) {
    p->stop = HOST_STOP_INIT;
    return TF_DEADLINE_EXCEEDED;
  }
  /* Each at exactly the core's size (its sizeof there), canaries after. */
  p->reg = host_handover_sized(HOST_SZ_REGISTRATION_PARAMS, v.params_size, "SE_InitPlugin");
  p->reg_platform = host_handover_sized(HOST_SZ_PLATFORM, v.platform_size, "SE_InitPlugin");
  p->reg_platform_fns = host_handover_sized(HOST_SZ_PLATFORM_FNS, v.platform_fns_size, "SE_InitPlugin");
  if (!p->reg || !p->reg_platform || !p->reg_platform_fns) {
    host_format(p->error, sizeof p->error, "out of memory");
    return TF_RESOURCE_EXHAUSTED;
  }
  /* Core-owned: versions and the two struct pointers. */
  p->reg->major_version = v.major;
  p->reg->minor_version = v.minor;
  p->reg->patch_version = v.patch;
  p->reg->platform = p->reg_platform;
  p->reg->platform_fns = p->reg_platform_fns;
  host_handover_ready(p->reg);

  TF_Status *st = host_status_new();
  p->init(p->reg, st);
  p->stage = HOST_STAGE_INIT_CALLED;
  p->reg_report.status_unset = host_status_is_unset(st);
  TF_Code code = host_status_code(st, "SE_InitPlugin");
  p->reg_report.init_code = code;
  host_status_describe(st, p->reg_report.init_msg, sizeof p->reg_report.init_msg);
  TF_DeleteStatus(st);

  check_core_fields(p, &v);
  size_t (*check)(void *) = code == TF_OK ? host_handover_returned : host_handover_refused;
  p->reg_report.params_struct_size = check(p->reg);
  p->reg_report.platform_struct_size = check(p->reg_platform);
  p->reg_report.platform_fns_struct_size = check(p->reg_platform_fns);

  if (code != TF_OK) {
    p->stop = HOST_STOP_INIT;
    host_format(p->error, sizeof p->error, "SE_InitPlugin failed: %s", p->reg_report.init_msg);
    return code;
  }
  /* Validate the core's own structs as this core reads them (host_core_copy),
   * as TensorFlow does; a plugin that re-pointed params->platform is judged
   * by what it left in ours. */
  size_t params_obj = host_guard_object_size(p->reg);
  SE_PlatformRegistrationParams *params = host_core_copy(HOST_SZ_REGISTRATION_PARAMS, p->reg, params_obj);
  SP_Platform *platform = host_core_copy(HOST_SZ_PLATFORM, p->reg_platform, host_guard_object_size(p->reg_platform));
  SP_PlatformFns *platform_fns =
      host_core_copy(HOST_SZ_PLATFORM_FNS, p->reg_platform_fns, host_guard_object_size(p->reg_platform_fns));
  if (!params || !platform || !platform_fns) {
    host_guard_free(params), host_guard_free(platform), host_guard_free(platform_fns);
    host_format(p->error, sizeof p->error, "out of memory");
    return TF_RESOURCE_EXHAUSTED;
  }
  copy_names(p, v.platform_size);
  TF_Code c = validate(p, HOST_SZ_REGISTRATION_PARAMS, params, p->reg_report.params_struct_size,
                       v_params, NULL, msg, sizeof msg);
  if (c == TF_OK)
    c = validate(p, HOST_SZ_PLATFORM, platform, p->reg_report.platform_struct_size, v_platform,
                 NULL, msg, sizeof msg);
  if (c == TF_OK)
    c = validate(p, HOST_SZ_PLATFORM_FNS, platform_fns, p->reg_report.platform_fns_struct_size,
                 v_platform_fns, NULL, msg, sizeof msg);
  if (c != TF_OK) {
    host_guard_free(params), host_guard_free(platform), host_guard_free(platform_fns);
    p->stop = stop_of(msg);
    host_format(p->error, sizeof p->error, "%s: %s", host_code_name(c), msg);
    return c;
  }
  memset(&p->params, 0, sizeof p->params);
  memcpy(&p->params, params, params_obj < sizeof p->params ? params_obj : sizeof p->params);
  host_guard_free(params);
  /* The core works on its copies from now on; the plugin's pointers to the
   * structs it filled must be dead, and the copies are const to it. */
  host_handover_retire(p->reg);
  host_handover_retire(p->reg_platform);
  host_handover_retire(p->reg_platform_fns);
  p->platform = platform;
  p->platform_fns = platform_fns;
  host_handover_watch(p->platform, host_guard_object_size(p->platform), HOST_SZ_PLATFORM, "SE_InitPlugin");
  p->params.platform = p->platform;
  p->params.platform_fns = p->platform_fns;
  p->stage = HOST_STAGE_REGISTERED;
  return TF_OK;
}

/* One create_* call's struct pair: `out` for the plugin to fill, `params`
 * the core's (NULL when there is none). After the call both are checked;
 * `out` is copied as the core reads it and both are retired. */
typedef struct fill_call {
  void *out, *params;
  size_t left; /* the struct_size the plugin left in `out` */
} fill_call;

static TF_Code fill_begin(host_platform *p, fill_call *f, enum host_struct_slot out, enum host_struct_slot params,
                          const char *call) {
  f->out = host_handover_new(out, call);
  f->params = params == HOST_SZ_COUNT ? NULL : host_handover_new(params, call);
  if (f->out == NULL || (params != HOST_SZ_COUNT && f->params == NULL)) {
    host_guard_free(f->out), host_guard_free(f->params);
    host_format(p->error, sizeof p->error, "out of memory");
    return TF_RESOURCE_EXHAUSTED;
  }
  return TF_OK;
}

/* After the call (`code` its outcome): the copy the core keeps (NULL
 * without memory). */
static void *fill_end(fill_call *f, enum host_struct_slot out, TF_Code code) {
  f->left = code == TF_OK ? host_handover_returned(f->out) : host_handover_refused(f->out);
  if (f->params) host_handover_returned(f->params);
  void *copy = relocate(f->out, out);
  if (f->params) host_handover_retire(f->params);
  return copy;
}

TF_Code host_platform_create_fns(host_platform *p) {
  char msg[512], why[512];
  TF_Status *st;
  TF_Code c;
  fill_call f;

  /* 1. Device fns (0.1.0 on; a 0.0.1 plugin's platform_fns does not cover
   *    create_device_fns, so the getter yields NULL and we skip it). */
  SP_PlatformFns_create_device_fns_fn create_device_fns =
      SP_PlatformFns_get_create_device_fns(p->platform_fns);
  if (create_device_fns != NULL && host_profile_size(HOST_SZ_DEVICE_FNS) != 0) {
    if ((c = fill_begin(p, &f, HOST_SZ_DEVICE_FNS, HOST_SZ_CREATE_DEVICE_FNS_PARAMS, "create_device_fns")) != TF_OK)
      return c;
    SE_CreateDeviceFnsParams *dp = f.params;
    dp->device_fns = f.out;
    host_handover_ready(dp);
    st = host_status_new();
    create_device_fns(p->platform, dp, st);
    c = host_status_code(st, "create_device_fns");
    host_status_describe(st, why, sizeof why);
    TF_DeleteStatus(st);
    p->device_fns = fill_end(&f, HOST_SZ_DEVICE_FNS, c);
    if (p->device_fns == NULL) {
      host_format(p->error, sizeof p->error, "out of memory");
      return TF_RESOURCE_EXHAUSTED;
    }
    if (c == TF_OK)
      c = validate(p, HOST_SZ_DEVICE_FNS, p->device_fns, f.left, v_device_fns, NULL, msg, sizeof msg);
    else host_format(msg, sizeof msg, "create_device_fns failed: %s", why);
    if (c != TF_OK) {
      host_format(p->error, sizeof p->error, "%s", msg);
      host_guard_free(p->device_fns);
      p->device_fns = NULL;
      return c;
    }
    p->have_device_fns = 1;
  }

  /* 2. The stream executor: one per platform; every callback takes the
   *    device it acts on. */
  if ((c = fill_begin(p, &f, HOST_SZ_STREAM_EXECUTOR, HOST_SZ_CREATE_STREAM_EXECUTOR_PARAMS,
                      "create_stream_executor")) != TF_OK)
    return c;
  SE_CreateStreamExecutorParams *sp = f.params;
  sp->stream_executor = f.out;
  host_handover_ready(sp);
  st = host_status_new();
  HOST_CALLABLE(SP_PlatformFns, p->platform_fns, create_stream_executor)(p->platform, sp, st);
  c = host_status_code(st, "create_stream_executor");
  host_status_describe(st, why, sizeof why);
  TF_DeleteStatus(st);
  p->se = fill_end(&f, HOST_SZ_STREAM_EXECUTOR, c);
  p->se_struct_size = f.left;
  if (p->se == NULL) {
    host_format(p->error, sizeof p->error, "out of memory");
    return TF_RESOURCE_EXHAUSTED;
  }
  if (c == TF_OK)
    c = validate(p, HOST_SZ_STREAM_EXECUTOR, p->se, p->se_struct_size, v_executor, p->platform,
                 msg, sizeof msg);
  else host_format(msg, sizeof msg, "create_stream_executor failed: %s", why);
  if (c != TF_OK) {
    host_format(p->error, sizeof p->error, "%s", msg);
    host_guard_free(p->se);
    p->se = NULL;
    return c;
  }

  /* 3. Timer fns: deprecated in 0.3.0 and no longer called by the newest
   *    TensorFlow, but older cores call them; call them when the core's
   *    profile does and the plugin provides them. A failure here only
   *    disables timers. */
  SP_PlatformFns_create_timer_fns_fn create_timer_fns =
      SP_PlatformFns_get_create_timer_fns(p->platform_fns);
  if (create_timer_fns != NULL && host_profile_calls_create_timer_fns()) {
    if ((c = fill_begin(p, &f, HOST_SZ_TIMER_FNS, HOST_SZ_COUNT, "create_timer_fns")) != TF_OK) return c;
    st = host_status_new();
    create_timer_fns(p->platform, f.out, st);
    c = host_status_code(st, "create_timer_fns");
    host_status_describe(st, p->timer_error, sizeof p->timer_error);
    TF_DeleteStatus(st);
    SP_TimerFns *copy = fill_end(&f, HOST_SZ_TIMER_FNS, c);
    if (c == TF_OK && copy != NULL &&
        validate(p, HOST_SZ_TIMER_FNS, copy, f.left, v_timer_fns, NULL, msg, sizeof msg) == TF_OK) {
      p->timer_fns = copy;
      p->have_timer_fns = 1;
    } else {
      if (c == TF_OK) host_format(p->timer_error, sizeof p->timer_error, "%s", msg);
      host_guard_free(copy);
    }
  }

  /* The cores (seabi versions, TensorFlow editions) whose sizes the plugin
   * settled its platform, platform fns and executor to. */
  unsigned mask = host_profile_mask(HOST_SZ_PLATFORM, p->reg_report.platform_struct_size) &
                  host_profile_mask(HOST_SZ_PLATFORM_FNS, p->reg_report.platform_fns_struct_size) &
                  host_profile_mask(HOST_SZ_STREAM_EXECUTOR, p->se_struct_size);
  host_profile_mask_str(mask, p->settled_to, sizeof p->settled_to);
  p->stage = HOST_STAGE_READY;
  return TF_OK;
}

TF_Code host_platform_open(host_platform *p, const char *path) {
  if (host_platform_load(p, path) != 0) return TF_NOT_FOUND;
  TF_Code c = host_platform_register(p, NULL);
  if (c == TF_OK) c = host_platform_create_fns(p);
  return c;
}

/* Every count the plugin reports goes to the record (D01 judges them). */
static void record_count(const char *source, int count) {
  host_record_value(HOST_OBS_DEVICE_COUNT, HOST_SZ_COUNT, source, count);
}

int host_platform_device_count(host_platform *p) {
  SP_PlatformFns_get_device_count_fn get = SP_PlatformFns_get_get_device_count(p->platform_fns);
  if (get == NULL) {
    /* 0.0.1 plugins only know the (now deprecated) field. */
    size_t n = SP_Platform_get_visible_device_count(p->platform);
    int count = n > 1000000 ? -1 : (int)n;
    if (count < 0) host_format(p->error, sizeof p->error, "visible_device_count is %zu", n);
    record_count("SP_Platform.visible_device_count", count);
    return count;
  }
  int count = -1;
  TF_Status *st = host_status_new();
  get(p->platform, &count, st);
  TF_Code c = host_status_code(st, "get_device_count");
  if (c != TF_OK) {
    char why[400];
    host_format(p->error, sizeof p->error, "get_device_count failed: %s",
             host_status_describe(st, why, sizeof why));
    count = -1;
  } else {
    record_count("get_device_count", count);
  }
  TF_DeleteStatus(st);
  return count;
}

void host_platform_close(host_platform *p, int keep_dso) {
  /* Writes through kept pointers so far are recorded before the structs go;
   * destroy_platform may write its SP_Platform (it is not const there). */
  host_handover_sweep();
  host_handover_forget(p->platform);
  if (p->stage >= HOST_STAGE_REGISTERED) {
    /* CPlatform's destructor order. */
    if (p->have_device_fns) {
      SP_PlatformFns_destroy_device_fns_fn f = SP_PlatformFns_get_destroy_device_fns(p->platform_fns);
      if (f) f(p->platform, p->device_fns);
    }
    if (p->se) {
      SP_PlatformFns_destroy_stream_executor_fn f =
          SP_PlatformFns_get_destroy_stream_executor(p->platform_fns);
      if (f) f(p->platform, p->se);
    }
    if (p->have_timer_fns) {
      SP_PlatformFns_destroy_timer_fns_fn f = SP_PlatformFns_get_destroy_timer_fns(p->platform_fns);
      if (f) f(p->platform, p->timer_fns);
    }
    SE_PlatformRegistrationParams_destroy_platform_fn dp =
        SE_PlatformRegistrationParams_get_destroy_platform(&p->params);
    if (dp) dp(p->platform);
    SE_PlatformRegistrationParams_destroy_platform_fns_fn dpf =
        SE_PlatformRegistrationParams_get_destroy_platform_fns(&p->params);
    if (dpf) dpf(p->platform_fns);
  }
  host_guard_free(p->device_fns);
  host_guard_free(p->se);
  host_guard_free(p->timer_fns);
  host_guard_free(p->platform);
  host_guard_free(p->platform_fns);
  host_guard_free(p->reg);
  host_guard_free(p->reg_platform);
  host_guard_free(p->reg_platform_fns);
  if (p->dso != NULL && !keep_dso) dlclose(p->dso);
  p->dso = NULL;
  p->device_fns = NULL;
  p->se = NULL;
  p->timer_fns = NULL;
  p->platform = NULL;
  p->platform_fns = NULL;
  p->reg = NULL;
  p->reg_platform = NULL;
  p->reg_platform_fns = NULL;
  p->stage = HOST_STAGE_NONE;
}
