/* R: registration. What SE_InitPlugin does with the core's structs, judged as
 * TensorFlow's validators judge it (REQUIRED) and against the header's and
 * the versioning note's contract (EXPECTED). */
#include "conform.h"

#include <dlfcn.h>
#include <fcntl.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <unistd.h>

/* Every module this core looks up, in its loader's order; one that is not
 * exported is absent (its cases are SKIP) unless this core's loader refuses
 * a plugin without it (before TensorFlow 2.12, TF_InitKernel): then the
 * load fails in this release, and so does this case. A name released
 * TensorFlow never looks up is named (G01 judges the graph module's). */
static conform_verdict r_symbols(conform_ctx *c) {
  char modules[400], refusal[600];
  conform_note(c, "exports %s", host_modules_describe(&c->p.modules, modules, sizeof modules));
  if (c->p.init == NULL) conform_note(c, "SE_InitPlugin absent: no StreamExecutor module");
  if (c->p.modules.pre_release[0]) conform_note(c, "also %s", c->p.modules.pre_release);
  if (host_loader_refusal(&c->p.modules, refusal, sizeof refusal)[0]) return CONFORM_FAILF(c, "%s", refusal);
  return CONFORM_PASSF(c, "the %s loader (%s) loads it", host_profile_loader_name(), host_profile_loader_confidence());
}

static conform_verdict r_init_ok(conform_ctx *c) {
  host_platform_register(&c->p, NULL);
  const host_register_report *r = &c->p.reg_report;
  if (r->init_code != TF_OK) {
    conform_note(c, "SE_InitPlugin: %s", r->init_msg);
    /* A refusal this core provokes in a plugin that settles without the
     * core's lineage: name the cause where it can be the one. */
    static const enum host_struct_slot handed[] = {HOST_SZ_PLATFORM, HOST_SZ_PLATFORM_FNS};
    for (size_t i = 0; i < sizeof handed / sizeof handed[0]; i++)
      if (host_profile_needs_lineage(handed[i]))
        conform_note(c, "this core's %s (%zu bytes) cannot be settled without its lineage: a plugin settling in "
                        "SE_LINEAGE_ANY, which SE_lineage_of_version gives every core reporting 0.0.1, gets 0 there "
                        "and refuses; SE_lineage_of_core(params) tells the lineage",
                     host_profile_struct_name(handed[i]), host_profile_size(handed[i]));
    return CONFORM_FAIL;
  }
  return CONFORM_PASSF(c, "SE_InitPlugin: %s", r->status_unset ? "OK, its status never set (see X01)" : "OK");
}

/* The plugin's platform struct, wherever the host left it. */
static const SP_Platform *platform_of(const conform_ctx *c) {
  return c->p.platform ? c->p.platform : c->p.reg_platform;
}
static const SP_PlatformFns *platform_fns_of(const conform_ctx *c) {
  return c->p.platform_fns ? c->p.platform_fns : c->p.reg_platform_fns;
}

static conform_verdict r_struct_sizes(conform_ctx *c) {
  TF_Code registered = host_platform_register(&c->p, NULL);
  const host_register_report *r = &c->p.reg_report;
  if (r->init_code != TF_OK) return CONFORM_NOT_RUN_BY(c, "R02", "SE_InitPlugin: %s", c->p.reg_report.init_msg);
  /* The core refuses the sizes themselves (0, or a newer core's own size
   * the plugin did not settle): this core's verdict. */
  if (registered != TF_OK && c->p.stop == HOST_STOP_STRUCT_SIZE) return CONFORM_FAILF(c, "%s", c->p.error);
  char msg[300];
  int bad = 0;
  if (SE_PlatformRegistrationParams_validate(c->p.reg, msg, sizeof msg) != TF_OK &&
      r->params_struct_size == 0)
    bad = 1, conform_note(c, "%s", msg);
  if (r->platform_struct_size == 0)
    bad = 1, SP_Platform_validate(platform_of(c), msg, sizeof msg), conform_note(c, "%s", msg);
  if (r->platform_fns_struct_size == 0)
    bad = 1, SP_PlatformFns_validate(platform_fns_of(c), msg, sizeof msg), conform_note(c, "%s", msg);
  if (bad) return CONFORM_FAIL;
  return CONFORM_PASSF(c, "params %zu, platform %zu, platform_fns %zu", r->params_struct_size,
                       r->platform_struct_size, r->platform_fns_struct_size);
}

