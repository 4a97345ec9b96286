/* Which core the host acts as. A profile is data (host_profiles.h, generated
 * from the schema): the sizes that core gives every struct, the version it
 * reports, whether it calls create_timer_fns and which required members it
 * does not validate. The host has one code path; it asks the active profile
 * for every size and fact instead of using this build's size macros.
 *
 * The profile is process-wide: the conformance runner selects one before it
 * forks a child per case, so every case of a run sees the same core. */
#include "host.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "graph_api.h"
#include "profiler_api.h"
#include "host_profiles.h"

/* Per struct the host hands over: its name in the generated table, its
 * alignment (a core's object is struct_size rounded up to it: the trailing
 * padding of that core's sizeof), this build's sizeof (the most the host
 * ever reads through a pointer) and its S_settle_in (host_read_as_core). */
typedef size_t (*settle_fn)(void *s, SE_Lineage lineage);
typedef SE_SettleProblem (*problem_fn)(const void *s, SE_Lineage lineage);
#define SETTLE_FN(T)                                                                                        \
  static size_t settle_##T(void *s, SE_Lineage lineage) { return T##_settle_in((T *)s, lineage); }         \
  static SE_SettleProblem problem_##T(const void *s, SE_Lineage lineage) {                                 \
    return T##_settle_problem((const T *)s, lineage);                                                       \
  }
SETTLE_FN(SE_PlatformRegistrationParams)
SETTLE_FN(SP_Platform)
SETTLE_FN(SP_PlatformFns)
SETTLE_FN(SP_DeviceFns)
SETTLE_FN(SE_CreateDeviceFnsParams)
SETTLE_FN(SP_StreamExecutor)
SETTLE_FN(SE_CreateStreamExecutorParams)
SETTLE_FN(SP_TimerFns)
SETTLE_FN(SP_Device)
SETTLE_FN(SE_CreateDeviceParams)
SETTLE_FN(SP_DeviceMemoryBase)
SETTLE_FN(SP_AllocatorStats)
SETTLE_FN(SP_StreamOptions)
#undef SETTLE_FN
/* The graph and profiler APIs have lineages of their own (GO_Lineage,
 * TP_Lineage) with the same values as SE_Lineage: one lineage per core. */
#define MODULE_SETTLE_FN(T, L, P)                                                                           \
  static size_t settle_##T(void *s, SE_Lineage lineage) { return T##_settle_in((T *)s, (L)(int)lineage); } \
  static SE_SettleProblem problem_##T(const void *s, SE_Lineage lineage) {                                 \
    return (SE_SettleProblem)(int)T##_settle_problem((const T *)s, (L)(int)lineage);                      \
  }
