/* Loading and registering one plugin the way TensorFlow's core does
 * (tf_ground_truth.md section 3): zero-initialised core-owned structs at the
 * core's sizes, SE_InitPlugin, the generated validators on the core's own
 * structs, then create_device_fns, create_stream_executor and (for plugins
 * that still provide them) create_timer_fns. Every struct is moved to a new
 * address after its create call, so a plugin that keeps the address it was
 * handed is caught instead of silently working. */
#include "host.h"

#include <dlfcn.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define POISON 0xDB

/* The active core profile's version and registration sizes. */
host_core_view host_core_default(void) {
  host_core_view v;
  host_profile_version(&v.major, &v.minor, &v.patch);
  v.params_size = host_profile_size(HOST_SZ_REGISTRATION_PARAMS);
  v.platform_size = host_profile_size(HOST_SZ_PLATFORM);
  v.platform_fns_size = host_profile_size(HOST_SZ_PLATFORM_FNS);
  return v;
}

/* A zeroed, guarded struct of the active core's size for `kind`, with its
 * struct_size set (NULL when the core has no such struct or no memory). */
static void *core_struct(enum host_struct_slot kind) {
  size_t size = host_profile_size(kind);
  if (size == 0) return NULL;
  void *s = host_guard_alloc(size, host_profile_object_size(kind));
  if (s != NULL) memcpy(s, &size, sizeof size);
  return s;
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
  p->dso = dlopen(named, RTLD_NOW | RTLD_LOCAL);
  if (p->dso == NULL) {
    const char *e = dlerror();
    set_error(p, "dlopen failed: %s%s", e ? e : "unknown error", "");
    return -1;
  }
  dlerror();
  void *sym = dlsym(p->dso, "SE_InitPlugin");
  if (sym == NULL) {
    set_error(p, "%s does not export SE_InitPlugin%s", path, "");
    dlclose(p->dso);
    p->dso = NULL;
    return -1;
  }
  /* ISO C has no object-to-function pointer cast; POSIX guarantees the
   * representation, so copy the bytes. */
  memcpy(&p->init, &sym, sizeof p->init);
  p->stage = HOST_STAGE_LOADED;
  return 0;
}

/* Copies `src` (a guarded struct of the core's object size) to a fresh
 * buffer as the core reads it (host_core_copy) and poisons the original's
 * body, leaving its canaries in place for later inspection. */
static void *relocate(void *src, enum host_struct_slot kind, size_t object_size) {
  void *dst = host_core_copy(kind, src, object_size);
  if (dst == NULL) return NULL;
  memset(src, POISON, object_size);
  return dst;
}

/* Records canary damage of a struct handed over during create_* calls:
 * past sizeof (the core's object: memory corruption in TF) or only past
 * struct_size (padding). */
static void note_canaries(host_platform *p, const void *guarded, enum host_struct_slot kind) {
  size_t past_size = host_guard_check(guarded, 0, NULL);
  size_t past_object = host_guard_check(guarded, 1, NULL);
  if (past_size == 0) return;
  char *out = p->fns_canaries;
  size_t used = strlen(out);
  size_t plugin_size;
  char note[400];
  memcpy(&plugin_size, guarded, sizeof plugin_size);
  host_layout_note(kind, plugin_size, note, sizeof note);
  host_format(out + used, sizeof p->fns_canaries - used, "%s%s: %zu byte(s) past the %s core's struct_size %zu%s%s",
              used ? "; " : "", host_profile_struct_name(kind), past_size, host_profile_active_name(),
              host_profile_size(kind), past_object ? ", beyond the core's object" : "", note);
  if (past_object) p->fns_canary_beyond = 1;
}

static void note_grown(host_platform *p, const char *what, size_t core_size, size_t left) {
  if (left <= core_size) return;
  size_t used = strlen(p->grown);
  host_format(p->grown + used, sizeof p->grown - used, "%s%s.struct_size %zu > %zu", used ? ", " : "",
              what, left, core_size);
}

