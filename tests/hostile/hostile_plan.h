/* One seed, one misbehaviour: what the hostile plugin does wrong, drawn from
 * SEABI_HOSTILE_SEED. Shared by the plugin (which does it) and the runner
 * (which decides what the host must say about it), so both read one table.
 *
 * Classes (issue 16 item 5): struct sizes at and between layout
 * boundaries, absent (via struct_size) and NULL callbacks, bad statuses and
 * out-pointers, crash/abort/hang/exit in any callback the host calls and in
 * teardown, absurd device counts; and (issue 23) the same in the graph
 * optimizer's and the profiler's callbacks, plus what those hand back:
 * wild and huge output buffers, bytes that are no GraphDef or XSpace, sizes
 * that lie, device types that cannot be read. */
#ifndef HOSTILE_PLAN_H_
#define HOSTILE_PLAN_H_

#include <limits.h>
#include <stdint.h>

enum hostile_class {
  HOSTILE_SIZE_PLATFORM_FNS, /* SP_PlatformFns.struct_size := value */
  HOSTILE_SIZE_EXECUTOR,     /* SP_StreamExecutor.struct_size := value */
  HOSTILE_NULL_MEMBER,       /* a callback left NULL (target) */
  HOSTILE_FAULT,             /* `fault` inside the target callback */
  HOSTILE_DEVICE_COUNT,      /* get_device_count reports value */
  HOSTILE_BAD_STATUS,        /* target sets status code value */
  HOSTILE_BAD_OUT,           /* target returns OK with a NULL out-pointer */
  HOSTILE_MODULE_OUT,        /* a graph or profiler callback hands back `value` (enum hostile_module_out) */
  HOSTILE_CLASS_COUNT
};

/* What a module callback hands back (HOSTILE_MODULE_OUT). */
enum hostile_module_out {
  MOUT_WILD_OUTPUT,      /* optimize_func: out->data a wild pointer, no deallocator */
  MOUT_HUGE_OUTPUT,      /* optimize_func: out->length 1 TiB over a 64-byte buffer */
  MOUT_GARBAGE_OUTPUT,   /* optimize_func: 64 bytes of 0xFF, no GraphDef */
  MOUT_EMPTY_OUTPUT,     /* optimize_func: OK, out left empty */
  MOUT_ERROR_NO_MESSAGE, /* optimize_func: INTERNAL with an empty message */
  MOUT_HUGE_SIZE,        /* collect_data_xspace: 1 TiB reported */
  MOUT_SIZE_UNSET,       /* collect_data_xspace: size never written */
  MOUT_WRITES_PAST,      /* collect_data_xspace: 64 bytes more than reported */
  MOUT_GARBAGE_XSPACE,   /* collect_data_xspace: 0xFF bytes */
  MOUT_GRAPH_WILD_TYPE,  /* TF_InitGraph: device_type a wild pointer */
  MOUT_PROFILER_WILD_TYPE, /* TF_InitProfiler: device_type a wild pointer */
  MOUT_CONFIGS_SIZE,     /* TF_InitGraph: TP_OptimizerConfigs.struct_size 4096 */
  MOUT_OPTIMIZER_SIZE_0, /* TF_InitGraph: TP_Optimizer.struct_size 0 */
  MOUT_COUNT
};

enum hostile_fault { FAULT_SEGV, FAULT_ABORT, FAULT_HANG, FAULT_EXIT0, FAULT_EXIT3, FAULT_COUNT };

/* Callbacks the host calls: X(name, kind, case the runner runs, NULL must fail).
 * kind P: platform level (the plugin wraps it); E: a stream executor member
 * (the plugin swaps it through the setter, so it lands in the core's layout);
 * G, Q: the graph optimizer's and the profiler's (the plugin wraps them). */
#define HOSTILE_TARGETS(X)                                  \
  X(SE_InitPlugin, P, "R0", 0)                            \
  X(get_device_count, P, "D01", 1)                        \
  X(create_device, P, "D02", 1)                           \
  X(destroy_device, P, "D02", 1)                          \
  X(create_device_fns, P, "R11", 0)                       \
  X(create_stream_executor, P, "R11", 1)                  \
  X(destroy_stream_executor, P, "X02", 1)                 \
  X(destroy_platform, P, "X02", 1)                        \
  X(destroy_platform_fns, P, "X02", 1)                    \
  X(library_destructor, P, "X02", 0)                      \
  X(allocate, E, "M01", 1)                                \
  X(deallocate, E, "M01", 1)                              \
  X(host_memory_allocate, E, "M05", 1)                    \
  X(get_allocator_stats, E, "M06", 1)                     \
  X(device_memory_usage, E, "M07", 1)                     \
  X(create_stream, E, "S01", 1)                           \
  X(destroy_stream, E, "S01", 1)                          \
  X(create_stream_dependency, E, "S04", 1)                \
  X(get_stream_status, E, "S07", 1)                       \
  X(create_event, E, "E01", 1)                            \
  X(get_event_status, E, "E02", 1)                        \
  X(record_event, E, "E03", 1)                            \
  X(memcpy_htod, E, "C03", 1)                             \
  X(sync_memcpy_htod, E, "C01", 1)                        \
  X(synchronize_all_activity, E, "S06", 1)                \
  X(block_host_until_done, E, "S05", 0)                   \
  X(host_callback, E, "H01", 1)                           \
  X(mem_zero, E, "C09", 1)                                \
  X(memset, E, "C10", 1)                                  \
  X(memset32, E, "C11", 1)                                \
  X(TF_InitGraph, G, "G0", 0)                             \
  X(create_func, G, "G06", 0)                             \
  X(optimize_func, G, "G06", 1)                           \
  X(destroy_func, G, "G06", 0)                            \
  X(TF_InitProfiler, Q, "P0", 0)                          \
  X(start, Q, "P04", 1)                                   \
  X(stop, Q, "P04", 1)                                    \
  X(collect_data_xspace, Q, "P04", 1)                     \
  X(destroy_profiler, Q, "P03", 1)