MODULE_SETTLE_FN(TP_OptimizerRegistrationParams, GO_Lineage, GO)
MODULE_SETTLE_FN(TP_Optimizer, GO_Lineage, GO)
MODULE_SETTLE_FN(TP_OptimizerConfigs, GO_Lineage, GO)
MODULE_SETTLE_FN(TF_ProfilerRegistrationParams, TP_Lineage, TP)
MODULE_SETTLE_FN(TP_Profiler, TP_Lineage, TP)
MODULE_SETTLE_FN(TP_ProfilerFns, TP_Lineage, TP)
#undef MODULE_SETTLE_FN
#define STRUCT_FACTS(T) {#T, _Alignof(T), sizeof(T), settle_##T, problem_##T}
static const struct {
  const char *name;
  size_t align, host_sizeof;
  settle_fn settle;
  problem_fn problem;
} facts[HOST_SZ_COUNT] = {
    [HOST_SZ_REGISTRATION_PARAMS] = STRUCT_FACTS(SE_PlatformRegistrationParams),
    [HOST_SZ_PLATFORM] = STRUCT_FACTS(SP_Platform),
    [HOST_SZ_PLATFORM_FNS] = STRUCT_FACTS(SP_PlatformFns),
    [HOST_SZ_DEVICE_FNS] = STRUCT_FACTS(SP_DeviceFns),
    [HOST_SZ_CREATE_DEVICE_FNS_PARAMS] = STRUCT_FACTS(SE_CreateDeviceFnsParams),
    [HOST_SZ_STREAM_EXECUTOR] = STRUCT_FACTS(SP_StreamExecutor),
    [HOST_SZ_CREATE_STREAM_EXECUTOR_PARAMS] = STRUCT_FACTS(SE_CreateStreamExecutorParams),
    [HOST_SZ_TIMER_FNS] = STRUCT_FACTS(SP_TimerFns),
    [HOST_SZ_DEVICE] = STRUCT_FACTS(SP_Device),
    [HOST_SZ_CREATE_DEVICE_PARAMS] = STRUCT_FACTS(SE_CreateDeviceParams),
    [HOST_SZ_DEVICE_MEMORY_BASE] = STRUCT_FACTS(SP_DeviceMemoryBase),
    [HOST_SZ_ALLOCATOR_STATS] = STRUCT_FACTS(SP_AllocatorStats),
    [HOST_SZ_STREAM_OPTIONS] = STRUCT_FACTS(SP_StreamOptions),
    [HOST_SZ_OPTIMIZER_PARAMS] = STRUCT_FACTS(TP_OptimizerRegistrationParams),
    [HOST_SZ_OPTIMIZER] = STRUCT_FACTS(TP_Optimizer),
    [HOST_SZ_OPTIMIZER_CONFIGS] = STRUCT_FACTS(TP_OptimizerConfigs),
    [HOST_SZ_PROFILER_PARAMS] = STRUCT_FACTS(TF_ProfilerRegistrationParams),
    [HOST_SZ_PROFILER] = STRUCT_FACTS(TP_Profiler),
    [HOST_SZ_PROFILER_FNS] = STRUCT_FACTS(TP_ProfilerFns),
};
#undef STRUCT_FACTS

static int slot_of(enum host_struct_slot kind) {
  for (int i = 0; i < HOST_PS_COUNT; i++)
    if (strcmp(host_profile_struct_names[i], facts[kind].name) == 0) return i;
  return -1;
}

/* The newest seabi version: the last version row (rows are oldest first). */
static size_t default_index(void) {
  size_t best = 0;
  for (size_t i = 0; i < HOST_PROFILE_COUNT; i++)
    if (strcmp(host_profile_table[i].kind, "version") == 0) best = i;
  return best;
}

static size_t active = (size_t)-1;

static const host_profile_data *cur(void) {
  if (active >= HOST_PROFILE_COUNT) host_profile_select(NULL);
  return &host_profile_table[active];
}

/* The profiles `seabi cores` lists and --all-cores runs: all of them, or
 * with SEABI_CORE_SET=distinct (make test's cheaper pass) only the first of
 * each set whose every fact the host reads is the same (same_as: a
 * TensorFlow release that changed no layout, rule or loader). --core NAME
 * selects any profile either way. */
static size_t listed[HOST_PROFILE_COUNT], nlisted = (size_t)-1;

static void list_profiles(void) {
  if (nlisted != (size_t)-1) return;
  const char *set = getenv("SEABI_CORE_SET");
  int distinct = set != NULL && strcmp(set, "distinct") == 0;
  nlisted = 0;
  for (size_t i = 0; i < HOST_PROFILE_COUNT; i++)
    if (!distinct || host_profile_table[i].same_as[0] == '\0') listed[nlisted++] = i;
}

size_t host_profile_count(void) {
  list_profiles();
  return nlisted;
}

const char *host_profile_name(size_t i) {
  list_profiles();
  return i < nlisted ? host_profile_table[listed[i]].name : NULL;
}

const char *host_profile_summary(size_t i) {
  list_profiles();
  return i < nlisted ? host_profile_table[listed[i]].summary : NULL;
}

const char *host_profile_same_as(void) { return cur()->same_as; }

const char *host_profile_default_name(void) { return host_profile_table[default_index()].name; }

/* tf_status.c's: what TF_Version() returns in this process. */
extern const char *tf_version_string;

int host_profile_select(const char *name) {
  if (name == NULL) {
    active = default_index();
    tf_version_string = host_profile_table[active].tensorflow_version;
    return 0;
  }
  for (size_t i = 0; i < HOST_PROFILE_COUNT; i++)
    if (strcmp(host_profile_table[i].name, name) == 0) {
      active = i;
      /* A plugin asks TF_Version() to tell releases apart: the core's. */
      tf_version_string = host_profile_table[i].tensorflow_version;
      return 0;
    }
  return -1;
}