/* Validates a copy whose struct_size is the core's, so the name rule is
 * judged even when struct_size is broken (R03 reports that). */
static TF_Code validate_platform_names(const SP_Platform *pl, char *msg, size_t n) {
  SP_Platform copy = *pl;
  copy.struct_size = SP_PLATFORM_STRUCT_SIZE;
  return SP_Platform_validate(&copy, msg, n);
}

static conform_verdict r_names(conform_ctx *c) {
  host_platform_register(&c->p, NULL);
  if (c->p.reg_report.init_code != TF_OK) return CONFORM_NOT_RUN_BY(c, "R02", "SE_InitPlugin: %s", c->p.reg_report.init_msg);
  const SP_Platform *pl = platform_of(c);
  char msg[300];
  if (validate_platform_names(pl, msg, sizeof msg) != TF_OK) return CONFORM_FAILF(c, "%s", msg);
  static const char *const reserved[] = {"HOST", "CUDA", "ROCM", "INTERPRETER"};
  SP_Platform copy = *pl;
  copy.struct_size = SP_PLATFORM_STRUCT_SIZE;
  const char *name = SP_Platform_get_name(&copy), *type = SP_Platform_get_type(&copy);
  for (size_t i = 0; i < sizeof reserved / sizeof reserved[0]; i++)
    if (strcasecmp(name, reserved[i]) == 0)
      return CONFORM_FAILF(c, "platform name '%s' clashes with a built-in TensorFlow platform "
                              "(names compare case-insensitively)", name);
  return CONFORM_PASSF(c, "name '%s', type '%s'", name, type);
}

static conform_verdict r_required_fns(conform_ctx *c) {
  TF_Code registered = host_platform_register(&c->p, NULL);
  if (c->p.reg_report.init_code != TF_OK) return CONFORM_NOT_RUN_BY(c, "R02", "SE_InitPlugin: %s", c->p.reg_report.init_msg);
  /* The core's own validation is the verdict that counts: a plugin whose
   * platform fns this core refuses cannot pass here (issue 16 item 4). */
  if (registered != TF_OK && (strstr(c->p.error, "SP_PlatformFns") || strstr(c->p.error, "SE_PlatformRegistrationParams")))
    return CONFORM_FAILF(c, "this core refuses the registration: %s", c->p.error);
  char msg[300];
  SE_PlatformRegistrationParams params = *c->p.reg;
  if (c->p.platform) params = c->p.params;
  params.struct_size = SE_PLATFORM_REGISTRATION_PARAMS_STRUCT_SIZE;
  if (SE_PlatformRegistrationParams_validate(&params, msg, sizeof msg) != TF_OK)
    return CONFORM_FAILF(c, "%s", msg);
  SP_PlatformFns fns = *platform_fns_of(c);
  if (fns.struct_size == 0) fns.struct_size = SP_PLATFORM_FNS_STRUCT_SIZE;
  if (SP_PlatformFns_validate(&fns, msg, sizeof msg) != TF_OK) return CONFORM_FAILF(c, "%s", msg);
  /* TF calls get_device_count without validating it: NULL crashes. */
  if (SP_PlatformFns_has_get_device_count(&fns) && SP_PlatformFns_get_get_device_count(&fns) == NULL)
    return CONFORM_FAILF(c, "'get_device_count' is NULL; TensorFlow calls it unvalidated (crash)");
  if (!SP_PlatformFns_has_get_device_count(&fns))
    conform_note(c, "platform_fns ends before get_device_count (0.0.1 layout): count from visible_device_count");
  return CONFORM_PASSF(c, "all required platform callbacks set");
}

static conform_verdict r_major(conform_ctx *c) {
  host_core_view v = host_core_default();
  v.major = SE_MAJOR + 1;
  host_platform_register(&c->p, &v);
  const host_register_report *r = &c->p.reg_report;
  if (r->init_code == TF_OK)
    return CONFORM_FAILF(c, "core major %d accepted (%s); a plugin must refuse another major",
                         v.major, r->status_unset ? "status never set" : "status OK");
  return CONFORM_PASSF(c, "core major %d refused: %s", v.major, r->init_msg);
}