static void check_guards(host_platform *p) {
  void *structs[3] = {p->reg, p->reg_platform, p->reg_platform_fns};
  for (int i = 0; i < 3; i++) {
    p->reg_report.canary_bad[i] =
        host_guard_check(structs[i], 0, &p->reg_report.first_bad[i]);
    p->reg_report.canary_bad_beyond[i] = host_guard_check(structs[i], 1, NULL);
  }
}

/* Core-owned fields of the registration params the plugin must not change. */
static void check_core_fields(host_platform *p, const host_core_view *v) {
  char *out = p->reg_report.core_fields_changed;
  size_t cap = sizeof p->reg_report.core_fields_changed;
  out[0] = '\0';
#define CORE_FIELD(cond, what)                                              \
  do {                                                                      \
    if (cond) {                                                             \
      size_t used = strlen(out);                                            \
      host_format(out + used, cap - used, "%s%s", used ? ", " : "", what);     \
    }                                                                       \
  } while (0)
  CORE_FIELD(p->reg->struct_size != v->params_size, "struct_size");
  CORE_FIELD(p->reg->major_version != v->major, "major_version");
  CORE_FIELD(p->reg->minor_version != v->minor, "minor_version");
  CORE_FIELD(p->reg->patch_version != v->patch, "patch_version");
  CORE_FIELD(p->reg->platform != p->reg_platform, "platform pointer");
  CORE_FIELD(p->reg->platform_fns != p->reg_platform_fns, "platform_fns pointer");
#undef CORE_FIELD
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

TF_Code host_platform_register(host_platform *p, const host_core_view *view) {
  host_core_view v = view ? *view : host_core_default();
  char msg[512];
  /* Each at exactly the core's size (its sizeof there), canaries after. */
  p->reg = host_guard_alloc(v.params_size, host_object_size_of(HOST_SZ_REGISTRATION_PARAMS, v.params_size));
  p->reg_platform = host_guard_alloc(v.platform_size, host_object_size_of(HOST_SZ_PLATFORM, v.platform_size));
  p->reg_platform_fns = host_guard_alloc(v.platform_fns_size, host_object_size_of(HOST_SZ_PLATFORM_FNS, v.platform_fns_size));
  if (!p->reg || !p->reg_platform || !p->reg_platform_fns) {
    host_format(p->error, sizeof p->error, "out of memory");
    return TF_RESOURCE_EXHAUSTED;
  }
  /* Core-owned: struct sizes, versions and the two struct pointers. */
  p->reg->struct_size = v.params_size;
  p->reg->major_version = v.major;
  p->reg->minor_version = v.minor;
  p->reg->patch_version = v.patch;
  p->reg->platform = p->reg_platform;
  p->reg->platform_fns = p->reg_platform_fns;
  p->reg_platform->struct_size = v.platform_size;
  p->reg_platform_fns->struct_size = v.platform_fns_size;

  TF_Status *st = host_status_new();
  p->init(p->reg, st);
  p->stage = HOST_STAGE_INIT_CALLED;
  p->reg_report.status_unset = host_status_is_unset(st);
  TF_Code code = host_status_code(st, "SE_InitPlugin");
  p->reg_report.init_code = code;
  host_status_describe(st, p->reg_report.init_msg, sizeof p->reg_report.init_msg);
  TF_DeleteStatus(st);

  check_guards(p);
  check_core_fields(p, &v);
  p->reg_report.params_struct_size = p->reg->struct_size;
  p->reg_report.platform_struct_size = p->reg_platform->struct_size;
  p->reg_report.platform_fns_struct_size = p->reg_platform_fns->struct_size;
  p->grown[0] = '\0';
  note_grown(p, "SP_Platform", v.platform_size, p->reg_report.platform_struct_size);
  note_grown(p, "SP_PlatformFns", v.platform_fns_size, p->reg_report.platform_fns_struct_size);

  if (code != TF_OK) {
    host_format(p->error, sizeof p->error, "SE_InitPlugin failed: %s", p->reg_report.init_msg);
    return code;
  }
  /* Validate the core's own structs as this core reads them (host_core_copy),
   * as TensorFlow does; a plugin that re-pointed params->platform is judged
   * by what it left in ours. */
  size_t params_obj = host_object_size_of(HOST_SZ_REGISTRATION_PARAMS, v.params_size);
  SE_PlatformRegistrationParams *params = host_core_copy(HOST_SZ_REGISTRATION_PARAMS, p->reg, params_obj);
  SP_Platform *platform = host_core_copy(HOST_SZ_PLATFORM, p->reg_platform,
                                         host_object_size_of(HOST_SZ_PLATFORM, v.platform_size));
  SP_PlatformFns *platform_fns = host_core_copy(HOST_SZ_PLATFORM_FNS, p->reg_platform_fns,
                                                host_object_size_of(HOST_SZ_PLATFORM_FNS, v.platform_fns_size));
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
    host_format(p->error, sizeof p->error, "%s: %s", host_code_name(c), msg);
    return c;
  }
  memset(&p->params, 0, sizeof p->params);
  memcpy(&p->params, params, params_obj < sizeof p->params ? params_obj : sizeof p->params);
  host_guard_free(params);
  memset(p->reg_platform, POISON, host_object_size_of(HOST_SZ_PLATFORM, v.platform_size));
  memset(p->reg_platform_fns, POISON, host_object_size_of(HOST_SZ_PLATFORM_FNS, v.platform_fns_size));
  p->platform = platform;
  p->platform_fns = platform_fns;
  p->params.platform = p->platform;
  p->params.platform_fns = p->platform_fns;
  p->stage = HOST_STAGE_REGISTERED;
  return TF_OK;
}