const char *host_profile_active_name(void) { return cur()->name; }

void host_profile_version(int32_t *major, int32_t *minor, int32_t *patch) {
  *major = cur()->major;
  *minor = cur()->minor;
  *patch = cur()->patch;
}

/* Where a module struct's facts are in the generated table: its API and
 * its index in that API's struct order. */
static const struct {
  enum host_api api;
  int index;
} module_slot[HOST_SZ_COUNT] = {
    [HOST_SZ_OPTIMIZER_PARAMS] = {HOST_API_GRAPH_API, HOST_GRAPH_API_TP_OptimizerRegistrationParams},
    [HOST_SZ_OPTIMIZER] = {HOST_API_GRAPH_API, HOST_GRAPH_API_TP_Optimizer},
    [HOST_SZ_OPTIMIZER_CONFIGS] = {HOST_API_GRAPH_API, HOST_GRAPH_API_TP_OptimizerConfigs},
    [HOST_SZ_PROFILER_PARAMS] = {HOST_API_PROFILER_API, HOST_PROFILER_API_TF_ProfilerRegistrationParams},
    [HOST_SZ_PROFILER] = {HOST_API_PROFILER_API, HOST_PROFILER_API_TP_Profiler},
    [HOST_SZ_PROFILER_FNS] = {HOST_API_PROFILER_API, HOST_PROFILER_API_TP_ProfilerFns},
};

static int is_module_slot(enum host_struct_slot kind) { return kind >= HOST_SZ_FIRST_GRAPH && kind < HOST_SZ_COUNT; }

static size_t size_in(size_t profile, enum host_struct_slot kind) {
  if (is_module_slot(kind)) {
    const host_module_profile *m = &host_profile_table[profile].modules[module_slot[kind].api];
    return m->present && m->sizes ? m->sizes[module_slot[kind].index] : 0;
  }
  int s = slot_of(kind);
  return s < 0 ? 0 : host_profile_table[profile].sizes[s];
}

static enum host_api api_of(enum host_module m) {
  return m == HOST_MOD_GRAPH ? HOST_API_GRAPH_API : m == HOST_MOD_PROFILER ? HOST_API_PROFILER_API : HOST_API_SE_API;
}

size_t host_profile_size(enum host_struct_slot kind) {
  (void)cur();
  return size_in(active, kind);
}

int host_profile_has_module(enum host_module m) {
  /* Every core calls TF_InitKernel (TensorFlow from 2.5 on, after
   * SE_InitPlugin); the kernel API has no version of its own. The loader
   * rules per release (what a missing TF_InitKernel does) are data of
   * their own. */
  if (m == HOST_MOD_KERNEL) return 1;
  if (m != HOST_MOD_SE && m != HOST_MOD_GRAPH && m != HOST_MOD_PROFILER) return 0; /* looked up, never driven */
  return cur()->modules[api_of(m)].present;
}

int host_profile_optimize_takes_item(void) {
  const host_module_profile *g = &cur()->modules[HOST_API_GRAPH_API];
  const char *variant = g->present && g->signatures ? g->signatures[HOST_GRAPH_API_SIG_TP_Optimizer_optimize_func] : NULL;
  return variant != NULL && strcmp(variant, "with_item") == 0;
}

int host_profile_graph_layout(void) { return cur()->modules[HOST_API_GRAPH_API].layout_id; }

const char *host_profile_module_layout(enum host_module m) {
  const host_module_profile *p = &cur()->modules[api_of(m)];
  return p->present && p->layout ? p->layout : "";
}

const char *host_profile_tensorflow_version(void) { return cur()->tensorflow_version; }

void host_profile_module_version(enum host_module m, int32_t *major, int32_t *minor, int32_t *patch) {
  const host_module_profile *p = &cur()->modules[api_of(m)];
  *major = p->major;
  *minor = p->minor;
  *patch = p->patch;
}

enum host_module host_slot_module(enum host_struct_slot kind) {
  if (kind >= HOST_SZ_FIRST_PROFILER && kind < HOST_SZ_COUNT) return HOST_MOD_PROFILER;
  if (kind >= HOST_SZ_FIRST_GRAPH && kind < HOST_SZ_FIRST_PROFILER) return HOST_MOD_GRAPH;
  return HOST_MOD_SE;
}

