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

host_core_view host_core_default(void) {
  host_core_view v;
  v.major = SE_MAJOR;
  v.minor = SE_MINOR;
  v.patch = SE_PATCH;
  v.params_size = SE_PLATFORM_REGISTRATION_PARAMS_STRUCT_SIZE;
  v.platform_size = SP_PLATFORM_STRUCT_SIZE;
  v.platform_fns_size = SP_PLATFORM_FNS_STRUCT_SIZE;
  return v;
}

static void set_error(host_platform *p, const char *fmt, const char *a, const char *b) {
  host_format(p->error, sizeof p->error, fmt, a, b);
}

int host_platform_load(host_platform *p, const char *path) {
  memset(p, 0, sizeof *p);
  host_format(p->path, sizeof p->path, "%s", path);
  /* RTLD_LOCAL: two plugins exporting the same symbols must not resolve to
   * each other; RTLD_NOW: report missing symbols now, not mid-run. */
  p->dso = dlopen(path, RTLD_NOW | RTLD_LOCAL);
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

/* Copies `src` (a guarded struct of object_size bytes) to a fresh guarded
 * buffer and poisons the original's body, leaving its canaries in place for
 * later inspection. */
static void *relocate(void *src, size_t struct_size, size_t object_size) {
  void *dst = host_guard_alloc(object_size, object_size);
  if (dst == NULL) return NULL;
  memcpy(dst, src, object_size);
  (void)struct_size;
  memset(src, POISON, object_size);
  return dst;
}

/* Records canary damage of a struct handed over during create_* calls:
 * past sizeof (the core's object: memory corruption in TF) or only past
 * struct_size (padding). */
static void note_canaries(host_platform *p, const void *guarded, const char *what) {
  size_t past_size = host_guard_check(guarded, 0, NULL);
  size_t past_object = host_guard_check(guarded, 1, NULL);
  if (past_size == 0) return;
  char *out = p->fns_canaries;
  size_t used = strlen(out);
  host_format(out + used, sizeof p->fns_canaries - used, "%s%s: %zu byte(s) past struct_size%s",
              used ? "; " : "", what, past_size, past_object ? ", beyond the core's object" : "");
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
static void copy_names(host_platform *p, size_t core_platform_size) {
  SP_Platform view = *p->reg_platform;
  view.struct_size = core_platform_size;
  const char *name = SP_Platform_get_name(&view), *type = SP_Platform_get_type(&view);
  host_format(p->name, sizeof p->name, "%.*s", (int)sizeof p->name - 1, name ? name : "");
  host_format(p->type, sizeof p->type, "%.*s", (int)sizeof p->type - 1, type ? type : "");
}

TF_Code host_platform_register(host_platform *p, const host_core_view *view) {
  host_core_view v = view ? *view : host_core_default();
  char msg[512];
  p->reg = host_guard_alloc(v.params_size, sizeof *p->reg);
  p->reg_platform = host_guard_alloc(v.platform_size, sizeof *p->reg_platform);
  p->reg_platform_fns = host_guard_alloc(v.platform_fns_size, sizeof *p->reg_platform_fns);
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
  copy_names(p, v.platform_size);
  /* Validate the core's own structs, as TensorFlow does; a plugin that
   * re-pointed params->platform is judged by what it left in ours. */
  TF_Code c = SE_PlatformRegistrationParams_validate(p->reg, msg, sizeof msg);
  if (c == TF_OK) c = SP_Platform_validate(p->reg_platform, msg, sizeof msg);
  if (c == TF_OK) c = SP_PlatformFns_validate(p->reg_platform_fns, msg, sizeof msg);
  if (c != TF_OK) {
    host_format(p->error, sizeof p->error, "%s: %s", host_code_name(c), msg);
    return c;
  }
  p->params = *p->reg;
  p->platform = relocate(p->reg_platform, v.platform_size, sizeof *p->platform);
  p->platform_fns = relocate(p->reg_platform_fns, v.platform_fns_size, sizeof *p->platform_fns);
  if (!p->platform || !p->platform_fns) {
    host_format(p->error, sizeof p->error, "out of memory");
    return TF_RESOURCE_EXHAUSTED;
  }
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
  if (create_device_fns != NULL) {
    SP_DeviceFns *df = host_guard_alloc(SP_DEVICE_FNS_STRUCT_SIZE, sizeof *df);
    SE_CreateDeviceFnsParams *dp = host_guard_alloc(SE_CREATE_DEVICE_FNS_PARAMS_STRUCT_SIZE, sizeof *dp);
    df->struct_size = SP_DEVICE_FNS_STRUCT_SIZE;
    dp->struct_size = SE_CREATE_DEVICE_FNS_PARAMS_STRUCT_SIZE;
    dp->device_fns = df;
    st = host_status_new();
    create_device_fns(p->platform, dp, st);
    c = host_status_code(st, "create_device_fns");
    host_status_describe(st, why, sizeof why);
    TF_DeleteStatus(st);
    note_canaries(p, df, "SP_DeviceFns");
    note_grown(p, "SP_DeviceFns", SP_DEVICE_FNS_STRUCT_SIZE, df->struct_size);
    note_canaries(p, dp, "SE_CreateDeviceFnsParams");
    host_guard_free(dp);
    if (c == TF_OK) c = SP_DeviceFns_validate(df, msg, sizeof msg);
    else host_format(msg, sizeof msg, "create_device_fns failed: %s", why);
    if (c != TF_OK) {
      host_format(p->error, sizeof p->error, "%s", msg);
      host_guard_free(df);
      return c;
    }
    p->device_fns = relocate(df, SP_DEVICE_FNS_STRUCT_SIZE, sizeof *df);
    host_guard_free(df);
    p->have_device_fns = 1;
  }

  /* 2. The stream executor: one per platform; every callback takes the
   *    device it acts on. */
  SP_StreamExecutor *se = host_guard_alloc(SP_STREAMEXECUTOR_STRUCT_SIZE, sizeof *se);
  SE_CreateStreamExecutorParams *sp =
      host_guard_alloc(SE_CREATE_STREAM_EXECUTOR_PARAMS_STRUCT_SIZE, sizeof *sp);
  se->struct_size = SP_STREAMEXECUTOR_STRUCT_SIZE;
  sp->struct_size = SE_CREATE_STREAM_EXECUTOR_PARAMS_STRUCT_SIZE;
  sp->stream_executor = se;
  st = host_status_new();
  SP_PlatformFns_get_create_stream_executor(p->platform_fns)(p->platform, sp, st);
  c = host_status_code(st, "create_stream_executor");
  host_status_describe(st, why, sizeof why);
  TF_DeleteStatus(st);
  note_canaries(p, se, "SP_StreamExecutor");
  note_canaries(p, sp, "SE_CreateStreamExecutorParams");
  host_guard_free(sp);
  p->se_canary_bad = host_guard_check(se, 1, NULL);
  p->se_struct_size = se->struct_size;
  note_grown(p, "SP_StreamExecutor", SP_STREAMEXECUTOR_STRUCT_SIZE, se->struct_size);
  if (c == TF_OK) c = SP_StreamExecutor_validate(se, p->platform, msg, sizeof msg);
  else host_format(msg, sizeof msg, "create_stream_executor failed: %s", why);
  if (c != TF_OK) {
    host_format(p->error, sizeof p->error, "%s", msg);
    host_guard_free(se);
    return c;
  }
  p->se = relocate(se, SP_STREAMEXECUTOR_STRUCT_SIZE, sizeof *se);
  host_guard_free(se);

  /* 3. Timer fns: deprecated in 0.3.0 and no longer called by the newest
   *    TensorFlow, but older cores call them; call them when the plugin
   *    provides them. A failure here only disables timers. */
  SP_PlatformFns_create_timer_fns_fn create_timer_fns =
      SP_PlatformFns_get_create_timer_fns(p->platform_fns);
  if (create_timer_fns != NULL) {
    SP_TimerFns *tf = host_guard_alloc(SP_TIMER_FNS_STRUCT_SIZE, sizeof *tf);
    tf->struct_size = SP_TIMER_FNS_STRUCT_SIZE;
    st = host_status_new();
    create_timer_fns(p->platform, tf, st);
    c = host_status_code(st, "create_timer_fns");
    host_status_describe(st, p->timer_error, sizeof p->timer_error);
    TF_DeleteStatus(st);
    note_grown(p, "SP_TimerFns", SP_TIMER_FNS_STRUCT_SIZE, tf->struct_size);
    if (c == TF_OK && SP_TimerFns_validate(tf, msg, sizeof msg) == TF_OK) {
      p->timer_fns = relocate(tf, SP_TIMER_FNS_STRUCT_SIZE, sizeof *tf);
      p->have_timer_fns = 1;
    } else if (c == TF_OK) {
      host_format(p->timer_error, sizeof p->timer_error, "%s", msg);
    }
    note_canaries(p, tf, "SP_TimerFns");
    host_guard_free(tf);
  }

  /* What the plugin's struct sizes say about the header it was built with. */
  unsigned mask = host_version_mask(HOST_STRUCT_PLATFORM, p->reg_report.platform_struct_size) &
                  host_version_mask(HOST_STRUCT_PLATFORM_FNS, p->reg_report.platform_fns_struct_size) &
                  host_version_mask(HOST_STRUCT_STREAM_EXECUTOR, p->se_struct_size);
  host_version_mask_str(mask, p->built_for, sizeof p->built_for);
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