TF_Code host_platform_create_fns(host_platform *p) {
  char msg[512], why[512];
  TF_Status *st;
  TF_Code c;

  /* 1. Device fns (0.1.0 on; a 0.0.1 plugin's platform_fns does not cover
   *    create_device_fns, so the getter yields NULL and we skip it). */
  SP_PlatformFns_create_device_fns_fn create_device_fns =
      SP_PlatformFns_get_create_device_fns(p->platform_fns);
  if (create_device_fns != NULL && host_profile_size(HOST_SZ_DEVICE_FNS) != 0) {
    SP_DeviceFns *df = core_struct(HOST_SZ_DEVICE_FNS);
    SE_CreateDeviceFnsParams *dp = core_struct(HOST_SZ_CREATE_DEVICE_FNS_PARAMS);
    if (df == NULL || dp == NULL) {
      host_guard_free(df), host_guard_free(dp);
      host_format(p->error, sizeof p->error, "out of memory");
      return TF_RESOURCE_EXHAUSTED;
    }
    dp->device_fns = df;
    st = host_status_new();
    create_device_fns(p->platform, dp, st);
    c = host_status_code(st, "create_device_fns");
    host_status_describe(st, why, sizeof why);
    TF_DeleteStatus(st);
    note_canaries(p, df, HOST_SZ_DEVICE_FNS);
    note_grown(p, "SP_DeviceFns", host_profile_size(HOST_SZ_DEVICE_FNS), df->struct_size);
    note_canaries(p, dp, HOST_SZ_CREATE_DEVICE_FNS_PARAMS);
    host_guard_free(dp);
    size_t plugin_size = df->struct_size;
    p->device_fns = relocate(df, HOST_SZ_DEVICE_FNS, host_profile_object_size(HOST_SZ_DEVICE_FNS));
    host_guard_free(df);
    if (c == TF_OK)
      c = validate(p, HOST_SZ_DEVICE_FNS, p->device_fns, plugin_size, v_device_fns, NULL, msg, sizeof msg);
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
  SP_StreamExecutor *se = core_struct(HOST_SZ_STREAM_EXECUTOR);
  SE_CreateStreamExecutorParams *sp = core_struct(HOST_SZ_CREATE_STREAM_EXECUTOR_PARAMS);
  if (se == NULL || sp == NULL) {
    host_guard_free(se), host_guard_free(sp);
    host_format(p->error, sizeof p->error, "out of memory");
    return TF_RESOURCE_EXHAUSTED;
  }
  sp->stream_executor = se;
  st = host_status_new();
  HOST_CALLABLE(SP_PlatformFns, p->platform_fns, create_stream_executor)(p->platform, sp, st);
  c = host_status_code(st, "create_stream_executor");
  host_status_describe(st, why, sizeof why);
  TF_DeleteStatus(st);
  note_canaries(p, se, HOST_SZ_STREAM_EXECUTOR);
  note_canaries(p, sp, HOST_SZ_CREATE_STREAM_EXECUTOR_PARAMS);
  host_guard_free(sp);
  p->se_canary_bad = host_guard_check(se, 1, NULL);
  p->se_struct_size = se->struct_size;
  note_grown(p, "SP_StreamExecutor", host_profile_size(HOST_SZ_STREAM_EXECUTOR), se->struct_size);
  p->se = relocate(se, HOST_SZ_STREAM_EXECUTOR, host_profile_object_size(HOST_SZ_STREAM_EXECUTOR));
  host_guard_free(se);
  if (p->se == NULL) {
    host_format(p->error, sizeof p->error, "out of memory");
    return TF_RESOURCE_EXHAUSTED;
  }
  if (c == TF_OK)
    c = validate(p, HOST_SZ_STREAM_EXECUTOR, p->se, p->se_struct_size, v_executor, p->platform,
                 msg, sizeof msg);
  else host_format(msg, sizeof msg, "create_stream_executor failed: %s", why);
  if (c != TF_OK) {
    /* A write past the core's object is the worse news: say it too. */
    if (p->fns_canary_beyond)
      host_format(p->error, sizeof p->error, "%s; and %s", p->fns_canaries, msg);
    else
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
    SP_TimerFns *tf = core_struct(HOST_SZ_TIMER_FNS);
    if (tf == NULL) {
      host_format(p->error, sizeof p->error, "out of memory");
      return TF_RESOURCE_EXHAUSTED;
    }
    st = host_status_new();
    create_timer_fns(p->platform, tf, st);
    c = host_status_code(st, "create_timer_fns");
    host_status_describe(st, p->timer_error, sizeof p->timer_error);
    TF_DeleteStatus(st);
    note_grown(p, "SP_TimerFns", host_profile_size(HOST_SZ_TIMER_FNS), tf->struct_size);
    note_canaries(p, tf, HOST_SZ_TIMER_FNS);
    size_t plugin_size = tf->struct_size;
    SP_TimerFns *copy = relocate(tf, HOST_SZ_TIMER_FNS, host_profile_object_size(HOST_SZ_TIMER_FNS));
    host_guard_free(tf);
    if (c == TF_OK && copy != NULL &&
        validate(p, HOST_SZ_TIMER_FNS, copy, plugin_size, v_timer_fns, NULL, msg, sizeof msg) == TF_OK) {
      p->timer_fns = copy;
      p->have_timer_fns = 1;
    } else {
      if (c == TF_OK) host_format(p->timer_error, sizeof p->timer_error, "%s", msg);
      host_guard_free(copy);
    }
  }

  /* What the plugin's struct sizes say about the header it was built with:
   * the cores (seabi versions, TensorFlow editions) with all three sizes. */
  unsigned mask = host_profile_mask(HOST_SZ_PLATFORM, p->reg_report.platform_struct_size) &
                  host_profile_mask(HOST_SZ_PLATFORM_FNS, p->reg_report.platform_fns_struct_size) &
                  host_profile_mask(HOST_SZ_STREAM_EXECUTOR, p->se_struct_size);
  host_profile_mask_str(mask, p->built_for, sizeof p->built_for);
  p->stage = HOST_STAGE_READY;
  return TF_OK;
}

TF_Code host_platform_open(host_platform *p, const char *path) {
  if (host_platform_load(p, path) != 0) return TF_NOT_FOUND;
  TF_Code c = host_platform_register(p, NULL);
  if (c == TF_OK) c = host_platform_create_fns(p);
  return c;
}

int host_platform_device_count(host_platform *p) {
  SP_PlatformFns_get_device_count_fn get = SP_PlatformFns_get_get_device_count(p->platform_fns);
  if (get == NULL) {
    /* 0.0.1 plugins only know the (now deprecated) field. */
    size_t n = SP_Platform_get_visible_device_count(p->platform);
    return n > 1000000 ? -1 : (int)n;
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
  }
  TF_DeleteStatus(st);
  return count;
}

void host_platform_close(host_platform *p, int keep_dso) {
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