static size_t round_up(size_t n, size_t align) { return (n + align - 1) / align * align; }

size_t host_object_size_of(enum host_struct_slot kind, size_t struct_size) {
  return round_up(struct_size, facts[kind].align);
}

size_t host_profile_object_size(enum host_struct_slot kind) {
  return host_object_size_of(kind, host_profile_size(kind));
}

size_t host_profile_host_sizeof(enum host_struct_slot kind) { return facts[kind].host_sizeof; }

int host_profile_calls_create_timer_fns(void) { return cur()->calls_create_timer_fns; }

/* seabi cores read a plugin's struct through its struct_size (the guarded
 * getters); TensorFlow's read their own layout whatever the plugin wrote
 * there, checking only that struct_size is not 0. A lineage fact. */
const char *host_profile_lineage(void) { return cur()->lineage; }

int host_profile_is_newer(void) { return strcmp(cur()->kind, "newer") == 0; }

int host_profile_is_development(void) {
  return SE_VERSION_DEVELOPMENT && strcmp(cur()->kind, "version") == 0 &&
         strcmp(cur()->name, host_profile_default_name()) == 0;
}

void host_read_as_core(enum host_struct_slot kind, void *copy) {
  SE_Lineage lineage = strcmp(cur()->lineage, "tensorflow") == 0 ? SE_LINEAGE_TENSORFLOW : SE_LINEAGE_SEABI;
  facts[kind].settle(copy, lineage);
}

const char *host_profile_oldest_release(void) {
  for (size_t i = 0; i < HOST_PROFILE_COUNT; i++) {
    const host_profile_data *p = &host_profile_table[i];
    if (strcmp(p->lineage, cur()->lineage) == 0 &&
        (strcmp(p->kind, "version") == 0 || strcmp(p->kind, "edition") == 0))
      return p->name;
  }
  return cur()->name;
}

/* The struct_size a plugin built with this header leaves in a struct of
 * `core` bytes after S_settle_in(s, lineage) (0: it refuses). */
/* A zeroed struct of `kind` as large as the core's object and this header's
 * struct, declaring struct_size `core` (NULL when out of memory). */
static unsigned char *sized_copy(enum host_struct_slot kind, size_t core) {
  size_t cap = host_profile_object_size(kind) > facts[kind].host_sizeof ? host_profile_object_size(kind)
                                                                         : facts[kind].host_sizeof;
  unsigned char *copy = calloc(1, cap);
  if (copy != NULL) memcpy(copy, &core, sizeof core);
  return copy;
}

static size_t settled_in(enum host_struct_slot kind, size_t core, SE_Lineage lineage) {
  unsigned char *copy = sized_copy(kind, core);
  if (copy == NULL) return 0;
  size_t to = facts[kind].settle(copy, lineage);
  free(copy);
  return to;
}

size_t host_profile_settled_without_lineage(enum host_struct_slot kind) {
  return settled_in(kind, host_profile_size(kind), SE_LINEAGE_ANY);
}

int host_profile_is_settled_size(enum host_struct_slot kind, size_t size) {
  size_t core = host_profile_size(kind);
  if (size == 0 || core == 0 || size > core) return 0;
  if (size == core) return 1;
  /* What a plugin built with this header settles the core's struct to:
   * in the core's lineage, or without it (SE_LINEAGE_ANY, what the
   * lineage_of_core functions answer where nothing the core gave tells it).
   * The second is the prefix every layout of either lineage places alike,
   * so each member in it is read where the plugin wrote it. */
  int tensorflow = strcmp(cur()->lineage, "tensorflow") == 0;
  if (size == settled_in(kind, core, tensorflow ? SE_LINEAGE_TENSORFLOW : SE_LINEAGE_SEABI) ||
      size == settled_in(kind, core, SE_LINEAGE_ANY))
    return 1;
  /* seabi versions only append: an older seabi header settles to its own
   * version's size, a prefix of every newer layout. TensorFlow's releases
   * moved members, so a TensorFlow layout's size says nothing of where the
   * core has them. */
  if (tensorflow) return 0;
  /* A module's structs (graph, profiler): a seabi core reads them through
   * the accessors, which place every member by struct_size for each layout
   * the header knows, seabi's and TensorFlow's (the schema keeps those
   * sizes apart where placements differ: 0.3.0's TP_OptimizerConfigs ends
   * in `reserved` so as not to be 2.10's 92). Any such size is read where
   * the plugin wrote it. */
  if (is_module_slot(kind)) {
    for (size_t i = 0; i < HOST_PROFILE_COUNT; i++)
      if ((strcmp(host_profile_table[i].kind, "version") == 0 || strcmp(host_profile_table[i].kind, "edition") == 0) &&
          size_in(i, kind) == size)
        return 1;
    return 0;
  }
  int s = slot_of(kind);
  for (size_t i = 0; s >= 0 && i < HOST_PROFILE_COUNT; i++)
    if (strcmp(host_profile_table[i].kind, "version") == 0 && host_profile_table[i].sizes[s] == size) return 1;
  return 0;
}