/* Whether this core's own registration works; version cases that vary the
 * core are only meaningful then (otherwise R02-R05 already report why). */
static int registers_for_this_core(conform_ctx *c) {
  host_platform q;
  if (host_platform_load(&q, c->path) != 0) {
    (void)CONFORM_NOT_RUN_BY(c, "R01", "loading: %s", q.error);
    return 0;
  }
  if (host_platform_register(&q, NULL) != TF_OK) {
    (void)CONFORM_NOT_RUN_BY(c, conform_registration_judge(&q), "registration for this core: %s", q.error);
    return 0;
  }
  return 1;
}

static conform_verdict r_minor(conform_ctx *c) {
  if (!registers_for_this_core(c)) return CONFORM_NOT_RUN;
  /* Every TensorFlow core reports 0.0.1 whatever its layout: a newer minor
   * version is a seabi core's (and a newer TensorFlow core is a profile of
   * its own, tensorflow-next). */
  if (strcmp(host_profile_lineage(), "tensorflow") == 0)
    return CONFORM_SKIPF(c, "TensorFlow cores report 0.0.1 in every release; see --core tensorflow-next");
  host_core_view v = host_core_default();
  v.minor = SE_MINOR + 1;
  if (host_platform_register(&c->p, &v) != TF_OK)
    return CONFORM_FAILF(c, "core %d.%d.%d refused: %s", v.major, v.minor, v.patch, c->p.error);
  return CONFORM_PASSF(c, "core %d.%d.%d accepted", v.major, v.minor, v.patch);
}

/* R08, R09, R13, R18: claims about every struct handed over in the run,
 * judged from the run's record (conform_judge.c). Alone (--only), the
 * case's own bring-up hands each kind of struct over once. */
static conform_verdict r_bring_up(conform_ctx *c) { return conform_bring_up(c); }

/* The struct_size the plugin settles each struct to in the core now
 * active, from a bring-up in a child of its own (a learning run: it hands
 * over zeroed structs). The next handovers are prefilled past them. */
static int learn_child(void *arg) {
  static conform_ctx learner;
  learner.path = arg;
  int null_fd = open("/dev/null", O_WRONLY);
  if (null_fd >= 0) dup2(null_fd, STDOUT_FILENO);
  (void)conform_bring_up(&learner);
  return 0;
}

static void learn(conform_ctx *c) {
  host_child_result *res = malloc(sizeof *res);
  if (res == NULL) return;
  host_child_run(learn_child, (void *)c->path, 10000, res);
  for (int k = 0; k < HOST_SZ_COUNT; k++) host_handover_expect((enum host_struct_slot)k, 0);
  for (size_t i = 0; i < res->nobs; i++) {
    const host_obs *o = &res->obs[i];
    if (o->kind != HOST_OBS_SETTLED || o->slot < 0 || o->slot >= HOST_SZ_COUNT) continue;
    size_t had = host_handover_expected((enum host_struct_slot)o->slot);
    if (had == 0 || (size_t)o->value < had) host_handover_expect((enum host_struct_slot)o->slot, (size_t)o->value);
  }
  free(res);
}

/* R10: the plugin in the oldest seabi release, 0.0.1, a whole core of its
 * own: it refuses it cleanly or stays within its sizes (the versioning
 * note's contract; TensorFlow's cores cannot be refused, see below). The writes are judged from the record (every
 * observation made in that core), so in that core itself R09 and R10 read
 * the same account. */
