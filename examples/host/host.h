/* seabi reference host: a small core that loads StreamExecutor C API
 * plugins the way TensorFlow does, without aborting on the first problem.
 *
 * Everything the plugin fills is read through the generated guarded getters
 * (S_get_f), so a plugin built against any header from 0.0.1 on works: a
 * field the plugin's struct_size does not cover reads as its schema default.
 *
 * Layering (one job per file):
 *   host_status.c    fresh statuses pre-filled with a sentinel
 *   host_guard.c     structs handed to plugins, with canary bytes after them
 *   host_platform.c  dlopen, SE_InitPlugin, validation, executor/device fns
 *   host_device.c    create_device per ordinal, relocation, teardown
 *   host_discovery.c plugin dirs and SEABI_PLUGIN_PATH, dedupe, type clashes
 */
#ifndef SEABI_HOST_H_
#define SEABI_HOST_H_

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <sys/types.h>

/* A core has to keep serving plugins built before a member was deprecated
 * (visible_device_count, the timer callbacks), so the host reads deprecated
 * members on purpose. */
#ifndef SE_NO_DEPRECATION_WARNINGS
#define SE_NO_DEPRECATION_WARNINGS
#endif
/* Likewise the graph and profiler APIs' (a 2.10 core still reads
 * auto_mixed_precision_mkl). */
#ifndef GO_NO_DEPRECATION_WARNINGS
#define GO_NO_DEPRECATION_WARNINGS
#endif
#ifndef TP_NO_DEPRECATION_WARNINGS
#define TP_NO_DEPRECATION_WARNINGS
#endif
#include "se_api.h"