int host_profile_needs_lineage(enum host_struct_slot kind) {
  size_t core = host_profile_size(kind);
  if (core == 0) return 0;
  unsigned char *copy = sized_copy(kind, core);
  if (copy == NULL) return 0;
  int needs = facts[kind].problem(copy, SE_LINEAGE_ANY) == SE_SETTLE_NEEDS_LINEAGE;
  free(copy);
  return needs;
}

int host_profile_reads_own_layout(void) { return strcmp(cur()->lineage, "seabi") != 0; }

int host_profile_validates(const char *struct_name, const char *member) {
  char want[160];
  host_format(want, sizeof want, "%s.%s", struct_name, member);
  for (const char *const *s = cur()->not_validated; *s; s++)
    if (strcmp(*s, want) == 0) return 0;
  /* The other modules' structs: their own lists (struct names are unique
   * across the APIs). */
  for (int api = 0; api < HOST_API_COUNT; api++) {
    const char *const *skips = cur()->modules[api].not_validated;
    for (; cur()->modules[api].present && skips && *skips; skips++)
      if (strcmp(*skips, want) == 0) return 0;
  }
  return 1;
}

const char *host_profile_extra_missing(const char *struct_name, const void *s) {
  size_t n = strlen(struct_name);
  for (int api = 0; api < HOST_API_COUNT; api++) {
    const char *const *extra = cur()->modules[api].validated_extra;
    for (; cur()->modules[api].present && extra && *extra; extra++) {
      if (strncmp(*extra, struct_name, n) != 0 || (*extra)[n] != '.') continue;
      for (const host_member_probe *p = host_member_probes; p->member; p++)
        if (strcmp(p->member, *extra) == 0 && p->is_set(s) != 1) return *extra + n + 1;
    }
  }
  return NULL;
}

const char *host_profile_loader_name(void) { return cur()->loader->name; }
const char *host_profile_loader_confidence(void) { return cur()->loader->confidence; }
const char *host_profile_loader_rules_confidence(void) { return cur()->loader->rules_confidence; }
const char *host_profile_loader_doc(void) { return cur()->loader->doc; }
const char *host_profile_loader_note(void) { return cur()->loader->note; }

size_t host_profile_loader_steps(void) {
  size_t n = 0;
  while (cur()->loader->steps[n].entry != NULL) n++;
  return n;
}

host_loader_view host_profile_loader_step(size_t i) {
  host_loader_view v = {NULL, 0, "", 0};
  if (i >= host_profile_loader_steps()) return v;
  const host_loader_step *st = &cur()->loader->steps[i];
  v.entry = st->entry;
  v.mandatory = st->mandatory;
  v.unless = st->unless;
  v.failure_logged = st->failure_logged;
  return v;
}

const char *host_profile_layouts_of(enum host_struct_slot kind, size_t size, char *buf, size_t n) {
  buf[0] = '\0';
  if (size == 0) return buf;
  for (size_t i = 0; i < HOST_PROFILE_COUNT; i++) {
    if (size_in(i, kind) != size) continue;
    size_t used = strlen(buf);
    host_format(buf + used, n - used, "%s%s", used ? ", " : "", host_profile_table[i].name);
  }
  return buf;
}