static conform_verdict r_oldest_release(conform_ctx *c) {
  /* TensorFlow's cores report 0.0.1 whatever their layout: a plugin cannot
   * tell an older one to refuse it, and a plugin built for one release is
   * not expected to run in an older one (--all-cores shows where it does). */
  if (strcmp(host_profile_lineage(), "tensorflow") == 0)
    return CONFORM_SKIPF(c, "TensorFlow's releases all report 0.0.1, so an older one cannot be refused; "
                            "--all-cores runs the plugin in each of them");
  const char *oldest = host_profile_oldest_release();
  host_profile_select(oldest);
  learn(c);
  TF_Code code = host_platform_register(&c->p, NULL);
  const host_register_report *r = &c->p.reg_report;
  if (r->init_code != TF_OK) return CONFORM_PASSF(c, "the %s core was refused cleanly: %s", oldest, r->init_msg);
  if (code != TF_OK) return CONFORM_PASSF(c, "the %s core cannot use the plugin: %s", oldest, c->p.error);
  conform_verdict v = conform_bring_up(c);
  if (v == CONFORM_NOT_RUN)
    return CONFORM_PASSF(c, "the %s core accepted the plugin, which then failed: %s", oldest, c->evidence);
  return CONFORM_PASSF(c, "the %s core accepted the plugin (settled to %s); its writes stayed within that core's sizes",
                       oldest, c->p.settled_to);
}

static conform_verdict r_executor(conform_ctx *c) {
  if (host_platform_create_fns(&c->p) != TF_OK) return CONFORM_FAILF(c, "%s", c->p.error);
  if (c->p.not_validated[0]) conform_note(c, "%s", c->p.not_validated);
  return CONFORM_PASSF(c, "device fns %s, stream executor valid (struct_size %zu), timer fns %s",
                       c->p.have_device_fns ? "valid" : "absent (0.0.1 layout)", c->p.se_struct_size,
                       c->p.have_timer_fns ? "valid" : "absent");
}

static conform_verdict r_optional_fns(conform_ctx *c) {
  const char *missing[3];
  int n = 0;
  if (!HOST_SE(&c->p, memcpy_dtod)) missing[n++] = "memcpy_dtod (TF calls it for device copies)";
  if (!HOST_SE(&c->p, sync_memcpy_dtod)) missing[n++] = "sync_memcpy_dtod";
  if (SP_PlatformFns_has_destroy_timer_fns(c->p.platform_fns) &&
      !SP_PlatformFns_get_destroy_timer_fns(c->p.platform_fns))
    /* Where this core's own validators require it (seabi before 0.3.0,
     * TensorFlow before 2.14) registration already refused it (R05). Here
     * it is not validated, but TensorFlow's ~CPlatform still calls it
     * unconditionally; TensorFlow never destroys a registered platform, so
     * the crash waits for a core that does: advisory. */
    missing[n++] = "destroy_timer_fns (this core does not validate it, but TensorFlow's ~CPlatform calls it "
                   "unconditionally: a crash if the platform is ever destroyed)";
  for (int i = 0; i < n; i++) conform_note(c, "NULL: %s", missing[i]);
  /* Optional with a fallback in TF (an event), so only mentioned. */
  if (!HOST_SE(&c->p, block_host_until_done))
    conform_note(c, "block_host_until_done NULL: TF (and seabi) fall back to record + block_host_for_event");
  return n ? CONFORM_FAIL : CONFORM_PASSF(c, "all optional-but-called callbacks set");
}

/* R14: the sizes the plugin settled to, judged from the record's facts. */
static conform_verdict r_settled_sizes(conform_ctx *c) { return r_bring_up(c); }

static conform_verdict r_names_live(conform_ctx *c) {
  char name[128], type[128];
  host_format(name, sizeof name, "%s", c->p.name);
  host_format(type, sizeof type, "%s", c->p.type);
  /* Exercise the plugin so a dangling string buffer gets reused. */
  for (int i = 0; i < c->device_count && i < 2; i++) {
    host_device d;
    char msg[300];
    if (host_device_open(&c->p, i, &d, msg, sizeof msg) == TF_OK) host_device_close(&d);
  }
  const char *n2 = SP_Platform_get_name(c->p.platform), *t2 = SP_Platform_get_type(c->p.platform);
  if (!n2 || !t2 || strcmp(n2, name) != 0 || strcmp(t2, type) != 0)
    return CONFORM_FAILF(c, "name/type changed after later calls: '%.40s'/'%.40s' (were '%s'/'%s')",
                         n2 ? n2 : "(null)", t2 ? t2 : "(null)", name, type);
  return CONFORM_PASSF(c, "'%s'/'%s' still readable after device creation", name, type);
}