#ifdef __cplusplus
extern "C" {
#endif

/* snprintf for diagnostics, where truncating a long message is intended
 * (a plain snprintf into a fixed buffer trips -Wformat-truncation). */
void host_format(char *buf, size_t n, const char *fmt, ...) __attribute__((format(printf, 3, 4)));
/* A record through a pipe between the host and one of its children: all n
 * bytes, across short reads and writes and EINTR. Each returns how many
 * bytes went through (fewer than n: end of file or an error). */
size_t host_write_all(int fd, const void *data, size_t n);
size_t host_read_all(int fd, void *data, size_t n);

/* Memory a plugin points at, read without faulting (host_safe.c): 0, or -1
 * when it cannot be read. host_safe_string copies a NUL-terminated string
 * (cut to n - 1 bytes); 1 when it could be read. */
int host_safe_copy(void *dst, const void *src, size_t n);
int host_safe_string(char *dst, size_t n, const char *src);
/* Length of the valid, non-ASCII UTF-8 sequence at p (at most `avail`
 * bytes there, or NUL-terminated), else 0. */
size_t host_utf8_len(const unsigned char *p, size_t avail);

/* ---- statuses ----------------------------------------------------------- */

/* A status handed to a plugin starts non-OK with this code and message, so a
 * callback that never sets it is visible. TensorFlow starts from OK; the host
 * therefore treats "still the sentinel" as OK for the call's outcome and only
 * records the omission (host_record: HOST_OBS_STATUS_UNSET). */
#define HOST_SENTINEL_CODE TF_UNKNOWN
#define HOST_SENTINEL_MSG "seabi sentinel: status was never set by the plugin"

TF_Status *host_status_new(void);
int host_status_is_unset(const TF_Status *s);
/* The call's effective code (sentinel -> TF_OK). Records in the record
 * when the sentinel survived (on the thread's current path, see
 * host_status_expect_error) and when a non-OK status has no message. */
TF_Code host_status_code(const TF_Status *s, const char *callback);
/* Code + message into buf ("OK" or "CODE_NAME: message"). */
const char *host_status_describe(const TF_Status *s, char *buf, size_t n);
const char *host_code_name(TF_Code code);


/* ---- guarded structs ------------------------------------------------------ */

/* Zeroed memory for a struct of `object_size` bytes (sizeof) whose core size
 * is `struct_size`, followed by canary bytes. Bytes between struct_size and
 * the end of the canary zone are filled with a pattern so any write the
 * plugin makes past struct_size is detectable. */
void *host_guard_alloc(size_t struct_size, size_t object_size);
/* Also drops `p` from the handovers swept for stale writes. */
void host_guard_free(void *p);
size_t host_guard_object_size(const void *p);
size_t host_guard_span(const void *p); /* object size + the canaries after it */
/* The canary byte at `offset` (never 0), also the prefill of handovers. */
unsigned char host_guard_pattern(size_t offset);
/* The struct_size a guarded buffer was allocated for (the core's size). */
size_t host_guard_struct_size(const void *p);
/* Returns 0 when intact; otherwise the number of bytes changed and stores the
 * offset of the first changed byte (from the start of the struct). With
 * `beyond_object` set only bytes past object_size (sizeof) are checked. */
size_t host_guard_check(const void *p, int beyond_object, size_t *first_bad);

/* ---- the record: what the plugin did (host_record.c) --------------------- */

/* One record per process of what the plugin did to what the core handed it:
 * every command and every conformance case adds to it through the host's
 * own calls (handovers, statuses, device counts), never through a view of
 * its own. The conformance runner collects each case child's record into
 * one record of the run, and every verdict about writes, sizes, statuses
 * and devices is read from that (conform_judge.c). */
typedef enum host_obs_kind {
  /* Faults: what a claim case fails on. */
  HOST_OBS_PAST_SIZE,      /* written past the struct_size the plugin settled to, inside the core's object */
  HOST_OBS_PAST_OBJECT,    /* written past the end of the core's object: its memory corrupted */
  HOST_OBS_SIZE_RAISED,    /* struct_size left above the core's */
  HOST_OBS_SIZE_ZERO,      /* struct_size left 0 */
  HOST_OBS_STALE_WRITE,    /* written after the call that handed it over returned (a kept pointer) */
  HOST_OBS_CORE_FIELD,     /* a field the core owns changed */
  HOST_OBS_STATUS_UNSET,   /* a callback returned without setting its status */
  HOST_OBS_STATUS_NO_MESSAGE, /* ... or set an error with an empty message */
  HOST_OBS_CALLBACK_AHEAD, /* host_callback ran its callback before work queued ahead of it finished */
  HOST_OBS_ORDINAL,        /* create_device(N) left SP_Device.ordinal at another value */
  HOST_OBS_BAD_STATUS,     /* a TF_ status function got a pointer that is no (longer a) TF_Status */
  /* The graph module (host_graph.c): what optimize_func did. */
  HOST_OBS_ITEM_CHANGED,   /* it wrote into the TF_GrapplerItem */
  HOST_OBS_INPUT_CHANGED,  /* it wrote into the input graph (a const TF_Buffer and its bytes) */
  HOST_OBS_OUTPUT_EMPTY,   /* OK with 0 bytes: the core replaces the graph by an empty one */
  HOST_OBS_OUTPUT_UNPARSEABLE, /* OK, but the bytes are no GraphDef (detail: why) */
  HOST_OBS_OUTPUT_BROKEN,  /* a GraphDef that is not whole (detail: how) */
  HOST_OBS_OUTPUT_NO_DEALLOCATOR, /* data handed back without data_deallocator */
  HOST_OBS_OUTPUT_ALIASES_INPUT,  /* the output's data is the input's: freed twice */
  /* The profiler module (host_profiler.c): what collect_data_xspace did. */
  HOST_OBS_COLLECT_SIZE_UNSET, /* the first call left size_in_bytes as the core passed it */
  HOST_OBS_COLLECT_OVERRUN,    /* the second call wrote or reported more than the first said */
  HOST_OBS_XSPACE_UNPARSEABLE, /* the bytes are no XSpace (detail: why): the core drops them */
  /* The kernel module (host_kernel.c): what a registration or a kernel did
   * (call: the kernel's name; detail: what). */
  HOST_OBS_KERNEL_DEVICE_TYPE,  /* registered for a device type no platform of the run provides */
  HOST_OBS_KERNEL_REGISTRATION, /* a registration TensorFlow refuses or cannot use (a bad constraint, a NULL builder) */
  HOST_OBS_KERNEL_UNKNOWN_OP,   /* registered for an op the host's op table does not have: never run */
  HOST_OBS_KERNEL_WRONG,        /* computed values (or a shape) other than the reference, or left an output unset */
  HOST_OBS_KERNEL_FAILED,       /* failed on valid input (detail: its reason) */
  HOST_OBS_KERNEL_NO_REASON,    /* reported a failure with an OK status or an empty message */
  HOST_OBS_KERNEL_OVERRUN,      /* wrote past the end of a tensor's buffer (the guard bytes after it) */
  HOST_OBS_KERNEL_LEAK,         /* returned with tensor handles it was given not deleted */
  HOST_OBS_KERNEL_MISUSE,       /* called the kernel API with what TensorFlow refuses (an index out of range, a freed tensor) */
  /* Facts: what the plugin reported or chose, judged by what they add up to. */
  HOST_OBS_DEVICE_COUNT,   /* a device count the plugin reported */
  HOST_OBS_SETTLED,        /* the struct_size the plugin left in a struct it filled */
  HOST_OBS_KERNEL,         /* a kernel registered (call: its name; detail: op, device type, constraints, host
                              memory, each after a tab; value: its priority) */
  HOST_OBS_KERNEL_RAN,     /* a registered kernel ran on the device (call: its name; detail: the trial) */
  HOST_OBS_KIND_COUNT
} host_obs_kind;
#define HOST_OBS_FIRST_FACT HOST_OBS_DEVICE_COUNT

typedef struct host_obs {
  int kind;            /* host_obs_kind */
  int slot;            /* enum host_struct_slot of the struct; HOST_SZ_COUNT: none */
  int error_path;      /* STATUS_*: the call was given input it has to refuse */
  int nonzero;         /* PAST_*, STALE_WRITE: some byte written was not 0 */
  char core[40];       /* the core (profile) the plugin was running in */
  char call[64];       /* the call that handed the struct over, or the callback */
  char detail[128];    /* CORE_FIELD: the fields; PAST_SIZE: the slot, when known; module faults: what */
  int64_t value;       /* DEVICE_COUNT: the count; ORDINAL: the ordinal left; SETTLED: the size */
  size_t settled, core_size, object_size; /* PAST_*, SIZE_*: the struct's sizes then */
  size_t first, bytes; /* PAST_*, STALE_WRITE: first offset written, extent to the last one written */
  unsigned count;      /* times seen */
} host_obs;

/* Distinct observations one process keeps (more are counted as dropped). */
#define HOST_RECORD_MAX 96
/* Adds an observation (core: the active profile's when empty); one seen
 * before under the same key (kind, struct, core, call, path, detail, and a
 * fact's value) is merged into it. Thread-safe. */
void host_record_add(const host_obs *o);
/* host_record_add of an observation that is a call and a value (a device
 * count, an ordinal left). */
void host_record_value(int kind, int slot, const char *call, int64_t value);
/* The record so far (a snapshot: copy before calling into the plugin again). */
const host_obs *host_record(size_t *count);
size_t host_record_dropped(void); /* observations that did not fit */
void host_record_reset(void);
/* Called with each observation the first time its key is seen, e.g. to
 * stream it to a parent before the plugin can crash the process. */
void host_record_set_sink(void (*sink)(const host_obs *o));
/* Whether two observations have the same key (host_record_add merges them). */
int host_obs_same(const host_obs *a, const host_obs *b);
/* Merges b into a (same key). */
void host_obs_merge(host_obs *a, const host_obs *b);
const char *host_obs_kind_name(int kind); /* "past_size", ... */
int host_obs_is_fault(const host_obs *o);
/* One sentence for a person. */
const char *host_obs_describe(const host_obs *o, char *buf, size_t n);

/* Statuses: a callback called with input it must refuse (a bad ordinal, a
 * NULL handle) is on an error path, where a status left unset loses the
 * error. Set around such calls; per thread; returns the previous value. */
int host_status_expect_error(int on);

/* ---- modules (host_modules.c) --------------------------------------------- */

/* The modules of a plugin, by the entry point TensorFlow looks up, in
 * TensorFlow's lookup and init order (pluggable_device_plugin_init.cc).
 * HOST_MOD_SE is 0: a conformance case names no module when it is about
 * the StreamExecutor module. */
enum host_module {
  HOST_MOD_SE,       /* SE_InitPlugin */
  HOST_MOD_NPD,      /* TFNPD_InitPlugin (reported, not driven) */
  HOST_MOD_PJRT,     /* GetPjrtApi (reported, not driven) */
  HOST_MOD_KERNEL,   /* TF_InitKernel (host_kernel.c) */
  HOST_MOD_GRAPH,    /* TF_InitGraph */
  HOST_MOD_PROFILER, /* TF_InitProfiler */
  HOST_MOD_COUNT
};

typedef struct host_module_set {
  void *entry[HOST_MOD_COUNT]; /* NULL: the module is absent */
  int count;
  /* Names released TensorFlow never looks up that the plugin exports,
   * each with what it is ("" when none). */
  char pre_release[400];
} host_module_set;

const char *host_module_symbol(enum host_module m); /* "TF_InitGraph" */
const char *host_module_name(enum host_module m);   /* "graph optimizer" */
int host_module_driven(enum host_module m);
void host_modules_scan(void *dso, host_module_set *out);
/* "SE_InitPlugin (StreamExecutor), TF_InitGraph (graph optimizer)" */
const char *host_modules_describe(const host_module_set *s, char *buf, size_t n);
/* The active core's loader rules applied to the plugin's exports: why the
 * core refuses it (a mandatory entry point it does not export: the release,
 * its loader and the fix), "" when it loads it. */
const char *host_loader_refusal(const host_module_set *s, char *buf, size_t n);
/* 0 when the active core's loader never initialises module `m` for this
 * plugin: it does not look it up, or it refuses the plugin before. */
int host_loader_reaches(const host_module_set *s, enum host_module m);
/* The modules the active core initialises before `m`, in its order, into
 * out (at most max); returns how many. */
size_t host_loader_before(enum host_module m, enum host_module *out, size_t max);
/* 1 when a failing `m` is only logged by the active core (the later modules
 * still load), 0 when it stops them. */
int host_loader_failure_logged(enum host_module m);

/* ---- core profiles (host_profile.c, host_validate.c) ---------------------- */

/* The structs a core hands to a plugin. */
enum host_struct_slot {
  HOST_SZ_REGISTRATION_PARAMS,
  HOST_SZ_PLATFORM,
  HOST_SZ_PLATFORM_FNS,
  HOST_SZ_DEVICE_FNS,
  HOST_SZ_CREATE_DEVICE_FNS_PARAMS,
  HOST_SZ_STREAM_EXECUTOR,
  HOST_SZ_CREATE_STREAM_EXECUTOR_PARAMS,
  HOST_SZ_TIMER_FNS,
  HOST_SZ_DEVICE,
  HOST_SZ_CREATE_DEVICE_PARAMS,
  HOST_SZ_DEVICE_MEMORY_BASE,
  HOST_SZ_ALLOCATOR_STATS,
  HOST_SZ_STREAM_OPTIONS, /* what the core passes to create_stream_with_options */
  /* The graph optimizer module (TF_InitGraph). */
  HOST_SZ_OPTIMIZER_PARAMS, /* TP_OptimizerRegistrationParams */
  HOST_SZ_OPTIMIZER,        /* TP_Optimizer */
  HOST_SZ_OPTIMIZER_CONFIGS,/* TP_OptimizerConfigs */
  /* The profiler module (TF_InitProfiler). */
  HOST_SZ_PROFILER_PARAMS,  /* TF_ProfilerRegistrationParams */
  HOST_SZ_PROFILER,         /* TP_Profiler */
  HOST_SZ_PROFILER_FNS,     /* TP_ProfilerFns */
  HOST_SZ_COUNT
};
/* The first struct of the graph module's; those before it are the
 * StreamExecutor module's. */
#define HOST_SZ_FIRST_GRAPH HOST_SZ_OPTIMIZER_PARAMS
#define HOST_SZ_FIRST_PROFILER HOST_SZ_PROFILER_PARAMS
/* Which module hands a struct over. */
enum host_module host_slot_module(enum host_struct_slot kind);

/* Every core the host can act as: seabi versions, TensorFlow releases,
 * in-between layouts, newer cores (with SEABI_CORE_SET=distinct, one per
 * set of profiles the host cannot tell apart; see host_profile_same_as). */
size_t host_profile_count(void);
const char *host_profile_name(size_t i);
const char *host_profile_summary(size_t i);
const char *host_profile_default_name(void); /* the newest seabi version */
/* Makes `name` the active core (NULL: the default). -1 if unknown. */
int host_profile_select(const char *name);
const char *host_profile_active_name(void);
/* What the active core reports, gives each struct and does. */
void host_profile_version(int32_t *major, int32_t *minor, int32_t *patch);
size_t host_profile_size(enum host_struct_slot kind);        /* 0: no such struct */
size_t host_profile_object_size(enum host_struct_slot kind); /* its sizeof there */
size_t host_profile_host_sizeof(enum host_struct_slot kind); /* this build's sizeof */
/* A core's sizeof for a struct of struct_size bytes (trailing padding). */
size_t host_object_size_of(enum host_struct_slot kind, size_t struct_size);
int host_profile_calls_create_timer_fns(void);
/* Whether the active core looks the module up at all (TensorFlow 2.5 has
 * no pluggable profiler; the StreamExecutor module is in every core). */
int host_profile_has_module(enum host_module m);
/* Whether the active core's optimize_func takes the TF_GrapplerItem
 * (TensorFlow 2.6 on: five arguments; 2.5's has four). */
int host_profile_optimize_takes_item(void);
/* What the active core reports to TF_InitGraph / TF_InitProfiler. */
void host_profile_module_version(enum host_module m, int32_t *major, int32_t *minor, int32_t *patch);
/* The graph API's GO_Layout of the active core (GO_layout_of_core's answer
 * for it), to read optimize_func as that core calls it. */
int host_profile_graph_layout(void);
/* The API version or TensorFlow edition of the module in the active core
 * ("tensorflow-2.6", "0.3.0"; "" when it has none). */
const char *host_profile_module_layout(enum host_module m);
/* What TF_Version() returns in the active core ("2.9.0"; "" in seabi's). */
const char *host_profile_tensorflow_version(void);
/* 1: the core reads its own layout whatever struct_size the plugin wrote
 * (TensorFlow); 0: it reads through the plugin's struct_size (seabi). */
int host_profile_reads_own_layout(void);
/* "seabi" or "tensorflow": whose layouts the active core has. */
const char *host_profile_lineage(void);
/* 1 when the active core is newer than this header (seabi-next, ...). */
int host_profile_is_newer(void);
/* The active core is the seabi version this host's headers are a
 * development snapshot of (SE_VERSION_DEVELOPMENT): its layouts may differ
 * from another snapshot's of the same version. */
int host_profile_is_development(void);
/* The oldest release (seabi version or TensorFlow edition) of the active
 * core's lineage: 0.0.1, tensorflow-2.5. */
const char *host_profile_oldest_release(void);
/* 1 when `size` is a struct_size a plugin that settles as documented can
 * have left in `kind` in the active core: the core's own, what this
 * header's S_settle_in gives in the core's lineage or without it (ANY: a
 * prefix every layout places alike), or (seabi cores) an
 * older seabi version's size, a prefix of the core's layout. 0 otherwise:
 * a plugin built for another release that did not settle, or settled in
 * the wrong lineage, and so filled another layout. */
int host_profile_is_settled_size(enum host_struct_slot kind, size_t size);
/* What a plugin built with this header settles the core's struct to with
 * S_settle_in(s, ANY): the prefix every layout of either lineage places alike. */
size_t host_profile_settled_without_lineage(enum host_struct_slot kind);
/* 1 when the active core's `kind` cannot be settled without the core's
 * lineage (S_settle_problem with SE_LINEAGE_ANY says so): a plugin that
 * settles in SE_LINEAGE_ANY (SE_lineage_of_version's answer for every core
 * reporting 0.0.1) gets 0 there. */
int host_profile_needs_lineage(enum host_struct_slot kind);
/* A copy whose struct_size is the core's own: rewrites it (S_settle_in in
 * the core's lineage) so that this build's accessors read the members
 * where that core has them, whatever struct_size alone would suggest. */
void host_read_as_core(enum host_struct_slot kind, void *copy);
/* 0 when the active core does not check this required member. */
int host_profile_validates(const char *struct_name, const char *member);
/* The active core's own validators require members of `struct_name` that
 * this build's validators no longer check (a member deprecated since, like
 * the timer callbacks a 0.2.0 or a TensorFlow 2.9 core still refuses a
 * plugin without): the first one `s` leaves NULL or cuts off, else NULL.
 * Each core is judged by its own header's rules, never the newest's. */
const char *host_profile_extra_missing(const char *struct_name, const void *s);

/* The active core's loader (schema/seabi.yaml `loaders:`): its name, the
 * confidence that this core has it, and its steps in init order. */
typedef struct host_loader_view {
  const char *entry;  /* the entry point it looks up */
  int mandatory;      /* the core refuses a plugin without it ... */
  const char *unless; /* ... unless it exports this one ("": no alternative) */
  int failure_logged; /* a failing lookup or init is only logged (else it stops the later modules) */
} host_loader_view;
/* "" or the earlier profile whose every fact the host reads is the active
 * one's (a TensorFlow release that changed no layout, rule or loader). */
const char *host_profile_same_as(void);
const char *host_profile_loader_name(void);
const char *host_profile_loader_confidence(void);
const char *host_profile_loader_rules_confidence(void);
const char *host_profile_loader_doc(void);
const char *host_profile_loader_note(void);
size_t host_profile_loader_steps(void);
/* Step i (0 .. host_profile_loader_steps() - 1) of the active core's loader. */
host_loader_view host_profile_loader_step(size_t i);
/* Comma separated profiles whose `kind` has `size` bytes ("" if none). */
const char *host_profile_layouts_of(enum host_struct_slot kind, size_t size, char *buf, size_t n);
/* The one profile to name for such a size: the oldest of the active core's
 * lineage, else the oldest; NULL if none. */
const char *host_profile_layout_name(enum host_struct_slot kind, size_t size);
const char *host_profile_struct_name(enum host_struct_slot kind);
/* Bitmask of profiles (bit i = host_profile_name(i)) whose `kind` has
 * `size` bytes, and its text ("0.1.0..0.1.1, tensorflow-2.5"; "unknown"). */
unsigned host_profile_mask(enum host_struct_slot kind, size_t size);
const char *host_profile_mask_str(unsigned mask, char *buf, size_t n);

/* A struct as the core reads it after the plugin filled `filled` (a guarded
 * buffer of the core's object size): a fresh guarded copy, zero past the
 * core's object, whose struct_size is the core's own (the size `filled` was
 * allocated for) when the core reads its own layout and the plugin's value
 * was not 0. */
void *host_core_copy(enum host_struct_slot kind, const void *filled, size_t object_size);

/* A generated validator, adapted to one signature (ctx: the platform for
 * SP_StreamExecutor, else unused). */
typedef TF_Code (*host_validator)(const void *s, const void *ctx, char *msg, size_t n);
/* Validates `s` as the active core does: the schema validator, except
 * members the core does not check (their messages are listed in `skipped`,
 * and do not fail). When it fails and the plugin's struct_size
 * (`plugin_size`) is another core's, the message names the layout mismatch. */
TF_Code host_validate(enum host_struct_slot kind, const void *s, size_t plugin_size,
                      host_validator v, const void *ctx, char *msg, size_t n,
                      char *skipped, size_t skipped_n);
/* " (plugin's struct_size N is X's; this Y core's is M)" when they differ,
 * else "". */
const char *host_layout_note(enum host_struct_slot kind, size_t plugin_size, char *buf, size_t n);

/* ---- structs handed to the plugin (host_handover.c) ----------------------- */

/* A struct the active core hands to the plugin for one call, in a guarded
 * buffer of the core's size and object size with canaries after it, zeroed
 * but for struct_size (= the core's size, or `core_size` when given), as
 * TensorFlow's cores hand them over. Where the size the plugin settles this
 * kind of struct to is known in advance (host_handover_expect), the bytes
 * from there to the core's size are prefilled with a non-zero pattern for
 * the call, so a write of any value past the settled size is seen, zeros
 * included; they are zero again before the core reads the struct. */
void *host_handover_new(enum host_struct_slot kind, const char *call);
void *host_handover_sized(enum host_struct_slot kind, size_t core_size, const char *call);
/* The host has filled what it fills (versions, pointers, options): the
 * struct as handed over is what it holds now. */
void host_handover_ready(void *s);
/* For a case that hands over a struct filled with `byte` from `from` to the
 * core's size (R17's layout fingerprint): fills, and takes it as handed over;
 * those bytes are zero again after the call where the plugin left them. */
void host_handover_fill(void *s, size_t from, unsigned char byte);
/* After the call: records what the plugin did past its settled size, past
 * the core's object and to struct_size (host_record), restores the
 * prefill, and returns the struct_size the plugin left. Core-owned structs
 * (the SE_ params, SP_StreamOptions) have nothing to settle: any byte past
 * the core's struct_size counts. */
size_t host_handover_returned(void *s);
/* The same after a call that failed: its struct is not used, so the size
 * it was left at is no fact about how the plugin settles (faults still
 * count). */
size_t host_handover_refused(void *s);
/* The core is done with it (it copied the struct out, or freed it):
 * poisoned and kept, so that a write through a pointer the plugin kept is
 * recorded by host_handover_sweep. */
void host_handover_retire(void *s);
/* A handover is freed with host_guard_free, which also drops it (and any
 * watched range starting at it) from the sweep. */
void host_handover_forget(const void *p);
/* Memory the plugin must not write from now on (the core's own copy,
 * passed as const): remembered, and compared by the sweep. */
void host_handover_watch(const void *p, size_t n, enum host_struct_slot kind, const char *what);
/* Records every retired handover and watched range written since. */
void host_handover_sweep(void);
/* Sweeps, then frees every retired handover: what the host keeps to catch
 * late writes would otherwise read as the plugin's growth in a measurement
 * of what the plugin holds (X07). Late writes after this go unseen. */
void host_handover_release_retired(void);
/* What struct_size the plugin leaves in a `kind` it fills, as learnt by an
 * earlier run in the same core (0: unknown, no prefill). */
void host_handover_expect(enum host_struct_slot kind, size_t settled);
size_t host_handover_expected(enum host_struct_slot kind);
/* Who fills a struct's members (the schema's filled_by): "plugin" (SP_
 * structs: the plugin settles and fills them), "core" (the create_* params,
 * SP_StreamOptions: the plugin only reads them) or "both"
 * (SE_PlatformRegistrationParams). */
const char *host_slot_filled_by(enum host_struct_slot kind);
int host_slot_plugin_fills(enum host_struct_slot kind);

/* ---- platforms ------------------------------------------------------------ */

typedef void (*host_init_plugin_fn)(SE_PlatformRegistrationParams *, TF_Status *);

/* What a core passes to SE_InitPlugin; the conformance runner varies it. */
typedef struct host_core_view {
  int32_t major, minor, patch;
  size_t params_size, platform_size, platform_fns_size;
} host_core_view;
host_core_view host_core_default(void);

/* How SE_InitPlugin went. What it did to the structs the core handed it is
 * in the record (host_record); this is what registration itself needs. */
typedef struct host_register_report {
  TF_Code init_code;
  char init_msg[512];
  int status_unset;
  size_t params_struct_size, platform_struct_size, platform_fns_struct_size;
} host_register_report;

/* Why registration stopped, for whoever names the step that failed. */
enum host_register_stop {
  HOST_STOP_NONE,
  HOST_STOP_INIT,        /* SE_InitPlugin returned an error */
  HOST_STOP_STRUCT_SIZE, /* a struct_size the core refuses (0, or not settled in a newer core) */
  HOST_STOP_NAME,        /* platform name or type refused */
  HOST_STOP_MEMBER,      /* a required member missing */
};

typedef struct host_platform {
  char path[4096];
  void *dso;
  host_module_set modules; /* every module the plugin exports */
  host_init_plugin_fn init; /* NULL: no StreamExecutor module */

  /* The structs the core owned during SE_InitPlugin (handovers, kept and
   * poisoned afterwards so a write through a kept pointer is recorded). */
  SE_PlatformRegistrationParams *reg;
  SP_Platform *reg_platform;
  SP_PlatformFns *reg_platform_fns;

  /* Copies moved to new addresses after SE_InitPlugin, as TensorFlow does. */
  SE_PlatformRegistrationParams params;
  SP_Platform *platform;
  SP_PlatformFns *platform_fns;
  /* Name/type copied out (TF keeps std::string copies) as soon as
   * SE_InitPlugin returns OK, so they are known even when validation fails. */
  char name[128], type[128];

  int have_device_fns;
  SP_DeviceFns *device_fns;
  SP_StreamExecutor *se;
  int have_timer_fns;
  SP_TimerFns *timer_fns;

  host_register_report reg_report;
  enum host_register_stop stop;
  size_t se_struct_size; /* as the plugin left it */
  char timer_error[512];
  char not_validated[512]; /* required members this core skipped, with why */

  /* The cores (versions, editions) whose sizes the plugin's platform,
   * platform fns and executor were settled to ("0.1.0..0.1.1"). */
  char settled_to[128];
  int stage;          /* how far host_platform_open got (HOST_STAGE_*) */
  char error[1024];   /* why it stopped */
  int imports_missing; /* host_platform_load: dlopen failed on imports this core does not export */
} host_platform;

enum host_stage {
  HOST_STAGE_NONE,
  HOST_STAGE_LOADED,     /* dlopen + SE_InitPlugin found */
  HOST_STAGE_INIT_CALLED,/* SE_InitPlugin returned */
  HOST_STAGE_REGISTERED, /* status OK and structs valid */
  HOST_STAGE_READY,      /* device fns, executor (and timer fns) created */
};

/* dlopen and the modules' entry points. Returns 0 when the plugin exports
 * at least one module TensorFlow looks up (p->init is NULL when the
 * StreamExecutor module is not among them), or -1 (error in p->error). */
int host_platform_load(host_platform *p, const char *path);
/* Calls SE_InitPlugin with `view` (NULL = this core), validates, relocates.
 * Returns TF_OK or the failing code (message in p->error). */
TF_Code host_platform_register(host_platform *p, const host_core_view *view);
/* create_device_fns, create_stream_executor, create_timer_fns as TF does. */
TF_Code host_platform_create_fns(host_platform *p);
/* All three steps. */
TF_Code host_platform_open(host_platform *p, const char *path);
/* Device count: get_device_count when the plugin has it, else the deprecated
 * visible_device_count. Returns -1 with p->error on failure. */
int host_platform_device_count(host_platform *p);
/* Teardown in TF's order (executor, timer fns, device fns, platform, fns),
 * then dlclose unless keep_dso. */
void host_platform_close(host_platform *p, int keep_dso);

/* ---- devices -------------------------------------------------------------- */

typedef struct host_device {
  host_platform *platform;
  int ordinal;          /* the one asked for */
  int reported_ordinal; /* SP_Device.ordinal as the plugin filled it */
  SP_Device *device;    /* relocated copy the host uses */
  SP_Device *created_at;/* the buffer the plugin filled: retired (poisoned, swept) */
  int live;
} host_device;

TF_Code host_device_open(host_platform *p, int ordinal, host_device *d,
                         char *msg, size_t n);
void host_device_close(host_device *d);
/* Device memory from the plugin's allocate, into a handover at the core's
 * size; what the host keeps is the core's own copy (the handover is
 * retired). NULL when allocate returned a NULL opaque. Free it with
 * host_device_free (deallocate, then the copy). */
SP_DeviceMemoryBase *host_device_alloc(host_platform *p, SP_Device *d, uint64_t size);
void host_device_free(host_platform *p, SP_Device *d, SP_DeviceMemoryBase *m);

/* ---- calling into the plugin (host_call.c) ------------------------------- */

/* Exit codes, the same for every command (README, `seabi --help`). */
enum host_exit_code {
  HOST_EXIT_OK = 0,           /* conformant / listed / workload ran */
  HOST_EXIT_PLUGIN_FAULT = 1, /* the plugin failed a case, crashed, hung or exited */
  HOST_EXIT_USAGE = 2,        /* bad arguments, no case matches, plugin cannot be loaded */
  HOST_EXIT_INTERNAL = 2,     /* the host faulted in its own code: "this is a seabi bug" */
};

typedef void (*host_any_fn)(void);
/* Receives "the host cannot call S.f: ..." and must not return. */
typedef void (*host_absent_handler)(const char *why);
void host_set_absent_handler(host_absent_handler h);
/* Names the callback the host could not call and ends the caller through
 * the handler; never returns (its return type only lets HOST_CALLABLE be an
 * expression). `s` is the plugin's struct (may be NULL). */
#if defined(__GNUC__)
__attribute__((noreturn))
#endif
host_any_fn host_call_absent(const char *struct_name, const char *member, const void *s, int present);

/* The plugin callback S.f of `s`, for calling: through the guarded getter;
 * absent (struct_size leaves it out) or NULL never returns a pointer. */
#define HOST_CALLABLE(S, s, f)                                                  \
  (S##_get_##f(s) != NULL ? S##_get_##f(s)                                      \
                          : (S##_##f##_fn)host_call_absent(#S, #f, (s), (s) != NULL && S##_has_##f(s)))
/* Stream executor callbacks: HOST_SE_CALL to call one, HOST_SE to ask
 * whether an optional one is there (may be NULL; the caller checks). */
#define HOST_SE_CALL(p, f) HOST_CALLABLE(SP_StreamExecutor, (p)->se, f)
#define HOST_SE(p, f) SP_StreamExecutor_get_##f((p)->se)

/* ---- faults and guarded children (host_fault.c, host_child.c) ----------- */

/* In a child that runs plugin code: a SIGSEGV/SIGBUS/SIGFPE/SIGILL whose
 * instruction is in the host's own code (or a call through NULL made from
 * it) is reported through `report` ("internal error: ... -- this is a seabi
 * bug") before the child dies of it; a fault in the plugin is not. */
void host_fault_install(void (*report)(const char *why));
/* Learns where the host's TF_ implementations are (they are the plugin's
 * side of a fault); once per process, before children are forked. */
void host_fault_prepare(void);

/* fork() for a child the caller watches: the child is killed when the
 * thread that forked it dies (Linux: PR_SET_PDEATHSIG), so no plugin code
 * outlives its watchdog, e.g. when plugin code kills its host's process.
 * Call it from the thread that waits for the child (the host's main one). */
pid_t host_fork_watched(void);

/* How a guarded child ended. */
typedef enum {
  HOST_CHILD_DONE,     /* returned; `code` is what fn returned */
  HOST_CHILD_ABSENT,   /* the host could not call a callback (host_call.c) */
  HOST_CHILD_CRASH,    /* killed by a signal in plugin code */
  HOST_CHILD_HANG,     /* no end within the timeout (killed) */
  HOST_CHILD_EXIT,     /* exit()/_exit() inside the plugin, any status */
  HOST_CHILD_INTERNAL, /* the host faulted in its own code */
  HOST_CHILD_FORGED,   /* plugin code wrote on the result channel (`stray` bytes that are no
                        * authenticated record) and the child then ended as if normally */
} host_child_outcome;

/* What plugin code (and the host's code in the child) wrote on stdout and
 * stderr: never the terminal's, the last HOST_CHILD_OUTPUT_KEEP bytes kept. */
#define HOST_CHILD_OUTPUT_KEEP 16384 /* room for a whole AddressSanitizer report (conform --asan) */

typedef struct host_child_result {
  host_child_outcome outcome;
  int code;            /* DONE: fn's return; CRASH: signal; EXIT: status */
  char stage[256];     /* the last host_child_stage() before the end */
  char why[640];       /* one line for the user, naming outcome and stage */
  unsigned char payload[2048]; /* what fn left with host_child_reply */
  size_t payload_size;
  host_obs obs[HOST_RECORD_MAX]; /* the child's record: what the plugin did */
  size_t nobs;
  size_t stray;        /* bytes on the result channel that were no authenticated record */
  char output[HOST_CHILD_OUTPUT_KEEP + 1]; /* the end of the child's stdout+stderr, NUL-terminated */
  size_t output_len, output_total;         /* kept, and written in all */
} host_child_result;

/* Runs fn(arg) in a forked child with a watchdog of timeout_ms, the fault
 * attribution above and the absent-callback handler installed, starting
 * from an empty record, in the sandbox (host_sandbox.h); its stdout and
 * stderr are captured (r->output), stdin is /dev/null. Records come back on
 * a channel each carrying the child's random key: bytes that are no such
 * record are plugin code's (r->stray, HOST_CHILD_FORGED), and DONE counts
 * only with the reaper's word that the child then exited normally with
 * fn's code. The child's record
 * comes back in r->obs, what it had observed before a crash included. Every
 * way plugin code can end it is an outcome, never the caller's crash or
 * hang. Returns r->outcome. */
host_child_outcome host_child_run(int (*fn)(void *arg), void *arg, int timeout_ms, host_child_result *r);
/* In the child: what it is doing now ("tearing down", "create_device 3"),
 * named by the parent if the child ends there. */
void host_child_stage(const char *fmt, ...) __attribute__((format(printf, 1, 2)));
/* In the child: from now on the parent waits at most `ms` more (a job whose
 * first step needs longer than the rest, e.g. loading under load). */
void host_child_deadline(int ms);
/* In the child: bytes for r->payload (at most sizeof payload; last call wins). */
void host_child_reply(const void *data, size_t n);
/* Ends the child here as fn's return of `code` would (the record, then the
 * authenticated DONE): a child that must stop deep inside a call. */
__attribute__((noreturn)) void host_child_finish(int code);
/* In the child: the host's own text for the user (list's devices, the
 * demo's steps), printed by the parent with control characters escaped. */
FILE *host_child_text(void);
/* The exit code of the command for an outcome (HOST_EXIT_*). */
int host_child_exit_code(const host_child_result *r);
/* `r`'s captured output for the user, quoted and escaped, when there was
 * any: "<indent>plugin output (N bytes, the last M): \"...\"". */
void host_child_print_output(FILE *out, const host_child_result *r, const char *indent);
/* `s` (n bytes) with every byte that is not printable ASCII, UTF-8, \n
 * or \t written as \xNN (a terminal escape never reaches the terminal). */
void host_print_escaped(FILE *out, const char *s, size_t n, int keep_newlines);

/* ---- the functions a core exports (host_profile.c, host_imports.c, ------
 * host_exports.c) ------------------------------------------------------------
 * A core profile is a whole release: beside its layouts, the TF_ functions
 * it lets a plugin import, each from the libraries of that release that
 * export it (host_tf_library_soname: 0 the framework library, always
 * reachable; the others only from a plugin with DT_NEEDED on them). */

/* Whether the active core exports `name`; its library mask (bit i =
 * host_tf_library_soname(i)), in-place signature variant ("" when none) and
 * confidence of the fact. Any out pointer may be NULL. */
int host_profile_export(const char *name, unsigned *libraries, const char **signature, const char **confidence);
/* The i-th function the active core exports, or NULL past the end. */
const char *host_profile_export_at(size_t i, unsigned *libraries);
int host_tf_library_count(void);
const char *host_tf_library_soname(int lib);
/* A profile's name as its export libraries' directory and make variables
 * spell it: every character but a letter or digit written '_'. */
void host_profile_ident(const char *name, char *out, size_t n);

/* A plugin's imports judged against the active core, before it is loaded. */
#include "host_elf.h"
#include "host_prereq.h"
typedef struct host_imports {
  int read;        /* 1: the file's imports were read */
  char error[256]; /* why not */
  host_elf_imports elf;
  size_t tf;           /* TF_ functions it imports */
  size_t missing;      /* ... strong ones the core cannot resolve for it */
  size_t weak_missing; /* ... weak ones it cannot resolve (NULL at run time: fine if tested) */
} host_imports;
int host_imports_read(const char *path, host_imports *im);
void host_imports_free(host_imports *im);
/* Where an imported TF_ function resolves from in the active core for this
 * plugin: the library's soname, or NULL. `exported` (may be NULL) gets the
 * mask of libraries that export it (0: the core does not). */
const char *host_import_resolves_from(const host_imports *im, const char *name, unsigned *exported);
/* Each strong TF_ import the core cannot resolve, with why and the fix
 * (long: the case's evidence; short: a dlopen error's note). */
void host_imports_problems(const host_imports *im, int longform, char *buf, size_t n);
/* The weak TF_ imports the core does not resolve ("" when none). */
void host_imports_weak_notes(const host_imports *im, char *buf, size_t n);

/* The active core's export libraries (host_exports.c): built per profile
 * into <dir>/<ident>/<soname>, each exporting only that release's names.
 * host_exports_set_dir names <dir> (seabi: <bindir>/../lib/seabi/cores);
 * without it nothing is loaded and plugins resolve TF_ functions from the
 * process, as in test programs linked with -rdynamic. host_exports_load
 * (host_platform_load calls it before dlopen) loads the framework library
 * RTLD_GLOBAL and the others RTLD_LOCAL under their sonames, and binds them
 * all to the host's implementations; once per process. */
void host_exports_set_dir(const char *dir);
const char *host_exports_dir(void);
int host_exports_load(char *err, size_t n);

/* ---- discovery ------------------------------------------------------------ */

/* `list` creates at most this many devices per platform (a plugin can claim
 * INT_MAX) and says how many it left out. */
#define HOST_LIST_MAX_DEVICES 64

typedef struct host_registry_entry {
  host_platform platform;
  int device_count;
  /* Non-empty for a plugin with no StreamExecutor module: its modules
   * ("TF_InitGraph (graph optimizer), ..."); platform has only its path. */
  char modules_only[300];
  dev_t st_dev;
  ino_t st_ino;
} host_registry_entry;

typedef struct host_registry {
  host_registry_entry *entries;
  size_t count, cap;
  /* Called for every skipped/refused library (never fatal) with the reason;
   * the reporter words the verdict ("skipped"), the reason does not. */
  void (*report)(void *arg, const char *path, const char *why);
  void *report_arg;
  int probe; /* run each candidate in a guarded child; keep only its facts */
  /* Candidates skipped: not loadable at all (no file, dlopen, not a plugin),
   * skipped for what the plugin did (refused, crashed, hung, clashed, its
   * constructors included), and probes that faulted in the host's own code. */
  size_t unloadable, faulty, internal;
  int timeout_ms; /* per probe; 0: 10 s */
} host_registry;

/* Adds every plugin found at `spec` (a file, or a directory scanned for
 * *.so / *.so.N), and each entry of a colon separated `spec` list. */
void host_registry_add_path(host_registry *r, const char *spec);
/* Adds the colon separated list in $SEABI_PLUGIN_PATH (if set). */
void host_registry_add_env(host_registry *r);
void host_registry_close(host_registry *r);
/* Whether `name` is a shared object name TensorFlow would load. */
int host_is_shared_object_name(const char *name);

#ifdef __cplusplus
}
#endif

#endif /* SEABI_HOST_H_ */