#define HOSTILE_ENUM(name, kind, case_id, required) HOSTILE_T_##name,
enum hostile_target { HOSTILE_TARGETS(HOSTILE_ENUM) HOSTILE_TARGET_COUNT };
#undef HOSTILE_ENUM

typedef struct hostile_target_info {
  const char *name;
  const char *kind; /* "P", "E", "G" or "Q" */
  const char *case_id;
  int null_must_fail;
} hostile_target_info;

static const hostile_target_info hostile_targets[] = {
#define HOSTILE_INFO(name, kind, case_id, required) {#name, #kind, case_id, required},
    HOSTILE_TARGETS(HOSTILE_INFO)
#undef HOSTILE_INFO
};

/* Sizes at and between the known layouts' boundaries (LP64: SP_PlatformFns
 * 96 (0.0.1), 120 (0.1.0+), 88 (TensorFlow); SP_StreamExecutor 264, 288,
 * 304), plus far below and past them. */
static const long hostile_fns_sizes[] = {8, 16, 39, 40, 64, 83, 87, 88, 89, 95, 96, 97, 112, 119, 120, 121, 128, 4096};
static const long hostile_se_sizes[] = {8, 39, 100, 255, 256, 263, 264, 265, 272, 280, 287, 288, 289, 296, 303, 304, 305, 312, 4096};
static const long hostile_counts[] = {INT_MAX, -1, INT_MIN, 0, 3, 65, 1000, 1 << 30};
/* Garbage codes, an error without a message, an out-of-range enum. */
static const long hostile_codes[] = {13 /* TF_INTERNAL */, 77, -5, 2 /* TF_UNKNOWN */};

typedef struct hostile_plan {
  unsigned long seed;
  enum hostile_class cls;
  enum hostile_target target;
  enum hostile_fault fault;
  long value;
} hostile_plan;

/* splitmix64: a seed's plan is the same on every machine and build. */
static inline uint64_t hostile_next(uint64_t *state) {
  uint64_t z = (*state += 0x9E3779B97F4A7C15u);
  z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9u;
  z = (z ^ (z >> 27)) * 0x94D049BB133111EBu;
  return z ^ (z >> 31);
}

#define HOSTILE_PICK(state, array) (array)[hostile_next(state) % (sizeof(array) / sizeof((array)[0]))]

static inline hostile_plan hostile_draw(unsigned long seed) {
  uint64_t st = seed;
  hostile_plan p;
  p.seed = seed;
  p.cls = (enum hostile_class)(hostile_next(&st) % HOSTILE_CLASS_COUNT);
  p.target = (enum hostile_target)(hostile_next(&st) % HOSTILE_TARGET_COUNT);
  p.fault = (enum hostile_fault)(hostile_next(&st) % FAULT_COUNT);
  p.value = 0;
  switch (p.cls) {
    case HOSTILE_SIZE_PLATFORM_FNS: p.value = HOSTILE_PICK(&st, hostile_fns_sizes); break;
    case HOSTILE_SIZE_EXECUTOR: p.value = HOSTILE_PICK(&st, hostile_se_sizes); break;
    case HOSTILE_DEVICE_COUNT: p.value = HOSTILE_PICK(&st, hostile_counts); break;
    case HOSTILE_BAD_STATUS:
      p.value = HOSTILE_PICK(&st, hostile_codes);
      /* Statuses come from the calls that take one at registration. */
      p.target = hostile_next(&st) % 2 ? HOSTILE_T_SE_InitPlugin : HOSTILE_T_create_stream_executor;
      break;
    case HOSTILE_BAD_OUT: {
      static const enum hostile_target outs[] = {HOSTILE_T_create_stream, HOSTILE_T_create_event, HOSTILE_T_allocate};
      p.target = HOSTILE_PICK(&st, outs);
      break;
    }
    case HOSTILE_NULL_MEMBER:
      /* The entry points and the destructor are no members. */
      if (p.target == HOSTILE_T_SE_InitPlugin || p.target == HOSTILE_T_library_destructor ||
          p.target == HOSTILE_T_TF_InitGraph || p.target == HOSTILE_T_TF_InitProfiler)
        p.target = HOSTILE_T_create_stream_executor;
      break;
    case HOSTILE_MODULE_OUT:
      p.value = (long)(hostile_next(&st) % MOUT_COUNT);
      p.target = p.value <= MOUT_ERROR_NO_MESSAGE ? HOSTILE_T_optimize_func
                 : p.value <= MOUT_GARBAGE_XSPACE ? HOSTILE_T_collect_data_xspace
                 : p.value == MOUT_PROFILER_WILD_TYPE ? HOSTILE_T_TF_InitProfiler
                                                      : HOSTILE_T_TF_InitGraph;
      break;
    default: break;
  }
  return p;
}

static inline const char *hostile_class_name(enum hostile_class c) {
  static const char *const names[] = {"size-platform-fns", "size-executor", "null-member", "fault",
                                      "device-count", "bad-status", "bad-out-pointer", "module-out"};
  return c < HOSTILE_CLASS_COUNT ? names[c] : "?";
}

static inline const char *hostile_fault_name(enum hostile_fault f) {
  static const char *const names[] = {"segv", "abort", "hang", "exit(0)", "exit(3)"};
  return f < FAULT_COUNT ? names[f] : "?";
}

#endif /* HOSTILE_PLAN_H_ */