static conform_verdict r_twice(conform_ctx *c) {
  host_platform q;
  if (host_platform_load(&q, c->path) != 0) return CONFORM_FAILF(c, "%s", q.error);
  if (host_platform_register(&q, NULL) != TF_OK)
    return CONFORM_FAILF(c, "second SE_InitPlugin failed: %s", q.error);
  if (strcmp(q.name, c->p.name) || strcmp(q.type, c->p.type))
    return CONFORM_FAILF(c, "second call gave %s/%s, first %s/%s", q.name, q.type, c->p.name, c->p.type);
  if (q.reg_report.platform_fns_struct_size != c->p.reg_report.platform_fns_struct_size ||
      memcmp(q.platform_fns, c->p.platform_fns, sizeof *q.platform_fns) != 0)
    return CONFORM_FAILF(c, "second call filled different platform callbacks");
  return CONFORM_PASSF(c, "identical platform and callbacks on a second call");
}

/* Every callback slot of SP_StreamExecutor, for the layout fingerprint.
 * Where a slot is depends on the active core's layout (TensorFlow 2.7 and
 * later put mem_zero, memset and memset32 before host_callback): each probe
 * asks the header's own getter, which dispatches on struct_size, and reads
 * the slot's offset back from a struct whose every word holds its own
 * offset. 0: the layout has no such slot. */
#define SLOT_PROBE(f)                                                         \
  static size_t slot_at_##f(const SP_StreamExecutor *numbered) {              \
    SP_StreamExecutor_##f##_fn fn = SP_StreamExecutor_get_##f(numbered);      \
    size_t at = 0;                                                            \
    memcpy(&at, &fn, sizeof at < sizeof fn ? sizeof at : sizeof fn);          \
    return at;                                                                \
  }
#define SLOTS(X)                                                                                  \
  X(allocate) X(deallocate) X(host_memory_allocate) X(host_memory_deallocate)                     \
  X(unified_memory_allocate) X(unified_memory_deallocate) X(get_allocator_stats)                  \
  X(device_memory_usage) X(create_stream) X(destroy_stream) X(create_stream_dependency)           \
  X(get_stream_status) X(create_event) X(destroy_event) X(get_event_status) X(record_event)      \
  X(wait_for_event) X(create_timer) X(destroy_timer) X(start_timer) X(stop_timer)                 \
  X(memcpy_dtoh) X(memcpy_htod) X(memcpy_dtod) X(sync_memcpy_dtoh) X(sync_memcpy_htod)            \
  X(sync_memcpy_dtod) X(block_host_for_event) X(block_host_until_done)                            \
  X(synchronize_all_activity) X(host_callback) X(mem_zero) X(memset) X(memset32)
SLOTS(SLOT_PROBE)
#define SLOT_ENTRY(f) {#f, slot_at_##f},
static const struct {
  const char *name;
  size_t (*at)(const SP_StreamExecutor *numbered);
} se_slots[] = {SLOTS(SLOT_ENTRY)};
#undef SLOT_ENTRY
#undef SLOTS
#undef SLOT_PROBE
enum { SE_SLOT_COUNT = sizeof se_slots / sizeof se_slots[0] };

/* The offset of every slot in a SP_StreamExecutor of struct_size `size`
 * (object `object_size` bytes), 0 for slots that layout does not have. */
static void slot_offsets(size_t size, size_t object_size, size_t out[SE_SLOT_COUNT]) {
  unsigned char *numbered = calloc(1, object_size);
  if (numbered == NULL) {
    memset(out, 0, SE_SLOT_COUNT * sizeof out[0]);
    return;
  }
  for (size_t at = 0; at + sizeof at <= object_size; at += sizeof at) memcpy(numbered + at, &at, sizeof at);
  memcpy(numbered, &size, sizeof size); /* struct_size, the first member */
  for (size_t i = 0; i < SE_SLOT_COUNT; i++) out[i] = se_slots[i].at((const SP_StreamExecutor *)(void *)numbered);
  free(numbered);
}

/* Layout fingerprint: every callback slot starts as a poison pattern instead
 * of zero, so the slots the plugin wrote are visible. A plugin must not write
 * members its own struct_size says it does not have (it would then also
 * write them into an older core's smaller struct). */