const char *host_profile_layout_name(enum host_struct_slot kind, size_t size) {
  const char *first = NULL;
  if (size == 0) return NULL;
  for (size_t i = 0; i < HOST_PROFILE_COUNT; i++) {
    if (size_in(i, kind) != size) continue;
    if (strcmp(host_profile_table[i].lineage, cur()->lineage) == 0) return host_profile_table[i].name;
    if (first == NULL) first = host_profile_table[i].name;
  }
  return first;
}

unsigned host_profile_mask(enum host_struct_slot kind, size_t size) {
  unsigned mask = 0;
  if (size == 0) return 0;
  for (size_t i = 0; i < HOST_PROFILE_COUNT && i < 32; i++)
    if (size_in(i, kind) == size) mask |= 1u << i;
  return mask;
}

/* Runs of neighbouring profiles of one lineage read "first..last". */
const char *host_profile_mask_str(unsigned mask, char *buf, size_t n) {
  buf[0] = '\0';
  for (size_t i = 0; i < HOST_PROFILE_COUNT && i < 32; i++) {
    if (!(mask & (1u << i))) continue;
    size_t j = i;
    while (j + 1 < HOST_PROFILE_COUNT && j + 1 < 32 && (mask & (1u << (j + 1))) &&
           strcmp(host_profile_table[j + 1].lineage, host_profile_table[i].lineage) == 0)
      j++;
    size_t used = strlen(buf);
    if (j == i)
      host_format(buf + used, n - used, "%s%s", used ? ", " : "", host_profile_table[i].name);
    else
      host_format(buf + used, n - used, "%s%s..%s", used ? ", " : "", host_profile_table[i].name,
                  host_profile_table[j].name);
    i = j;
  }
  if (buf[0] == '\0') host_format(buf, n, "unknown");
  return buf;
}

const char *host_profile_struct_name(enum host_struct_slot kind) {
  return (unsigned)kind < HOST_SZ_COUNT ? facts[kind].name : "?";
}

const char *host_slot_filled_by(enum host_struct_slot kind) {
  if ((unsigned)kind < HOST_SZ_COUNT && is_module_slot(kind))
    return module_slot[kind].api == HOST_API_GRAPH_API ? host_graph_api_struct_filled_by[module_slot[kind].index]
                                                      : host_profiler_api_struct_filled_by[module_slot[kind].index];
  int s = (unsigned)kind < HOST_SZ_COUNT ? slot_of(kind) : -1;
  return s < 0 ? "core" : host_profile_struct_filled_by[s];
}

int host_slot_plugin_fills(enum host_struct_slot kind) { return strcmp(host_slot_filled_by(kind), "plugin") == 0; }

/* ---- the functions a core exports to a plugin ---------------------------- */

static const host_tf_export *exports_of(size_t profile) {
  return host_profile_table[profile].exports;
}

int host_profile_export(const char *name, unsigned *libraries, const char **signature, const char **confidence) {
  (void)cur();
  const host_tf_export *e = exports_of(active);
  for (; e != NULL && e->name != NULL; e++) {
    if (strcmp(e->name, name) != 0) continue;
    if (libraries) *libraries = e->libraries;
    if (signature) *signature = e->signature ? e->signature : "";
    if (confidence) *confidence = e->confidence ? e->confidence : "";
    return 1;
  }
  return 0;
}

const char *host_profile_export_at(size_t i, unsigned *libraries) {
  (void)cur();
  const host_tf_export *e = exports_of(active);
  for (size_t k = 0; e != NULL && e[k].name != NULL; k++)
    if (k == i) {
      if (libraries) *libraries = e[k].libraries;
      return e[k].name;
    }
  return NULL;
}

int host_tf_library_count(void) { return HOST_TF_LIB_COUNT; }

const char *host_tf_library_soname(int lib) {
  return lib >= 0 && lib < HOST_TF_LIB_COUNT ? host_tf_library_sonames[lib] : NULL;
}

void host_profile_ident(const char *name, char *out, size_t n) {
  size_t k = 0;
  for (; name[k] != '\0' && k + 1 < n; k++) {
    char ch = name[k];
    int alnum = (ch >= 'a' && ch <= 'z') || (ch >= 'A' && ch <= 'Z') || (ch >= '0' && ch <= '9');
    out[k] = alnum ? ch : '_';
  }
  if (n) out[k] = '\0';
}