static conform_verdict r_fingerprint(conform_ctx *c) {
  /* At the active core's sizes; slots are named by the active core's layout. */
  size_t se_size = host_profile_size(HOST_SZ_STREAM_EXECUTOR);
  size_t se_object = host_profile_object_size(HOST_SZ_STREAM_EXECUTOR);
  size_t offsets[SE_SLOT_COUNT];
  slot_offsets(se_size, se_object, offsets);
  SP_StreamExecutor *se = host_handover_new(HOST_SZ_STREAM_EXECUTOR, "create_stream_executor");
  SE_CreateStreamExecutorParams *sp = host_handover_new(HOST_SZ_CREATE_STREAM_EXECUTOR_PARAMS, "create_stream_executor");
  if (se == NULL || sp == NULL) return CONFORM_FAILF(c, "runner: out of memory");
  host_handover_fill(se, offsetof(SP_StreamExecutor, allocate), 0xA5);
  sp->stream_executor = se;
  host_handover_ready(sp);
  TF_Status *st = host_status_new();
  HOST_CALLABLE(SP_PlatformFns, c->p.platform_fns, create_stream_executor)(c->p.platform, sp, st);
  TF_Code code = host_status_code(st, "create_stream_executor");
  TF_DeleteStatus(st);
  host_handover_returned(sp);
  /* Slots are read before the handover check puts untouched bytes back to
   * zero; the check records the same writes in the run's record (R09). */
  size_t declared = se->struct_size, last_end = 0, written = 0, slots = 0;
  const char *last = "none", *beyond = NULL;
  for (size_t i = 0; i < SE_SLOT_COUNT; i++) {
    if (offsets[i] == 0) continue; /* not in this core's layout: canaries judge bytes past it */
    slots++;
    const size_t size = sizeof(SP_StreamExecutor_allocate_fn); /* every slot is a function pointer */
    const unsigned char *b = (const unsigned char *)se + offsets[i];
    int touched = 0;
    for (size_t k = 0; k < size; k++) touched |= b[k] != 0xA5;
    if (!touched) continue;
    written++;
    size_t end = offsets[i] + size;
    if (end > last_end) last_end = end, last = se_slots[i].name;
    if (end > declared && beyond == NULL) beyond = se_slots[i].name;
  }
  if (code != TF_OK) {
    host_handover_refused(se);
    return CONFORM_NOT_RUN_BY(c, "R11", "create_stream_executor");
  }
  host_handover_returned(se);
  conform_note(c, "wrote %zu of the %zu slots of the %s layout, the last '%s' ending at %zu; struct_size %zu",
               written, slots, host_profile_active_name(), last, last_end, declared);
  return beyond ? CONFORM_FAILF(c, "wrote '%s', past its own struct_size", beyond) : CONFORM_PASS;
}

/* R00: every TF_ function the plugin imports resolves in this core, read
 * from its file before anything is loaded (host_imports.c): exported by this
 * release from a library the plugin reaches (the framework library always,
 * the others only through its DT_NEEDED). A strong import that does not is
 * a dlopen failure in that release ("undefined symbol"), and so a failed
 * `import tensorflow`; a weak one is NULL at run time, fine when tested. */
static conform_verdict r_imports(conform_ctx *c) {
  host_imports im;
  if (host_imports_read(c->path, &im) != 0) {
    host_imports_free(&im);
    return CONFORM_SKIPF(c, "the plugin's imports cannot be read from its file (%s); loading judges it", im.error);
  }
  char weak[300];
  host_imports_weak_notes(&im, weak, sizeof weak);
  conform_verdict v;
  if (im.missing) {
    char problems[CONFORM_EVIDENCE_MAX];
    host_imports_problems(&im, 1, problems, sizeof problems);
    v = CONFORM_FAILF(c, "%s", problems);
  } else {
    char from[600] = "";
    size_t used = 0;
    for (size_t i = 0; i < im.elf.nundefined && used + 1 < sizeof from; i++) {
      const char *lib = host_import_resolves_from(&im, im.elf.undefined[i].name, NULL);
      if (lib == NULL) continue;
      host_format(from + used, sizeof from - used, "%s%s", used ? ", " : "", im.elf.undefined[i].name);
      used = strlen(from);
    }
    v = CONFORM_PASSF(c, "%zu TF_ function%s imported, each exported by core %s from a library the plugin reaches%s%s",
                      im.tf - im.weak_missing, im.tf - im.weak_missing == 1 ? "" : "s", host_profile_active_name(),
                      used ? ": " : "", from);
  }
  if (weak[0])
    conform_note(c, "; imported weakly and not exported here (NULL at run time, fine when tested before calling): %s",
                 weak);
  host_imports_free(&im);
  return v;
}

const conform_case conform_cases_registration[] = {
    {"R00", "registration", "every TF_ function it imports is exported by this core from a library it links (read before loading)", CONFORM_REQUIRED, NEEDS_FILE, r_imports, 0, CONFORM_ANY_MODULE},
    {"R01", "registration", "exports the modules TensorFlow looks up (StreamExecutor's SE_InitPlugin, graph, profiler, ...)", CONFORM_REQUIRED, NEEDS_LOAD, r_symbols, 0, CONFORM_ANY_MODULE},
    {"R02", "registration", "SE_InitPlugin succeeds for this core", CONFORM_REQUIRED, NEEDS_LOAD, r_init_ok, 0, HOST_MOD_SE},
    {"R03", "registration", "struct_size set in params, platform and platform fns, and settled", CONFORM_REQUIRED, NEEDS_LOAD, r_struct_sizes, 0, HOST_MOD_SE},
    {"R04", "registration", "platform name and type match [A-Z][A-Z_]*", CONFORM_REQUIRED, NEEDS_LOAD, r_names, 0, HOST_MOD_SE},
    {"R05", "registration", "required platform callbacks set (and get_device_count)", CONFORM_REQUIRED, NEEDS_LOAD, r_required_fns, 0, HOST_MOD_SE},
    {"R06", "registration", "refuses a core of another major version", CONFORM_EXPECTED, NEEDS_LOAD, r_major, 0, HOST_MOD_SE},
    {"R07", "registration", "accepts a core of a newer minor version", CONFORM_EXPECTED, NEEDS_LOAD, r_minor, 0, HOST_MOD_SE},
    {"R08", "registration", "no write past the end of any struct the core hands over", CONFORM_REQUIRED, NEEDS_LOAD, r_bring_up, 0, CONFORM_ANY_MODULE},
    {"R09", "registration", "writes stay within the settled struct_size, which is never raised", CONFORM_EXPECTED, NEEDS_LOAD, r_bring_up, 0, CONFORM_ANY_MODULE},
    {"R10", "registration", "oldest seabi release (0.0.1): refused cleanly or writes within its sizes", CONFORM_EXPECTED, NEEDS_LOAD, r_oldest_release, 0, HOST_MOD_SE},
    {"R11", "registration", "device fns and stream executor created and valid", CONFORM_REQUIRED, NEEDS_REGISTER, r_executor, 0, HOST_MOD_SE},
    {"R12", "registration", "optional callbacks TensorFlow calls anyway are set", CONFORM_ADVISORY, NEEDS_READY, r_optional_fns, 0, HOST_MOD_SE},
    {"R13", "registration", "fields the core owns left alone", CONFORM_ADVISORY, NEEDS_LOAD, r_bring_up, 0, CONFORM_ANY_MODULE},
    {"R14", "registration", "struct sizes settled to one core's (version or edition) sizes", CONFORM_ADVISORY, NEEDS_READY, r_settled_sizes, 0, HOST_MOD_SE},
    {"R15", "registration", "name and type strings outlive the call", CONFORM_EXPECTED, NEEDS_READY, r_names_live, 0, HOST_MOD_SE},
    {"R16", "registration", "SE_InitPlugin twice gives identical results", CONFORM_ADVISORY, NEEDS_REGISTER, r_twice, 0, HOST_MOD_SE},
    {"R17", "registration", "executor layout fingerprint: no slot written past struct_size", CONFORM_ADVISORY, NEEDS_REGISTER, r_fingerprint, 0, HOST_MOD_SE},
    {"R18", "registration", "no struct written through a pointer kept after the call that handed it over", CONFORM_EXPECTED, NEEDS_LOAD, r_bring_up, 0, CONFORM_ANY_MODULE},
    {NULL, NULL, NULL, 0, 0, NULL, 0, 0},
};
