/*
 * se_api.h: StreamExecutor C API, version 0.3.0 (in development).
 *
 * GENERATED FILE - DO NOT EDIT.
 * Generated from schema/se_api.yaml by seabigen 1.0.0.
 * Regenerate with: make gen
 */
#ifndef SE_API_H_
#define SE_API_H_
#if defined(SE_API_TENSORFLOW_H_)
#error "se_api.h and se_api_tensorflow.h declare the same structs differently: include one"
#endif

/*
 * HOW TO USE THIS HEADER
 *
 * This is the whole library: the structs a core (TensorFlow, or the seabi
 * host) and a device plugin exchange, as StreamExecutor C API 0.3.0, with
 * size macros, struct_size-guarded accessors, validators and layout pins
 * (the last two opt-in, see below).
 * Include it; there is nothing to link. Each member's type, offset, version
 * and meaning is in docs/api.md; what each version changed, in CHANGELOG.md.
 *
 * Every struct begins with `size_t struct_size`: the unpadded size of the
 * struct as the side that allocated it knew it, and all the other side sees
 * of its layout. seabi's versions only append members, but TensorFlow's
 * releases moved some without changing the version they report, so one
 * member can sit at different offsets in different cores. The accessors
 * generated for every struct S and member f find it wherever the handshake
 * rule places it for that struct_size (docs/handshake.md), and never touch a
 * slot another layout gives another member. Never use `->` on a struct the
 * other side allocated:
 *
 *   S_has_f(s)     1 when the rule places f inside the other side's struct.
 *   S_get_f(s)     the value, or the schema default (0/NULL) when absent.
 *   S_set_f(s, v)  writes v only where the rule places f; returns 1 when it
 *                  wrote. A newer plugin filling a struct that an older core
 *                  allocated can therefore never write past it.
 *   S_settle_in(s, lineage)  call once on every struct you receive to fill,
 *                  before filling it: sets struct_size to what this build
 *                  fills in the other side's layout (never larger), or
 *                  returns 0 (untouched) when no layout fits or what this
 *                  build must fill cannot all be placed;
 *                  S_settle_problem(s, lineage) says which.
 *   SE_lineage_of_core(params)  the lineage to pass: seabi's or
 *                  TensorFlow's, from the version and struct sizes the core gave.
 *   S_validate(s, ..., msg, n)  (with SE_API_VALIDATORS) TF_OK, or TF_FAILED_PRECONDITION with
 *                  TensorFlow's wording in msg (for the side that receives s).
 *
 * Most accessors are function-like macros (the getters and setters of
 * deprecated members and of members with a non-zero default are inline
 * functions, and their S_has_f names the inline function that finds the
 * member, so a deprecated one warns at the call; those of a deprecated
 * struct warn like its name does):
 * each argument is evaluated exactly once, the struct pointer is
 * type-checked as a function parameter would be, but an accessor's address
 * cannot be taken. S_settle and S_settle_in are macros too, and so is SE_lineage_of_core.
 *
 * Allocate a struct you hand over at your own <NAME>_STRUCT_SIZE, zeroed,
 * with struct_size set to it. <NAME>_STRUCT_SIZE_V<x_y_z> gives the size
 * each struct had at each release. With a struct_size known at compile time
 * the guards fold away: the accessors cost nothing over `->`.
 *
 * EXAMPLE
 *
 *   void SE_InitPlugin(SE_PlatformRegistrationParams* params, TF_Status* status) {
 *     SE_Lineage core = SE_lineage_of_core(params);
 *     SP_Platform* platform = SE_PlatformRegistrationParams_get_platform(params);
 *     if (SP_Platform_settle_in(platform, core) == 0) {
 *       TF_SetStatus(status, TF_FAILED_PRECONDITION,
 *                    SE_settle_problem_text(SP_Platform_settle_problem(platform, core)));
 *       return;
 *     }
 *     SP_Platform_set_name(platform, "MY_DEVICE");
 *     SP_Platform_set_type(platform, "MYDEV");
 *     SP_Platform_set_use_bfc_allocator(platform, 1);  (skipped by an older core)
 *     ...the same for platform_fns and the destroy callbacks; then TF_SetStatus.
 *   }
 *
 * VERSION RULES (SE_MAJOR.SE_MINOR.SE_PATCH, semantic versioning)
 *   MAJOR  anything incompatible; a plugin refuses a core of another major.
 *   MINOR  members, structs, enumerators appended; members deprecated.
 *   PATCH  documentation and fixes only; no layout change.
 * A member is never removed, reordered, retyped or renamed within a major
 * version (a rename is a new member plus a deprecated old one). Deprecated
 * members keep their slot and, unless marked retired, are still filled for
 * older peers. Deprecation warnings can be switched off by defining
 * SE_NO_DEPRECATION_WARNINGS before including this header.
 *
 * OPT-IN SECTIONS (define before including; they only add code):
 *   SE_API_VALIDATORS   the S_validate functions.
 *   SE_API_LAYOUT_PINS  static asserts pinning every offset and size on
 *                     64-bit targets and on i386, so a compiler that disagrees
 *                     with the schema stops the build. Define it in at least
 *                     one translation unit of every build.
 * Both are off by default because they are most of what including this
 * header would otherwise cost a translation unit that needs neither; they
 * live in se_api_checks.h, which must sit beside this file (install both).
 *
 * Works as C99 or later and C++11 or later (tests/compile holds the matrix).
 */

#include <stddef.h>
#include <stdint.h>

#define SE_MAJOR 0
#define SE_MINOR 3
#define SE_PATCH 0
/* SE_VERSION_DEVELOPMENT is 1 while this header's version is in development:
 * its layouts may still grow under the same version, so two snapshots of it
 * need not agree (the version string then ends in "-dev"). */
#define SE_VERSION_STRING "0.3.0-dev"
#define SE_VERSION_DEVELOPMENT 1

/* Deprecation attributes of this API's names; define SE_NO_DEPRECATION_WARNINGS to
 * silence them. */
#if defined(SE_NO_DEPRECATION_WARNINGS)
#define SE_DEPRECATED(msg)
#define SE_DEPRECATED_ENUMERATOR(msg)
#elif defined(__cplusplus) && __cplusplus >= 201402L
#define SE_DEPRECATED(msg) [[deprecated(msg)]]
#if __cplusplus >= 201703L
#define SE_DEPRECATED_ENUMERATOR(msg) [[deprecated(msg)]]
#else
#define SE_DEPRECATED_ENUMERATOR(msg)
#endif
#elif defined(__GNUC__) || defined(__clang__)
#define SE_DEPRECATED(msg) __attribute__((deprecated(msg)))
#define SE_DEPRECATED_ENUMERATOR(msg) __attribute__((deprecated(msg)))
#else
#define SE_DEPRECATED(msg)
#define SE_DEPRECATED_ENUMERATOR(msg)
#endif

/* Around a deliberate use of a deprecated name: a producer that keeps filling
 * a deprecated member for older peers. Between SE_DEPRECATED_USE_BEGIN and
 * SE_DEPRECATED_USE_END the deprecation warning is silenced, and nowhere else. */
#if defined(__GNUC__) || defined(__clang__)
#define SE_DEPRECATED_USE_BEGIN \
  _Pragma("GCC diagnostic push") _Pragma("GCC diagnostic ignored \"-Wdeprecated-declarations\"")
#define SE_DEPRECATED_USE_END _Pragma("GCC diagnostic pop")
#elif defined(_MSC_VER)
#define SE_DEPRECATED_USE_BEGIN __pragma(warning(push)) __pragma(warning(disable : 4996))
#define SE_DEPRECATED_USE_END __pragma(warning(pop))
#else
#define SE_DEPRECATED_USE_BEGIN
#define SE_DEPRECATED_USE_END
#endif

/* ---- Shared with every seabi header ------------------------------------------
 * Macros the headers of every API seabi covers define alike: the first one
 * a translation unit includes defines them. A header of another generation
 * whose shared definitions differ stops the build rather than mix them. */
#ifndef SE_PRIVATE_SHARED_MACROS
#define SE_PRIVATE_SHARED_MACROS 3

/* TF_Bool is the C API's boolean (TF_BOOL is the tensor data type). */
#ifndef TF_Bool
#define TF_Bool unsigned char
#endif

/* Unpadded size of TYPE up to the end of MEMBER: what struct_size holds.
 * The header's size macros, layout pins and accessors use its own spelling:
 * TensorFlow's c_api_macros.h, when it comes first, defines TF_OFFSET_OF_END
 * with `(TYPE *)0`, which trips clang's -Wold-style-cast and
 * -Wzero-as-null-pointer-constant in every C++ user. TF_OFFSET_OF_END itself
 * is provided (same value) for code that names it, unless TensorFlow's won. */
#if defined(__cplusplus) && __cplusplus >= 201103L
#define SE_PRIVATE_OFFSET_OF_END(TYPE, MEMBER) \
  (offsetof(TYPE, MEMBER) + sizeof(static_cast<TYPE *>(nullptr)->MEMBER))
#else
#define SE_PRIVATE_OFFSET_OF_END(TYPE, MEMBER) \
  (offsetof(TYPE, MEMBER) + sizeof(((TYPE *)0)->MEMBER))
#endif
#ifndef TF_OFFSET_OF_END
#define TF_OFFSET_OF_END(TYPE, MEMBER) SE_PRIVATE_OFFSET_OF_END(TYPE, MEMBER)
#endif

/* A layout number the accessors use (a member's offset or end): the literal
 * on the targets whose layouts the pins check (SE_API_LAYOUT_PINS: 64-bit
 * targets, i386), else the expression that computes it. offsetof and
 * sizeof, parsed and folded in every translation unit, used or not, cost a
 * compiler (a C++ one most) many times what a literal does; the pins check
 * every literal against its expression. SE_PRIVATE_END_BY_ABI and
 * SE_PRIVATE_OFF_BY_ABI name the end (SE_PRIVATE_OFFSET_OF_END) and the
 * offset (offsetof) of MEMBER in TYPE by the type and member alone, the
 * shortest text for the many that the accessors name. */
#if UINTPTR_MAX == 0xFFFFFFFFFFFFFFFFu
#define SE_PRIVATE_BY_ABI(on_64_bit, on_i386, computed) on_64_bit
#define SE_PRIVATE_END_BY_ABI(on_64_bit, on_i386, TYPE, MEMBER) on_64_bit
#define SE_PRIVATE_OFF_BY_ABI(on_64_bit, on_i386, TYPE, MEMBER) on_64_bit
#elif defined(__i386__)
#define SE_PRIVATE_BY_ABI(on_64_bit, on_i386, computed) on_i386
#define SE_PRIVATE_END_BY_ABI(on_64_bit, on_i386, TYPE, MEMBER) on_i386
#define SE_PRIVATE_OFF_BY_ABI(on_64_bit, on_i386, TYPE, MEMBER) on_i386
#else
#define SE_PRIVATE_BY_ABI(on_64_bit, on_i386, computed) computed
#define SE_PRIVATE_END_BY_ABI(on_64_bit, on_i386, TYPE, MEMBER) SE_PRIVATE_OFFSET_OF_END(TYPE, MEMBER)
#define SE_PRIVATE_OFF_BY_ABI(on_64_bit, on_i386, TYPE, MEMBER) offsetof(TYPE, MEMBER)
#define SE_PRIVATE_COMPUTED_LAYOUTS 1
#endif

/* An enum constant as size_t. C++ spells the cast static_cast: the C cast
 * would trip -Wold-style-cast wherever a user names a size macro. */
#if defined(__cplusplus)
#define SE_PRIVATE_SIZE(e) static_cast<size_t>(e)
#define SE_PRIVATE_CAST(T, v) static_cast<T>(v)
#else
#define SE_PRIVATE_SIZE(e) ((size_t)(e))
#define SE_PRIVATE_CAST(T, v) ((T)(v))
#endif

#if defined(__cplusplus) && __cplusplus >= 201103L
#define SE_NULL nullptr
#else
#define SE_NULL NULL
#endif

#define SE_INLINE static inline

/* Put before the inline functions only the header itself and its accessors
 * call: not before the public functions, whose address C++ code may take,
 * nor before a helper a plain function calls (compiling that instantiates
 * it anyway), nor before the few small helpers that every accessor calls
 * (a call of a template costs its deduction in every body that names it,
 * more than compiling the helper once).
 * g++ genericizes and folds every plain inline function it reads, called
 * or not, but a function template only where a call instantiates it: in
 * C++ these are templates of one defaulted parameter, which a call such as
 * f(s) uses just as it would the plain function. */
#if defined(__cplusplus)
#define SE_PRIVATE_LAZY template <int = 0>
#else
#define SE_PRIVATE_LAZY
#endif

/* The header itself reads and writes deprecated members (accessors must
 * keep working for older peers); only the user's own uses should warn. */
#if defined(__GNUC__) || defined(__clang__)
#define SE_PRIVATE_BEGIN_DEPRECATED_USE \
  _Pragma("GCC diagnostic push") \
  _Pragma("GCC diagnostic ignored \"-Wdeprecated-declarations\"")
#define SE_PRIVATE_END_DEPRECATED_USE _Pragma("GCC diagnostic pop")
#else
#define SE_PRIVATE_BEGIN_DEPRECATED_USE
#define SE_PRIVATE_END_DEPRECATED_USE
#endif

#if defined(__cplusplus) && __cplusplus >= 201103L
#define SE_ALIGNAS(n) alignas(n)
#define SE_ALIGNOF(T) alignof(T)
#elif defined(__STDC_VERSION__) && __STDC_VERSION__ >= 201112L
#define SE_ALIGNAS(n) _Alignas(n)
#define SE_ALIGNOF(T) _Alignof(T)
#else
#define SE_ALIGNAS(n) __attribute__((aligned(n)))
#endif

#if defined(__cplusplus) && __cplusplus >= 201103L
#define SE_STATIC_ASSERT(cond, msg, tag) static_assert(cond, msg)
#elif defined(__STDC_VERSION__) && __STDC_VERSION__ >= 201112L
#define SE_STATIC_ASSERT(cond, msg, tag) _Static_assert(cond, msg)
#else
#define SE_STATIC_ASSERT(cond, msg, tag) \
  typedef char se_private_assert_##tag[(cond) ? 1 : -1]
#endif

/* The plugin's entry point must be visible even when built with
 * -fvisibility=hidden; define SE_PLUGIN_EXPORT yourself to override. */
#ifndef SE_PLUGIN_EXPORT
#if defined(_WIN32)
#define SE_PLUGIN_EXPORT __declspec(dllexport)
#elif defined(__GNUC__) || defined(__clang__)
#define SE_PLUGIN_EXPORT __attribute__((visibility("default")))
#else
#define SE_PLUGIN_EXPORT
#endif
#endif

#endif /* SE_PRIVATE_SHARED_MACROS */
#if SE_PRIVATE_SHARED_MACROS != 3
#error "se_api.h needs the shared definitions of seabi headers of generation 3: regenerate the headers together"
#endif

#ifdef __cplusplus
extern "C" {
#endif

/* ---- Importing TensorFlow's functions (docs/symbols.md) -----------------------
 * A function some release does not export from libtensorflow_framework is
 * declared SE_TF_OPTIONAL. TensorFlow opens a plugin RTLD_NOW | RTLD_LOCAL:
 * a strong import of a function the release lacks fails dlopen (and
 * `import tensorflow` with it). Define SE_TF_WEAK_IMPORTS before including
 * any seabi header to import those functions weakly, and test each with
 * SE_TF_PRESENT(TF_Name) (1: the core exports it) before calling it. */
#ifndef SE_PRIVATE_TF_IMPORTS
#define SE_PRIVATE_TF_IMPORTS
#if defined(SE_TF_WEAK_IMPORTS) && (defined(__GNUC__) || defined(__clang__))
#define SE_TF_OPTIONAL __attribute__((weak))
#else
#define SE_TF_OPTIONAL
#endif
/* Any function pointer (void (*)(void) converts to and from every other). */
typedef void (*se_private_tf_fn)(void);
static inline int se_private_tf_present(se_private_tf_fn fn) { return fn ? 1 : 0; }
/* 1 when fn resolved: always for a strong import (the plugin loaded); for a
 * weak one (SE_TF_WEAK_IMPORTS), 1 only where the core exports it. */
#if defined(__cplusplus)
#define SE_TF_PRESENT(fn) se_private_tf_present(reinterpret_cast<se_private_tf_fn>(&(fn)))
#else
#define SE_TF_PRESENT(fn) se_private_tf_present((se_private_tf_fn)(fn))
#endif
#endif /* SE_PRIVATE_TF_IMPORTS */

/* ---- TF_Status, exactly as tensorflow/c/tf_status.h declares it ------------
 * Skipped when TensorFlow's header was included first. The process that
 * loads the plugin (TensorFlow, or the seabi host) defines these functions. */
#ifndef TENSORFLOW_C_TF_STATUS_H_
#ifndef SE_PRIVATE_TF_STATUS_DECLARED
#define SE_PRIVATE_TF_STATUS_DECLARED

typedef struct TF_Status TF_Status;

/* TF_Code holds an error code, with the values of error_codes.proto. */
typedef enum TF_Code {
  TF_OK = 0,
  TF_CANCELLED = 1,
  TF_UNKNOWN = 2,
  TF_INVALID_ARGUMENT = 3,
  TF_DEADLINE_EXCEEDED = 4,
  TF_NOT_FOUND = 5,
  TF_ALREADY_EXISTS = 6,
  TF_PERMISSION_DENIED = 7,
  TF_UNAUTHENTICATED = 16,
  TF_RESOURCE_EXHAUSTED = 8,
  TF_FAILED_PRECONDITION = 9,
  TF_ABORTED = 10,
  TF_OUT_OF_RANGE = 11,
  TF_UNIMPLEMENTED = 12,
  TF_INTERNAL = 13,
  TF_UNAVAILABLE = 14,
  TF_DATA_LOSS = 15
} TF_Code;

/* Returns a new status object (code TF_OK). */
/* Exported by TF 2.5-master: framework; every seabi core. */
extern TF_Status* TF_NewStatus(void);
/* Deletes a status object. */
/* Exported by TF 2.5-master: framework; every seabi core. */
extern void TF_DeleteStatus(TF_Status*);
/* Records code and message in s (the message is dropped for TF_OK). */
/* Exported by TF 2.5-master: framework; every seabi core. */
extern void TF_SetStatus(TF_Status* s, TF_Code code, const char* msg);
/* The code recorded in s. */
/* Exported by TF 2.5-master: framework; every seabi core. */
extern TF_Code TF_GetCode(const TF_Status* s);
/* The message recorded in s; valid until s is modified or deleted. */
/* Exported by TF 2.5-master: framework; every seabi core. */
extern const char* TF_Message(const TF_Status* s);

#endif /* SE_PRIVATE_TF_STATUS_DECLARED */
#endif /* TENSORFLOW_C_TF_STATUS_H_ */

SE_PRIVATE_BEGIN_DEPRECATED_USE

/* ---- Opaque handles (the plugin defines the tagged structs) --------------- */

/* Opaque stream handle. The plugin defines struct SP_Stream_st. */
typedef struct SP_Stream_st* SP_Stream;

/* Opaque event handle. The plugin defines struct SP_Event_st. */
typedef struct SP_Event_st* SP_Event;

/* Opaque timer handle. The plugin defines struct SP_Timer_st. */
typedef struct SP_Timer_st* SP_Timer;

/*
 * States of an SP_Event. Anything but PENDING or COMPLETE reports an error;
 * UNKNOWN is a bad state.
 */
typedef enum SE_EventStatus {
  SE_EVENT_UNKNOWN = 0,
  SE_EVENT_ERROR = 1,
  SE_EVENT_PENDING = 2,
  SE_EVENT_COMPLETE = 3
} SE_EventStatus;

/* ---- Structs (declared first so they may refer to each other) ------------- */
SE_DEPRECATED("SP_TimerFns is deprecated since 0.3.0") typedef struct SP_TimerFns SP_TimerFns;
typedef struct SP_AllocatorStats SP_AllocatorStats;
typedef struct SP_DeviceMemoryBase SP_DeviceMemoryBase;
typedef struct SP_Device SP_Device;
typedef struct SE_CreateDeviceParams SE_CreateDeviceParams;
typedef struct SP_DeviceFns SP_DeviceFns;
typedef struct SE_CreateDeviceFnsParams SE_CreateDeviceFnsParams;
typedef struct SP_StreamOptions SP_StreamOptions;
typedef struct SP_StreamExecutor SP_StreamExecutor;
typedef struct SE_CreateStreamExecutorParams SE_CreateStreamExecutorParams;
SE_DEPRECATED("SP_Allocator is deprecated since 0.2.0; use SP_Platform.use_bfc_allocator") typedef struct SP_Allocator SP_Allocator;
SE_DEPRECATED("SP_AllocatorFns is deprecated since 0.2.0; use SP_Platform.use_bfc_allocator") typedef struct SP_AllocatorFns SP_AllocatorFns;
SE_DEPRECATED("SP_CustomAllocator is deprecated since 0.2.0; use SP_Platform.use_bfc_allocator") typedef struct SP_CustomAllocator SP_CustomAllocator;
SE_DEPRECATED("SP_CustomAllocatorFns is deprecated since 0.2.0; use SP_Platform.use_bfc_allocator") typedef struct SP_CustomAllocatorFns SP_CustomAllocatorFns;
SE_DEPRECATED("SE_CreateAllocatorParams is deprecated since 0.2.0; use SP_Platform.use_bfc_allocator") typedef struct SE_CreateAllocatorParams SE_CreateAllocatorParams;
SE_DEPRECATED("SE_CreateCustomAllocatorParams is deprecated since 0.2.0; use SP_Platform.use_bfc_allocator") typedef struct SE_CreateCustomAllocatorParams SE_CreateCustomAllocatorParams;
typedef struct SP_Platform SP_Platform;
typedef struct SP_PlatformFns SP_PlatformFns;
typedef struct SE_PlatformRegistrationParams SE_PlatformRegistrationParams;

/*
 * Function the plugin runs from host_callback. Takes the `callback_arg` given
 * to host_callback as its first argument and a status to fill.
 */
typedef void (*SE_StatusCallbackFn)(void* const arg, TF_Status* const status);

/* ======================================================================== */
/* The type of each SP_TimerFns callback (S_get_f returns it). */
typedef uint64_t (*SP_TimerFns_nanoseconds_fn)(SP_Timer timer);
/*
 * Deprecated since 0.3.0. TensorFlow's core no longer creates timers; measure work with events. Plugins keep filling it for cores older than 0.3.0.
 *
 * Timer callbacks, filled by the plugin in create_timer_fns.
 *
 * Filled by the plugin.
 */
struct SE_DEPRECATED("SP_TimerFns is deprecated since 0.3.0") SP_TimerFns {
  /* Unpadded size of the struct as the writer knows it. */
  size_t struct_size;
  /* Reserved for future use; NULL. */
  void* ext;
  /*
   * Elapsed time of a stopped timer, in nanoseconds.
   *
   * since 0.0.1; filled by plugin; required; 0/NULL is a no-op.
   */
  SP_TimerFns_nanoseconds_fn nanoseconds;
};

#define SP_TIMER_FNS_STRUCT_SIZE SE_PRIVATE_OFFSET_OF_END(SP_TimerFns, nanoseconds)
#define SP_TIMER_FNS_STRUCT_SIZE_V0_0_1 SP_TIMER_FNS_STRUCT_SIZE
#define SP_TIMER_FNS_STRUCT_SIZE_V0_1_0 SP_TIMER_FNS_STRUCT_SIZE
#define SP_TIMER_FNS_STRUCT_SIZE_V0_1_1 SP_TIMER_FNS_STRUCT_SIZE
#define SP_TIMER_FNS_STRUCT_SIZE_V0_2_0 SP_TIMER_FNS_STRUCT_SIZE
#define SP_TIMER_FNS_STRUCT_SIZE_V0_3_0 SP_TIMER_FNS_STRUCT_SIZE

/* ======================================================================== */
/*
 * Allocator statistics, filled by the plugin in get_allocator_stats. The core
 * pre-sets struct_size.
 *
 * Filled by the plugin.
 *
 * No `ext` member: The RFC (and TensorFlow) define this struct without `ext`;
 * kept so the 0.0.1 layout is the RFC's.
 */
struct SP_AllocatorStats {
  /* Unpadded size of the struct as the writer knows it. */
  size_t struct_size;
  /*
   * Number of allocations made so far.
   *
   * since 0.0.1; filled by plugin; 0/NULL is a valid value.
   */
  int64_t num_allocs;
  /*
   * Bytes currently allocated.
   *
   * since 0.0.1; filled by plugin; 0/NULL is a valid value.
   */
  int64_t bytes_in_use;
  /*
   * Highest bytes_in_use seen.
   *
   * since 0.0.1; filled by plugin; 0/NULL is a valid value.
   */
  int64_t peak_bytes_in_use;
  /*
   * Largest single allocation seen (bytes).
   *
   * since 0.0.1; filled by plugin; 0/NULL is a valid value.
   */
  int64_t largest_alloc_size;
  /*
   * Non-zero when bytes_limit is meaningful.
   *
   * since 0.0.1; filled by plugin; 0/NULL is a valid value.
   */
  int8_t has_bytes_limit;
  /*
   * Most bytes the allocator can hand out.
   *
   * since 0.0.1; filled by plugin; 0/NULL is a valid value.
   */
  int64_t bytes_limit;
  /*
   * Bytes reserved from the device.
   *
   * since 0.0.1; filled by plugin; 0/NULL is a valid value.
   */
  int64_t bytes_reserved;
  /*
   * Highest bytes_reserved seen.
   *
   * since 0.0.1; filled by plugin; 0/NULL is a valid value.
   */
  int64_t peak_bytes_reserved;
  /*
   * Non-zero when bytes_reservable_limit is meaningful.
   *
   * since 0.0.1; filled by plugin; 0/NULL is a valid value.
   */
  int8_t has_bytes_reservable_limit;
  /*
   * Most bytes that can be reserved.
   *
   * since 0.0.1; filled by plugin; 0/NULL is a valid value.
   */
  int64_t bytes_reservable_limit;
  /*
   * Largest block that could be allocated now.
   *
   * since 0.0.1; filled by plugin; 0/NULL is a valid value.
   */
  int64_t largest_free_block_bytes;
};

#define SP_ALLOCATORSTATS_STRUCT_SIZE SE_PRIVATE_OFFSET_OF_END(SP_AllocatorStats, largest_free_block_bytes)
#define SP_ALLOCATORSTATS_STRUCT_SIZE_V0_0_1 SP_ALLOCATORSTATS_STRUCT_SIZE
#define SP_ALLOCATORSTATS_STRUCT_SIZE_V0_1_0 SP_ALLOCATORSTATS_STRUCT_SIZE
#define SP_ALLOCATORSTATS_STRUCT_SIZE_V0_1_1 SP_ALLOCATORSTATS_STRUCT_SIZE
#define SP_ALLOCATORSTATS_STRUCT_SIZE_V0_2_0 SP_ALLOCATORSTATS_STRUCT_SIZE
#define SP_ALLOCATORSTATS_STRUCT_SIZE_V0_3_0 SP_ALLOCATORSTATS_STRUCT_SIZE

/* ======================================================================== */
/*
 * One device allocation (mirrors StreamExecutor's DeviceMemoryBase). The core
 * pre-sets struct_size before allocate; the plugin fills the rest.
 *
 * Filled by the plugin.
 */
struct SP_DeviceMemoryBase {
  /* Unpadded size of the struct as the writer knows it. */
  size_t struct_size;
  /* Free-form data set by the plugin. */
  void* ext;
  /*
   * Platform value naming the allocation; need not be a host address. NULL
   * means the allocation failed (or, for size 0, that nothing was allocated).
   *
   * since 0.0.1; filled by plugin; 0/NULL is a no-op.
   */
  void* opaque;
  /*
   * Size of the allocation in bytes.
   *
   * since 0.0.1; filled by plugin; 0/NULL is a valid value.
   */
  uint64_t size;
  /*
   * Value for the plugin's own use.
   *
   * since 0.0.1; filled by plugin; 0/NULL is a valid value.
   */
  uint64_t payload;
};

#define SP_DEVICE_MEMORY_BASE_STRUCT_SIZE SE_PRIVATE_OFFSET_OF_END(SP_DeviceMemoryBase, payload)
#define SP_DEVICE_MEMORY_BASE_STRUCT_SIZE_V0_0_1 SP_DEVICE_MEMORY_BASE_STRUCT_SIZE
#define SP_DEVICE_MEMORY_BASE_STRUCT_SIZE_V0_1_0 SP_DEVICE_MEMORY_BASE_STRUCT_SIZE
#define SP_DEVICE_MEMORY_BASE_STRUCT_SIZE_V0_1_1 SP_DEVICE_MEMORY_BASE_STRUCT_SIZE
#define SP_DEVICE_MEMORY_BASE_STRUCT_SIZE_V0_2_0 SP_DEVICE_MEMORY_BASE_STRUCT_SIZE
#define SP_DEVICE_MEMORY_BASE_STRUCT_SIZE_V0_3_0 SP_DEVICE_MEMORY_BASE_STRUCT_SIZE

/* ======================================================================== */
/*
 * One device, filled by the plugin in create_device. The core allocates it and
 * pre-sets struct_size, and nothing else.
 *
 * Filled by the plugin.
 */
struct SP_Device {
  /* Unpadded size of the struct as the writer knows it. */
  size_t struct_size;
  /* Free-form data set by the plugin. */
  void* ext;
  /*
   * Device index. The plugin sets it to params->ordinal in create_device: RFC
   * 257 has the plugin fill the entire struct, and TensorFlow's core sets only
   * struct_size before the call.
   *
   * since 0.0.1; filled by plugin; 0/NULL is a valid value.
   */
  int32_t ordinal;
  /*
   * The plugin's own handle for the device.
   *
   * since 0.0.1; filled by plugin; 0/NULL is a valid value.
   */
  void* device_handle;
  /*
   * Optional NUL-terminated device name, for printing only.
   *
   * since 0.1.0; filled by plugin; optional, 0/NULL by default.
   */
  const char* hardware_name;
  /*
   * Optional NUL-terminated vendor name.
   *
   * since 0.1.0; filled by plugin; optional, 0/NULL by default.
   */
  const char* device_vendor;
  /*
   * Optional NUL-terminated PCI bus id in the form dddd:bb:dd.f
   * (domain:bus:device.function, hexadecimal).
   *
   * since 0.1.0; filled by plugin; optional, 0/NULL by default.
   */
  const char* pci_bus_id;
};

#define SP_DEVICE_STRUCT_SIZE SE_PRIVATE_OFFSET_OF_END(SP_Device, pci_bus_id)
#define SP_DEVICE_STRUCT_SIZE_V0_0_1 SE_PRIVATE_OFFSET_OF_END(SP_Device, device_handle)
#define SP_DEVICE_STRUCT_SIZE_V0_1_0 SP_DEVICE_STRUCT_SIZE
#define SP_DEVICE_STRUCT_SIZE_V0_1_1 SP_DEVICE_STRUCT_SIZE
#define SP_DEVICE_STRUCT_SIZE_V0_2_0 SP_DEVICE_STRUCT_SIZE
#define SP_DEVICE_STRUCT_SIZE_V0_3_0 SP_DEVICE_STRUCT_SIZE

/* ======================================================================== */
/*
 * Arguments of create_device, filled by the core.
 *
 * Filled by the core.
 */
struct SE_CreateDeviceParams {
  /* Unpadded size of the struct as the writer knows it. */
  size_t struct_size;
  /* Reserved for future use; NULL. */
  void* ext;
  /*
   * Device index to create.
   *
   * since 0.0.1; filled by core; 0/NULL is a valid value.
   */
  int32_t ordinal;
  /*
   * In/out: the core allocates it and sets its struct_size; the plugin fills
   * the rest.
   *
   * since 0.0.1; filled by core; 0/NULL is a no-op.
   */
  SP_Device* device;
};

#define SE_CREATE_DEVICE_PARAMS_STRUCT_SIZE SE_PRIVATE_OFFSET_OF_END(SE_CreateDeviceParams, device)
#define SE_CREATE_DEVICE_PARAMS_STRUCT_SIZE_V0_0_1 SE_CREATE_DEVICE_PARAMS_STRUCT_SIZE
#define SE_CREATE_DEVICE_PARAMS_STRUCT_SIZE_V0_1_0 SE_CREATE_DEVICE_PARAMS_STRUCT_SIZE
#define SE_CREATE_DEVICE_PARAMS_STRUCT_SIZE_V0_1_1 SE_CREATE_DEVICE_PARAMS_STRUCT_SIZE
#define SE_CREATE_DEVICE_PARAMS_STRUCT_SIZE_V0_2_0 SE_CREATE_DEVICE_PARAMS_STRUCT_SIZE
#define SE_CREATE_DEVICE_PARAMS_STRUCT_SIZE_V0_3_0 SE_CREATE_DEVICE_PARAMS_STRUCT_SIZE

/* ======================================================================== */
/* The type of each SP_DeviceFns callback (S_get_f returns it). */
typedef int32_t (*SP_DeviceFns_get_numa_node_fn)(const SP_Device* device);
typedef int64_t (*SP_DeviceFns_get_memory_bandwidth_fn)(const SP_Device* device);
typedef double (*SP_DeviceFns_get_gflops_fn)(const SP_Device* device);
/*
 * Optional device description callbacks, filled in create_device_fns.
 *
 * Filled by the plugin.
 */
struct SP_DeviceFns {
  /* Unpadded size of the struct as the writer knows it. */
  size_t struct_size;
  /* Reserved for future use; NULL. */
  void* ext;
  /*
   * NUMA node of the device; negative when unknown.
   *
   * since 0.1.0; filled by plugin; optional, 0/NULL by default.
   */
  SP_DeviceFns_get_numa_node_fn get_numa_node;
  /*
   * Memory bandwidth in bytes per second; negative when unknown.
   *
   * since 0.1.0; filled by plugin; optional, 0/NULL by default.
   */
  SP_DeviceFns_get_memory_bandwidth_fn get_memory_bandwidth;
  /*
   * Peak GFLOP/s; negative when unknown.
   *
   * since 0.1.0; filled by plugin; optional, 0/NULL by default.
   */
  SP_DeviceFns_get_gflops_fn get_gflops;
};

#define SP_DEVICE_FNS_STRUCT_SIZE SE_PRIVATE_OFFSET_OF_END(SP_DeviceFns, get_gflops)
#define SP_DEVICE_FNS_STRUCT_SIZE_V0_1_0 SP_DEVICE_FNS_STRUCT_SIZE
#define SP_DEVICE_FNS_STRUCT_SIZE_V0_1_1 SP_DEVICE_FNS_STRUCT_SIZE
#define SP_DEVICE_FNS_STRUCT_SIZE_V0_2_0 SP_DEVICE_FNS_STRUCT_SIZE
#define SP_DEVICE_FNS_STRUCT_SIZE_V0_3_0 SP_DEVICE_FNS_STRUCT_SIZE

/* ======================================================================== */
/*
 * Arguments of create_device_fns, filled by the core.
 *
 * Filled by the core.
 */
struct SE_CreateDeviceFnsParams {
  /* Unpadded size of the struct as the writer knows it. */
  size_t struct_size;
  /* Reserved for future use; NULL. */
  void* ext;
  /*
   * Output; the core allocates it and sets struct_size, the plugin fills it.
   *
   * since 0.1.0; filled by core; 0/NULL is a no-op.
   */
  SP_DeviceFns* device_fns;
};

#define SE_CREATE_DEVICE_FNS_PARAMS_STRUCT_SIZE SE_PRIVATE_OFFSET_OF_END(SE_CreateDeviceFnsParams, device_fns)
#define SE_CREATE_DEVICE_FNS_PARAMS_STRUCT_SIZE_V0_1_0 SE_CREATE_DEVICE_FNS_PARAMS_STRUCT_SIZE
#define SE_CREATE_DEVICE_FNS_PARAMS_STRUCT_SIZE_V0_1_1 SE_CREATE_DEVICE_FNS_PARAMS_STRUCT_SIZE
#define SE_CREATE_DEVICE_FNS_PARAMS_STRUCT_SIZE_V0_2_0 SE_CREATE_DEVICE_FNS_PARAMS_STRUCT_SIZE
#define SE_CREATE_DEVICE_FNS_PARAMS_STRUCT_SIZE_V0_3_0 SE_CREATE_DEVICE_FNS_PARAMS_STRUCT_SIZE

/* ======================================================================== */
/*
 * How the core wants a stream created, passed to
 * SP_StreamExecutor.create_stream_with_options. Filled by the core (the SP_
 * prefix is TensorFlow's name for it); the plugin only reads it.
 *
 * Filled by the core.
 */
struct SP_StreamOptions {
  /* Unpadded size of the struct as the writer knows it. */
  size_t struct_size;
  /* Reserved for future use; NULL. */
  void* ext;
  /*
   * Whether the core asks for a stream priority. 0: no priority was configured;
   * the plugin creates the stream as create_stream would and ignores
   * `priority`.
   *
   * since 0.3.0; filled by core; optional, 0/NULL by default.
   */
  TF_Bool has_priority;
  /*
   * The requested priority, meaningful only when has_priority is set (0 is then
   * a real priority). TensorFlow passes either the configured integer or the
   * ordinal of its StreamPriority enum (Default 0, Lowest 1, Highest 2); what
   * the number means is the plugin's to define and document.
   *
   * since 0.3.0; filled by core; 0/NULL is a valid value.
   */
  int32_t priority;
};

#define SP_STREAM_OPTIONS_STRUCT_SIZE SE_PRIVATE_OFFSET_OF_END(SP_StreamOptions, priority)
#define SP_STREAM_OPTIONS_STRUCT_SIZE_V0_3_0 SP_STREAM_OPTIONS_STRUCT_SIZE

/* ======================================================================== */
/* The type of each SP_StreamExecutor callback (S_get_f returns it). */
typedef void (*SP_StreamExecutor_allocate_fn)(const SP_Device* device, uint64_t size, int64_t memory_space, SP_DeviceMemoryBase* mem);
typedef void (*SP_StreamExecutor_deallocate_fn)(const SP_Device* device, SP_DeviceMemoryBase* memory);
typedef void* (*SP_StreamExecutor_host_memory_allocate_fn)(const SP_Device* device, uint64_t size);
typedef void (*SP_StreamExecutor_host_memory_deallocate_fn)(const SP_Device* device, void* mem);
typedef void* (*SP_StreamExecutor_unified_memory_allocate_fn)(const SP_Device* device, uint64_t size);
typedef void (*SP_StreamExecutor_unified_memory_deallocate_fn)(const SP_Device* device, void* location);
typedef TF_Bool (*SP_StreamExecutor_get_allocator_stats_fn)(const SP_Device* device, SP_AllocatorStats* stats);
typedef TF_Bool (*SP_StreamExecutor_device_memory_usage_fn)(const SP_Device* device, int64_t* free, int64_t* total);
typedef void (*SP_StreamExecutor_create_stream_fn)(const SP_Device* device, SP_Stream* stream, TF_Status* status);
typedef void (*SP_StreamExecutor_destroy_stream_fn)(const SP_Device* device, SP_Stream stream);
typedef void (*SP_StreamExecutor_create_stream_dependency_fn)(const SP_Device* device, SP_Stream dependent, SP_Stream other, TF_Status* status);
typedef void (*SP_StreamExecutor_get_stream_status_fn)(const SP_Device* device, SP_Stream stream, TF_Status* status);
typedef void (*SP_StreamExecutor_create_event_fn)(const SP_Device* device, SP_Event* event, TF_Status* status);
typedef void (*SP_StreamExecutor_destroy_event_fn)(const SP_Device* device, SP_Event event);
typedef SE_EventStatus (*SP_StreamExecutor_get_event_status_fn)(const SP_Device* device, SP_Event event);
typedef void (*SP_StreamExecutor_record_event_fn)(const SP_Device* device, SP_Stream stream, SP_Event event, TF_Status* status);
typedef void (*SP_StreamExecutor_wait_for_event_fn)(const SP_Device* const device, SP_Stream stream, SP_Event event, TF_Status* const status);
typedef void (*SP_StreamExecutor_create_timer_fn)(const SP_Device* device, SP_Timer* timer, TF_Status* status);
typedef void (*SP_StreamExecutor_destroy_timer_fn)(const SP_Device* device, SP_Timer timer);
typedef void (*SP_StreamExecutor_start_timer_fn)(const SP_Device* device, SP_Stream stream, SP_Timer timer, TF_Status* status);
typedef void (*SP_StreamExecutor_stop_timer_fn)(const SP_Device* device, SP_Stream stream, SP_Timer timer, TF_Status* status);
typedef void (*SP_StreamExecutor_memcpy_dtoh_fn)(const SP_Device* device, SP_Stream stream, void* host_dst, const SP_DeviceMemoryBase* device_src, uint64_t size, TF_Status* status);
typedef void (*SP_StreamExecutor_memcpy_htod_fn)(const SP_Device* device, SP_Stream stream, SP_DeviceMemoryBase* device_dst, const void* host_src, uint64_t size, TF_Status* status);
typedef void (*SP_StreamExecutor_memcpy_dtod_fn)(const SP_Device* device, SP_Stream stream, SP_DeviceMemoryBase* device_dst, const SP_DeviceMemoryBase* device_src, uint64_t size, TF_Status* status);
typedef void (*SP_StreamExecutor_sync_memcpy_dtoh_fn)(const SP_Device* device, void* host_dst, const SP_DeviceMemoryBase* device_src, uint64_t size, TF_Status* status);
typedef void (*SP_StreamExecutor_sync_memcpy_htod_fn)(const SP_Device* device, SP_DeviceMemoryBase* device_dst, const void* host_src, uint64_t size, TF_Status* status);
typedef void (*SP_StreamExecutor_sync_memcpy_dtod_fn)(const SP_Device* device, SP_DeviceMemoryBase* device_dst, const SP_DeviceMemoryBase* device_src, uint64_t size, TF_Status* status);
typedef void (*SP_StreamExecutor_block_host_for_event_fn)(const SP_Device* device, SP_Event event, TF_Status* status);
typedef void (*SP_StreamExecutor_block_host_until_done_fn)(const SP_Device* device, SP_Stream stream, TF_Status* status);
typedef void (*SP_StreamExecutor_synchronize_all_activity_fn)(const SP_Device* device, TF_Status* status);
typedef TF_Bool (*SP_StreamExecutor_host_callback_fn)(SP_Device* device, SP_Stream stream, SE_StatusCallbackFn callback_fn, void* callback_arg);
typedef void (*SP_StreamExecutor_mem_zero_fn)(const SP_Device* device, SP_Stream stream, SP_DeviceMemoryBase* location, uint64_t size, TF_Status* status);
typedef void (*SP_StreamExecutor_memset_fn)(const SP_Device* device, SP_Stream stream, SP_DeviceMemoryBase* location, uint8_t pattern, uint64_t size, TF_Status* status);
typedef void (*SP_StreamExecutor_memset32_fn)(const SP_Device* device, SP_Stream stream, SP_DeviceMemoryBase* location, uint32_t pattern, uint64_t size, TF_Status* status);
typedef void (*SP_StreamExecutor_create_stream_with_options_fn)(const SP_Device* device, const SP_StreamOptions* options, SP_Stream* stream, TF_Status* status);
/*
 * The device's operations, filled by the plugin in create_stream_executor.
 * Every callback takes the device it acts on first.
 *
 * Filled by the plugin.
 */
struct SP_StreamExecutor {
  /* Unpadded size of the struct as the writer knows it. */
  size_t struct_size;
  /* Reserved for future use; NULL. */
  void* ext;
  /*
   * Synchronously allocates `size` bytes and describes them in `mem` (core pre-
   * sets mem->struct_size). On failure mem->opaque is NULL. `memory_space` is
   * reserved and 0.
   *
   * since 0.0.1; filled by plugin; required; 0/NULL is a no-op.
   */
  SP_StreamExecutor_allocate_fn allocate;
  /*
   * Frees memory from allocate. A NULL opaque is allowed and does nothing.
   *
   * since 0.0.1; filled by plugin; required; 0/NULL is a no-op.
   */
  SP_StreamExecutor_deallocate_fn deallocate;
  /*
   * Allocates host memory registered with the platform, for async copies.
   *
   * since 0.0.1; filled by plugin; required; 0/NULL is a no-op.
   */
  SP_StreamExecutor_host_memory_allocate_fn host_memory_allocate;
  /*
   * Frees memory from host_memory_allocate.
   *
   * since 0.0.1; filled by plugin; required; 0/NULL is a no-op.
   */
  SP_StreamExecutor_host_memory_deallocate_fn host_memory_deallocate;
  /*
   * Allocates unified memory, visible to host and device. Required when
   * SP_Platform.supports_unified_memory is set.
   *
   * since 0.0.1; filled by plugin; required when
   * SP_Platform.supports_unified_memory; optional, 0/NULL by default.
   */
  SP_StreamExecutor_unified_memory_allocate_fn unified_memory_allocate;
  /*
   * Frees memory from unified_memory_allocate.
   *
   * since 0.0.1; filled by plugin; required when
   * SP_Platform.supports_unified_memory; optional, 0/NULL by default.
   */
  SP_StreamExecutor_unified_memory_deallocate_fn unified_memory_deallocate;
  /*
   * Fills `stats` (core pre-sets struct_size); returns false when there are
   * none.
   *
   * since 0.0.1; filled by plugin; required; 0/NULL is a no-op.
   */
  SP_StreamExecutor_get_allocator_stats_fn get_allocator_stats;
  /*
   * Reports free and total device memory; returns false when unknown.
   *
   * since 0.0.1; filled by plugin; required; 0/NULL is a no-op.
   */
  SP_StreamExecutor_device_memory_usage_fn device_memory_usage;
  /*
   * Creates a stream and its platform resources.
   *
   * since 0.0.1; filled by plugin; required; 0/NULL is a no-op.
   */
  SP_StreamExecutor_create_stream_fn create_stream;
  /*
   * Destroys a stream and frees its resources.
   *
   * since 0.0.1; filled by plugin; required; 0/NULL is a no-op.
   */
  SP_StreamExecutor_destroy_stream_fn destroy_stream;
  /*
   * Makes `dependent` wait, before its later work, until the work enqueued on
   * `other` so far has finished.
   *
   * since 0.0.1; filled by plugin; required; 0/NULL is a no-op.
   */
  SP_StreamExecutor_create_stream_dependency_fn create_stream_dependency;
  /*
   * Reports the stream's status without blocking the device.
   *
   * since 0.0.1; filled by plugin; required; 0/NULL is a no-op.
   */
  SP_StreamExecutor_get_stream_status_fn get_stream_status;
  /*
   * Creates an event.
   *
   * since 0.0.1; filled by plugin; required; 0/NULL is a no-op.
   */
  SP_StreamExecutor_create_event_fn create_event;
  /*
   * Destroys an event.
   *
   * since 0.0.1; filled by plugin; required; 0/NULL is a no-op.
   */
  SP_StreamExecutor_destroy_event_fn destroy_event;
  /*
   * Current state of the event; must not block.
   *
   * since 0.0.1; filled by plugin; required; 0/NULL is a no-op.
   */
  SP_StreamExecutor_get_event_status_fn get_event_status;
  /*
   * Enqueues the event at the end of the stream.
   *
   * since 0.0.1; filled by plugin; required; 0/NULL is a no-op.
   */
  SP_StreamExecutor_record_event_fn record_event;
  /*
   * Makes the stream's later work wait until the event is reached.
   *
   * since 0.0.1; filled by plugin; required; 0/NULL is a no-op.
   */
  SP_StreamExecutor_wait_for_event_fn wait_for_event;
  /*
   * Creates a timer.
   *
   * since 0.0.1; filled by plugin; required; 0/NULL is a no-op. Deprecated
   * since 0.3.0. TensorFlow's core no longer uses timers; still filled for
   * older cores.
   */
  SE_DEPRECATED("SP_StreamExecutor.create_timer is deprecated since 0.3.0") SP_StreamExecutor_create_timer_fn create_timer;
  /*
   * Destroys a timer.
   *
   * since 0.0.1; filled by plugin; required; 0/NULL is a no-op. Deprecated
   * since 0.3.0. TensorFlow's core no longer uses timers; still filled for
   * older cores.
   */
  SE_DEPRECATED("SP_StreamExecutor.destroy_timer is deprecated since 0.3.0") SP_StreamExecutor_destroy_timer_fn destroy_timer;
  /*
   * Records the timer's start on the stream.
   *
   * since 0.0.1; filled by plugin; required; 0/NULL is a no-op. Deprecated
   * since 0.3.0. TensorFlow's core no longer uses timers; still filled for
   * older cores.
   */
  SE_DEPRECATED("SP_StreamExecutor.start_timer is deprecated since 0.3.0") SP_StreamExecutor_start_timer_fn start_timer;
  /*
   * Records the timer's stop on the stream.
   *
   * since 0.0.1; filled by plugin; required; 0/NULL is a no-op. Deprecated
   * since 0.3.0. TensorFlow's core no longer uses timers; still filled for
   * older cores.
   */
  SE_DEPRECATED("SP_StreamExecutor.stop_timer is deprecated since 0.3.0") SP_StreamExecutor_stop_timer_fn stop_timer;
  /*
   * Enqueues a copy of `size` bytes from device to host.
   *
   * since 0.0.1; filled by plugin; required; 0/NULL is a no-op.
   */
  SP_StreamExecutor_memcpy_dtoh_fn memcpy_dtoh;
  /*
   * Enqueues a copy of `size` bytes from host to device.
   *
   * since 0.0.1; filled by plugin; required; 0/NULL is a no-op.
   */
  SP_StreamExecutor_memcpy_htod_fn memcpy_htod;
  /*
   * Enqueues a device-to-device copy. TensorFlow does not validate it but calls
   * it, so leaving it NULL crashes real cores.
   *
   * since 0.0.1; filled by plugin; optional, 0/NULL by default.
   */
  SP_StreamExecutor_memcpy_dtod_fn memcpy_dtod;
  /*
   * Copies device to host, blocking the caller until done.
   *
   * since 0.0.1; filled by plugin; required; 0/NULL is a no-op.
   */
  SP_StreamExecutor_sync_memcpy_dtoh_fn sync_memcpy_dtoh;
  /*
   * Copies host to device, blocking the caller until done.
   *
   * since 0.0.1; filled by plugin; required; 0/NULL is a no-op.
   */
  SP_StreamExecutor_sync_memcpy_htod_fn sync_memcpy_htod;
  /*
   * Copies device to device, blocking the caller until done.
   *
   * since 0.0.1; filled by plugin; optional, 0/NULL by default.
   */
  SP_StreamExecutor_sync_memcpy_dtod_fn sync_memcpy_dtod;
  /*
   * Blocks the caller until the event is reached.
   *
   * since 0.0.1; filled by plugin; required; 0/NULL is a no-op.
   */
  SP_StreamExecutor_block_host_for_event_fn block_host_for_event;
  /*
   * Blocks the caller until all work enqueued on the stream so far is done.
   * When NULL the core records an event and uses block_host_for_event instead.
   *
   * since 0.0.1; filled by plugin; optional, 0/NULL by default.
   */
  SP_StreamExecutor_block_host_until_done_fn block_host_until_done;
  /*
   * Blocks until all work on the device is done.
   *
   * since 0.0.1; filled by plugin; required; 0/NULL is a no-op.
   */
  SP_StreamExecutor_synchronize_all_activity_fn synchronize_all_activity;
  /*
   * Enqueues `callback_fn(callback_arg, status)` to run on the host, in stream
   * order, exactly once. Returns true when enqueued. (TensorFlow later made
   * `device` const; that is a signature change, so the RFC's type is kept.)
   *
   * since 0.0.1; filled by plugin; required; 0/NULL is a no-op.
   */
  SP_StreamExecutor_host_callback_fn host_callback;
  /*
   * Enqueues zeroing of `size` bytes at `location`.
   *
   * since 0.3.0; filled by plugin; required; 0/NULL is a no-op.
   */
  SP_StreamExecutor_mem_zero_fn mem_zero;
  /*
   * Enqueues filling `size` bytes at `location` with the byte `pattern`.
   *
   * since 0.3.0; filled by plugin; required; 0/NULL is a no-op.
   */
  SP_StreamExecutor_memset_fn memset;
  /*
   * Enqueues filling `size` bytes (a multiple of 4) at `location` with the
   * 32-bit `pattern`.
   *
   * since 0.3.0; filled by plugin; required; 0/NULL is a no-op.
   */
  SP_StreamExecutor_memset32_fn memset32;
  /*
   * Always NULL. It exists so that no seabi layout of this struct has the
   * struct_size of a TensorFlow layout that places its members differently
   * (rule ambiguous-size): without it, 0.3.0 would end at 288 on LP64 like
   * TensorFlow 2.7, which holds the same three callbacks before host_callback,
   * and with create_stream_with_options appended at 296 like TensorFlow master,
   * which also swaps host_callback and the three fills. A later version may
   * give the slot a meaning.
   *
   * since 0.3.0; filled by plugin; optional, 0/NULL by default.
   */
  void* reserved;
  /*
   * Creates a stream as create_stream does, honouring `options` (read it with
   * the SP_StreamOptions accessors: the core may be older or newer than the
   * plugin). Not required: when struct_size does not cover it or it is NULL the
   * core falls back to create_stream, and refuses (InvalidArgument) only a
   * stream for which a priority was configured. TensorFlow master added it
   * after 2.21, appended after host_callback; here it follows `reserved`.
   *
   * since 0.3.0; filled by plugin; optional, 0/NULL by default.
   */
  SP_StreamExecutor_create_stream_with_options_fn create_stream_with_options;
};

#define SP_STREAMEXECUTOR_STRUCT_SIZE SE_PRIVATE_OFFSET_OF_END(SP_StreamExecutor, create_stream_with_options)
#define SP_STREAMEXECUTOR_STRUCT_SIZE_V0_0_1 SE_PRIVATE_OFFSET_OF_END(SP_StreamExecutor, host_callback)
#define SP_STREAMEXECUTOR_STRUCT_SIZE_V0_1_0 SP_STREAMEXECUTOR_STRUCT_SIZE_V0_0_1
#define SP_STREAMEXECUTOR_STRUCT_SIZE_V0_1_1 SP_STREAMEXECUTOR_STRUCT_SIZE_V0_0_1
#define SP_STREAMEXECUTOR_STRUCT_SIZE_V0_2_0 SP_STREAMEXECUTOR_STRUCT_SIZE_V0_0_1
#define SP_STREAMEXECUTOR_STRUCT_SIZE_V0_3_0 SP_STREAMEXECUTOR_STRUCT_SIZE

/* ======================================================================== */
/*
 * Arguments of create_stream_executor, filled by the core.
 *
 * Filled by the core.
 */
struct SE_CreateStreamExecutorParams {
  /* Unpadded size of the struct as the writer knows it. */
  size_t struct_size;
  /* Reserved for future use; NULL. */
  void* ext;
  /*
   * Output; the core allocates it and sets struct_size, the plugin fills it.
   *
   * since 0.0.1; filled by core; 0/NULL is a no-op.
   */
  SP_StreamExecutor* stream_executor;
};

#define SE_CREATE_STREAM_EXECUTOR_PARAMS_STRUCT_SIZE SE_PRIVATE_OFFSET_OF_END(SE_CreateStreamExecutorParams, stream_executor)
#define SE_CREATE_STREAM_EXECUTOR_PARAMS_STRUCT_SIZE_V0_0_1 SE_CREATE_STREAM_EXECUTOR_PARAMS_STRUCT_SIZE
#define SE_CREATE_STREAM_EXECUTOR_PARAMS_STRUCT_SIZE_V0_1_0 SE_CREATE_STREAM_EXECUTOR_PARAMS_STRUCT_SIZE
#define SE_CREATE_STREAM_EXECUTOR_PARAMS_STRUCT_SIZE_V0_1_1 SE_CREATE_STREAM_EXECUTOR_PARAMS_STRUCT_SIZE
#define SE_CREATE_STREAM_EXECUTOR_PARAMS_STRUCT_SIZE_V0_2_0 SE_CREATE_STREAM_EXECUTOR_PARAMS_STRUCT_SIZE
#define SE_CREATE_STREAM_EXECUTOR_PARAMS_STRUCT_SIZE_V0_3_0 SE_CREATE_STREAM_EXECUTOR_PARAMS_STRUCT_SIZE

/* ======================================================================== */
/*
 * Deprecated since 0.2.0. Replaced by SP_Platform.use_bfc_allocator. TensorFlow never implemented the allocator callbacks.
 *
 * RFC allocator object, filled by the plugin in create_allocator.
 *
 * Filled by the plugin.
 */
struct SE_DEPRECATED("SP_Allocator is deprecated since 0.2.0; use SP_Platform.use_bfc_allocator") SP_Allocator {
  /* Unpadded size of the struct as the writer knows it. */
  size_t struct_size;
  /* Free-form data set by the plugin. */
  void* ext;
  /*
   * Whether the allocator supports unified memory.
   *
   * since 0.0.1; filled by plugin; optional, 0/NULL by default.
   */
  TF_Bool supports_unified_memory;
};

#define SP_ALLOCATOR_STRUCT_SIZE SE_PRIVATE_OFFSET_OF_END(SP_Allocator, supports_unified_memory)
#define SP_ALLOCATOR_STRUCT_SIZE_V0_0_1 SP_ALLOCATOR_STRUCT_SIZE
#define SP_ALLOCATOR_STRUCT_SIZE_V0_1_0 SP_ALLOCATOR_STRUCT_SIZE
#define SP_ALLOCATOR_STRUCT_SIZE_V0_1_1 SP_ALLOCATOR_STRUCT_SIZE
#define SP_ALLOCATOR_STRUCT_SIZE_V0_2_0 SP_ALLOCATOR_STRUCT_SIZE
#define SP_ALLOCATOR_STRUCT_SIZE_V0_3_0 SP_ALLOCATOR_STRUCT_SIZE

/* ======================================================================== */
/* The type of each SP_AllocatorFns callback (S_get_f returns it). */
typedef void (*SP_AllocatorFns_allocate_fn)(const SP_Device* device, const SP_Allocator* allocator, uint64_t size, int64_t memory_space, SP_DeviceMemoryBase* mem);
typedef void (*SP_AllocatorFns_deallocate_fn)(const SP_Device* device, const SP_Allocator* allocator, SP_DeviceMemoryBase* memory);
typedef void* (*SP_AllocatorFns_host_memory_allocate_fn)(const SP_Device* device, const SP_Allocator* allocator, uint64_t size);
typedef void (*SP_AllocatorFns_host_memory_deallocate_fn)(const SP_Device* device, const SP_Allocator* allocator, void* mem);
typedef void* (*SP_AllocatorFns_unified_memory_allocate_fn)(const SP_Device* device, const SP_Allocator* allocator, uint64_t bytes);
typedef void (*SP_AllocatorFns_unified_memory_deallocate_fn)(const SP_Device* device, const SP_Allocator* allocator, void* location);
typedef TF_Bool (*SP_AllocatorFns_get_allocator_stats_fn)(const SP_Device* device, const SP_Allocator* allocator, SP_AllocatorStats* stats);
typedef TF_Bool (*SP_AllocatorFns_device_memory_usage_fn)(const SP_Device* device, const SP_Allocator* allocator, int64_t* free, int64_t* total);
/*
 * Deprecated since 0.2.0. Replaced by SP_Platform.use_bfc_allocator. TensorFlow never implemented the allocator callbacks.
 *
 * RFC allocator callbacks (BFC strategy), filled in create_allocator.
 *
 * Filled by the plugin.
 */
struct SE_DEPRECATED("SP_AllocatorFns is deprecated since 0.2.0; use SP_Platform.use_bfc_allocator") SP_AllocatorFns {
  /* Unpadded size of the struct as the writer knows it. */
  size_t struct_size;
  /* Reserved for future use; NULL. */
  void* ext;
  /*
   * Synchronously allocates `size` bytes into `mem`; opaque NULL on failure.
   *
   * since 0.0.1; filled by plugin; required; 0/NULL is a no-op.
   */
  SP_AllocatorFns_allocate_fn allocate;
  /*
   * Frees memory from allocate; NULL opaque allowed.
   *
   * since 0.0.1; filled by plugin; required; 0/NULL is a no-op.
   */
  SP_AllocatorFns_deallocate_fn deallocate;
  /*
   * Allocates registered host memory.
   *
   * since 0.0.1; filled by plugin; required; 0/NULL is a no-op.
   */
  SP_AllocatorFns_host_memory_allocate_fn host_memory_allocate;
  /*
   * Frees memory from host_memory_allocate.
   *
   * since 0.0.1; filled by plugin; required; 0/NULL is a no-op.
   */
  SP_AllocatorFns_host_memory_deallocate_fn host_memory_deallocate;
  /*
   * Allocates unified memory, when supported.
   *
   * since 0.0.1; filled by plugin; optional, 0/NULL by default.
   */
  SP_AllocatorFns_unified_memory_allocate_fn unified_memory_allocate;
  /*
   * Frees memory from unified_memory_allocate.
   *
   * since 0.0.1; filled by plugin; optional, 0/NULL by default.
   */
  SP_AllocatorFns_unified_memory_deallocate_fn unified_memory_deallocate;
  /*
   * Fills allocator statistics; false when there are none.
   *
   * since 0.0.1; filled by plugin; required; 0/NULL is a no-op.
   */
  SP_AllocatorFns_get_allocator_stats_fn get_allocator_stats;
  /*
   * Reports free and total memory; false when unknown.
   *
   * since 0.0.1; filled by plugin; required; 0/NULL is a no-op.
   */
  SP_AllocatorFns_device_memory_usage_fn device_memory_usage;
};

#define SP_ALLOCATOR_FNS_STRUCT_SIZE SE_PRIVATE_OFFSET_OF_END(SP_AllocatorFns, device_memory_usage)
#define SP_ALLOCATOR_FNS_STRUCT_SIZE_V0_0_1 SP_ALLOCATOR_FNS_STRUCT_SIZE
#define SP_ALLOCATOR_FNS_STRUCT_SIZE_V0_1_0 SP_ALLOCATOR_FNS_STRUCT_SIZE
#define SP_ALLOCATOR_FNS_STRUCT_SIZE_V0_1_1 SP_ALLOCATOR_FNS_STRUCT_SIZE
#define SP_ALLOCATOR_FNS_STRUCT_SIZE_V0_2_0 SP_ALLOCATOR_FNS_STRUCT_SIZE
#define SP_ALLOCATOR_FNS_STRUCT_SIZE_V0_3_0 SP_ALLOCATOR_FNS_STRUCT_SIZE

/* ======================================================================== */
/*
 * Deprecated since 0.2.0. Replaced by SP_Platform.use_bfc_allocator. TensorFlow never implemented the allocator callbacks.
 *
 * RFC custom allocator object, filled in create_custom_allocator.
 *
 * Filled by the plugin.
 */
struct SE_DEPRECATED("SP_CustomAllocator is deprecated since 0.2.0; use SP_Platform.use_bfc_allocator") SP_CustomAllocator {
  /* Unpadded size of the struct as the writer knows it. */
  size_t struct_size;
  /* Free-form data set by the plugin. */
  void* ext;
};

#define SP_CUSTOM_ALLOCATOR_STRUCT_SIZE SE_PRIVATE_OFFSET_OF_END(SP_CustomAllocator, ext)
#define SP_CUSTOM_ALLOCATOR_STRUCT_SIZE_V0_0_1 SP_CUSTOM_ALLOCATOR_STRUCT_SIZE
#define SP_CUSTOM_ALLOCATOR_STRUCT_SIZE_V0_1_0 SP_CUSTOM_ALLOCATOR_STRUCT_SIZE
#define SP_CUSTOM_ALLOCATOR_STRUCT_SIZE_V0_1_1 SP_CUSTOM_ALLOCATOR_STRUCT_SIZE
#define SP_CUSTOM_ALLOCATOR_STRUCT_SIZE_V0_2_0 SP_CUSTOM_ALLOCATOR_STRUCT_SIZE
#define SP_CUSTOM_ALLOCATOR_STRUCT_SIZE_V0_3_0 SP_CUSTOM_ALLOCATOR_STRUCT_SIZE

/* ======================================================================== */
/* The type of each SP_CustomAllocatorFns callback (S_get_f returns it). */
typedef void* (*SP_CustomAllocatorFns_allocate_raw_fn)(const SP_Device* device, const SP_CustomAllocator* allocator, size_t size, size_t alignment);
typedef void (*SP_CustomAllocatorFns_deallocate_raw_fn)(const SP_Device* device, const SP_CustomAllocator* allocator, void* ptr);
typedef void* (*SP_CustomAllocatorFns_host_allocate_raw_fn)(const SP_Device* device, const SP_CustomAllocator* allocator, uint64_t size);
typedef void (*SP_CustomAllocatorFns_host_deallocate_raw_fn)(const SP_Device* device, const SP_CustomAllocator* allocator, void* mem);
typedef TF_Bool (*SP_CustomAllocatorFns_get_allocator_stats_fn)(const SP_Device* device, const SP_CustomAllocator* allocator, SP_AllocatorStats* stats);
typedef TF_Bool (*SP_CustomAllocatorFns_device_memory_usage_fn)(const SP_Device* device, const SP_CustomAllocator* allocator, int64_t* free, int64_t* total);
/*
 * Deprecated since 0.2.0. Replaced by SP_Platform.use_bfc_allocator. TensorFlow never implemented the allocator callbacks.
 *
 * RFC custom allocator callbacks, filled in create_custom_allocator.
 *
 * Filled by the plugin.
 */
struct SE_DEPRECATED("SP_CustomAllocatorFns is deprecated since 0.2.0; use SP_Platform.use_bfc_allocator") SP_CustomAllocatorFns {
  /* Unpadded size of the struct as the writer knows it. */
  size_t struct_size;
  /* Reserved for future use; NULL. */
  void* ext;
  /*
   * Synchronously allocates `size` bytes; NULL on failure.
   *
   * since 0.0.1; filled by plugin; required; 0/NULL is a no-op.
   */
  SP_CustomAllocatorFns_allocate_raw_fn allocate_raw;
  /*
   * Frees memory from allocate_raw; NULL allowed.
   *
   * since 0.0.1; filled by plugin; required; 0/NULL is a no-op.
   */
  SP_CustomAllocatorFns_deallocate_raw_fn deallocate_raw;
  /*
   * Allocates host memory.
   *
   * since 0.0.1; filled by plugin; required; 0/NULL is a no-op.
   */
  SP_CustomAllocatorFns_host_allocate_raw_fn host_allocate_raw;
  /*
   * Frees memory from host_allocate_raw.
   *
   * since 0.0.1; filled by plugin; required; 0/NULL is a no-op.
   */
  SP_CustomAllocatorFns_host_deallocate_raw_fn host_deallocate_raw;
  /*
   * Fills allocator statistics; false when there are none.
   *
   * since 0.0.1; filled by plugin; required; 0/NULL is a no-op.
   */
  SP_CustomAllocatorFns_get_allocator_stats_fn get_allocator_stats;
  /*
   * Reports free and total memory; false when unknown.
   *
   * since 0.0.1; filled by plugin; required; 0/NULL is a no-op.
   */
  SP_CustomAllocatorFns_device_memory_usage_fn device_memory_usage;
};

#define SP_CUSTOM_ALLOCATOR_FNS_STRUCT_SIZE SE_PRIVATE_OFFSET_OF_END(SP_CustomAllocatorFns, device_memory_usage)
#define SP_CUSTOM_ALLOCATOR_FNS_STRUCT_SIZE_V0_0_1 SP_CUSTOM_ALLOCATOR_FNS_STRUCT_SIZE
#define SP_CUSTOM_ALLOCATOR_FNS_STRUCT_SIZE_V0_1_0 SP_CUSTOM_ALLOCATOR_FNS_STRUCT_SIZE
#define SP_CUSTOM_ALLOCATOR_FNS_STRUCT_SIZE_V0_1_1 SP_CUSTOM_ALLOCATOR_FNS_STRUCT_SIZE
#define SP_CUSTOM_ALLOCATOR_FNS_STRUCT_SIZE_V0_2_0 SP_CUSTOM_ALLOCATOR_FNS_STRUCT_SIZE
#define SP_CUSTOM_ALLOCATOR_FNS_STRUCT_SIZE_V0_3_0 SP_CUSTOM_ALLOCATOR_FNS_STRUCT_SIZE

/* ======================================================================== */
/*
 * Deprecated since 0.2.0. Replaced by SP_Platform.use_bfc_allocator. TensorFlow never implemented the allocator callbacks.
 *
 * Arguments of create_allocator, filled by the core.
 *
 * Filled by the core.
 */
struct SE_DEPRECATED("SE_CreateAllocatorParams is deprecated since 0.2.0; use SP_Platform.use_bfc_allocator") SE_CreateAllocatorParams {
  /* Unpadded size of the struct as the writer knows it. */
  size_t struct_size;
  /* Reserved for future use; NULL. */
  void* ext;
  /*
   * Output for the plugin to fill.
   *
   * since 0.0.1; filled by core; 0/NULL is a no-op.
   */
  SP_Allocator* allocator;
  /*
   * Output for the plugin to fill.
   *
   * since 0.0.1; filled by core; 0/NULL is a no-op.
   */
  SP_AllocatorFns* allocator_fns;
};

#define SE_CREATE_ALLOCATOR_PARAMS_STRUCT_SIZE SE_PRIVATE_OFFSET_OF_END(SE_CreateAllocatorParams, allocator_fns)
#define SE_CREATE_ALLOCATOR_PARAMS_STRUCT_SIZE_V0_0_1 SE_CREATE_ALLOCATOR_PARAMS_STRUCT_SIZE
#define SE_CREATE_ALLOCATOR_PARAMS_STRUCT_SIZE_V0_1_0 SE_CREATE_ALLOCATOR_PARAMS_STRUCT_SIZE
#define SE_CREATE_ALLOCATOR_PARAMS_STRUCT_SIZE_V0_1_1 SE_CREATE_ALLOCATOR_PARAMS_STRUCT_SIZE
#define SE_CREATE_ALLOCATOR_PARAMS_STRUCT_SIZE_V0_2_0 SE_CREATE_ALLOCATOR_PARAMS_STRUCT_SIZE
#define SE_CREATE_ALLOCATOR_PARAMS_STRUCT_SIZE_V0_3_0 SE_CREATE_ALLOCATOR_PARAMS_STRUCT_SIZE

/* ======================================================================== */
/*
 * Deprecated since 0.2.0. Replaced by SP_Platform.use_bfc_allocator. TensorFlow never implemented the allocator callbacks.
 *
 * Arguments of create_custom_allocator, filled by the core.
 *
 * Filled by the core.
 */
struct SE_DEPRECATED("SE_CreateCustomAllocatorParams is deprecated since 0.2.0; use SP_Platform.use_bfc_allocator") SE_CreateCustomAllocatorParams {
  /* Unpadded size of the struct as the writer knows it. */
  size_t struct_size;
  /* Reserved for future use; NULL. */
  void* ext;
  /*
   * Output for the plugin to fill.
   *
   * since 0.0.1; filled by core; 0/NULL is a no-op.
   */
  SP_CustomAllocator* custom_allocator;
  /*
   * Output for the plugin to fill.
   *
   * since 0.0.1; filled by core; 0/NULL is a no-op.
   */
  SP_CustomAllocatorFns* custom_allocator_fns;
};

#define SE_CREATE_CUSTOM_ALLOCATOR_PARAMS_STRUCT_SIZE SE_PRIVATE_OFFSET_OF_END(SE_CreateCustomAllocatorParams, custom_allocator_fns)
#define SE_CREATE_CUSTOM_ALLOCATOR_PARAMS_STRUCT_SIZE_V0_0_1 SE_CREATE_CUSTOM_ALLOCATOR_PARAMS_STRUCT_SIZE
#define SE_CREATE_CUSTOM_ALLOCATOR_PARAMS_STRUCT_SIZE_V0_1_0 SE_CREATE_CUSTOM_ALLOCATOR_PARAMS_STRUCT_SIZE
#define SE_CREATE_CUSTOM_ALLOCATOR_PARAMS_STRUCT_SIZE_V0_1_1 SE_CREATE_CUSTOM_ALLOCATOR_PARAMS_STRUCT_SIZE
#define SE_CREATE_CUSTOM_ALLOCATOR_PARAMS_STRUCT_SIZE_V0_2_0 SE_CREATE_CUSTOM_ALLOCATOR_PARAMS_STRUCT_SIZE
#define SE_CREATE_CUSTOM_ALLOCATOR_PARAMS_STRUCT_SIZE_V0_3_0 SE_CREATE_CUSTOM_ALLOCATOR_PARAMS_STRUCT_SIZE

/* ======================================================================== */
/*
 * The platform, filled by the plugin in SE_InitPlugin. The core owns the struct
 * and pre-sets struct_size; re-pointing params->platform to the plugin's own
 * struct is a bug (the core never reads it).
 *
 * Filled by the plugin.
 */
struct SP_Platform {
  /* Unpadded size of the struct as the writer knows it. */
  size_t struct_size;
  /* Free-form data set by the plugin. */
  void* ext;
  /*
   * Platform name, e.g. MY_DEVICE. NUL-terminated; must match [A-Z][A-Z_]*.
   *
   * since 0.0.1; filled by plugin; required; 0/NULL is a no-op.
   */
  const char* name;
  /*
   * Device type, e.g. GPU. NUL-terminated; must match [A-Z][A-Z_]*.
   *
   * since 0.0.1; filled by plugin; required; 0/NULL is a no-op.
   */
  const char* type;
  /*
   * Number of visible devices.
   *
   * since 0.0.1; filled by plugin; 0/NULL is a valid value. Deprecated since
   * 0.1.0. Replaced by SP_PlatformFns.get_device_count. 0 is a valid count, so
   * the field cannot be retired before the next major version: plugins keep
   * filling it for 0.0.1 cores.
   */
  SE_DEPRECATED("SP_Platform.visible_device_count is deprecated since 0.1.0; use SP_PlatformFns.get_device_count") size_t visible_device_count;
  /*
   * Whether the device supports unified memory; when set,
   * unified_memory_allocate/deallocate are required.
   *
   * since 0.1.0; filled by plugin; optional, 0/NULL by default.
   */
  TF_Bool supports_unified_memory;
  /*
   * Whether the core should wrap allocate/deallocate in its BFC allocator
   * (otherwise a thin pass-through allocator is used).
   *
   * since 0.2.0; filled by plugin; optional, 0/NULL by default.
   */
  TF_Bool use_bfc_allocator;
  /*
   * Always grow device memory on demand, ignoring the user's allow_growth
   * setting.
   *
   * since 0.3.0; filled by plugin; optional, 0/NULL by default.
   */
  TF_Bool force_memory_growth;
};

#define SP_PLATFORM_STRUCT_SIZE SE_PRIVATE_OFFSET_OF_END(SP_Platform, force_memory_growth)
/* SP_PLATFORM_STRUCT_SIZE_V0_0_1 ends at a deprecated member: computed here, so using the macro does not warn. */
enum { se_private_size_SP_PLATFORM_STRUCT_SIZE_V0_0_1 = SE_PRIVATE_OFFSET_OF_END(SP_Platform, visible_device_count) };
#define SP_PLATFORM_STRUCT_SIZE_V0_0_1 SE_PRIVATE_SIZE(se_private_size_SP_PLATFORM_STRUCT_SIZE_V0_0_1)
#define SP_PLATFORM_STRUCT_SIZE_V0_1_0 SE_PRIVATE_OFFSET_OF_END(SP_Platform, supports_unified_memory)
#define SP_PLATFORM_STRUCT_SIZE_V0_1_1 SP_PLATFORM_STRUCT_SIZE_V0_1_0
#define SP_PLATFORM_STRUCT_SIZE_V0_2_0 SE_PRIVATE_OFFSET_OF_END(SP_Platform, use_bfc_allocator)
#define SP_PLATFORM_STRUCT_SIZE_V0_3_0 SP_PLATFORM_STRUCT_SIZE

/* ======================================================================== */
/* The type of each SP_PlatformFns callback (S_get_f returns it). */
typedef void (*SP_PlatformFns_create_device_fn)(const SP_Platform* platform, SE_CreateDeviceParams* params, TF_Status* status);
typedef void (*SP_PlatformFns_destroy_device_fn)(const SP_Platform* platform, SP_Device* device);
typedef void (*SP_PlatformFns_create_stream_executor_fn)(const SP_Platform* platform, SE_CreateStreamExecutorParams* params, TF_Status* status);
typedef void (*SP_PlatformFns_destroy_stream_executor_fn)(const SP_Platform* platform, SP_StreamExecutor* stream_executor);
typedef void (*SP_PlatformFns_create_timer_fns_fn)(const SP_Platform* platform, SP_TimerFns* timer, TF_Status* status);
typedef void (*SP_PlatformFns_destroy_timer_fns_fn)(const SP_Platform* platform, SP_TimerFns* timer_fns);
typedef void (*SP_PlatformFns_create_allocator_fn)(const SP_Platform* platform, SE_CreateAllocatorParams* params, TF_Status* status);
typedef void (*SP_PlatformFns_destroy_allocator_fn)(const SP_Platform* platform, SP_Allocator* allocator, SP_AllocatorFns* allocator_fns);
typedef void (*SP_PlatformFns_create_custom_allocator_fn)(const SP_Platform* platform, SE_CreateCustomAllocatorParams* params, TF_Status* status);
typedef void (*SP_PlatformFns_destroy_custom_allocator_fn)(const SP_Platform* platform, SP_CustomAllocator* allocator, SP_CustomAllocatorFns* allocator_fns);
typedef void (*SP_PlatformFns_get_device_count_fn)(const SP_Platform* platform, int* device_count, TF_Status* status);
typedef void (*SP_PlatformFns_create_device_fns_fn)(const SP_Platform* platform, SE_CreateDeviceFnsParams* params, TF_Status* status);
typedef void (*SP_PlatformFns_destroy_device_fns_fn)(const SP_Platform* platform, SP_DeviceFns* device_fns);
/*
 * Platform callbacks, filled by the plugin in SE_InitPlugin.
 *
 * Filled by the plugin.
 */
struct SP_PlatformFns {
  /* Unpadded size of the struct as the writer knows it. */
  size_t struct_size;
  /* Reserved for future use; NULL. */
  void* ext;
  /*
   * Fills params->device for params->ordinal.
   *
   * since 0.0.1; filled by plugin; required; 0/NULL is a no-op.
   */
  SP_PlatformFns_create_device_fn create_device;
  /*
   * Frees what create_device allocated inside `device` (not `device` itself).
   *
   * since 0.0.1; filled by plugin; required; 0/NULL is a no-op.
   */
  SP_PlatformFns_destroy_device_fn destroy_device;
  /*
   * Fills params->stream_executor.
   *
   * since 0.0.1; filled by plugin; required; 0/NULL is a no-op.
   */
  SP_PlatformFns_create_stream_executor_fn create_stream_executor;
  /*
   * Frees what create_stream_executor allocated inside the struct.
   *
   * since 0.0.1; filled by plugin; required; 0/NULL is a no-op.
   */
  SP_PlatformFns_destroy_stream_executor_fn destroy_stream_executor;
  /*
   * Fills the timer callbacks.
   *
   * since 0.0.1; filled by plugin; required; 0/NULL is a no-op. Deprecated
   * since 0.3.0. TensorFlow's core no longer uses timers; still filled for
   * older cores.
   */
  SE_DEPRECATED("SP_PlatformFns.create_timer_fns is deprecated since 0.3.0") SP_PlatformFns_create_timer_fns_fn create_timer_fns;
  /*
   * Frees what create_timer_fns allocated.
   *
   * since 0.0.1; filled by plugin; required; 0/NULL is a no-op. Deprecated
   * since 0.3.0. TensorFlow's core no longer uses timers; still filled for
   * older cores.
   */
  SE_DEPRECATED("SP_PlatformFns.destroy_timer_fns is deprecated since 0.3.0") SP_PlatformFns_destroy_timer_fns_fn destroy_timer_fns;
  /*
   * Creates a BFC-strategy allocator. Set at most one of create_allocator and
   * create_custom_allocator.
   *
   * since 0.0.1; filled by plugin; optional, 0/NULL by default. Deprecated
   * since 0.2.0. Replaced by SP_Platform.use_bfc_allocator. TensorFlow never
   * called it.
   */
  SE_DEPRECATED("SP_PlatformFns.create_allocator is deprecated since 0.2.0; use SP_Platform.use_bfc_allocator") SP_PlatformFns_create_allocator_fn create_allocator;
  /*
   * Frees what create_allocator allocated.
   *
   * since 0.0.1; filled by plugin; optional, 0/NULL by default. Deprecated
   * since 0.2.0. Replaced by SP_Platform.use_bfc_allocator. TensorFlow never
   * called it.
   */
  SE_DEPRECATED("SP_PlatformFns.destroy_allocator is deprecated since 0.2.0; use SP_Platform.use_bfc_allocator") SP_PlatformFns_destroy_allocator_fn destroy_allocator;
  /*
   * Creates a custom-strategy allocator.
   *
   * since 0.0.1; filled by plugin; optional, 0/NULL by default. Deprecated
   * since 0.2.0. Replaced by SP_Platform.use_bfc_allocator. TensorFlow never
   * called it.
   */
  SE_DEPRECATED("SP_PlatformFns.create_custom_allocator is deprecated since 0.2.0; use SP_Platform.use_bfc_allocator") SP_PlatformFns_create_custom_allocator_fn create_custom_allocator;
  /*
   * Frees what create_custom_allocator allocated.
   *
   * since 0.0.1; filled by plugin; optional, 0/NULL by default. Deprecated
   * since 0.2.0. Replaced by SP_Platform.use_bfc_allocator. TensorFlow never
   * called it.
   */
  SE_DEPRECATED("SP_PlatformFns.destroy_custom_allocator is deprecated since 0.2.0; use SP_Platform.use_bfc_allocator") SP_PlatformFns_destroy_custom_allocator_fn destroy_custom_allocator;
  /*
   * Reports the number of visible devices. Replaces
   * SP_Platform.visible_device_count.
   *
   * since 0.1.0; filled by plugin; required; 0/NULL is a no-op.
   */
  SP_PlatformFns_get_device_count_fn get_device_count;
  /*
   * Fills params->device_fns (every callback in it is optional).
   *
   * since 0.1.0; filled by plugin; required; 0/NULL is a no-op.
   */
  SP_PlatformFns_create_device_fns_fn create_device_fns;
  /*
   * Frees what create_device_fns allocated.
   *
   * since 0.1.0; filled by plugin; required; 0/NULL is a no-op.
   */
  SP_PlatformFns_destroy_device_fns_fn destroy_device_fns;
};

#define SP_PLATFORM_FNS_STRUCT_SIZE SE_PRIVATE_OFFSET_OF_END(SP_PlatformFns, destroy_device_fns)
/* SP_PLATFORM_FNS_STRUCT_SIZE_V0_0_1 ends at a deprecated member: computed here, so using the macro does not warn. */
enum { se_private_size_SP_PLATFORM_FNS_STRUCT_SIZE_V0_0_1 = SE_PRIVATE_OFFSET_OF_END(SP_PlatformFns, destroy_custom_allocator) };
#define SP_PLATFORM_FNS_STRUCT_SIZE_V0_0_1 SE_PRIVATE_SIZE(se_private_size_SP_PLATFORM_FNS_STRUCT_SIZE_V0_0_1)
#define SP_PLATFORM_FNS_STRUCT_SIZE_V0_1_0 SP_PLATFORM_FNS_STRUCT_SIZE
#define SP_PLATFORM_FNS_STRUCT_SIZE_V0_1_1 SP_PLATFORM_FNS_STRUCT_SIZE
#define SP_PLATFORM_FNS_STRUCT_SIZE_V0_2_0 SP_PLATFORM_FNS_STRUCT_SIZE
#define SP_PLATFORM_FNS_STRUCT_SIZE_V0_3_0 SP_PLATFORM_FNS_STRUCT_SIZE

/* ======================================================================== */
/* The type of each SE_PlatformRegistrationParams callback (S_get_f returns it). */
typedef void (*SE_PlatformRegistrationParams_destroy_platform_fn)(SP_Platform* platform);
typedef void (*SE_PlatformRegistrationParams_destroy_platform_fns_fn)(SP_PlatformFns* platform_fns);
/*
 * Argument of SE_InitPlugin. The core fills the versions and points
 * platform/platform_fns at structs it owns; the plugin fills those and the two
 * destroy callbacks.
 *
 * Filled by the core.
 */
struct SE_PlatformRegistrationParams {
  /* Unpadded size of the struct as the writer knows it. */
  size_t struct_size;
  /* Reserved for future use; NULL. */
  void* ext;
  /*
   * The core's SE_MAJOR. A plugin refuses another major.
   *
   * since 0.0.1; filled by core; 0/NULL is a valid value.
   */
  int32_t major_version;
  /*
   * The core's SE_MINOR.
   *
   * since 0.0.1; filled by core; 0/NULL is a valid value.
   */
  int32_t minor_version;
  /*
   * The core's SE_PATCH.
   *
   * since 0.0.1; filled by core; 0/NULL is a valid value.
   */
  int32_t patch_version;
  /*
   * Core-owned; the plugin fills the struct it points to.
   *
   * since 0.0.1; filled by core; 0/NULL is a no-op.
   */
  SP_Platform* platform;
  /*
   * Core-owned; the plugin fills the struct it points to.
   *
   * since 0.0.1; filled by core; 0/NULL is a no-op.
   */
  SP_PlatformFns* platform_fns;
  /*
   * Frees what the plugin allocated inside `platform` (not `platform` itself).
   *
   * since 0.0.1; filled by plugin; required; 0/NULL is a no-op.
   */
  SE_PlatformRegistrationParams_destroy_platform_fn destroy_platform;
  /*
   * Frees what the plugin allocated inside `platform_fns`.
   *
   * since 0.0.1; filled by plugin; required; 0/NULL is a no-op.
   */
  SE_PlatformRegistrationParams_destroy_platform_fns_fn destroy_platform_fns;
};

#define SE_PLATFORM_REGISTRATION_PARAMS_STRUCT_SIZE SE_PRIVATE_OFFSET_OF_END(SE_PlatformRegistrationParams, destroy_platform_fns)
#define SE_PLATFORM_REGISTRATION_PARAMS_STRUCT_SIZE_V0_0_1 SE_PLATFORM_REGISTRATION_PARAMS_STRUCT_SIZE
#define SE_PLATFORM_REGISTRATION_PARAMS_STRUCT_SIZE_V0_1_0 SE_PLATFORM_REGISTRATION_PARAMS_STRUCT_SIZE
#define SE_PLATFORM_REGISTRATION_PARAMS_STRUCT_SIZE_V0_1_1 SE_PLATFORM_REGISTRATION_PARAMS_STRUCT_SIZE
#define SE_PLATFORM_REGISTRATION_PARAMS_STRUCT_SIZE_V0_2_0 SE_PLATFORM_REGISTRATION_PARAMS_STRUCT_SIZE
#define SE_PLATFORM_REGISTRATION_PARAMS_STRUCT_SIZE_V0_3_0 SE_PLATFORM_REGISTRATION_PARAMS_STRUCT_SIZE

/*
 * The one symbol a plugin exports. The core fills `params` and calls it once;
 * the plugin checks the major version, fills the platform structs and sets
 * `status`.
 */
SE_PLUGIN_EXPORT void SE_InitPlugin(SE_PlatformRegistrationParams* params, TF_Status* status);
typedef void (*SE_InitPluginFn)(SE_PlatformRegistrationParams* params, TF_Status* status);

#ifdef __cplusplus
} /* extern "C" */
/* What follows has internal linkage and, in C++, holds templates, which may
 * not have C linkage: C++ linkage, also where the includer wraps this header
 * in extern "C" { } as some C++ code does with every C header. */
extern "C++" {
#endif

/* ---- Accessor helpers, shared with every seabi header ------------------------
 * The first seabi header a translation unit includes defines them. */
#ifndef SE_PRIVATE_SHARED_HELPERS
#define SE_PRIVATE_SHARED_HELPERS
/* Any function pointer, for layouts' private structs and the zero object. */
typedef void (*se_private_fn)(void);
#if defined(__cplusplus)
#define SE_PRIVATE_AT(T, s, at) reinterpret_cast<T*>(reinterpret_cast<char*>(s) + (at))
#define SE_PRIVATE_AT_CONST(T, s, at) reinterpret_cast<T const*>(reinterpret_cast<const char*>(s) + (at))
#else
#define SE_PRIVATE_AT(T, s, at) ((T*)(void*)((char*)(s) + (at)))
#define SE_PRIVATE_AT_CONST(T, s, at) ((T const*)(const void*)((const char*)(s) + (at)))
#endif

/* ---- Accessor helpers --------------------------------------------------------
 * Accessors are function-like macros over these few inline functions rather
 * than three inline functions each: a compiler parses every inline function
 * it sees and runs every one a translation unit uses through its whole
 * optimizer, so one shared family keeps the cost of including this header
 * close to that of the structs alone. Members whose offset differs between
 * layouts name their placement (each known layout's struct_size and the
 * member's offset there) as the arguments of one shared lookup; so does each
 * struct's settle. Only accessors that must carry a deprecation attribute
 * (g++ drops a deprecation warning raised inside a macro from a system
 * header; a call of a deprecated function warns wherever it is) or read a
 * default other than zero stay inline functions. The macros
 * evaluate each argument exactly once and check the struct pointer's type
 * as a function parameter would (a const struct cannot be written); with
 * struct_size known at compile time they compile to the same code as `->`.
 * struct_size is every struct's first member: the helpers read it there. */
#if defined(__cplusplus)
#define SE_PRIVATE_CPTR(T, p) static_cast<T const*>(p)
#define SE_PRIVATE_CBYTES(p) static_cast<const char*>(p)
#define SE_PRIVATE_BYTES(p) static_cast<char*>(p)
#else
#define SE_PRIVATE_CPTR(T, p) ((T const*)(p))
#define SE_PRIVATE_CBYTES(p) ((const char*)(p))
#define SE_PRIVATE_BYTES(p) ((char*)(p))
#endif
#if defined(__GNUC__) || defined(__clang__)
#define SE_PRIVATE_COPY(to, from, n) __builtin_memcpy(to, from, n)
#else
#define SE_PRIVATE_COPY(to, from, n) \
  do { size_t se_private_i; for (se_private_i = 0; se_private_i < (n); se_private_i++) \
    SE_PRIVATE_BYTES(to)[se_private_i] = SE_PRIVATE_CBYTES(from)[se_private_i]; } while (0)
#endif

/* 1 when the struct at s (NULL: none) covers its first `end` bytes. */
SE_INLINE int se_private_has(const void* s, size_t end) {
  return s != SE_NULL && *SE_PRIVATE_CPTR(size_t, s) >= end;
}
/* What a getter reads for an absent member: a zero object aligned and
 * sized for every member type. */
SE_INLINE const void* se_private_zero(void) {
  static const union { size_t z; uint64_t u; double d; void* p; se_private_fn f; } zero = {0};
  return &zero;
}
/* Where a getter reads: the member at `off` when the struct covers `end`. */
SE_INLINE const void* se_private_cslot(const void* s, size_t end, size_t off) {
  if (se_private_has(s, end)) return SE_PRIVATE_CBYTES(s) + off;
  return se_private_zero();
}
/* What a setter does: copies the n bytes at v to the member at `off` when
 * the struct covers `end`; returns 1 when it wrote, else 0. */
SE_INLINE int se_private_put(void* s, size_t end, size_t off, const void* v, size_t n) {
  if (!se_private_has(s, end)) return 0;
  SE_PRIVATE_COPY(SE_PRIVATE_BYTES(s) + off, v, n);
  return 1;
}
#if defined(__cplusplus)
/* s as an S* (the type check a function parameter would make), and v
 * converted to T as a parameter of type T would be, held until the end of
 * the full expression. */
template <class S> inline S* se_private_as(S* s) { return s; }
template <class T> inline const T* se_private_value(const T& v) { return &v; }
#define SE_PRIVATE_AS(S, s) se_private_as<S>(s)
#define SE_PRIVATE_VALUE(T, v) se_private_value<T>(v)
#else
#define SE_PRIVATE_AS(S, s) (1 ? (s) : (S*)0)
#define SE_PRIVATE_VALUE(T, v) (&(T){(v)})
#endif
#define SE_PRIVATE_HAS(S, f, s) se_private_has(SE_PRIVATE_AS(const S, s), SE_PRIVATE_OFFSET_OF_END(S, f))
#define SE_PRIVATE_GET(S, f, T, s) \
  (*SE_PRIVATE_CPTR(T, se_private_cslot(SE_PRIVATE_AS(const S, s), SE_PRIVATE_OFFSET_OF_END(S, f), offsetof(S, f))))
#define SE_PRIVATE_SET(S, f, T, s, v) \
  se_private_put(SE_PRIVATE_AS(S, s), SE_PRIVATE_OFFSET_OF_END(S, f), offsetof(S, f), SE_PRIVATE_VALUE(T, v), sizeof(T))

/* A struct_size no struct has: the top of a row that covers every larger size. */
#define SE_PRIVATE_NEVER SE_PRIVATE_SIZE(-1)
/* A settle row's answer meaning "the struct_size, rounded down to whole
 * pointers": one row for the many sizes of a table of callbacks where
 * settling keeps every pointer the other side's struct covers. */
#define SE_PRIVATE_ROUND_DOWN SE_PRIVATE_NEVER
/* A settle row's answer for sizes where settling would leave out a member
 * this build must fill: S_settle_in returns 0 and S_settle_problem says why. */
#define SE_PRIVATE_UNPLACEABLE SE_PRIVATE_SIZE(-2)
/* One row of a lookup table: for a struct_size from lo to hi (inclusive),
 * the answer. The tables below are the handshake rule (generator/seabigen/
 * layouts.py; docs/handshake.md states it) for each member whose offset
 * differs between layouts, and for each struct's settle. Each is a macro
 * P() listing its rows, so that a translation unit pays for a table only
 * where it uses it; SE_PRIVATE_TABLE(P) makes the array a lookup walks and
 * its count (a table of no size holds one row with lo > hi). */
typedef struct se_private_row { size_t lo, hi, value; } se_private_row;
#if defined(__cplusplus)
/* The rows of a braced list, as an array that lives to the end of the full
 * expression (C++ has no compound literals), and their count. */
template <size_t N> inline const se_private_row* se_private_rows(const se_private_row (&rows)[N]) { return rows; }
template <size_t N> inline constexpr size_t se_private_count(const se_private_row (&)[N]) { return N; }
#define SE_PRIVATE_TABLE(P) se_private_rows({P()}), se_private_count({P()})
#else
#define SE_PRIVATE_TABLE(P) ((const se_private_row[]){P()}), \
  sizeof((const se_private_row[]){P()}) / sizeof(se_private_row)
#endif
#if defined(__GNUC__) && !defined(__clang__) && __GNUC__ >= 8
#define SE_PRIVATE_UNROLL _Pragma("GCC unroll 32")
#else
#define SE_PRIVATE_UNROLL
#endif
/* The answer of the first row that holds the struct_size of the struct at
 * s, or 0: s is NULL, or no row holds it (the member is absent there; the
 * size cannot be settled). */
SE_INLINE size_t se_private_lookup(const void* s, const se_private_row* rows, size_t count) {
  size_t n, i;
  if (s == SE_NULL) return 0;
  n = *SE_PRIVATE_CPTR(size_t, s);
  /* A table has a handful of rows: unrolled, a struct_size known at compile
   * time folds the whole lookup to its answer (gcc does not unroll it
   * unasked). */
SE_PRIVATE_UNROLL
  for (i = 0; i < count; i++)
    if (n >= rows[i].lo && n <= rows[i].hi) return rows[i].value;
  return 0;
}
/* Accessors of a member that dispatches: P is its table of offsets. The
 * struct pointer is converted once, then looked up and accessed. */
#define SE_PRIVATE_DHAS(S, P, s) (se_private_lookup(SE_PRIVATE_AS(const S, s), SE_PRIVATE_TABLE(P)) != 0)
#define SE_PRIVATE_DGET(S, P, T, s) (*SE_PRIVATE_CPTR(T, se_private_dcget(SE_PRIVATE_AS(const S, s), SE_PRIVATE_TABLE(P))))
#define SE_PRIVATE_DSET(S, P, T, s, v) se_private_dset(SE_PRIVATE_AS(S, s), SE_PRIVATE_TABLE(P), SE_PRIVATE_VALUE(T, v), sizeof(T))
/* Where a getter of a member found at offset `at` (0: absent) reads: the
 * member, or the zero object. */
SE_INLINE const void* se_private_found(const void* s, size_t at) {
  if (at != 0) return SE_PRIVATE_CBYTES(s) + at;
  return se_private_zero();
}
/* What a setter of a member found at `at` does: as se_private_put. */
SE_INLINE int se_private_put_at(void* s, size_t at, const void* v, size_t n) {
  if (at == 0) return 0;
  SE_PRIVATE_COPY(SE_PRIVATE_BYTES(s) + at, v, n);
  return 1;
}
/* Where a getter of such a member reads, and what its setter does. */
SE_PRIVATE_LAZY SE_INLINE const void* se_private_dcget(const void* s, const se_private_row* rows, size_t count) {
  return se_private_found(s, se_private_lookup(s, rows, count));
}
SE_PRIVATE_LAZY SE_INLINE int se_private_dset(void* s, const se_private_row* rows, size_t count, const void* v, size_t n) {
  return se_private_put_at(s, se_private_lookup(s, rows, count), v, n);
}
#endif /* SE_PRIVATE_SHARED_HELPERS */

/* ---- Known layouts ----------------------------------------------------------
 * Every struct_size a core or plugin may hand over selects one layout: a
 * version of this header or a TensorFlow edition (docs/api.md lists them).
 * Layouts that are not a prefix of the structs above are described here, so
 * the compiler computes their sizes and offsets on every target. */

/* The family of layouts a core belongs to. struct_size alone cannot tell a
 * newer seabi core from a newer TensorFlow one; the version a core reports
 * can, sometimes (SE_lineage_of_core reads both). */
typedef enum SE_Lineage {
  SE_LINEAGE_ANY = 0,
  SE_LINEAGE_SEABI = 1,
  SE_LINEAGE_TENSORFLOW = 2
} SE_Lineage;

/* The lineage a reported version proves. TensorFlow's cores all report 0.0.1,
 * so any other version is seabi's; a core reporting it may be either. */
SE_INLINE SE_Lineage se_private_se_lineage_of_version(int32_t major, int32_t minor, int32_t patch) {
  if (major == 0 && minor == 0 && patch == 1) return SE_LINEAGE_ANY;
  return SE_LINEAGE_SEABI;
}
/* Deprecated: the version alone leaves every core reporting 0.0.1
 * at SE_LINEAGE_ANY, and S_settle_in in a newer core may then place nothing
 * this build must fill. SE_lineage_of_core(params) also reads the sizes. */
SE_DEPRECATED("the version alone cannot tell the core's lineage: use SE_lineage_of_core(params)")
SE_INLINE SE_Lineage SE_lineage_of_version(int32_t major, int32_t minor, int32_t patch) {
  return se_private_se_lineage_of_version(major, minor, patch);
}

/* Why S_settle_in returned 0 (S_settle_problem; SE_settle_problem_text). */
typedef enum SE_SettleProblem {
  SE_SETTLE_OK = 0,            /* it settles */
  SE_SETTLE_NO_LAYOUT = 1,     /* struct_size fits no layout: 0, or below every layout */
  SE_SETTLE_NEEDS_LINEAGE = 2, /* without the core's lineage, struct_size places a member this
                                 build must fill differently in each lineage's layouts */
  SE_SETTLE_UNPLACEABLE = 3    /* in the lineage given, the layouts struct_size stands for place
                                 a member this build must fill differently */
} SE_SettleProblem;

/* The problem in words, for the status a plugin fails with. */
SE_INLINE const char* SE_settle_problem_text(SE_SettleProblem p) {
  switch (p) {
    case SE_SETTLE_OK: return "settled";
    case SE_SETTLE_NO_LAYOUT: return "the core's struct_size fits no layout this header knows";
    case SE_SETTLE_NEEDS_LINEAGE:
      return "without the core's lineage its struct_size places members this build must fill differently in "
             "each lineage's layouts: settle in SE_lineage_of_core(params)";
    case SE_SETTLE_UNPLACEABLE:
      return "the layouts the core's struct_size stands for in that lineage place members this build must "
             "fill differently";
  }
  return "unknown problem";
}
/* The known layouts that are not a prefix of the structs above, described
 * for the compiler where it computes the layout numbers (SE_PRIVATE_BY_ABI)
 * or the pins check the literals against them; elsewhere nothing needs them. */
#if defined(SE_PRIVATE_COMPUTED_LAYOUTS) || defined(SE_API_LAYOUT_PINS)
struct se_private_SP_StreamOptions_tensorflow_master_2026_05 {
  size_t struct_size;
  TF_Bool has_priority;
  int32_t priority;
};
struct se_private_SP_StreamExecutor_tensorflow_master_2026_05 {
  size_t struct_size;
  void* ext;
  se_private_fn allocate;
  se_private_fn deallocate;
  se_private_fn host_memory_allocate;
  se_private_fn host_memory_deallocate;
  se_private_fn unified_memory_allocate;
  se_private_fn unified_memory_deallocate;
  se_private_fn get_allocator_stats;
  se_private_fn device_memory_usage;
  se_private_fn create_stream;
  se_private_fn destroy_stream;
  se_private_fn create_stream_dependency;
  se_private_fn get_stream_status;
  se_private_fn create_event;
  se_private_fn destroy_event;
  se_private_fn get_event_status;
  se_private_fn record_event;
  se_private_fn wait_for_event;
  se_private_fn create_timer;
  se_private_fn destroy_timer;
  se_private_fn start_timer;
  se_private_fn stop_timer;
  se_private_fn memcpy_dtoh;
  se_private_fn memcpy_htod;
  se_private_fn memcpy_dtod;
  se_private_fn sync_memcpy_dtoh;
  se_private_fn sync_memcpy_htod;
  se_private_fn sync_memcpy_dtod;
  se_private_fn block_host_for_event;
  se_private_fn block_host_until_done;
  se_private_fn synchronize_all_activity;
  se_private_fn mem_zero;
  se_private_fn memset;
  se_private_fn memset32;
  se_private_fn host_callback;
  se_private_fn create_stream_with_options;
};
struct se_private_SP_Platform_tensorflow_2_9 {
  size_t struct_size;
  void* ext;
  const char* name;
  const char* type;
  TF_Bool supports_unified_memory;
  TF_Bool use_bfc_allocator;
  TF_Bool force_memory_growth;
};
struct se_private_SP_PlatformFns_tensorflow_2_5 {
  size_t struct_size;
  void* ext;
  se_private_fn get_device_count;
  se_private_fn create_device;
  se_private_fn destroy_device;
  se_private_fn create_device_fns;
  se_private_fn destroy_device_fns;
  se_private_fn create_stream_executor;
  se_private_fn destroy_stream_executor;
  se_private_fn create_timer_fns;
  se_private_fn destroy_timer_fns;
};
#endif

/* struct_size of each struct in each TensorFlow edition's core, and in each
 * in-between core the schema records (SIZE_<name>, e.g. _RFC_257_TEXT). */
#define SP_TIMER_FNS_STRUCT_SIZE_TENSORFLOW_2_5 SP_TIMER_FNS_STRUCT_SIZE
#define SP_TIMER_FNS_STRUCT_SIZE_TENSORFLOW_2_7 SP_TIMER_FNS_STRUCT_SIZE
#define SP_TIMER_FNS_STRUCT_SIZE_TENSORFLOW_2_9 SP_TIMER_FNS_STRUCT_SIZE
#define SP_TIMER_FNS_STRUCT_SIZE_TENSORFLOW_2_14 SP_TIMER_FNS_STRUCT_SIZE
#define SP_TIMER_FNS_STRUCT_SIZE_TENSORFLOW_MASTER_2026_05 SP_TIMER_FNS_STRUCT_SIZE
#define SP_TIMER_FNS_STRUCT_SIZE_RFC_257_TEXT SP_TIMER_FNS_STRUCT_SIZE
#define SP_TIMER_FNS_STRUCT_SIZE_TENSORFLOW_NIGHTLY_01DE7043 SP_TIMER_FNS_STRUCT_SIZE
#define SP_ALLOCATORSTATS_STRUCT_SIZE_TENSORFLOW_2_5 SP_ALLOCATORSTATS_STRUCT_SIZE
#define SP_ALLOCATORSTATS_STRUCT_SIZE_TENSORFLOW_2_7 SP_ALLOCATORSTATS_STRUCT_SIZE
#define SP_ALLOCATORSTATS_STRUCT_SIZE_TENSORFLOW_2_9 SP_ALLOCATORSTATS_STRUCT_SIZE
#define SP_ALLOCATORSTATS_STRUCT_SIZE_TENSORFLOW_2_14 SP_ALLOCATORSTATS_STRUCT_SIZE
#define SP_ALLOCATORSTATS_STRUCT_SIZE_TENSORFLOW_MASTER_2026_05 SP_ALLOCATORSTATS_STRUCT_SIZE
#define SP_ALLOCATORSTATS_STRUCT_SIZE_RFC_257_TEXT SP_ALLOCATORSTATS_STRUCT_SIZE
#define SP_ALLOCATORSTATS_STRUCT_SIZE_TENSORFLOW_NIGHTLY_01DE7043 SP_ALLOCATORSTATS_STRUCT_SIZE
#define SP_DEVICE_MEMORY_BASE_STRUCT_SIZE_TENSORFLOW_2_5 SP_DEVICE_MEMORY_BASE_STRUCT_SIZE
#define SP_DEVICE_MEMORY_BASE_STRUCT_SIZE_TENSORFLOW_2_7 SP_DEVICE_MEMORY_BASE_STRUCT_SIZE
#define SP_DEVICE_MEMORY_BASE_STRUCT_SIZE_TENSORFLOW_2_9 SP_DEVICE_MEMORY_BASE_STRUCT_SIZE
#define SP_DEVICE_MEMORY_BASE_STRUCT_SIZE_TENSORFLOW_2_14 SP_DEVICE_MEMORY_BASE_STRUCT_SIZE
#define SP_DEVICE_MEMORY_BASE_STRUCT_SIZE_TENSORFLOW_MASTER_2026_05 SP_DEVICE_MEMORY_BASE_STRUCT_SIZE
#define SP_DEVICE_MEMORY_BASE_STRUCT_SIZE_RFC_257_TEXT SP_DEVICE_MEMORY_BASE_STRUCT_SIZE
#define SP_DEVICE_MEMORY_BASE_STRUCT_SIZE_TENSORFLOW_NIGHTLY_01DE7043 SP_DEVICE_MEMORY_BASE_STRUCT_SIZE
#define SP_DEVICE_STRUCT_SIZE_TENSORFLOW_2_5 SP_DEVICE_STRUCT_SIZE
#define SP_DEVICE_STRUCT_SIZE_TENSORFLOW_2_7 SP_DEVICE_STRUCT_SIZE
#define SP_DEVICE_STRUCT_SIZE_TENSORFLOW_2_9 SP_DEVICE_STRUCT_SIZE
#define SP_DEVICE_STRUCT_SIZE_TENSORFLOW_2_14 SP_DEVICE_STRUCT_SIZE
#define SP_DEVICE_STRUCT_SIZE_TENSORFLOW_MASTER_2026_05 SP_DEVICE_STRUCT_SIZE
#define SP_DEVICE_STRUCT_SIZE_RFC_257_TEXT SP_DEVICE_STRUCT_SIZE_V0_0_1
#define SP_DEVICE_STRUCT_SIZE_TENSORFLOW_NIGHTLY_01DE7043 SP_DEVICE_STRUCT_SIZE
#define SE_CREATE_DEVICE_PARAMS_STRUCT_SIZE_TENSORFLOW_2_5 SE_CREATE_DEVICE_PARAMS_STRUCT_SIZE
#define SE_CREATE_DEVICE_PARAMS_STRUCT_SIZE_TENSORFLOW_2_7 SE_CREATE_DEVICE_PARAMS_STRUCT_SIZE
#define SE_CREATE_DEVICE_PARAMS_STRUCT_SIZE_TENSORFLOW_2_9 SE_CREATE_DEVICE_PARAMS_STRUCT_SIZE
#define SE_CREATE_DEVICE_PARAMS_STRUCT_SIZE_TENSORFLOW_2_14 SE_CREATE_DEVICE_PARAMS_STRUCT_SIZE
#define SE_CREATE_DEVICE_PARAMS_STRUCT_SIZE_TENSORFLOW_MASTER_2026_05 SE_CREATE_DEVICE_PARAMS_STRUCT_SIZE
#define SE_CREATE_DEVICE_PARAMS_STRUCT_SIZE_RFC_257_TEXT SE_CREATE_DEVICE_PARAMS_STRUCT_SIZE
#define SE_CREATE_DEVICE_PARAMS_STRUCT_SIZE_TENSORFLOW_NIGHTLY_01DE7043 SE_CREATE_DEVICE_PARAMS_STRUCT_SIZE
#define SP_DEVICE_FNS_STRUCT_SIZE_TENSORFLOW_2_5 SP_DEVICE_FNS_STRUCT_SIZE
#define SP_DEVICE_FNS_STRUCT_SIZE_TENSORFLOW_2_7 SP_DEVICE_FNS_STRUCT_SIZE
#define SP_DEVICE_FNS_STRUCT_SIZE_TENSORFLOW_2_9 SP_DEVICE_FNS_STRUCT_SIZE
#define SP_DEVICE_FNS_STRUCT_SIZE_TENSORFLOW_2_14 SP_DEVICE_FNS_STRUCT_SIZE
#define SP_DEVICE_FNS_STRUCT_SIZE_TENSORFLOW_MASTER_2026_05 SP_DEVICE_FNS_STRUCT_SIZE
#define SP_DEVICE_FNS_STRUCT_SIZE_TENSORFLOW_NIGHTLY_01DE7043 SP_DEVICE_FNS_STRUCT_SIZE
#define SE_CREATE_DEVICE_FNS_PARAMS_STRUCT_SIZE_TENSORFLOW_2_5 SE_CREATE_DEVICE_FNS_PARAMS_STRUCT_SIZE
#define SE_CREATE_DEVICE_FNS_PARAMS_STRUCT_SIZE_TENSORFLOW_2_7 SE_CREATE_DEVICE_FNS_PARAMS_STRUCT_SIZE
#define SE_CREATE_DEVICE_FNS_PARAMS_STRUCT_SIZE_TENSORFLOW_2_9 SE_CREATE_DEVICE_FNS_PARAMS_STRUCT_SIZE
#define SE_CREATE_DEVICE_FNS_PARAMS_STRUCT_SIZE_TENSORFLOW_2_14 SE_CREATE_DEVICE_FNS_PARAMS_STRUCT_SIZE
#define SE_CREATE_DEVICE_FNS_PARAMS_STRUCT_SIZE_TENSORFLOW_MASTER_2026_05 SE_CREATE_DEVICE_FNS_PARAMS_STRUCT_SIZE
#define SE_CREATE_DEVICE_FNS_PARAMS_STRUCT_SIZE_TENSORFLOW_NIGHTLY_01DE7043 SE_CREATE_DEVICE_FNS_PARAMS_STRUCT_SIZE
#define SP_STREAM_OPTIONS_STRUCT_SIZE_TENSORFLOW_MASTER_2026_05 SE_PRIVATE_SIZE(SE_PRIVATE_BY_ABI(16, 12, SE_PRIVATE_OFFSET_OF_END(struct se_private_SP_StreamOptions_tensorflow_master_2026_05, priority)))
#define SP_STREAMEXECUTOR_STRUCT_SIZE_TENSORFLOW_2_5 SP_STREAMEXECUTOR_STRUCT_SIZE_V0_0_1
#define SP_STREAMEXECUTOR_STRUCT_SIZE_TENSORFLOW_2_7 SE_PRIVATE_SIZE(SE_PRIVATE_BY_ABI(288, 144, SE_PRIVATE_OFFSET_OF_END(struct se_private_SP_StreamExecutor_tensorflow_master_2026_05, host_callback)))
#define SP_STREAMEXECUTOR_STRUCT_SIZE_TENSORFLOW_2_9 SP_STREAMEXECUTOR_STRUCT_SIZE_TENSORFLOW_2_7
#define SP_STREAMEXECUTOR_STRUCT_SIZE_TENSORFLOW_2_14 SP_STREAMEXECUTOR_STRUCT_SIZE_TENSORFLOW_2_7
#define SP_STREAMEXECUTOR_STRUCT_SIZE_TENSORFLOW_MASTER_2026_05 SE_PRIVATE_SIZE(SE_PRIVATE_BY_ABI(296, 148, SE_PRIVATE_OFFSET_OF_END(struct se_private_SP_StreamExecutor_tensorflow_master_2026_05, create_stream_with_options)))
#define SP_STREAMEXECUTOR_STRUCT_SIZE_RFC_257_TEXT SP_STREAMEXECUTOR_STRUCT_SIZE_V0_0_1
#define SP_STREAMEXECUTOR_STRUCT_SIZE_TENSORFLOW_NIGHTLY_01DE7043 SP_STREAMEXECUTOR_STRUCT_SIZE_V0_0_1
#define SE_CREATE_STREAM_EXECUTOR_PARAMS_STRUCT_SIZE_TENSORFLOW_2_5 SE_CREATE_STREAM_EXECUTOR_PARAMS_STRUCT_SIZE
#define SE_CREATE_STREAM_EXECUTOR_PARAMS_STRUCT_SIZE_TENSORFLOW_2_7 SE_CREATE_STREAM_EXECUTOR_PARAMS_STRUCT_SIZE
#define SE_CREATE_STREAM_EXECUTOR_PARAMS_STRUCT_SIZE_TENSORFLOW_2_9 SE_CREATE_STREAM_EXECUTOR_PARAMS_STRUCT_SIZE
#define SE_CREATE_STREAM_EXECUTOR_PARAMS_STRUCT_SIZE_TENSORFLOW_2_14 SE_CREATE_STREAM_EXECUTOR_PARAMS_STRUCT_SIZE
#define SE_CREATE_STREAM_EXECUTOR_PARAMS_STRUCT_SIZE_TENSORFLOW_MASTER_2026_05 SE_CREATE_STREAM_EXECUTOR_PARAMS_STRUCT_SIZE
#define SE_CREATE_STREAM_EXECUTOR_PARAMS_STRUCT_SIZE_RFC_257_TEXT SE_CREATE_STREAM_EXECUTOR_PARAMS_STRUCT_SIZE
#define SE_CREATE_STREAM_EXECUTOR_PARAMS_STRUCT_SIZE_TENSORFLOW_NIGHTLY_01DE7043 SE_CREATE_STREAM_EXECUTOR_PARAMS_STRUCT_SIZE
#define SP_ALLOCATOR_STRUCT_SIZE_RFC_257_TEXT SP_ALLOCATOR_STRUCT_SIZE
#define SP_ALLOCATOR_FNS_STRUCT_SIZE_RFC_257_TEXT SP_ALLOCATOR_FNS_STRUCT_SIZE
#define SP_CUSTOM_ALLOCATOR_STRUCT_SIZE_RFC_257_TEXT SP_CUSTOM_ALLOCATOR_STRUCT_SIZE
#define SP_CUSTOM_ALLOCATOR_FNS_STRUCT_SIZE_RFC_257_TEXT SP_CUSTOM_ALLOCATOR_FNS_STRUCT_SIZE
#define SE_CREATE_ALLOCATOR_PARAMS_STRUCT_SIZE_RFC_257_TEXT SE_CREATE_ALLOCATOR_PARAMS_STRUCT_SIZE
#define SE_CREATE_CUSTOM_ALLOCATOR_PARAMS_STRUCT_SIZE_RFC_257_TEXT SE_CREATE_CUSTOM_ALLOCATOR_PARAMS_STRUCT_SIZE
#define SP_PLATFORM_STRUCT_SIZE_TENSORFLOW_2_5 SE_PRIVATE_SIZE(SE_PRIVATE_BY_ABI(34, 18, SE_PRIVATE_OFFSET_OF_END(struct se_private_SP_Platform_tensorflow_2_9, use_bfc_allocator)))
#define SP_PLATFORM_STRUCT_SIZE_TENSORFLOW_2_7 SP_PLATFORM_STRUCT_SIZE_TENSORFLOW_2_5
#define SP_PLATFORM_STRUCT_SIZE_TENSORFLOW_2_9 SE_PRIVATE_SIZE(SE_PRIVATE_BY_ABI(35, 19, SE_PRIVATE_OFFSET_OF_END(struct se_private_SP_Platform_tensorflow_2_9, force_memory_growth)))
#define SP_PLATFORM_STRUCT_SIZE_TENSORFLOW_2_14 SP_PLATFORM_STRUCT_SIZE_TENSORFLOW_2_9
#define SP_PLATFORM_STRUCT_SIZE_TENSORFLOW_MASTER_2026_05 SP_PLATFORM_STRUCT_SIZE_TENSORFLOW_2_9
#define SP_PLATFORM_STRUCT_SIZE_RFC_257_TEXT SP_PLATFORM_STRUCT_SIZE_V0_0_1
#define SP_PLATFORM_STRUCT_SIZE_TENSORFLOW_NIGHTLY_01DE7043 SE_PRIVATE_SIZE(SE_PRIVATE_BY_ABI(33, 17, SE_PRIVATE_OFFSET_OF_END(struct se_private_SP_Platform_tensorflow_2_9, supports_unified_memory)))
#define SP_PLATFORM_FNS_STRUCT_SIZE_TENSORFLOW_2_5 SE_PRIVATE_SIZE(SE_PRIVATE_BY_ABI(88, 44, SE_PRIVATE_OFFSET_OF_END(struct se_private_SP_PlatformFns_tensorflow_2_5, destroy_timer_fns)))
#define SP_PLATFORM_FNS_STRUCT_SIZE_TENSORFLOW_2_7 SP_PLATFORM_FNS_STRUCT_SIZE_TENSORFLOW_2_5
#define SP_PLATFORM_FNS_STRUCT_SIZE_TENSORFLOW_2_9 SP_PLATFORM_FNS_STRUCT_SIZE_TENSORFLOW_2_5
#define SP_PLATFORM_FNS_STRUCT_SIZE_TENSORFLOW_2_14 SP_PLATFORM_FNS_STRUCT_SIZE_TENSORFLOW_2_5
#define SP_PLATFORM_FNS_STRUCT_SIZE_TENSORFLOW_MASTER_2026_05 SP_PLATFORM_FNS_STRUCT_SIZE_TENSORFLOW_2_5
enum { se_private_size_SP_PLATFORM_FNS_STRUCT_SIZE_rfc_257_text = SE_PRIVATE_OFFSET_OF_END(SP_PlatformFns, destroy_timer_fns) };
#define SP_PLATFORM_FNS_STRUCT_SIZE_RFC_257_TEXT SE_PRIVATE_SIZE(se_private_size_SP_PLATFORM_FNS_STRUCT_SIZE_rfc_257_text)
#define SP_PLATFORM_FNS_STRUCT_SIZE_TENSORFLOW_NIGHTLY_01DE7043 SP_PLATFORM_FNS_STRUCT_SIZE_TENSORFLOW_2_5
#define SE_PLATFORM_REGISTRATION_PARAMS_STRUCT_SIZE_TENSORFLOW_2_5 SE_PLATFORM_REGISTRATION_PARAMS_STRUCT_SIZE
#define SE_PLATFORM_REGISTRATION_PARAMS_STRUCT_SIZE_TENSORFLOW_2_7 SE_PLATFORM_REGISTRATION_PARAMS_STRUCT_SIZE
#define SE_PLATFORM_REGISTRATION_PARAMS_STRUCT_SIZE_TENSORFLOW_2_9 SE_PLATFORM_REGISTRATION_PARAMS_STRUCT_SIZE
#define SE_PLATFORM_REGISTRATION_PARAMS_STRUCT_SIZE_TENSORFLOW_2_14 SE_PLATFORM_REGISTRATION_PARAMS_STRUCT_SIZE
#define SE_PLATFORM_REGISTRATION_PARAMS_STRUCT_SIZE_TENSORFLOW_MASTER_2026_05 SE_PLATFORM_REGISTRATION_PARAMS_STRUCT_SIZE
#define SE_PLATFORM_REGISTRATION_PARAMS_STRUCT_SIZE_RFC_257_TEXT SE_PLATFORM_REGISTRATION_PARAMS_STRUCT_SIZE
#define SE_PLATFORM_REGISTRATION_PARAMS_STRUCT_SIZE_TENSORFLOW_NIGHTLY_01DE7043 SE_PLATFORM_REGISTRATION_PARAMS_STRUCT_SIZE

/* The row of the core's lineage's settle table that holds the struct_size
 * of the struct at s (an unknown lineage value counts as SE_LINEAGE_ANY):
 * the size to leave, SE_PRIVATE_ROUND_DOWN, SE_PRIVATE_UNPLACEABLE, or 0. */
SE_PRIVATE_LAZY SE_INLINE size_t se_private_se_settle_row(const void* s, SE_Lineage lineage, const se_private_row* rows_any, size_t count_any, const se_private_row* rows_seabi, size_t count_seabi, const se_private_row* rows_tensorflow, size_t count_tensorflow) {
  const se_private_row* rows = rows_any;
  size_t count = count_any;
  if (lineage == SE_LINEAGE_SEABI) {
    rows = rows_seabi;
    count = count_seabi;
  }
  if (lineage == SE_LINEAGE_TENSORFLOW) {
    rows = rows_tensorflow;
    count = count_tensorflow;
  }
  return se_private_lookup(s, rows, count);
}
/* What S_settle_in does to the struct at s (NULL: nothing): writes the size
 * its row says into struct_size and returns it, or returns 0 and leaves
 * the struct untouched (no row; a member this build must fill left out). */
SE_PRIVATE_LAZY SE_INLINE size_t se_private_se_settle(void* s, SE_Lineage lineage, const se_private_row* rows_any, size_t count_any, const se_private_row* rows_seabi, size_t count_seabi, const se_private_row* rows_tensorflow, size_t count_tensorflow) {
  size_t to = se_private_se_settle_row(s, lineage, rows_any, count_any, rows_seabi, count_seabi, rows_tensorflow, count_tensorflow);
  if (to == SE_PRIVATE_UNPLACEABLE) return 0;
  if (to == SE_PRIVATE_ROUND_DOWN) {
    to = *SE_PRIVATE_CPTR(size_t, s);
    to -= to % sizeof(void*);
  }
  if (to != 0) *SE_PRIVATE_AT(size_t, s, 0) = to;
  return to;
}
/* What S_settle_problem answers. */
SE_PRIVATE_LAZY SE_INLINE SE_SettleProblem se_private_se_settle_problem(const void* s, SE_Lineage lineage, const se_private_row* rows_any, size_t count_any, const se_private_row* rows_seabi, size_t count_seabi, const se_private_row* rows_tensorflow, size_t count_tensorflow) {
  size_t to = se_private_se_settle_row(s, lineage, rows_any, count_any, rows_seabi, count_seabi, rows_tensorflow, count_tensorflow);
  if (to == 0) return SE_SETTLE_NO_LAYOUT;
  if (to != SE_PRIVATE_UNPLACEABLE) return SE_SETTLE_OK;
  if (lineage == SE_LINEAGE_SEABI) return SE_SETTLE_UNPLACEABLE;
  if (lineage == SE_LINEAGE_TENSORFLOW) return SE_SETTLE_UNPLACEABLE;
  return SE_SETTLE_NEEDS_LINEAGE;
}
/* S_settle_in(s, lineage) and S_settle_problem(s, lineage) of the struct S
 * whose settle tables, by the core's lineage, are the last arguments.
 * Call S_settle_in once on every S you receive to fill, with the core's
 * lineage (SE_lineage_of_core): it sets struct_size to the largest size
 * inside the one the other side allocated that this build can fill and
 * that the accessors place where that core reads, so the other side reads
 * exactly what was written. It returns that size, or 0 (struct untouched)
 * when the other side's struct_size fits no layout or settling would leave
 * out a member this build must fill; S_settle_problem says which. */
#define SE_PRIVATE_SE_SETTLE_IN(S, s, lineage, rows_any, rows_seabi, rows_tensorflow) \
  se_private_se_settle(SE_PRIVATE_AS(S, s), lineage, SE_PRIVATE_TABLE(rows_any), SE_PRIVATE_TABLE(rows_seabi), SE_PRIVATE_TABLE(rows_tensorflow))
#define SE_PRIVATE_SE_SETTLE_PROBLEM(S, s, lineage, rows_any, rows_seabi, rows_tensorflow) \
  se_private_se_settle_problem(SE_PRIVATE_AS(const S, s), lineage, SE_PRIVATE_TABLE(rows_any), SE_PRIVATE_TABLE(rows_seabi), SE_PRIVATE_TABLE(rows_tensorflow))

/* ---- Accessors: struct_size-guarded has/get/set for every member ---------- */

/* SP_TimerFns */
/* The sizes and offsets its accessors name: on 64-bit targets, on i386, elsewhere. */
#define se_private_end_SP_TimerFns_struct_size SE_PRIVATE_END_BY_ABI(8, 4, SP_TimerFns, struct_size)
#define se_private_end_SP_TimerFns_nanoseconds SE_PRIVATE_END_BY_ABI(24, 12, SP_TimerFns, nanoseconds)
#define SP_TimerFns_has_struct_size(s) SE_PRIVATE_HAS(SP_TimerFns, struct_size, s)
#define SP_TimerFns_get_struct_size(s) SE_PRIVATE_GET(SP_TimerFns, struct_size, size_t, s)
#define SP_TimerFns_set_struct_size(s, v) SE_PRIVATE_SET(SP_TimerFns, struct_size, size_t, s, v)
#define SP_TimerFns_has_ext(s) SE_PRIVATE_HAS(SP_TimerFns, ext, s)
#define SP_TimerFns_get_ext(s) SE_PRIVATE_GET(SP_TimerFns, ext, void*, s)
#define SP_TimerFns_set_ext(s, v) SE_PRIVATE_SET(SP_TimerFns, ext, void*, s, v)
#define SP_TimerFns_has_nanoseconds(s) SE_PRIVATE_HAS(SP_TimerFns, nanoseconds, s)
#define SP_TimerFns_get_nanoseconds(s) SE_PRIVATE_GET(SP_TimerFns, nanoseconds, SP_TimerFns_nanoseconds_fn, s)
#define SP_TimerFns_set_nanoseconds(s, v) SE_PRIVATE_SET(SP_TimerFns, nanoseconds, SP_TimerFns_nanoseconds_fn, s, v)
/* What SP_TimerFns_settle_in leaves in struct_size, by the core's lineage. */
#define se_private_settle_SP_TimerFns_0() \
  { se_private_end_SP_TimerFns_struct_size, se_private_end_SP_TimerFns_nanoseconds, SE_PRIVATE_ROUND_DOWN }, /* 0.0.1 (+11) to struct_size, and up */ \
  { se_private_end_SP_TimerFns_nanoseconds + 1, SE_PRIVATE_NEVER, se_private_end_SP_TimerFns_nanoseconds }, /* past 0.0.1 (+11) */
/* Call once on every SP_TimerFns you receive to fill (S_settle_in above). */
#define SP_TimerFns_settle_in(s, lineage) \
  SE_PRIVATE_SE_SETTLE_IN(SP_TimerFns, s, lineage, se_private_settle_SP_TimerFns_0, se_private_settle_SP_TimerFns_0, se_private_settle_SP_TimerFns_0)
#define SP_TimerFns_settle(s) SP_TimerFns_settle_in(s, SE_LINEAGE_ANY)
#define SP_TimerFns_settle_problem(s, lineage) \
  SE_PRIVATE_SE_SETTLE_PROBLEM(SP_TimerFns, s, lineage, se_private_settle_SP_TimerFns_0, se_private_settle_SP_TimerFns_0, se_private_settle_SP_TimerFns_0)

/* SP_AllocatorStats */
/* The sizes and offsets its accessors name: on 64-bit targets, on i386, elsewhere. */
#define se_private_end_SP_AllocatorStats_struct_size SE_PRIVATE_END_BY_ABI(8, 4, SP_AllocatorStats, struct_size)
#define se_private_end_SP_AllocatorStats_largest_alloc_size SE_PRIVATE_END_BY_ABI(40, 36, SP_AllocatorStats, largest_alloc_size)
#define se_private_end_SP_AllocatorStats_has_bytes_limit SE_PRIVATE_END_BY_ABI(41, 37, SP_AllocatorStats, has_bytes_limit)
#define se_private_end_SP_AllocatorStats_bytes_limit SE_PRIVATE_END_BY_ABI(56, 48, SP_AllocatorStats, bytes_limit)
#define se_private_end_SP_AllocatorStats_peak_bytes_reserved SE_PRIVATE_END_BY_ABI(72, 64, SP_AllocatorStats, peak_bytes_reserved)
#define se_private_end_SP_AllocatorStats_has_bytes_reservable_limit SE_PRIVATE_END_BY_ABI(73, 65, SP_AllocatorStats, has_bytes_reservable_limit)
#define se_private_end_SP_AllocatorStats_bytes_reservable_limit SE_PRIVATE_END_BY_ABI(88, 76, SP_AllocatorStats, bytes_reservable_limit)
#define se_private_end_SP_AllocatorStats_largest_free_block_bytes SE_PRIVATE_END_BY_ABI(96, 84, SP_AllocatorStats, largest_free_block_bytes)
#define se_private_end_SP_AllocatorStats_num_allocs SE_PRIVATE_END_BY_ABI(16, 12, SP_AllocatorStats, num_allocs)
#define se_private_end_SP_AllocatorStats_bytes_in_use SE_PRIVATE_END_BY_ABI(24, 20, SP_AllocatorStats, bytes_in_use)
#define se_private_end_SP_AllocatorStats_peak_bytes_in_use SE_PRIVATE_END_BY_ABI(32, 28, SP_AllocatorStats, peak_bytes_in_use)
#define se_private_end_SP_AllocatorStats_bytes_reserved SE_PRIVATE_END_BY_ABI(64, 56, SP_AllocatorStats, bytes_reserved)
#define SP_AllocatorStats_has_struct_size(s) SE_PRIVATE_HAS(SP_AllocatorStats, struct_size, s)
#define SP_AllocatorStats_get_struct_size(s) SE_PRIVATE_GET(SP_AllocatorStats, struct_size, size_t, s)
#define SP_AllocatorStats_set_struct_size(s, v) SE_PRIVATE_SET(SP_AllocatorStats, struct_size, size_t, s, v)
#define SP_AllocatorStats_has_num_allocs(s) SE_PRIVATE_HAS(SP_AllocatorStats, num_allocs, s)
#define SP_AllocatorStats_get_num_allocs(s) SE_PRIVATE_GET(SP_AllocatorStats, num_allocs, int64_t, s)
#define SP_AllocatorStats_set_num_allocs(s, v) SE_PRIVATE_SET(SP_AllocatorStats, num_allocs, int64_t, s, v)
#define SP_AllocatorStats_has_bytes_in_use(s) SE_PRIVATE_HAS(SP_AllocatorStats, bytes_in_use, s)
#define SP_AllocatorStats_get_bytes_in_use(s) SE_PRIVATE_GET(SP_AllocatorStats, bytes_in_use, int64_t, s)
#define SP_AllocatorStats_set_bytes_in_use(s, v) SE_PRIVATE_SET(SP_AllocatorStats, bytes_in_use, int64_t, s, v)
#define SP_AllocatorStats_has_peak_bytes_in_use(s) SE_PRIVATE_HAS(SP_AllocatorStats, peak_bytes_in_use, s)
#define SP_AllocatorStats_get_peak_bytes_in_use(s) SE_PRIVATE_GET(SP_AllocatorStats, peak_bytes_in_use, int64_t, s)
#define SP_AllocatorStats_set_peak_bytes_in_use(s, v) SE_PRIVATE_SET(SP_AllocatorStats, peak_bytes_in_use, int64_t, s, v)
#define SP_AllocatorStats_has_largest_alloc_size(s) SE_PRIVATE_HAS(SP_AllocatorStats, largest_alloc_size, s)
#define SP_AllocatorStats_get_largest_alloc_size(s) SE_PRIVATE_GET(SP_AllocatorStats, largest_alloc_size, int64_t, s)
#define SP_AllocatorStats_set_largest_alloc_size(s, v) SE_PRIVATE_SET(SP_AllocatorStats, largest_alloc_size, int64_t, s, v)
#define SP_AllocatorStats_has_has_bytes_limit(s) SE_PRIVATE_HAS(SP_AllocatorStats, has_bytes_limit, s)
#define SP_AllocatorStats_get_has_bytes_limit(s) SE_PRIVATE_GET(SP_AllocatorStats, has_bytes_limit, int8_t, s)
#define SP_AllocatorStats_set_has_bytes_limit(s, v) SE_PRIVATE_SET(SP_AllocatorStats, has_bytes_limit, int8_t, s, v)
#define SP_AllocatorStats_has_bytes_limit(s) SE_PRIVATE_HAS(SP_AllocatorStats, bytes_limit, s)
#define SP_AllocatorStats_get_bytes_limit(s) SE_PRIVATE_GET(SP_AllocatorStats, bytes_limit, int64_t, s)
#define SP_AllocatorStats_set_bytes_limit(s, v) SE_PRIVATE_SET(SP_AllocatorStats, bytes_limit, int64_t, s, v)
#define SP_AllocatorStats_has_bytes_reserved(s) SE_PRIVATE_HAS(SP_AllocatorStats, bytes_reserved, s)
#define SP_AllocatorStats_get_bytes_reserved(s) SE_PRIVATE_GET(SP_AllocatorStats, bytes_reserved, int64_t, s)
#define SP_AllocatorStats_set_bytes_reserved(s, v) SE_PRIVATE_SET(SP_AllocatorStats, bytes_reserved, int64_t, s, v)
#define SP_AllocatorStats_has_peak_bytes_reserved(s) SE_PRIVATE_HAS(SP_AllocatorStats, peak_bytes_reserved, s)
#define SP_AllocatorStats_get_peak_bytes_reserved(s) SE_PRIVATE_GET(SP_AllocatorStats, peak_bytes_reserved, int64_t, s)
#define SP_AllocatorStats_set_peak_bytes_reserved(s, v) SE_PRIVATE_SET(SP_AllocatorStats, peak_bytes_reserved, int64_t, s, v)
#define SP_AllocatorStats_has_has_bytes_reservable_limit(s) SE_PRIVATE_HAS(SP_AllocatorStats, has_bytes_reservable_limit, s)
#define SP_AllocatorStats_get_has_bytes_reservable_limit(s) SE_PRIVATE_GET(SP_AllocatorStats, has_bytes_reservable_limit, int8_t, s)
#define SP_AllocatorStats_set_has_bytes_reservable_limit(s, v) SE_PRIVATE_SET(SP_AllocatorStats, has_bytes_reservable_limit, int8_t, s, v)
#define SP_AllocatorStats_has_bytes_reservable_limit(s) SE_PRIVATE_HAS(SP_AllocatorStats, bytes_reservable_limit, s)
#define SP_AllocatorStats_get_bytes_reservable_limit(s) SE_PRIVATE_GET(SP_AllocatorStats, bytes_reservable_limit, int64_t, s)
#define SP_AllocatorStats_set_bytes_reservable_limit(s, v) SE_PRIVATE_SET(SP_AllocatorStats, bytes_reservable_limit, int64_t, s, v)
#define SP_AllocatorStats_has_largest_free_block_bytes(s) SE_PRIVATE_HAS(SP_AllocatorStats, largest_free_block_bytes, s)
#define SP_AllocatorStats_get_largest_free_block_bytes(s) SE_PRIVATE_GET(SP_AllocatorStats, largest_free_block_bytes, int64_t, s)
#define SP_AllocatorStats_set_largest_free_block_bytes(s, v) SE_PRIVATE_SET(SP_AllocatorStats, largest_free_block_bytes, int64_t, s, v)
/* What SP_AllocatorStats_settle_in leaves in struct_size, by the core's lineage. */
/* Its rows differ between the ABIs: boundaries that coincide on one do not on the other. */
#if UINTPTR_MAX > 0xFFFFFFFFu
#define se_private_settle_SP_AllocatorStats_0() \
  { se_private_end_SP_AllocatorStats_struct_size, se_private_end_SP_AllocatorStats_largest_alloc_size, SE_PRIVATE_ROUND_DOWN }, /* 0.0.1 (+11) to struct_size, and up */ \
  { se_private_end_SP_AllocatorStats_has_bytes_limit, se_private_end_SP_AllocatorStats_bytes_limit - 1, se_private_end_SP_AllocatorStats_has_bytes_limit }, /* 0.0.1 (+11) to has_bytes_limit, and up */ \
  { se_private_end_SP_AllocatorStats_bytes_limit, se_private_end_SP_AllocatorStats_peak_bytes_reserved, SE_PRIVATE_ROUND_DOWN }, /* 0.0.1 (+11) to bytes_limit, and up */ \
  { se_private_end_SP_AllocatorStats_has_bytes_reservable_limit, se_private_end_SP_AllocatorStats_bytes_reservable_limit - 1, se_private_end_SP_AllocatorStats_has_bytes_reservable_limit }, /* 0.0.1 (+11) to has_bytes_reservable_limit, and up */ \
  { se_private_end_SP_AllocatorStats_bytes_reservable_limit, se_private_end_SP_AllocatorStats_largest_free_block_bytes, SE_PRIVATE_ROUND_DOWN }, /* 0.0.1 (+11) to bytes_reservable_limit, and up */ \
  { se_private_end_SP_AllocatorStats_largest_free_block_bytes + 1, SE_PRIVATE_NEVER, se_private_end_SP_AllocatorStats_largest_free_block_bytes }, /* past 0.0.1 (+11) */
#else
#define se_private_settle_SP_AllocatorStats_0() \
  { se_private_end_SP_AllocatorStats_struct_size, se_private_end_SP_AllocatorStats_struct_size, SE_PRIVATE_ROUND_DOWN }, /* 0.0.1 (+11) to struct_size */ \
  { se_private_end_SP_AllocatorStats_struct_size + 1, se_private_end_SP_AllocatorStats_num_allocs - 1, se_private_end_SP_AllocatorStats_struct_size }, /* 0.0.1 (+11) to struct_size */ \
  { se_private_end_SP_AllocatorStats_num_allocs, se_private_end_SP_AllocatorStats_num_allocs, SE_PRIVATE_ROUND_DOWN }, /* 0.0.1 (+11) to num_allocs */ \
  { se_private_end_SP_AllocatorStats_num_allocs + 1, se_private_end_SP_AllocatorStats_bytes_in_use - 1, se_private_end_SP_AllocatorStats_num_allocs }, /* 0.0.1 (+11) to num_allocs */ \
  { se_private_end_SP_AllocatorStats_bytes_in_use, se_private_end_SP_AllocatorStats_bytes_in_use, SE_PRIVATE_ROUND_DOWN }, /* 0.0.1 (+11) to bytes_in_use */ \
  { se_private_end_SP_AllocatorStats_bytes_in_use + 1, se_private_end_SP_AllocatorStats_peak_bytes_in_use - 1, se_private_end_SP_AllocatorStats_bytes_in_use }, /* 0.0.1 (+11) to bytes_in_use */ \
  { se_private_end_SP_AllocatorStats_peak_bytes_in_use, se_private_end_SP_AllocatorStats_peak_bytes_in_use, SE_PRIVATE_ROUND_DOWN }, /* 0.0.1 (+11) to peak_bytes_in_use */ \
  { se_private_end_SP_AllocatorStats_peak_bytes_in_use + 1, se_private_end_SP_AllocatorStats_largest_alloc_size - 1, se_private_end_SP_AllocatorStats_peak_bytes_in_use }, /* 0.0.1 (+11) to peak_bytes_in_use */ \
  { se_private_end_SP_AllocatorStats_largest_alloc_size, se_private_end_SP_AllocatorStats_largest_alloc_size, SE_PRIVATE_ROUND_DOWN }, /* 0.0.1 (+11) to largest_alloc_size */ \
  { se_private_end_SP_AllocatorStats_has_bytes_limit, se_private_end_SP_AllocatorStats_bytes_limit - 1, se_private_end_SP_AllocatorStats_has_bytes_limit }, /* 0.0.1 (+11) to has_bytes_limit, and up */ \
  { se_private_end_SP_AllocatorStats_bytes_limit, se_private_end_SP_AllocatorStats_bytes_limit, SE_PRIVATE_ROUND_DOWN }, /* 0.0.1 (+11) to bytes_limit */ \
  { se_private_end_SP_AllocatorStats_bytes_limit + 1, se_private_end_SP_AllocatorStats_bytes_reserved - 1, se_private_end_SP_AllocatorStats_bytes_limit }, /* 0.0.1 (+11) to bytes_limit */ \
  { se_private_end_SP_AllocatorStats_bytes_reserved, se_private_end_SP_AllocatorStats_bytes_reserved, SE_PRIVATE_ROUND_DOWN }, /* 0.0.1 (+11) to bytes_reserved */ \
  { se_private_end_SP_AllocatorStats_bytes_reserved + 1, se_private_end_SP_AllocatorStats_peak_bytes_reserved - 1, se_private_end_SP_AllocatorStats_bytes_reserved }, /* 0.0.1 (+11) to bytes_reserved */ \
  { se_private_end_SP_AllocatorStats_peak_bytes_reserved, se_private_end_SP_AllocatorStats_peak_bytes_reserved, SE_PRIVATE_ROUND_DOWN }, /* 0.0.1 (+11) to peak_bytes_reserved */ \
  { se_private_end_SP_AllocatorStats_has_bytes_reservable_limit, se_private_end_SP_AllocatorStats_bytes_reservable_limit - 1, se_private_end_SP_AllocatorStats_has_bytes_reservable_limit }, /* 0.0.1 (+11) to has_bytes_reservable_limit, and up */ \
  { se_private_end_SP_AllocatorStats_bytes_reservable_limit, se_private_end_SP_AllocatorStats_bytes_reservable_limit, SE_PRIVATE_ROUND_DOWN }, /* 0.0.1 (+11) to bytes_reservable_limit */ \
  { se_private_end_SP_AllocatorStats_bytes_reservable_limit + 1, se_private_end_SP_AllocatorStats_largest_free_block_bytes - 1, se_private_end_SP_AllocatorStats_bytes_reservable_limit }, /* 0.0.1 (+11) to bytes_reservable_limit */ \
  { se_private_end_SP_AllocatorStats_largest_free_block_bytes, se_private_end_SP_AllocatorStats_largest_free_block_bytes, SE_PRIVATE_ROUND_DOWN }, /* exactly 0.0.1 (+11) */ \
  { se_private_end_SP_AllocatorStats_largest_free_block_bytes + 1, SE_PRIVATE_NEVER, se_private_end_SP_AllocatorStats_largest_free_block_bytes }, /* past 0.0.1 (+11) */
#endif
/* Call once on every SP_AllocatorStats you receive to fill (S_settle_in above). */
#define SP_AllocatorStats_settle_in(s, lineage) \
  SE_PRIVATE_SE_SETTLE_IN(SP_AllocatorStats, s, lineage, se_private_settle_SP_AllocatorStats_0, se_private_settle_SP_AllocatorStats_0, se_private_settle_SP_AllocatorStats_0)
#define SP_AllocatorStats_settle(s) SP_AllocatorStats_settle_in(s, SE_LINEAGE_ANY)
#define SP_AllocatorStats_settle_problem(s, lineage) \
  SE_PRIVATE_SE_SETTLE_PROBLEM(SP_AllocatorStats, s, lineage, se_private_settle_SP_AllocatorStats_0, se_private_settle_SP_AllocatorStats_0, se_private_settle_SP_AllocatorStats_0)

/* SP_DeviceMemoryBase */
/* The sizes and offsets its accessors name: on 64-bit targets, on i386, elsewhere. */
#define se_private_end_SP_DeviceMemoryBase_struct_size SE_PRIVATE_END_BY_ABI(8, 4, SP_DeviceMemoryBase, struct_size)
#define se_private_end_SP_DeviceMemoryBase_payload SE_PRIVATE_END_BY_ABI(40, 28, SP_DeviceMemoryBase, payload)
#define se_private_end_SP_DeviceMemoryBase_opaque SE_PRIVATE_END_BY_ABI(24, 12, SP_DeviceMemoryBase, opaque)
#define se_private_end_SP_DeviceMemoryBase_size SE_PRIVATE_END_BY_ABI(32, 20, SP_DeviceMemoryBase, size)
#define SP_DeviceMemoryBase_has_struct_size(s) SE_PRIVATE_HAS(SP_DeviceMemoryBase, struct_size, s)
#define SP_DeviceMemoryBase_get_struct_size(s) SE_PRIVATE_GET(SP_DeviceMemoryBase, struct_size, size_t, s)
#define SP_DeviceMemoryBase_set_struct_size(s, v) SE_PRIVATE_SET(SP_DeviceMemoryBase, struct_size, size_t, s, v)
#define SP_DeviceMemoryBase_has_ext(s) SE_PRIVATE_HAS(SP_DeviceMemoryBase, ext, s)
#define SP_DeviceMemoryBase_get_ext(s) SE_PRIVATE_GET(SP_DeviceMemoryBase, ext, void*, s)
#define SP_DeviceMemoryBase_set_ext(s, v) SE_PRIVATE_SET(SP_DeviceMemoryBase, ext, void*, s, v)
#define SP_DeviceMemoryBase_has_opaque(s) SE_PRIVATE_HAS(SP_DeviceMemoryBase, opaque, s)
#define SP_DeviceMemoryBase_get_opaque(s) SE_PRIVATE_GET(SP_DeviceMemoryBase, opaque, void*, s)
#define SP_DeviceMemoryBase_set_opaque(s, v) SE_PRIVATE_SET(SP_DeviceMemoryBase, opaque, void*, s, v)
#define SP_DeviceMemoryBase_has_size(s) SE_PRIVATE_HAS(SP_DeviceMemoryBase, size, s)
#define SP_DeviceMemoryBase_get_size(s) SE_PRIVATE_GET(SP_DeviceMemoryBase, size, uint64_t, s)
#define SP_DeviceMemoryBase_set_size(s, v) SE_PRIVATE_SET(SP_DeviceMemoryBase, size, uint64_t, s, v)
#define SP_DeviceMemoryBase_has_payload(s) SE_PRIVATE_HAS(SP_DeviceMemoryBase, payload, s)
#define SP_DeviceMemoryBase_get_payload(s) SE_PRIVATE_GET(SP_DeviceMemoryBase, payload, uint64_t, s)
#define SP_DeviceMemoryBase_set_payload(s, v) SE_PRIVATE_SET(SP_DeviceMemoryBase, payload, uint64_t, s, v)
/* What SP_DeviceMemoryBase_settle_in leaves in struct_size, by the core's lineage. */
/* Its rows differ between the ABIs: boundaries that coincide on one do not on the other. */
#if UINTPTR_MAX > 0xFFFFFFFFu
#define se_private_settle_SP_DeviceMemoryBase_0() \
  { se_private_end_SP_DeviceMemoryBase_struct_size, se_private_end_SP_DeviceMemoryBase_payload, SE_PRIVATE_ROUND_DOWN }, /* 0.0.1 (+11) to struct_size, and up */ \
  { se_private_end_SP_DeviceMemoryBase_payload + 1, SE_PRIVATE_NEVER, se_private_end_SP_DeviceMemoryBase_payload }, /* past 0.0.1 (+11) */
#else
#define se_private_settle_SP_DeviceMemoryBase_0() \
  { se_private_end_SP_DeviceMemoryBase_struct_size, se_private_end_SP_DeviceMemoryBase_opaque, SE_PRIVATE_ROUND_DOWN }, /* 0.0.1 (+11) to struct_size, and up */ \
  { se_private_end_SP_DeviceMemoryBase_opaque + 1, se_private_end_SP_DeviceMemoryBase_size - 1, se_private_end_SP_DeviceMemoryBase_opaque }, /* 0.0.1 (+11) to opaque */ \
  { se_private_end_SP_DeviceMemoryBase_size, se_private_end_SP_DeviceMemoryBase_size, SE_PRIVATE_ROUND_DOWN }, /* 0.0.1 (+11) to size */ \
  { se_private_end_SP_DeviceMemoryBase_size + 1, se_private_end_SP_DeviceMemoryBase_payload - 1, se_private_end_SP_DeviceMemoryBase_size }, /* 0.0.1 (+11) to size */ \
  { se_private_end_SP_DeviceMemoryBase_payload, se_private_end_SP_DeviceMemoryBase_payload, SE_PRIVATE_ROUND_DOWN }, /* exactly 0.0.1 (+11) */ \
  { se_private_end_SP_DeviceMemoryBase_payload + 1, SE_PRIVATE_NEVER, se_private_end_SP_DeviceMemoryBase_payload }, /* past 0.0.1 (+11) */
#endif
/* Call once on every SP_DeviceMemoryBase you receive to fill (S_settle_in above). */
#define SP_DeviceMemoryBase_settle_in(s, lineage) \
  SE_PRIVATE_SE_SETTLE_IN(SP_DeviceMemoryBase, s, lineage, se_private_settle_SP_DeviceMemoryBase_0, se_private_settle_SP_DeviceMemoryBase_0, se_private_settle_SP_DeviceMemoryBase_0)
#define SP_DeviceMemoryBase_settle(s) SP_DeviceMemoryBase_settle_in(s, SE_LINEAGE_ANY)
#define SP_DeviceMemoryBase_settle_problem(s, lineage) \
  SE_PRIVATE_SE_SETTLE_PROBLEM(SP_DeviceMemoryBase, s, lineage, se_private_settle_SP_DeviceMemoryBase_0, se_private_settle_SP_DeviceMemoryBase_0, se_private_settle_SP_DeviceMemoryBase_0)

/* SP_Device */
/* The sizes and offsets its accessors name: on 64-bit targets, on i386, elsewhere. */
#define se_private_end_SP_Device_struct_size SE_PRIVATE_END_BY_ABI(8, 4, SP_Device, struct_size)
#define se_private_end_SP_Device_ordinal SE_PRIVATE_END_BY_ABI(20, 12, SP_Device, ordinal)
#define se_private_end_SP_Device_device_handle SE_PRIVATE_END_BY_ABI(32, 16, SP_Device, device_handle)
#define se_private_end_SP_Device_pci_bus_id SE_PRIVATE_END_BY_ABI(56, 28, SP_Device, pci_bus_id)
#define SP_Device_has_struct_size(s) SE_PRIVATE_HAS(SP_Device, struct_size, s)
#define SP_Device_get_struct_size(s) SE_PRIVATE_GET(SP_Device, struct_size, size_t, s)
#define SP_Device_set_struct_size(s, v) SE_PRIVATE_SET(SP_Device, struct_size, size_t, s, v)
#define SP_Device_has_ext(s) SE_PRIVATE_HAS(SP_Device, ext, s)
#define SP_Device_get_ext(s) SE_PRIVATE_GET(SP_Device, ext, void*, s)
#define SP_Device_set_ext(s, v) SE_PRIVATE_SET(SP_Device, ext, void*, s, v)
#define SP_Device_has_ordinal(s) SE_PRIVATE_HAS(SP_Device, ordinal, s)
#define SP_Device_get_ordinal(s) SE_PRIVATE_GET(SP_Device, ordinal, int32_t, s)
#define SP_Device_set_ordinal(s, v) SE_PRIVATE_SET(SP_Device, ordinal, int32_t, s, v)
#define SP_Device_has_device_handle(s) SE_PRIVATE_HAS(SP_Device, device_handle, s)
#define SP_Device_get_device_handle(s) SE_PRIVATE_GET(SP_Device, device_handle, void*, s)
#define SP_Device_set_device_handle(s, v) SE_PRIVATE_SET(SP_Device, device_handle, void*, s, v)
#define SP_Device_has_hardware_name(s) SE_PRIVATE_HAS(SP_Device, hardware_name, s)
#define SP_Device_get_hardware_name(s) SE_PRIVATE_GET(SP_Device, hardware_name, const char*, s)
#define SP_Device_set_hardware_name(s, v) SE_PRIVATE_SET(SP_Device, hardware_name, const char*, s, v)
#define SP_Device_has_device_vendor(s) SE_PRIVATE_HAS(SP_Device, device_vendor, s)
#define SP_Device_get_device_vendor(s) SE_PRIVATE_GET(SP_Device, device_vendor, const char*, s)
#define SP_Device_set_device_vendor(s, v) SE_PRIVATE_SET(SP_Device, device_vendor, const char*, s, v)
#define SP_Device_has_pci_bus_id(s) SE_PRIVATE_HAS(SP_Device, pci_bus_id, s)
#define SP_Device_get_pci_bus_id(s) SE_PRIVATE_GET(SP_Device, pci_bus_id, const char*, s)
#define SP_Device_set_pci_bus_id(s, v) SE_PRIVATE_SET(SP_Device, pci_bus_id, const char*, s, v)
/* What SP_Device_settle_in leaves in struct_size, by the core's lineage. */
/* Its rows differ between the ABIs: boundaries that coincide on one do not on the other. */
#if UINTPTR_MAX > 0xFFFFFFFFu
#define se_private_settle_SP_Device_0() \
  { se_private_end_SP_Device_struct_size, se_private_end_SP_Device_ordinal - 1, SE_PRIVATE_ROUND_DOWN }, /* 0.0.1 (+1) to struct_size; 0.1.0 (+9) to struct_size, and up */ \
  { se_private_end_SP_Device_ordinal, se_private_end_SP_Device_device_handle - 1, se_private_end_SP_Device_ordinal }, /* 0.0.1 (+1) to ordinal; 0.1.0 (+9) to ordinal, and up */ \
  { se_private_end_SP_Device_device_handle, se_private_end_SP_Device_pci_bus_id, SE_PRIVATE_ROUND_DOWN }, /* exactly 0.0.1 (+1), and up */ \
  { se_private_end_SP_Device_pci_bus_id + 1, SE_PRIVATE_NEVER, se_private_end_SP_Device_pci_bus_id }, /* past 0.1.0 (+9) */
#else
#define se_private_settle_SP_Device_0() \
  { se_private_end_SP_Device_struct_size, se_private_end_SP_Device_pci_bus_id, SE_PRIVATE_ROUND_DOWN }, /* 0.0.1 (+1) to struct_size; 0.1.0 (+9) to struct_size, and up */ \
  { se_private_end_SP_Device_pci_bus_id + 1, SE_PRIVATE_NEVER, se_private_end_SP_Device_pci_bus_id }, /* past 0.1.0 (+9) */
#endif
/* Call once on every SP_Device you receive to fill (S_settle_in above). */
#define SP_Device_settle_in(s, lineage) \
  SE_PRIVATE_SE_SETTLE_IN(SP_Device, s, lineage, se_private_settle_SP_Device_0, se_private_settle_SP_Device_0, se_private_settle_SP_Device_0)
#define SP_Device_settle(s) SP_Device_settle_in(s, SE_LINEAGE_ANY)
#define SP_Device_settle_problem(s, lineage) \
  SE_PRIVATE_SE_SETTLE_PROBLEM(SP_Device, s, lineage, se_private_settle_SP_Device_0, se_private_settle_SP_Device_0, se_private_settle_SP_Device_0)

/* SE_CreateDeviceParams */
/* The sizes and offsets its accessors name: on 64-bit targets, on i386, elsewhere. */
#define se_private_end_SE_CreateDeviceParams_struct_size SE_PRIVATE_END_BY_ABI(8, 4, SE_CreateDeviceParams, struct_size)
#define se_private_end_SE_CreateDeviceParams_ordinal SE_PRIVATE_END_BY_ABI(20, 12, SE_CreateDeviceParams, ordinal)
#define se_private_end_SE_CreateDeviceParams_device SE_PRIVATE_END_BY_ABI(32, 16, SE_CreateDeviceParams, device)
#define SE_CreateDeviceParams_has_struct_size(s) SE_PRIVATE_HAS(SE_CreateDeviceParams, struct_size, s)
#define SE_CreateDeviceParams_get_struct_size(s) SE_PRIVATE_GET(SE_CreateDeviceParams, struct_size, size_t, s)
#define SE_CreateDeviceParams_set_struct_size(s, v) SE_PRIVATE_SET(SE_CreateDeviceParams, struct_size, size_t, s, v)
#define SE_CreateDeviceParams_has_ext(s) SE_PRIVATE_HAS(SE_CreateDeviceParams, ext, s)
#define SE_CreateDeviceParams_get_ext(s) SE_PRIVATE_GET(SE_CreateDeviceParams, ext, void*, s)
#define SE_CreateDeviceParams_set_ext(s, v) SE_PRIVATE_SET(SE_CreateDeviceParams, ext, void*, s, v)
#define SE_CreateDeviceParams_has_ordinal(s) SE_PRIVATE_HAS(SE_CreateDeviceParams, ordinal, s)
#define SE_CreateDeviceParams_get_ordinal(s) SE_PRIVATE_GET(SE_CreateDeviceParams, ordinal, int32_t, s)
#define SE_CreateDeviceParams_set_ordinal(s, v) SE_PRIVATE_SET(SE_CreateDeviceParams, ordinal, int32_t, s, v)
#define SE_CreateDeviceParams_has_device(s) SE_PRIVATE_HAS(SE_CreateDeviceParams, device, s)
#define SE_CreateDeviceParams_get_device(s) SE_PRIVATE_GET(SE_CreateDeviceParams, device, SP_Device*, s)
#define SE_CreateDeviceParams_set_device(s, v) SE_PRIVATE_SET(SE_CreateDeviceParams, device, SP_Device*, s, v)
/* What SE_CreateDeviceParams_settle_in leaves in struct_size, by the core's lineage. */
/* Its rows differ between the ABIs: boundaries that coincide on one do not on the other. */
#if UINTPTR_MAX > 0xFFFFFFFFu
#define se_private_settle_SE_CreateDeviceParams_0() \
  { se_private_end_SE_CreateDeviceParams_struct_size, se_private_end_SE_CreateDeviceParams_ordinal - 1, SE_PRIVATE_ROUND_DOWN }, /* 0.0.1 (+11) to struct_size, and up */ \
  { se_private_end_SE_CreateDeviceParams_ordinal, se_private_end_SE_CreateDeviceParams_device - 1, se_private_end_SE_CreateDeviceParams_ordinal }, /* 0.0.1 (+11) to ordinal, and up */ \
  { se_private_end_SE_CreateDeviceParams_device, se_private_end_SE_CreateDeviceParams_device, SE_PRIVATE_ROUND_DOWN }, /* exactly 0.0.1 (+11) */ \
  { se_private_end_SE_CreateDeviceParams_device + 1, SE_PRIVATE_NEVER, se_private_end_SE_CreateDeviceParams_device }, /* past 0.0.1 (+11) */
#else
#define se_private_settle_SE_CreateDeviceParams_0() \
  { se_private_end_SE_CreateDeviceParams_struct_size, se_private_end_SE_CreateDeviceParams_device, SE_PRIVATE_ROUND_DOWN }, /* 0.0.1 (+11) to struct_size, and up */ \
  { se_private_end_SE_CreateDeviceParams_device + 1, SE_PRIVATE_NEVER, se_private_end_SE_CreateDeviceParams_device }, /* past 0.0.1 (+11) */
#endif
/* Call once on every SE_CreateDeviceParams you receive to fill (S_settle_in above). */
#define SE_CreateDeviceParams_settle_in(s, lineage) \
  SE_PRIVATE_SE_SETTLE_IN(SE_CreateDeviceParams, s, lineage, se_private_settle_SE_CreateDeviceParams_0, se_private_settle_SE_CreateDeviceParams_0, se_private_settle_SE_CreateDeviceParams_0)
#define SE_CreateDeviceParams_settle(s) SE_CreateDeviceParams_settle_in(s, SE_LINEAGE_ANY)
#define SE_CreateDeviceParams_settle_problem(s, lineage) \
  SE_PRIVATE_SE_SETTLE_PROBLEM(SE_CreateDeviceParams, s, lineage, se_private_settle_SE_CreateDeviceParams_0, se_private_settle_SE_CreateDeviceParams_0, se_private_settle_SE_CreateDeviceParams_0)

/* SP_DeviceFns */
/* The sizes and offsets its accessors name: on 64-bit targets, on i386, elsewhere. */
#define se_private_end_SP_DeviceFns_struct_size SE_PRIVATE_END_BY_ABI(8, 4, SP_DeviceFns, struct_size)
#define se_private_end_SP_DeviceFns_get_gflops SE_PRIVATE_END_BY_ABI(40, 20, SP_DeviceFns, get_gflops)
#define SP_DeviceFns_has_struct_size(s) SE_PRIVATE_HAS(SP_DeviceFns, struct_size, s)
#define SP_DeviceFns_get_struct_size(s) SE_PRIVATE_GET(SP_DeviceFns, struct_size, size_t, s)
#define SP_DeviceFns_set_struct_size(s, v) SE_PRIVATE_SET(SP_DeviceFns, struct_size, size_t, s, v)
#define SP_DeviceFns_has_ext(s) SE_PRIVATE_HAS(SP_DeviceFns, ext, s)
#define SP_DeviceFns_get_ext(s) SE_PRIVATE_GET(SP_DeviceFns, ext, void*, s)
#define SP_DeviceFns_set_ext(s, v) SE_PRIVATE_SET(SP_DeviceFns, ext, void*, s, v)
#define SP_DeviceFns_has_get_numa_node(s) SE_PRIVATE_HAS(SP_DeviceFns, get_numa_node, s)
#define SP_DeviceFns_get_get_numa_node(s) SE_PRIVATE_GET(SP_DeviceFns, get_numa_node, SP_DeviceFns_get_numa_node_fn, s)
#define SP_DeviceFns_set_get_numa_node(s, v) SE_PRIVATE_SET(SP_DeviceFns, get_numa_node, SP_DeviceFns_get_numa_node_fn, s, v)
#define SP_DeviceFns_has_get_memory_bandwidth(s) SE_PRIVATE_HAS(SP_DeviceFns, get_memory_bandwidth, s)
#define SP_DeviceFns_get_get_memory_bandwidth(s) SE_PRIVATE_GET(SP_DeviceFns, get_memory_bandwidth, SP_DeviceFns_get_memory_bandwidth_fn, s)
#define SP_DeviceFns_set_get_memory_bandwidth(s, v) SE_PRIVATE_SET(SP_DeviceFns, get_memory_bandwidth, SP_DeviceFns_get_memory_bandwidth_fn, s, v)
#define SP_DeviceFns_has_get_gflops(s) SE_PRIVATE_HAS(SP_DeviceFns, get_gflops, s)
#define SP_DeviceFns_get_get_gflops(s) SE_PRIVATE_GET(SP_DeviceFns, get_gflops, SP_DeviceFns_get_gflops_fn, s)
#define SP_DeviceFns_set_get_gflops(s, v) SE_PRIVATE_SET(SP_DeviceFns, get_gflops, SP_DeviceFns_get_gflops_fn, s, v)
/* What SP_DeviceFns_settle_in leaves in struct_size, by the core's lineage. */
#define se_private_settle_SP_DeviceFns_0() \
  { se_private_end_SP_DeviceFns_struct_size, se_private_end_SP_DeviceFns_get_gflops, SE_PRIVATE_ROUND_DOWN }, /* 0.1.0 (+9) to struct_size, and up */ \
  { se_private_end_SP_DeviceFns_get_gflops + 1, SE_PRIVATE_NEVER, se_private_end_SP_DeviceFns_get_gflops }, /* past 0.1.0 (+9) */
/* Call once on every SP_DeviceFns you receive to fill (S_settle_in above). */
#define SP_DeviceFns_settle_in(s, lineage) \
  SE_PRIVATE_SE_SETTLE_IN(SP_DeviceFns, s, lineage, se_private_settle_SP_DeviceFns_0, se_private_settle_SP_DeviceFns_0, se_private_settle_SP_DeviceFns_0)
#define SP_DeviceFns_settle(s) SP_DeviceFns_settle_in(s, SE_LINEAGE_ANY)
#define SP_DeviceFns_settle_problem(s, lineage) \
  SE_PRIVATE_SE_SETTLE_PROBLEM(SP_DeviceFns, s, lineage, se_private_settle_SP_DeviceFns_0, se_private_settle_SP_DeviceFns_0, se_private_settle_SP_DeviceFns_0)

/* SE_CreateDeviceFnsParams */
/* The sizes and offsets its accessors name: on 64-bit targets, on i386, elsewhere. */
#define se_private_end_SE_CreateDeviceFnsParams_struct_size SE_PRIVATE_END_BY_ABI(8, 4, SE_CreateDeviceFnsParams, struct_size)
#define se_private_end_SE_CreateDeviceFnsParams_device_fns SE_PRIVATE_END_BY_ABI(24, 12, SE_CreateDeviceFnsParams, device_fns)
#define SE_CreateDeviceFnsParams_has_struct_size(s) SE_PRIVATE_HAS(SE_CreateDeviceFnsParams, struct_size, s)
#define SE_CreateDeviceFnsParams_get_struct_size(s) SE_PRIVATE_GET(SE_CreateDeviceFnsParams, struct_size, size_t, s)
#define SE_CreateDeviceFnsParams_set_struct_size(s, v) SE_PRIVATE_SET(SE_CreateDeviceFnsParams, struct_size, size_t, s, v)
#define SE_CreateDeviceFnsParams_has_ext(s) SE_PRIVATE_HAS(SE_CreateDeviceFnsParams, ext, s)
#define SE_CreateDeviceFnsParams_get_ext(s) SE_PRIVATE_GET(SE_CreateDeviceFnsParams, ext, void*, s)
#define SE_CreateDeviceFnsParams_set_ext(s, v) SE_PRIVATE_SET(SE_CreateDeviceFnsParams, ext, void*, s, v)
#define SE_CreateDeviceFnsParams_has_device_fns(s) SE_PRIVATE_HAS(SE_CreateDeviceFnsParams, device_fns, s)
#define SE_CreateDeviceFnsParams_get_device_fns(s) SE_PRIVATE_GET(SE_CreateDeviceFnsParams, device_fns, SP_DeviceFns*, s)
#define SE_CreateDeviceFnsParams_set_device_fns(s, v) SE_PRIVATE_SET(SE_CreateDeviceFnsParams, device_fns, SP_DeviceFns*, s, v)
/* What SE_CreateDeviceFnsParams_settle_in leaves in struct_size, by the core's lineage. */
#define se_private_settle_SE_CreateDeviceFnsParams_0() \
  { se_private_end_SE_CreateDeviceFnsParams_struct_size, se_private_end_SE_CreateDeviceFnsParams_device_fns, SE_PRIVATE_ROUND_DOWN }, /* 0.1.0 (+9) to struct_size, and up */ \
  { se_private_end_SE_CreateDeviceFnsParams_device_fns + 1, SE_PRIVATE_NEVER, se_private_end_SE_CreateDeviceFnsParams_device_fns }, /* past 0.1.0 (+9) */
/* Call once on every SE_CreateDeviceFnsParams you receive to fill (S_settle_in above). */
#define SE_CreateDeviceFnsParams_settle_in(s, lineage) \
  SE_PRIVATE_SE_SETTLE_IN(SE_CreateDeviceFnsParams, s, lineage, se_private_settle_SE_CreateDeviceFnsParams_0, se_private_settle_SE_CreateDeviceFnsParams_0, se_private_settle_SE_CreateDeviceFnsParams_0)
#define SE_CreateDeviceFnsParams_settle(s) SE_CreateDeviceFnsParams_settle_in(s, SE_LINEAGE_ANY)
#define SE_CreateDeviceFnsParams_settle_problem(s, lineage) \
  SE_PRIVATE_SE_SETTLE_PROBLEM(SE_CreateDeviceFnsParams, s, lineage, se_private_settle_SE_CreateDeviceFnsParams_0, se_private_settle_SE_CreateDeviceFnsParams_0, se_private_settle_SE_CreateDeviceFnsParams_0)

/* SP_StreamOptions */
/* The sizes and offsets its accessors name: on 64-bit targets, on i386, elsewhere. */
#define se_private_end_SP_StreamOptions_priority SE_PRIVATE_END_BY_ABI(24, 16, SP_StreamOptions, priority)
#define se_private_off_SP_StreamOptions_ext SE_PRIVATE_OFF_BY_ABI(8, 4, SP_StreamOptions, ext)
#define se_private_end_SP_StreamOptions_ext SE_PRIVATE_END_BY_ABI(16, 8, SP_StreamOptions, ext)
#define se_private_end_SP_StreamOptions_has_priority SE_PRIVATE_END_BY_ABI(17, 9, SP_StreamOptions, has_priority)
#define se_private_end_SP_StreamOptions_tensorflow_master_2026_05_has_priority SE_PRIVATE_END_BY_ABI(9, 5, struct se_private_SP_StreamOptions_tensorflow_master_2026_05, has_priority)
#define se_private_off_SP_StreamOptions_tensorflow_master_2026_05_has_priority SE_PRIVATE_OFF_BY_ABI(8, 4, struct se_private_SP_StreamOptions_tensorflow_master_2026_05, has_priority)
#define se_private_end_SP_StreamOptions_tensorflow_master_2026_05_priority SE_PRIVATE_END_BY_ABI(16, 12, struct se_private_SP_StreamOptions_tensorflow_master_2026_05, priority)
#define se_private_off_SP_StreamOptions_has_priority SE_PRIVATE_OFF_BY_ABI(16, 8, SP_StreamOptions, has_priority)
#define se_private_off_SP_StreamOptions_tensorflow_master_2026_05_priority SE_PRIVATE_OFF_BY_ABI(12, 8, struct se_private_SP_StreamOptions_tensorflow_master_2026_05, priority)
#define se_private_off_SP_StreamOptions_priority SE_PRIVATE_OFF_BY_ABI(20, 12, SP_StreamOptions, priority)
#define se_private_end_SP_StreamOptions_tensorflow_master_2026_05_struct_size SE_PRIVATE_END_BY_ABI(8, 4, struct se_private_SP_StreamOptions_tensorflow_master_2026_05, struct_size)
#define SP_StreamOptions_has_struct_size(s) SE_PRIVATE_HAS(SP_StreamOptions, struct_size, s)
#define SP_StreamOptions_get_struct_size(s) SE_PRIVATE_GET(SP_StreamOptions, struct_size, size_t, s)
#define SP_StreamOptions_set_struct_size(s, v) SE_PRIVATE_SET(SP_StreamOptions, struct_size, size_t, s, v)
/* Where ext is, by the struct_size the other side set. */
/* Its rows differ between the ABIs: boundaries that coincide on one do not on the other. */
#if UINTPTR_MAX > 0xFFFFFFFFu
#define se_private_place_SP_StreamOptions_ext() \
  { se_private_end_SP_StreamOptions_priority, se_private_end_SP_StreamOptions_priority, se_private_off_SP_StreamOptions_ext }, /* exactly 0.3.0 */
#else
#define se_private_place_SP_StreamOptions_ext() \
  { se_private_end_SP_StreamOptions_ext, se_private_end_SP_StreamOptions_has_priority, se_private_off_SP_StreamOptions_ext }, /* 0.3.0 to ext, and up */ \
  { se_private_end_SP_StreamOptions_priority, se_private_end_SP_StreamOptions_priority, se_private_off_SP_StreamOptions_ext }, /* exactly 0.3.0 */
#endif
#define SP_StreamOptions_has_ext(s) SE_PRIVATE_DHAS(SP_StreamOptions, se_private_place_SP_StreamOptions_ext, s)
#define SP_StreamOptions_get_ext(s) SE_PRIVATE_DGET(SP_StreamOptions, se_private_place_SP_StreamOptions_ext, void*, s)
#define SP_StreamOptions_set_ext(s, v) SE_PRIVATE_DSET(SP_StreamOptions, se_private_place_SP_StreamOptions_ext, void*, s, v)
/* Where has_priority is, by the struct_size the other side set. */
/* Its rows differ between the ABIs: boundaries that coincide on one do not on the other. */
#if UINTPTR_MAX > 0xFFFFFFFFu
#define se_private_place_SP_StreamOptions_has_priority() \
  { se_private_end_SP_StreamOptions_tensorflow_master_2026_05_has_priority, se_private_end_SP_StreamOptions_tensorflow_master_2026_05_has_priority, se_private_off_SP_StreamOptions_tensorflow_master_2026_05_has_priority }, /* tensorflow-master-2026-05 to has_priority */ \
  { se_private_end_SP_StreamOptions_tensorflow_master_2026_05_priority, se_private_end_SP_StreamOptions_tensorflow_master_2026_05_priority, se_private_off_SP_StreamOptions_tensorflow_master_2026_05_has_priority }, /* exactly tensorflow-master-2026-05 */ \
  { se_private_end_SP_StreamOptions_has_priority + 1, se_private_end_SP_StreamOptions_priority - 1, se_private_off_SP_StreamOptions_tensorflow_master_2026_05_has_priority }, /* past tensorflow-master-2026-05 */ \
  { se_private_end_SP_StreamOptions_priority, se_private_end_SP_StreamOptions_priority, se_private_off_SP_StreamOptions_has_priority }, /* exactly 0.3.0 */
#else
#define se_private_place_SP_StreamOptions_has_priority() \
  { se_private_end_SP_StreamOptions_tensorflow_master_2026_05_has_priority, se_private_end_SP_StreamOptions_tensorflow_master_2026_05_has_priority, se_private_off_SP_StreamOptions_tensorflow_master_2026_05_has_priority }, /* tensorflow-master-2026-05 to has_priority */ \
  { se_private_end_SP_StreamOptions_has_priority, se_private_end_SP_StreamOptions_has_priority, se_private_off_SP_StreamOptions_has_priority }, /* 0.3.0 to has_priority */ \
  { se_private_end_SP_StreamOptions_tensorflow_master_2026_05_priority, se_private_end_SP_StreamOptions_priority - 1, se_private_off_SP_StreamOptions_tensorflow_master_2026_05_has_priority }, /* exactly tensorflow-master-2026-05, and up */ \
  { se_private_end_SP_StreamOptions_priority, se_private_end_SP_StreamOptions_priority, se_private_off_SP_StreamOptions_has_priority }, /* exactly 0.3.0 */
#endif
#define SP_StreamOptions_has_has_priority(s) SE_PRIVATE_DHAS(SP_StreamOptions, se_private_place_SP_StreamOptions_has_priority, s)
#define SP_StreamOptions_get_has_priority(s) SE_PRIVATE_DGET(SP_StreamOptions, se_private_place_SP_StreamOptions_has_priority, TF_Bool, s)
#define SP_StreamOptions_set_has_priority(s, v) SE_PRIVATE_DSET(SP_StreamOptions, se_private_place_SP_StreamOptions_has_priority, TF_Bool, s, v)
/* Where priority is, by the struct_size the other side set. */
/* Its rows differ between the ABIs: boundaries that coincide on one do not on the other. */
#if UINTPTR_MAX > 0xFFFFFFFFu
#define se_private_place_SP_StreamOptions_priority() \
  { se_private_end_SP_StreamOptions_tensorflow_master_2026_05_priority, se_private_end_SP_StreamOptions_tensorflow_master_2026_05_priority, se_private_off_SP_StreamOptions_tensorflow_master_2026_05_priority }, /* exactly tensorflow-master-2026-05 */ \
  { se_private_end_SP_StreamOptions_has_priority + 1, se_private_end_SP_StreamOptions_priority - 1, se_private_off_SP_StreamOptions_tensorflow_master_2026_05_priority }, /* past tensorflow-master-2026-05 */ \
  { se_private_end_SP_StreamOptions_priority, se_private_end_SP_StreamOptions_priority, se_private_off_SP_StreamOptions_priority }, /* exactly 0.3.0 */
#else
#define se_private_place_SP_StreamOptions_priority() \
  { se_private_end_SP_StreamOptions_tensorflow_master_2026_05_priority, se_private_end_SP_StreamOptions_priority - 1, se_private_off_SP_StreamOptions_tensorflow_master_2026_05_priority }, /* exactly tensorflow-master-2026-05, and up */ \
  { se_private_end_SP_StreamOptions_priority, se_private_end_SP_StreamOptions_priority, se_private_off_SP_StreamOptions_priority }, /* exactly 0.3.0 */
#endif
#define SP_StreamOptions_has_priority(s) SE_PRIVATE_DHAS(SP_StreamOptions, se_private_place_SP_StreamOptions_priority, s)
#define SP_StreamOptions_get_priority(s) SE_PRIVATE_DGET(SP_StreamOptions, se_private_place_SP_StreamOptions_priority, int32_t, s)
#define SP_StreamOptions_set_priority(s, v) SE_PRIVATE_DSET(SP_StreamOptions, se_private_place_SP_StreamOptions_priority, int32_t, s, v)
/* What SP_StreamOptions_settle_in leaves in struct_size, by the core's lineage. */
/* Its rows differ between the ABIs: boundaries that coincide on one do not on the other. */
#if UINTPTR_MAX > 0xFFFFFFFFu
#define se_private_settle_SP_StreamOptions_0() \
  { se_private_end_SP_StreamOptions_tensorflow_master_2026_05_struct_size, se_private_end_SP_StreamOptions_tensorflow_master_2026_05_struct_size, SE_PRIVATE_ROUND_DOWN }, /* 0.3.0 to struct_size; tensorflow-master-2026-05 to struct_size */ \
  { se_private_end_SP_StreamOptions_tensorflow_master_2026_05_has_priority, se_private_end_SP_StreamOptions_tensorflow_master_2026_05_has_priority, se_private_end_SP_StreamOptions_tensorflow_master_2026_05_has_priority }, /* tensorflow-master-2026-05 to has_priority */ \
  { se_private_end_SP_StreamOptions_tensorflow_master_2026_05_has_priority + 1, se_private_end_SP_StreamOptions_tensorflow_master_2026_05_priority, SE_PRIVATE_ROUND_DOWN }, /* 0.3.0 to struct_size; tensorflow-master-2026-05 to has_priority, and up */ \
  { se_private_end_SP_StreamOptions_has_priority, se_private_end_SP_StreamOptions_has_priority, se_private_end_SP_StreamOptions_tensorflow_master_2026_05_struct_size }, /* 0.3.0 to has_priority; past tensorflow-master-2026-05 */ \
  { se_private_end_SP_StreamOptions_has_priority + 1, se_private_end_SP_StreamOptions_priority, SE_PRIVATE_ROUND_DOWN }, /* past tensorflow-master-2026-05, and up */ \
  { se_private_end_SP_StreamOptions_priority + 1, SE_PRIVATE_NEVER, se_private_end_SP_StreamOptions_tensorflow_master_2026_05_struct_size }, /* past 0.3.0; past tensorflow-master-2026-05 */
#else
#define se_private_settle_SP_StreamOptions_0() \
  { se_private_end_SP_StreamOptions_tensorflow_master_2026_05_struct_size, se_private_end_SP_StreamOptions_tensorflow_master_2026_05_struct_size, SE_PRIVATE_ROUND_DOWN }, /* 0.3.0 to struct_size; tensorflow-master-2026-05 to struct_size */ \
  { se_private_end_SP_StreamOptions_tensorflow_master_2026_05_has_priority, se_private_end_SP_StreamOptions_tensorflow_master_2026_05_has_priority, se_private_end_SP_StreamOptions_tensorflow_master_2026_05_has_priority }, /* tensorflow-master-2026-05 to has_priority */ \
  { se_private_end_SP_StreamOptions_tensorflow_master_2026_05_has_priority + 1, se_private_end_SP_StreamOptions_ext, SE_PRIVATE_ROUND_DOWN }, /* 0.3.0 to struct_size; tensorflow-master-2026-05 to has_priority, and up */ \
  { se_private_end_SP_StreamOptions_has_priority, se_private_end_SP_StreamOptions_has_priority, se_private_end_SP_StreamOptions_has_priority }, /* 0.3.0 to has_priority */ \
  { se_private_end_SP_StreamOptions_has_priority + 1, se_private_end_SP_StreamOptions_tensorflow_master_2026_05_priority - 1, se_private_end_SP_StreamOptions_tensorflow_master_2026_05_struct_size }, /* 0.3.0 to has_priority; tensorflow-master-2026-05 to has_priority */ \
  { se_private_end_SP_StreamOptions_tensorflow_master_2026_05_priority, se_private_end_SP_StreamOptions_priority, SE_PRIVATE_ROUND_DOWN }, /* exactly tensorflow-master-2026-05, and up */ \
  { se_private_end_SP_StreamOptions_priority + 1, SE_PRIVATE_NEVER, se_private_end_SP_StreamOptions_tensorflow_master_2026_05_struct_size }, /* past 0.3.0; past tensorflow-master-2026-05 */
#endif
/* Its rows differ between the ABIs: boundaries that coincide on one do not on the other. */
#if UINTPTR_MAX > 0xFFFFFFFFu
#define se_private_settle_SP_StreamOptions_1() \
  { se_private_end_SP_StreamOptions_tensorflow_master_2026_05_struct_size, se_private_end_SP_StreamOptions_tensorflow_master_2026_05_priority - 1, SE_PRIVATE_ROUND_DOWN }, /* 0.3.0 to struct_size, and up */ \
  { se_private_end_SP_StreamOptions_tensorflow_master_2026_05_priority, se_private_end_SP_StreamOptions_priority - 1, se_private_end_SP_StreamOptions_tensorflow_master_2026_05_struct_size }, /* 0.3.0 to ext, and up */ \
  { se_private_end_SP_StreamOptions_priority, se_private_end_SP_StreamOptions_priority, SE_PRIVATE_ROUND_DOWN }, /* exactly 0.3.0 */ \
  { se_private_end_SP_StreamOptions_priority + 1, SE_PRIVATE_NEVER, se_private_end_SP_StreamOptions_priority }, /* past 0.3.0 */
#else
#define se_private_settle_SP_StreamOptions_1() \
  { se_private_end_SP_StreamOptions_tensorflow_master_2026_05_struct_size, se_private_end_SP_StreamOptions_ext, SE_PRIVATE_ROUND_DOWN }, /* 0.3.0 to struct_size, and up */ \
  { se_private_end_SP_StreamOptions_has_priority, se_private_end_SP_StreamOptions_priority - 1, se_private_end_SP_StreamOptions_has_priority }, /* 0.3.0 to has_priority, and up */ \
  { se_private_end_SP_StreamOptions_priority, se_private_end_SP_StreamOptions_priority, SE_PRIVATE_ROUND_DOWN }, /* exactly 0.3.0 */ \
  { se_private_end_SP_StreamOptions_priority + 1, SE_PRIVATE_NEVER, se_private_end_SP_StreamOptions_priority }, /* past 0.3.0 */
#endif
#define se_private_settle_SP_StreamOptions_2() \
  { se_private_end_SP_StreamOptions_tensorflow_master_2026_05_struct_size, se_private_end_SP_StreamOptions_tensorflow_master_2026_05_struct_size, SE_PRIVATE_ROUND_DOWN }, /* tensorflow-master-2026-05 to struct_size */ \
  { se_private_end_SP_StreamOptions_tensorflow_master_2026_05_has_priority, se_private_end_SP_StreamOptions_tensorflow_master_2026_05_priority - 1, se_private_end_SP_StreamOptions_tensorflow_master_2026_05_has_priority }, /* tensorflow-master-2026-05 to has_priority, and up */ \
  { se_private_end_SP_StreamOptions_tensorflow_master_2026_05_priority, se_private_end_SP_StreamOptions_priority - 1, SE_PRIVATE_ROUND_DOWN }, /* exactly tensorflow-master-2026-05, and up */ \
  { se_private_end_SP_StreamOptions_priority, SE_PRIVATE_NEVER, se_private_end_SP_StreamOptions_tensorflow_master_2026_05_priority }, /* past tensorflow-master-2026-05, and up */
/* Call once on every SP_StreamOptions you receive to fill (S_settle_in above). */
#define SP_StreamOptions_settle_in(s, lineage) \
  SE_PRIVATE_SE_SETTLE_IN(SP_StreamOptions, s, lineage, se_private_settle_SP_StreamOptions_0, se_private_settle_SP_StreamOptions_1, se_private_settle_SP_StreamOptions_2)
#define SP_StreamOptions_settle(s) SP_StreamOptions_settle_in(s, SE_LINEAGE_ANY)
#define SP_StreamOptions_settle_problem(s, lineage) \
  SE_PRIVATE_SE_SETTLE_PROBLEM(SP_StreamOptions, s, lineage, se_private_settle_SP_StreamOptions_0, se_private_settle_SP_StreamOptions_1, se_private_settle_SP_StreamOptions_2)

/* SP_StreamExecutor */
/* The sizes and offsets its accessors name: on 64-bit targets, on i386, elsewhere.
 * Those of deprecated members are the enum constants last, computed here where naming them does not warn. */
#define se_private_end_SP_StreamExecutor_host_callback SE_PRIVATE_END_BY_ABI(264, 132, SP_StreamExecutor, host_callback)
#define se_private_off_SP_StreamExecutor_host_callback SE_PRIVATE_OFF_BY_ABI(256, 128, SP_StreamExecutor, host_callback)
#define se_private_end_SP_StreamExecutor_tensorflow_master_2026_05_host_callback SE_PRIVATE_END_BY_ABI(288, 144, struct se_private_SP_StreamExecutor_tensorflow_master_2026_05, host_callback)
#define se_private_off_SP_StreamExecutor_tensorflow_master_2026_05_host_callback SE_PRIVATE_OFF_BY_ABI(280, 140, struct se_private_SP_StreamExecutor_tensorflow_master_2026_05, host_callback)
#define se_private_end_SP_StreamExecutor_tensorflow_master_2026_05_create_stream_with_options SE_PRIVATE_END_BY_ABI(296, 148, struct se_private_SP_StreamExecutor_tensorflow_master_2026_05, create_stream_with_options)
#define se_private_end_SP_StreamExecutor_create_stream_with_options SE_PRIVATE_END_BY_ABI(304, 152, SP_StreamExecutor, create_stream_with_options)
#define se_private_off_SP_StreamExecutor_tensorflow_master_2026_05_mem_zero SE_PRIVATE_OFF_BY_ABI(256, 128, struct se_private_SP_StreamExecutor_tensorflow_master_2026_05, mem_zero)
#define se_private_off_SP_StreamExecutor_mem_zero SE_PRIVATE_OFF_BY_ABI(264, 132, SP_StreamExecutor, mem_zero)
#define se_private_off_SP_StreamExecutor_tensorflow_master_2026_05_memset SE_PRIVATE_OFF_BY_ABI(264, 132, struct se_private_SP_StreamExecutor_tensorflow_master_2026_05, memset)
#define se_private_off_SP_StreamExecutor_memset SE_PRIVATE_OFF_BY_ABI(272, 136, SP_StreamExecutor, memset)
#define se_private_off_SP_StreamExecutor_tensorflow_master_2026_05_memset32 SE_PRIVATE_OFF_BY_ABI(272, 136, struct se_private_SP_StreamExecutor_tensorflow_master_2026_05, memset32)
#define se_private_off_SP_StreamExecutor_memset32 SE_PRIVATE_OFF_BY_ABI(280, 140, SP_StreamExecutor, memset32)
#define se_private_off_SP_StreamExecutor_reserved SE_PRIVATE_OFF_BY_ABI(288, 144, SP_StreamExecutor, reserved)
#define se_private_off_SP_StreamExecutor_tensorflow_master_2026_05_create_stream_with_options SE_PRIVATE_OFF_BY_ABI(288, 144, struct se_private_SP_StreamExecutor_tensorflow_master_2026_05, create_stream_with_options)
#define se_private_off_SP_StreamExecutor_create_stream_with_options SE_PRIVATE_OFF_BY_ABI(296, 148, SP_StreamExecutor, create_stream_with_options)
#define se_private_end_SP_StreamExecutor_struct_size SE_PRIVATE_END_BY_ABI(8, 4, SP_StreamExecutor, struct_size)
#define se_private_end_SP_StreamExecutor_tensorflow_master_2026_05_memset SE_PRIVATE_END_BY_ABI(272, 136, struct se_private_SP_StreamExecutor_tensorflow_master_2026_05, memset)
enum {
  se_private_end_SP_StreamExecutor_create_timer = SE_PRIVATE_END_BY_ABI(160, 80, SP_StreamExecutor, create_timer),
  se_private_off_SP_StreamExecutor_create_timer = SE_PRIVATE_OFF_BY_ABI(152, 76, SP_StreamExecutor, create_timer),
  se_private_end_SP_StreamExecutor_destroy_timer = SE_PRIVATE_END_BY_ABI(168, 84, SP_StreamExecutor, destroy_timer),
  se_private_off_SP_StreamExecutor_destroy_timer = SE_PRIVATE_OFF_BY_ABI(160, 80, SP_StreamExecutor, destroy_timer),
  se_private_end_SP_StreamExecutor_start_timer = SE_PRIVATE_END_BY_ABI(176, 88, SP_StreamExecutor, start_timer),
  se_private_off_SP_StreamExecutor_start_timer = SE_PRIVATE_OFF_BY_ABI(168, 84, SP_StreamExecutor, start_timer),
  se_private_end_SP_StreamExecutor_stop_timer = SE_PRIVATE_END_BY_ABI(184, 92, SP_StreamExecutor, stop_timer),
  se_private_off_SP_StreamExecutor_stop_timer = SE_PRIVATE_OFF_BY_ABI(176, 88, SP_StreamExecutor, stop_timer)
};
#define SP_StreamExecutor_has_struct_size(s) SE_PRIVATE_HAS(SP_StreamExecutor, struct_size, s)
#define SP_StreamExecutor_get_struct_size(s) SE_PRIVATE_GET(SP_StreamExecutor, struct_size, size_t, s)
#define SP_StreamExecutor_set_struct_size(s, v) SE_PRIVATE_SET(SP_StreamExecutor, struct_size, size_t, s, v)
#define SP_StreamExecutor_has_ext(s) SE_PRIVATE_HAS(SP_StreamExecutor, ext, s)
#define SP_StreamExecutor_get_ext(s) SE_PRIVATE_GET(SP_StreamExecutor, ext, void*, s)
#define SP_StreamExecutor_set_ext(s, v) SE_PRIVATE_SET(SP_StreamExecutor, ext, void*, s, v)
#define SP_StreamExecutor_has_allocate(s) SE_PRIVATE_HAS(SP_StreamExecutor, allocate, s)
#define SP_StreamExecutor_get_allocate(s) SE_PRIVATE_GET(SP_StreamExecutor, allocate, SP_StreamExecutor_allocate_fn, s)
#define SP_StreamExecutor_set_allocate(s, v) SE_PRIVATE_SET(SP_StreamExecutor, allocate, SP_StreamExecutor_allocate_fn, s, v)
#define SP_StreamExecutor_has_deallocate(s) SE_PRIVATE_HAS(SP_StreamExecutor, deallocate, s)
#define SP_StreamExecutor_get_deallocate(s) SE_PRIVATE_GET(SP_StreamExecutor, deallocate, SP_StreamExecutor_deallocate_fn, s)
#define SP_StreamExecutor_set_deallocate(s, v) SE_PRIVATE_SET(SP_StreamExecutor, deallocate, SP_StreamExecutor_deallocate_fn, s, v)
#define SP_StreamExecutor_has_host_memory_allocate(s) SE_PRIVATE_HAS(SP_StreamExecutor, host_memory_allocate, s)
#define SP_StreamExecutor_get_host_memory_allocate(s) SE_PRIVATE_GET(SP_StreamExecutor, host_memory_allocate, SP_StreamExecutor_host_memory_allocate_fn, s)
#define SP_StreamExecutor_set_host_memory_allocate(s, v) SE_PRIVATE_SET(SP_StreamExecutor, host_memory_allocate, SP_StreamExecutor_host_memory_allocate_fn, s, v)
#define SP_StreamExecutor_has_host_memory_deallocate(s) SE_PRIVATE_HAS(SP_StreamExecutor, host_memory_deallocate, s)
#define SP_StreamExecutor_get_host_memory_deallocate(s) SE_PRIVATE_GET(SP_StreamExecutor, host_memory_deallocate, SP_StreamExecutor_host_memory_deallocate_fn, s)
#define SP_StreamExecutor_set_host_memory_deallocate(s, v) SE_PRIVATE_SET(SP_StreamExecutor, host_memory_deallocate, SP_StreamExecutor_host_memory_deallocate_fn, s, v)
#define SP_StreamExecutor_has_unified_memory_allocate(s) SE_PRIVATE_HAS(SP_StreamExecutor, unified_memory_allocate, s)
#define SP_StreamExecutor_get_unified_memory_allocate(s) SE_PRIVATE_GET(SP_StreamExecutor, unified_memory_allocate, SP_StreamExecutor_unified_memory_allocate_fn, s)
#define SP_StreamExecutor_set_unified_memory_allocate(s, v) SE_PRIVATE_SET(SP_StreamExecutor, unified_memory_allocate, SP_StreamExecutor_unified_memory_allocate_fn, s, v)
#define SP_StreamExecutor_has_unified_memory_deallocate(s) SE_PRIVATE_HAS(SP_StreamExecutor, unified_memory_deallocate, s)
#define SP_StreamExecutor_get_unified_memory_deallocate(s) SE_PRIVATE_GET(SP_StreamExecutor, unified_memory_deallocate, SP_StreamExecutor_unified_memory_deallocate_fn, s)
#define SP_StreamExecutor_set_unified_memory_deallocate(s, v) SE_PRIVATE_SET(SP_StreamExecutor, unified_memory_deallocate, SP_StreamExecutor_unified_memory_deallocate_fn, s, v)
#define SP_StreamExecutor_has_get_allocator_stats(s) SE_PRIVATE_HAS(SP_StreamExecutor, get_allocator_stats, s)
#define SP_StreamExecutor_get_get_allocator_stats(s) SE_PRIVATE_GET(SP_StreamExecutor, get_allocator_stats, SP_StreamExecutor_get_allocator_stats_fn, s)
#define SP_StreamExecutor_set_get_allocator_stats(s, v) SE_PRIVATE_SET(SP_StreamExecutor, get_allocator_stats, SP_StreamExecutor_get_allocator_stats_fn, s, v)
#define SP_StreamExecutor_has_device_memory_usage(s) SE_PRIVATE_HAS(SP_StreamExecutor, device_memory_usage, s)
#define SP_StreamExecutor_get_device_memory_usage(s) SE_PRIVATE_GET(SP_StreamExecutor, device_memory_usage, SP_StreamExecutor_device_memory_usage_fn, s)
#define SP_StreamExecutor_set_device_memory_usage(s, v) SE_PRIVATE_SET(SP_StreamExecutor, device_memory_usage, SP_StreamExecutor_device_memory_usage_fn, s, v)
#define SP_StreamExecutor_has_create_stream(s) SE_PRIVATE_HAS(SP_StreamExecutor, create_stream, s)
#define SP_StreamExecutor_get_create_stream(s) SE_PRIVATE_GET(SP_StreamExecutor, create_stream, SP_StreamExecutor_create_stream_fn, s)
#define SP_StreamExecutor_set_create_stream(s, v) SE_PRIVATE_SET(SP_StreamExecutor, create_stream, SP_StreamExecutor_create_stream_fn, s, v)
#define SP_StreamExecutor_has_destroy_stream(s) SE_PRIVATE_HAS(SP_StreamExecutor, destroy_stream, s)
#define SP_StreamExecutor_get_destroy_stream(s) SE_PRIVATE_GET(SP_StreamExecutor, destroy_stream, SP_StreamExecutor_destroy_stream_fn, s)
#define SP_StreamExecutor_set_destroy_stream(s, v) SE_PRIVATE_SET(SP_StreamExecutor, destroy_stream, SP_StreamExecutor_destroy_stream_fn, s, v)
#define SP_StreamExecutor_has_create_stream_dependency(s) SE_PRIVATE_HAS(SP_StreamExecutor, create_stream_dependency, s)
#define SP_StreamExecutor_get_create_stream_dependency(s) SE_PRIVATE_GET(SP_StreamExecutor, create_stream_dependency, SP_StreamExecutor_create_stream_dependency_fn, s)
#define SP_StreamExecutor_set_create_stream_dependency(s, v) SE_PRIVATE_SET(SP_StreamExecutor, create_stream_dependency, SP_StreamExecutor_create_stream_dependency_fn, s, v)
#define SP_StreamExecutor_has_get_stream_status(s) SE_PRIVATE_HAS(SP_StreamExecutor, get_stream_status, s)
#define SP_StreamExecutor_get_get_stream_status(s) SE_PRIVATE_GET(SP_StreamExecutor, get_stream_status, SP_StreamExecutor_get_stream_status_fn, s)
#define SP_StreamExecutor_set_get_stream_status(s, v) SE_PRIVATE_SET(SP_StreamExecutor, get_stream_status, SP_StreamExecutor_get_stream_status_fn, s, v)
#define SP_StreamExecutor_has_create_event(s) SE_PRIVATE_HAS(SP_StreamExecutor, create_event, s)
#define SP_StreamExecutor_get_create_event(s) SE_PRIVATE_GET(SP_StreamExecutor, create_event, SP_StreamExecutor_create_event_fn, s)
#define SP_StreamExecutor_set_create_event(s, v) SE_PRIVATE_SET(SP_StreamExecutor, create_event, SP_StreamExecutor_create_event_fn, s, v)
#define SP_StreamExecutor_has_destroy_event(s) SE_PRIVATE_HAS(SP_StreamExecutor, destroy_event, s)
#define SP_StreamExecutor_get_destroy_event(s) SE_PRIVATE_GET(SP_StreamExecutor, destroy_event, SP_StreamExecutor_destroy_event_fn, s)
#define SP_StreamExecutor_set_destroy_event(s, v) SE_PRIVATE_SET(SP_StreamExecutor, destroy_event, SP_StreamExecutor_destroy_event_fn, s, v)
#define SP_StreamExecutor_has_get_event_status(s) SE_PRIVATE_HAS(SP_StreamExecutor, get_event_status, s)
#define SP_StreamExecutor_get_get_event_status(s) SE_PRIVATE_GET(SP_StreamExecutor, get_event_status, SP_StreamExecutor_get_event_status_fn, s)
#define SP_StreamExecutor_set_get_event_status(s, v) SE_PRIVATE_SET(SP_StreamExecutor, get_event_status, SP_StreamExecutor_get_event_status_fn, s, v)
#define SP_StreamExecutor_has_record_event(s) SE_PRIVATE_HAS(SP_StreamExecutor, record_event, s)
#define SP_StreamExecutor_get_record_event(s) SE_PRIVATE_GET(SP_StreamExecutor, record_event, SP_StreamExecutor_record_event_fn, s)
#define SP_StreamExecutor_set_record_event(s, v) SE_PRIVATE_SET(SP_StreamExecutor, record_event, SP_StreamExecutor_record_event_fn, s, v)
#define SP_StreamExecutor_has_wait_for_event(s) SE_PRIVATE_HAS(SP_StreamExecutor, wait_for_event, s)
#define SP_StreamExecutor_get_wait_for_event(s) SE_PRIVATE_GET(SP_StreamExecutor, wait_for_event, SP_StreamExecutor_wait_for_event_fn, s)
#define SP_StreamExecutor_set_wait_for_event(s, v) SE_PRIVATE_SET(SP_StreamExecutor, wait_for_event, SP_StreamExecutor_wait_for_event_fn, s, v)
/* Its offset in the struct at s, or 0 when struct_size leaves it out. */
SE_PRIVATE_LAZY SE_DEPRECATED("SP_StreamExecutor.create_timer is deprecated since 0.3.0") SE_INLINE size_t se_private_at_SP_StreamExecutor_create_timer(const SP_StreamExecutor* s) {
  return se_private_has(s, se_private_end_SP_StreamExecutor_create_timer) ? se_private_off_SP_StreamExecutor_create_timer : 0;
}
#define SP_StreamExecutor_has_create_timer !!se_private_at_SP_StreamExecutor_create_timer
SE_PRIVATE_LAZY SE_DEPRECATED("SP_StreamExecutor.create_timer is deprecated since 0.3.0") SE_INLINE SP_StreamExecutor_create_timer_fn SP_StreamExecutor_get_create_timer(const SP_StreamExecutor* s) {
  return *SE_PRIVATE_CPTR(SP_StreamExecutor_create_timer_fn, se_private_cslot(s, se_private_end_SP_StreamExecutor_create_timer, se_private_off_SP_StreamExecutor_create_timer));
}
SE_PRIVATE_LAZY SE_DEPRECATED("SP_StreamExecutor.create_timer is deprecated since 0.3.0") SE_INLINE int SP_StreamExecutor_set_create_timer(SP_StreamExecutor* s, SP_StreamExecutor_create_timer_fn value) {
  return se_private_put(s, se_private_end_SP_StreamExecutor_create_timer, se_private_off_SP_StreamExecutor_create_timer, &value, sizeof value);
}
/* Its offset in the struct at s, or 0 when struct_size leaves it out. */
SE_PRIVATE_LAZY SE_DEPRECATED("SP_StreamExecutor.destroy_timer is deprecated since 0.3.0") SE_INLINE size_t se_private_at_SP_StreamExecutor_destroy_timer(const SP_StreamExecutor* s) {
  return se_private_has(s, se_private_end_SP_StreamExecutor_destroy_timer) ? se_private_off_SP_StreamExecutor_destroy_timer : 0;
}
#define SP_StreamExecutor_has_destroy_timer !!se_private_at_SP_StreamExecutor_destroy_timer
SE_PRIVATE_LAZY SE_DEPRECATED("SP_StreamExecutor.destroy_timer is deprecated since 0.3.0") SE_INLINE SP_StreamExecutor_destroy_timer_fn SP_StreamExecutor_get_destroy_timer(const SP_StreamExecutor* s) {
  return *SE_PRIVATE_CPTR(SP_StreamExecutor_destroy_timer_fn, se_private_cslot(s, se_private_end_SP_StreamExecutor_destroy_timer, se_private_off_SP_StreamExecutor_destroy_timer));
}
SE_PRIVATE_LAZY SE_DEPRECATED("SP_StreamExecutor.destroy_timer is deprecated since 0.3.0") SE_INLINE int SP_StreamExecutor_set_destroy_timer(SP_StreamExecutor* s, SP_StreamExecutor_destroy_timer_fn value) {
  return se_private_put(s, se_private_end_SP_StreamExecutor_destroy_timer, se_private_off_SP_StreamExecutor_destroy_timer, &value, sizeof value);
}
/* Its offset in the struct at s, or 0 when struct_size leaves it out. */
SE_PRIVATE_LAZY SE_DEPRECATED("SP_StreamExecutor.start_timer is deprecated since 0.3.0") SE_INLINE size_t se_private_at_SP_StreamExecutor_start_timer(const SP_StreamExecutor* s) {
  return se_private_has(s, se_private_end_SP_StreamExecutor_start_timer) ? se_private_off_SP_StreamExecutor_start_timer : 0;
}
#define SP_StreamExecutor_has_start_timer !!se_private_at_SP_StreamExecutor_start_timer
SE_PRIVATE_LAZY SE_DEPRECATED("SP_StreamExecutor.start_timer is deprecated since 0.3.0") SE_INLINE SP_StreamExecutor_start_timer_fn SP_StreamExecutor_get_start_timer(const SP_StreamExecutor* s) {
  return *SE_PRIVATE_CPTR(SP_StreamExecutor_start_timer_fn, se_private_cslot(s, se_private_end_SP_StreamExecutor_start_timer, se_private_off_SP_StreamExecutor_start_timer));
}
SE_PRIVATE_LAZY SE_DEPRECATED("SP_StreamExecutor.start_timer is deprecated since 0.3.0") SE_INLINE int SP_StreamExecutor_set_start_timer(SP_StreamExecutor* s, SP_StreamExecutor_start_timer_fn value) {
  return se_private_put(s, se_private_end_SP_StreamExecutor_start_timer, se_private_off_SP_StreamExecutor_start_timer, &value, sizeof value);
}
/* Its offset in the struct at s, or 0 when struct_size leaves it out. */
SE_PRIVATE_LAZY SE_DEPRECATED("SP_StreamExecutor.stop_timer is deprecated since 0.3.0") SE_INLINE size_t se_private_at_SP_StreamExecutor_stop_timer(const SP_StreamExecutor* s) {
  return se_private_has(s, se_private_end_SP_StreamExecutor_stop_timer) ? se_private_off_SP_StreamExecutor_stop_timer : 0;
}
#define SP_StreamExecutor_has_stop_timer !!se_private_at_SP_StreamExecutor_stop_timer
SE_PRIVATE_LAZY SE_DEPRECATED("SP_StreamExecutor.stop_timer is deprecated since 0.3.0") SE_INLINE SP_StreamExecutor_stop_timer_fn SP_StreamExecutor_get_stop_timer(const SP_StreamExecutor* s) {
  return *SE_PRIVATE_CPTR(SP_StreamExecutor_stop_timer_fn, se_private_cslot(s, se_private_end_SP_StreamExecutor_stop_timer, se_private_off_SP_StreamExecutor_stop_timer));
}
SE_PRIVATE_LAZY SE_DEPRECATED("SP_StreamExecutor.stop_timer is deprecated since 0.3.0") SE_INLINE int SP_StreamExecutor_set_stop_timer(SP_StreamExecutor* s, SP_StreamExecutor_stop_timer_fn value) {
  return se_private_put(s, se_private_end_SP_StreamExecutor_stop_timer, se_private_off_SP_StreamExecutor_stop_timer, &value, sizeof value);
}
#define SP_StreamExecutor_has_memcpy_dtoh(s) SE_PRIVATE_HAS(SP_StreamExecutor, memcpy_dtoh, s)
#define SP_StreamExecutor_get_memcpy_dtoh(s) SE_PRIVATE_GET(SP_StreamExecutor, memcpy_dtoh, SP_StreamExecutor_memcpy_dtoh_fn, s)
#define SP_StreamExecutor_set_memcpy_dtoh(s, v) SE_PRIVATE_SET(SP_StreamExecutor, memcpy_dtoh, SP_StreamExecutor_memcpy_dtoh_fn, s, v)
#define SP_StreamExecutor_has_memcpy_htod(s) SE_PRIVATE_HAS(SP_StreamExecutor, memcpy_htod, s)
#define SP_StreamExecutor_get_memcpy_htod(s) SE_PRIVATE_GET(SP_StreamExecutor, memcpy_htod, SP_StreamExecutor_memcpy_htod_fn, s)
#define SP_StreamExecutor_set_memcpy_htod(s, v) SE_PRIVATE_SET(SP_StreamExecutor, memcpy_htod, SP_StreamExecutor_memcpy_htod_fn, s, v)
#define SP_StreamExecutor_has_memcpy_dtod(s) SE_PRIVATE_HAS(SP_StreamExecutor, memcpy_dtod, s)
#define SP_StreamExecutor_get_memcpy_dtod(s) SE_PRIVATE_GET(SP_StreamExecutor, memcpy_dtod, SP_StreamExecutor_memcpy_dtod_fn, s)
#define SP_StreamExecutor_set_memcpy_dtod(s, v) SE_PRIVATE_SET(SP_StreamExecutor, memcpy_dtod, SP_StreamExecutor_memcpy_dtod_fn, s, v)
#define SP_StreamExecutor_has_sync_memcpy_dtoh(s) SE_PRIVATE_HAS(SP_StreamExecutor, sync_memcpy_dtoh, s)
#define SP_StreamExecutor_get_sync_memcpy_dtoh(s) SE_PRIVATE_GET(SP_StreamExecutor, sync_memcpy_dtoh, SP_StreamExecutor_sync_memcpy_dtoh_fn, s)
#define SP_StreamExecutor_set_sync_memcpy_dtoh(s, v) SE_PRIVATE_SET(SP_StreamExecutor, sync_memcpy_dtoh, SP_StreamExecutor_sync_memcpy_dtoh_fn, s, v)
#define SP_StreamExecutor_has_sync_memcpy_htod(s) SE_PRIVATE_HAS(SP_StreamExecutor, sync_memcpy_htod, s)
#define SP_StreamExecutor_get_sync_memcpy_htod(s) SE_PRIVATE_GET(SP_StreamExecutor, sync_memcpy_htod, SP_StreamExecutor_sync_memcpy_htod_fn, s)
#define SP_StreamExecutor_set_sync_memcpy_htod(s, v) SE_PRIVATE_SET(SP_StreamExecutor, sync_memcpy_htod, SP_StreamExecutor_sync_memcpy_htod_fn, s, v)
#define SP_StreamExecutor_has_sync_memcpy_dtod(s) SE_PRIVATE_HAS(SP_StreamExecutor, sync_memcpy_dtod, s)
#define SP_StreamExecutor_get_sync_memcpy_dtod(s) SE_PRIVATE_GET(SP_StreamExecutor, sync_memcpy_dtod, SP_StreamExecutor_sync_memcpy_dtod_fn, s)
#define SP_StreamExecutor_set_sync_memcpy_dtod(s, v) SE_PRIVATE_SET(SP_StreamExecutor, sync_memcpy_dtod, SP_StreamExecutor_sync_memcpy_dtod_fn, s, v)
#define SP_StreamExecutor_has_block_host_for_event(s) SE_PRIVATE_HAS(SP_StreamExecutor, block_host_for_event, s)
#define SP_StreamExecutor_get_block_host_for_event(s) SE_PRIVATE_GET(SP_StreamExecutor, block_host_for_event, SP_StreamExecutor_block_host_for_event_fn, s)
#define SP_StreamExecutor_set_block_host_for_event(s, v) SE_PRIVATE_SET(SP_StreamExecutor, block_host_for_event, SP_StreamExecutor_block_host_for_event_fn, s, v)
#define SP_StreamExecutor_has_block_host_until_done(s) SE_PRIVATE_HAS(SP_StreamExecutor, block_host_until_done, s)
#define SP_StreamExecutor_get_block_host_until_done(s) SE_PRIVATE_GET(SP_StreamExecutor, block_host_until_done, SP_StreamExecutor_block_host_until_done_fn, s)
#define SP_StreamExecutor_set_block_host_until_done(s, v) SE_PRIVATE_SET(SP_StreamExecutor, block_host_until_done, SP_StreamExecutor_block_host_until_done_fn, s, v)
#define SP_StreamExecutor_has_synchronize_all_activity(s) SE_PRIVATE_HAS(SP_StreamExecutor, synchronize_all_activity, s)
#define SP_StreamExecutor_get_synchronize_all_activity(s) SE_PRIVATE_GET(SP_StreamExecutor, synchronize_all_activity, SP_StreamExecutor_synchronize_all_activity_fn, s)
#define SP_StreamExecutor_set_synchronize_all_activity(s, v) SE_PRIVATE_SET(SP_StreamExecutor, synchronize_all_activity, SP_StreamExecutor_synchronize_all_activity_fn, s, v)
/* Where host_callback is, by the struct_size the other side set. */
#define se_private_place_SP_StreamExecutor_host_callback() \
  { se_private_end_SP_StreamExecutor_host_callback, se_private_end_SP_StreamExecutor_host_callback, se_private_off_SP_StreamExecutor_host_callback }, /* exactly 0.0.1 (+6) */ \
  { se_private_end_SP_StreamExecutor_tensorflow_master_2026_05_host_callback, se_private_end_SP_StreamExecutor_tensorflow_master_2026_05_host_callback, se_private_off_SP_StreamExecutor_tensorflow_master_2026_05_host_callback }, /* exactly tensorflow-2.7 (+2) */ \
  { se_private_end_SP_StreamExecutor_tensorflow_master_2026_05_create_stream_with_options, se_private_end_SP_StreamExecutor_create_stream_with_options - 1, se_private_off_SP_StreamExecutor_tensorflow_master_2026_05_host_callback }, /* exactly tensorflow-master-2026-05, and up */ \
  { se_private_end_SP_StreamExecutor_create_stream_with_options, se_private_end_SP_StreamExecutor_create_stream_with_options, se_private_off_SP_StreamExecutor_host_callback }, /* exactly 0.3.0 */
#define SP_StreamExecutor_has_host_callback(s) SE_PRIVATE_DHAS(SP_StreamExecutor, se_private_place_SP_StreamExecutor_host_callback, s)
#define SP_StreamExecutor_get_host_callback(s) SE_PRIVATE_DGET(SP_StreamExecutor, se_private_place_SP_StreamExecutor_host_callback, SP_StreamExecutor_host_callback_fn, s)
#define SP_StreamExecutor_set_host_callback(s, v) SE_PRIVATE_DSET(SP_StreamExecutor, se_private_place_SP_StreamExecutor_host_callback, SP_StreamExecutor_host_callback_fn, s, v)
/* Where mem_zero is, by the struct_size the other side set. */
#define se_private_place_SP_StreamExecutor_mem_zero() \
  { se_private_end_SP_StreamExecutor_tensorflow_master_2026_05_host_callback, se_private_end_SP_StreamExecutor_tensorflow_master_2026_05_host_callback, se_private_off_SP_StreamExecutor_tensorflow_master_2026_05_mem_zero }, /* exactly tensorflow-2.7 (+2) */ \
  { se_private_end_SP_StreamExecutor_tensorflow_master_2026_05_create_stream_with_options, se_private_end_SP_StreamExecutor_create_stream_with_options - 1, se_private_off_SP_StreamExecutor_tensorflow_master_2026_05_mem_zero }, /* exactly tensorflow-master-2026-05, and up */ \
  { se_private_end_SP_StreamExecutor_create_stream_with_options, se_private_end_SP_StreamExecutor_create_stream_with_options, se_private_off_SP_StreamExecutor_mem_zero }, /* exactly 0.3.0 */
#define SP_StreamExecutor_has_mem_zero(s) SE_PRIVATE_DHAS(SP_StreamExecutor, se_private_place_SP_StreamExecutor_mem_zero, s)
#define SP_StreamExecutor_get_mem_zero(s) SE_PRIVATE_DGET(SP_StreamExecutor, se_private_place_SP_StreamExecutor_mem_zero, SP_StreamExecutor_mem_zero_fn, s)
#define SP_StreamExecutor_set_mem_zero(s, v) SE_PRIVATE_DSET(SP_StreamExecutor, se_private_place_SP_StreamExecutor_mem_zero, SP_StreamExecutor_mem_zero_fn, s, v)
/* Where memset is, by the struct_size the other side set. */
#define se_private_place_SP_StreamExecutor_memset() \
  { se_private_end_SP_StreamExecutor_tensorflow_master_2026_05_host_callback, se_private_end_SP_StreamExecutor_tensorflow_master_2026_05_host_callback, se_private_off_SP_StreamExecutor_tensorflow_master_2026_05_memset }, /* exactly tensorflow-2.7 (+2) */ \
  { se_private_end_SP_StreamExecutor_tensorflow_master_2026_05_create_stream_with_options, se_private_end_SP_StreamExecutor_create_stream_with_options - 1, se_private_off_SP_StreamExecutor_tensorflow_master_2026_05_memset }, /* exactly tensorflow-master-2026-05, and up */ \
  { se_private_end_SP_StreamExecutor_create_stream_with_options, se_private_end_SP_StreamExecutor_create_stream_with_options, se_private_off_SP_StreamExecutor_memset }, /* exactly 0.3.0 */
#define SP_StreamExecutor_has_memset(s) SE_PRIVATE_DHAS(SP_StreamExecutor, se_private_place_SP_StreamExecutor_memset, s)
#define SP_StreamExecutor_get_memset(s) SE_PRIVATE_DGET(SP_StreamExecutor, se_private_place_SP_StreamExecutor_memset, SP_StreamExecutor_memset_fn, s)
#define SP_StreamExecutor_set_memset(s, v) SE_PRIVATE_DSET(SP_StreamExecutor, se_private_place_SP_StreamExecutor_memset, SP_StreamExecutor_memset_fn, s, v)
/* Where memset32 is, by the struct_size the other side set. */
#define se_private_place_SP_StreamExecutor_memset32() \
  { se_private_end_SP_StreamExecutor_tensorflow_master_2026_05_host_callback, se_private_end_SP_StreamExecutor_tensorflow_master_2026_05_host_callback, se_private_off_SP_StreamExecutor_tensorflow_master_2026_05_memset32 }, /* exactly tensorflow-2.7 (+2) */ \
  { se_private_end_SP_StreamExecutor_tensorflow_master_2026_05_create_stream_with_options, se_private_end_SP_StreamExecutor_create_stream_with_options - 1, se_private_off_SP_StreamExecutor_tensorflow_master_2026_05_memset32 }, /* exactly tensorflow-master-2026-05, and up */ \
  { se_private_end_SP_StreamExecutor_create_stream_with_options, se_private_end_SP_StreamExecutor_create_stream_with_options, se_private_off_SP_StreamExecutor_memset32 }, /* exactly 0.3.0 */
#define SP_StreamExecutor_has_memset32(s) SE_PRIVATE_DHAS(SP_StreamExecutor, se_private_place_SP_StreamExecutor_memset32, s)
#define SP_StreamExecutor_get_memset32(s) SE_PRIVATE_DGET(SP_StreamExecutor, se_private_place_SP_StreamExecutor_memset32, SP_StreamExecutor_memset32_fn, s)
#define SP_StreamExecutor_set_memset32(s, v) SE_PRIVATE_DSET(SP_StreamExecutor, se_private_place_SP_StreamExecutor_memset32, SP_StreamExecutor_memset32_fn, s, v)
/* Where reserved is, by the struct_size the other side set. */
#define se_private_place_SP_StreamExecutor_reserved() \
  { se_private_end_SP_StreamExecutor_create_stream_with_options, se_private_end_SP_StreamExecutor_create_stream_with_options, se_private_off_SP_StreamExecutor_reserved }, /* exactly 0.3.0 */
#define SP_StreamExecutor_has_reserved(s) SE_PRIVATE_DHAS(SP_StreamExecutor, se_private_place_SP_StreamExecutor_reserved, s)
#define SP_StreamExecutor_get_reserved(s) SE_PRIVATE_DGET(SP_StreamExecutor, se_private_place_SP_StreamExecutor_reserved, void*, s)
#define SP_StreamExecutor_set_reserved(s, v) SE_PRIVATE_DSET(SP_StreamExecutor, se_private_place_SP_StreamExecutor_reserved, void*, s, v)
/* Where create_stream_with_options is, by the struct_size the other side set. */
#define se_private_place_SP_StreamExecutor_create_stream_with_options() \
  { se_private_end_SP_StreamExecutor_tensorflow_master_2026_05_create_stream_with_options, se_private_end_SP_StreamExecutor_create_stream_with_options - 1, se_private_off_SP_StreamExecutor_tensorflow_master_2026_05_create_stream_with_options }, /* exactly tensorflow-master-2026-05, and up */ \
  { se_private_end_SP_StreamExecutor_create_stream_with_options, se_private_end_SP_StreamExecutor_create_stream_with_options, se_private_off_SP_StreamExecutor_create_stream_with_options }, /* exactly 0.3.0 */
#define SP_StreamExecutor_has_create_stream_with_options(s) SE_PRIVATE_DHAS(SP_StreamExecutor, se_private_place_SP_StreamExecutor_create_stream_with_options, s)
#define SP_StreamExecutor_get_create_stream_with_options(s) SE_PRIVATE_DGET(SP_StreamExecutor, se_private_place_SP_StreamExecutor_create_stream_with_options, SP_StreamExecutor_create_stream_with_options_fn, s)
#define SP_StreamExecutor_set_create_stream_with_options(s, v) SE_PRIVATE_DSET(SP_StreamExecutor, se_private_place_SP_StreamExecutor_create_stream_with_options, SP_StreamExecutor_create_stream_with_options_fn, s, v)
/* What SP_StreamExecutor_settle_in leaves in struct_size, by the core's lineage. */
#define se_private_settle_SP_StreamExecutor_0() \
  { se_private_end_SP_StreamExecutor_struct_size, se_private_end_SP_StreamExecutor_host_callback, SE_PRIVATE_ROUND_DOWN }, /* 0.0.1 (+6) to struct_size; 0.3.0 to struct_size; tensorflow-2.7 (+2) to struct_size; ..., and up */ \
  { se_private_end_SP_StreamExecutor_host_callback + 1, se_private_end_SP_StreamExecutor_tensorflow_master_2026_05_host_callback - 1, SE_PRIVATE_UNPLACEABLE }, /* past 0.0.1 (+6); 0.3.0 to host_callback; tensorflow-2.7 (+2) to mem_zero; ..., and up */ \
  { se_private_end_SP_StreamExecutor_tensorflow_master_2026_05_host_callback, se_private_end_SP_StreamExecutor_tensorflow_master_2026_05_host_callback, SE_PRIVATE_ROUND_DOWN }, /* exactly tensorflow-2.7 (+2) */ \
  { se_private_end_SP_StreamExecutor_tensorflow_master_2026_05_host_callback + 1, se_private_end_SP_StreamExecutor_tensorflow_master_2026_05_create_stream_with_options - 1, SE_PRIVATE_UNPLACEABLE }, /* 0.3.0 to memset32; past tensorflow-2.7 (+2); tensorflow-master-2026-05 to host_callback */ \
  { se_private_end_SP_StreamExecutor_tensorflow_master_2026_05_create_stream_with_options, se_private_end_SP_StreamExecutor_create_stream_with_options, SE_PRIVATE_ROUND_DOWN }, /* exactly tensorflow-master-2026-05, and up */ \
  { se_private_end_SP_StreamExecutor_create_stream_with_options + 1, SE_PRIVATE_NEVER, SE_PRIVATE_UNPLACEABLE }, /* past 0.3.0; past tensorflow-master-2026-05 */
#define se_private_settle_SP_StreamExecutor_1() \
  { se_private_end_SP_StreamExecutor_struct_size, se_private_end_SP_StreamExecutor_tensorflow_master_2026_05_memset - 1, SE_PRIVATE_ROUND_DOWN }, /* 0.0.1 (+6) to struct_size; 0.3.0 to struct_size, and up */ \
  { se_private_end_SP_StreamExecutor_tensorflow_master_2026_05_memset, se_private_end_SP_StreamExecutor_create_stream_with_options - 1, SE_PRIVATE_UNPLACEABLE }, /* 0.3.0 to mem_zero, and up */ \
  { se_private_end_SP_StreamExecutor_create_stream_with_options, se_private_end_SP_StreamExecutor_create_stream_with_options, SE_PRIVATE_ROUND_DOWN }, /* exactly 0.3.0 */ \
  { se_private_end_SP_StreamExecutor_create_stream_with_options + 1, SE_PRIVATE_NEVER, se_private_end_SP_StreamExecutor_create_stream_with_options }, /* past 0.3.0 */
#define se_private_settle_SP_StreamExecutor_2() \
  { se_private_end_SP_StreamExecutor_struct_size, se_private_end_SP_StreamExecutor_host_callback, SE_PRIVATE_ROUND_DOWN }, /* 0.0.1 (+6) to struct_size; tensorflow-2.7 (+2) to struct_size; tensorflow-master-2026-05 to struct_size, and up */ \
  { se_private_end_SP_StreamExecutor_host_callback + 1, se_private_end_SP_StreamExecutor_tensorflow_master_2026_05_host_callback - 1, SE_PRIVATE_UNPLACEABLE }, /* past 0.0.1 (+6); tensorflow-2.7 (+2) to mem_zero; tensorflow-master-2026-05 to mem_zero, and up */ \
  { se_private_end_SP_StreamExecutor_tensorflow_master_2026_05_host_callback, se_private_end_SP_StreamExecutor_create_stream_with_options - 1, SE_PRIVATE_ROUND_DOWN }, /* exactly tensorflow-2.7 (+2), and up */ \
  { se_private_end_SP_StreamExecutor_create_stream_with_options, SE_PRIVATE_NEVER, se_private_end_SP_StreamExecutor_tensorflow_master_2026_05_create_stream_with_options }, /* past tensorflow-master-2026-05, and up */
/* Call once on every SP_StreamExecutor you receive to fill (S_settle_in above). */
#define SP_StreamExecutor_settle_in(s, lineage) \
  SE_PRIVATE_SE_SETTLE_IN(SP_StreamExecutor, s, lineage, se_private_settle_SP_StreamExecutor_0, se_private_settle_SP_StreamExecutor_1, se_private_settle_SP_StreamExecutor_2)
#define SP_StreamExecutor_settle(s) SP_StreamExecutor_settle_in(s, SE_LINEAGE_ANY)
#define SP_StreamExecutor_settle_problem(s, lineage) \
  SE_PRIVATE_SE_SETTLE_PROBLEM(SP_StreamExecutor, s, lineage, se_private_settle_SP_StreamExecutor_0, se_private_settle_SP_StreamExecutor_1, se_private_settle_SP_StreamExecutor_2)

/* SE_CreateStreamExecutorParams */
/* The sizes and offsets its accessors name: on 64-bit targets, on i386, elsewhere. */
#define se_private_end_SE_CreateStreamExecutorParams_struct_size SE_PRIVATE_END_BY_ABI(8, 4, SE_CreateStreamExecutorParams, struct_size)
#define se_private_end_SE_CreateStreamExecutorParams_stream_executor SE_PRIVATE_END_BY_ABI(24, 12, SE_CreateStreamExecutorParams, stream_executor)
#define SE_CreateStreamExecutorParams_has_struct_size(s) SE_PRIVATE_HAS(SE_CreateStreamExecutorParams, struct_size, s)
#define SE_CreateStreamExecutorParams_get_struct_size(s) SE_PRIVATE_GET(SE_CreateStreamExecutorParams, struct_size, size_t, s)
#define SE_CreateStreamExecutorParams_set_struct_size(s, v) SE_PRIVATE_SET(SE_CreateStreamExecutorParams, struct_size, size_t, s, v)
#define SE_CreateStreamExecutorParams_has_ext(s) SE_PRIVATE_HAS(SE_CreateStreamExecutorParams, ext, s)
#define SE_CreateStreamExecutorParams_get_ext(s) SE_PRIVATE_GET(SE_CreateStreamExecutorParams, ext, void*, s)
#define SE_CreateStreamExecutorParams_set_ext(s, v) SE_PRIVATE_SET(SE_CreateStreamExecutorParams, ext, void*, s, v)
#define SE_CreateStreamExecutorParams_has_stream_executor(s) SE_PRIVATE_HAS(SE_CreateStreamExecutorParams, stream_executor, s)
#define SE_CreateStreamExecutorParams_get_stream_executor(s) SE_PRIVATE_GET(SE_CreateStreamExecutorParams, stream_executor, SP_StreamExecutor*, s)
#define SE_CreateStreamExecutorParams_set_stream_executor(s, v) SE_PRIVATE_SET(SE_CreateStreamExecutorParams, stream_executor, SP_StreamExecutor*, s, v)
/* What SE_CreateStreamExecutorParams_settle_in leaves in struct_size, by the core's lineage. */
#define se_private_settle_SE_CreateStreamExecutorParams_0() \
  { se_private_end_SE_CreateStreamExecutorParams_struct_size, se_private_end_SE_CreateStreamExecutorParams_stream_executor, SE_PRIVATE_ROUND_DOWN }, /* 0.0.1 (+11) to struct_size, and up */ \
  { se_private_end_SE_CreateStreamExecutorParams_stream_executor + 1, SE_PRIVATE_NEVER, se_private_end_SE_CreateStreamExecutorParams_stream_executor }, /* past 0.0.1 (+11) */
/* Call once on every SE_CreateStreamExecutorParams you receive to fill (S_settle_in above). */
#define SE_CreateStreamExecutorParams_settle_in(s, lineage) \
  SE_PRIVATE_SE_SETTLE_IN(SE_CreateStreamExecutorParams, s, lineage, se_private_settle_SE_CreateStreamExecutorParams_0, se_private_settle_SE_CreateStreamExecutorParams_0, se_private_settle_SE_CreateStreamExecutorParams_0)
#define SE_CreateStreamExecutorParams_settle(s) SE_CreateStreamExecutorParams_settle_in(s, SE_LINEAGE_ANY)
#define SE_CreateStreamExecutorParams_settle_problem(s, lineage) \
  SE_PRIVATE_SE_SETTLE_PROBLEM(SE_CreateStreamExecutorParams, s, lineage, se_private_settle_SE_CreateStreamExecutorParams_0, se_private_settle_SE_CreateStreamExecutorParams_0, se_private_settle_SE_CreateStreamExecutorParams_0)

/* SP_Allocator */
/* The sizes and offsets its accessors name: on 64-bit targets, on i386, elsewhere. */
#define se_private_end_SP_Allocator_struct_size SE_PRIVATE_END_BY_ABI(8, 4, SP_Allocator, struct_size)
#define se_private_end_SP_Allocator_ext SE_PRIVATE_END_BY_ABI(16, 8, SP_Allocator, ext)
#define se_private_end_SP_Allocator_supports_unified_memory SE_PRIVATE_END_BY_ABI(17, 9, SP_Allocator, supports_unified_memory)
#define SP_Allocator_has_struct_size(s) SE_PRIVATE_HAS(SP_Allocator, struct_size, s)
#define SP_Allocator_get_struct_size(s) SE_PRIVATE_GET(SP_Allocator, struct_size, size_t, s)
#define SP_Allocator_set_struct_size(s, v) SE_PRIVATE_SET(SP_Allocator, struct_size, size_t, s, v)
#define SP_Allocator_has_ext(s) SE_PRIVATE_HAS(SP_Allocator, ext, s)
#define SP_Allocator_get_ext(s) SE_PRIVATE_GET(SP_Allocator, ext, void*, s)
#define SP_Allocator_set_ext(s, v) SE_PRIVATE_SET(SP_Allocator, ext, void*, s, v)
#define SP_Allocator_has_supports_unified_memory(s) SE_PRIVATE_HAS(SP_Allocator, supports_unified_memory, s)
#define SP_Allocator_get_supports_unified_memory(s) SE_PRIVATE_GET(SP_Allocator, supports_unified_memory, TF_Bool, s)
#define SP_Allocator_set_supports_unified_memory(s, v) SE_PRIVATE_SET(SP_Allocator, supports_unified_memory, TF_Bool, s, v)
/* What SP_Allocator_settle_in leaves in struct_size, by the core's lineage. */
#define se_private_settle_SP_Allocator_0() \
  { se_private_end_SP_Allocator_struct_size, se_private_end_SP_Allocator_ext, SE_PRIVATE_ROUND_DOWN }, /* 0.0.1 (+5) to struct_size, and up */ \
  { se_private_end_SP_Allocator_supports_unified_memory, SE_PRIVATE_NEVER, se_private_end_SP_Allocator_supports_unified_memory }, /* exactly 0.0.1 (+5), and up */
#define se_private_settle_SP_Allocator_1() \
  { 1, 0, 0 } /* no size: lo > hi holds none */
/* Call once on every SP_Allocator you receive to fill (S_settle_in above). */
#define SP_Allocator_settle_in(s, lineage) \
  SE_PRIVATE_SE_SETTLE_IN(SP_Allocator, s, lineage, se_private_settle_SP_Allocator_0, se_private_settle_SP_Allocator_0, se_private_settle_SP_Allocator_1)
#define SP_Allocator_settle(s) SP_Allocator_settle_in(s, SE_LINEAGE_ANY)
#define SP_Allocator_settle_problem(s, lineage) \
  SE_PRIVATE_SE_SETTLE_PROBLEM(SP_Allocator, s, lineage, se_private_settle_SP_Allocator_0, se_private_settle_SP_Allocator_0, se_private_settle_SP_Allocator_1)

/* SP_AllocatorFns */
/* The sizes and offsets its accessors name: on 64-bit targets, on i386, elsewhere. */
#define se_private_end_SP_AllocatorFns_struct_size SE_PRIVATE_END_BY_ABI(8, 4, SP_AllocatorFns, struct_size)
#define se_private_end_SP_AllocatorFns_device_memory_usage SE_PRIVATE_END_BY_ABI(80, 40, SP_AllocatorFns, device_memory_usage)
#define SP_AllocatorFns_has_struct_size(s) SE_PRIVATE_HAS(SP_AllocatorFns, struct_size, s)
#define SP_AllocatorFns_get_struct_size(s) SE_PRIVATE_GET(SP_AllocatorFns, struct_size, size_t, s)
#define SP_AllocatorFns_set_struct_size(s, v) SE_PRIVATE_SET(SP_AllocatorFns, struct_size, size_t, s, v)
#define SP_AllocatorFns_has_ext(s) SE_PRIVATE_HAS(SP_AllocatorFns, ext, s)
#define SP_AllocatorFns_get_ext(s) SE_PRIVATE_GET(SP_AllocatorFns, ext, void*, s)
#define SP_AllocatorFns_set_ext(s, v) SE_PRIVATE_SET(SP_AllocatorFns, ext, void*, s, v)
#define SP_AllocatorFns_has_allocate(s) SE_PRIVATE_HAS(SP_AllocatorFns, allocate, s)
#define SP_AllocatorFns_get_allocate(s) SE_PRIVATE_GET(SP_AllocatorFns, allocate, SP_AllocatorFns_allocate_fn, s)
#define SP_AllocatorFns_set_allocate(s, v) SE_PRIVATE_SET(SP_AllocatorFns, allocate, SP_AllocatorFns_allocate_fn, s, v)
#define SP_AllocatorFns_has_deallocate(s) SE_PRIVATE_HAS(SP_AllocatorFns, deallocate, s)
#define SP_AllocatorFns_get_deallocate(s) SE_PRIVATE_GET(SP_AllocatorFns, deallocate, SP_AllocatorFns_deallocate_fn, s)
#define SP_AllocatorFns_set_deallocate(s, v) SE_PRIVATE_SET(SP_AllocatorFns, deallocate, SP_AllocatorFns_deallocate_fn, s, v)
#define SP_AllocatorFns_has_host_memory_allocate(s) SE_PRIVATE_HAS(SP_AllocatorFns, host_memory_allocate, s)
#define SP_AllocatorFns_get_host_memory_allocate(s) SE_PRIVATE_GET(SP_AllocatorFns, host_memory_allocate, SP_AllocatorFns_host_memory_allocate_fn, s)
#define SP_AllocatorFns_set_host_memory_allocate(s, v) SE_PRIVATE_SET(SP_AllocatorFns, host_memory_allocate, SP_AllocatorFns_host_memory_allocate_fn, s, v)
#define SP_AllocatorFns_has_host_memory_deallocate(s) SE_PRIVATE_HAS(SP_AllocatorFns, host_memory_deallocate, s)
#define SP_AllocatorFns_get_host_memory_deallocate(s) SE_PRIVATE_GET(SP_AllocatorFns, host_memory_deallocate, SP_AllocatorFns_host_memory_deallocate_fn, s)
#define SP_AllocatorFns_set_host_memory_deallocate(s, v) SE_PRIVATE_SET(SP_AllocatorFns, host_memory_deallocate, SP_AllocatorFns_host_memory_deallocate_fn, s, v)
#define SP_AllocatorFns_has_unified_memory_allocate(s) SE_PRIVATE_HAS(SP_AllocatorFns, unified_memory_allocate, s)
#define SP_AllocatorFns_get_unified_memory_allocate(s) SE_PRIVATE_GET(SP_AllocatorFns, unified_memory_allocate, SP_AllocatorFns_unified_memory_allocate_fn, s)
#define SP_AllocatorFns_set_unified_memory_allocate(s, v) SE_PRIVATE_SET(SP_AllocatorFns, unified_memory_allocate, SP_AllocatorFns_unified_memory_allocate_fn, s, v)
#define SP_AllocatorFns_has_unified_memory_deallocate(s) SE_PRIVATE_HAS(SP_AllocatorFns, unified_memory_deallocate, s)
#define SP_AllocatorFns_get_unified_memory_deallocate(s) SE_PRIVATE_GET(SP_AllocatorFns, unified_memory_deallocate, SP_AllocatorFns_unified_memory_deallocate_fn, s)
#define SP_AllocatorFns_set_unified_memory_deallocate(s, v) SE_PRIVATE_SET(SP_AllocatorFns, unified_memory_deallocate, SP_AllocatorFns_unified_memory_deallocate_fn, s, v)
#define SP_AllocatorFns_has_get_allocator_stats(s) SE_PRIVATE_HAS(SP_AllocatorFns, get_allocator_stats, s)
#define SP_AllocatorFns_get_get_allocator_stats(s) SE_PRIVATE_GET(SP_AllocatorFns, get_allocator_stats, SP_AllocatorFns_get_allocator_stats_fn, s)
#define SP_AllocatorFns_set_get_allocator_stats(s, v) SE_PRIVATE_SET(SP_AllocatorFns, get_allocator_stats, SP_AllocatorFns_get_allocator_stats_fn, s, v)
#define SP_AllocatorFns_has_device_memory_usage(s) SE_PRIVATE_HAS(SP_AllocatorFns, device_memory_usage, s)
#define SP_AllocatorFns_get_device_memory_usage(s) SE_PRIVATE_GET(SP_AllocatorFns, device_memory_usage, SP_AllocatorFns_device_memory_usage_fn, s)
#define SP_AllocatorFns_set_device_memory_usage(s, v) SE_PRIVATE_SET(SP_AllocatorFns, device_memory_usage, SP_AllocatorFns_device_memory_usage_fn, s, v)
/* What SP_AllocatorFns_settle_in leaves in struct_size, by the core's lineage. */
#define se_private_settle_SP_AllocatorFns_0() \
  { se_private_end_SP_AllocatorFns_struct_size, se_private_end_SP_AllocatorFns_device_memory_usage, SE_PRIVATE_ROUND_DOWN }, /* 0.0.1 (+5) to struct_size, and up */ \
  { se_private_end_SP_AllocatorFns_device_memory_usage + 1, SE_PRIVATE_NEVER, se_private_end_SP_AllocatorFns_device_memory_usage }, /* past 0.0.1 (+5) */
#define se_private_settle_SP_AllocatorFns_1() \
  { 1, 0, 0 } /* no size: lo > hi holds none */
/* Call once on every SP_AllocatorFns you receive to fill (S_settle_in above). */
#define SP_AllocatorFns_settle_in(s, lineage) \
  SE_PRIVATE_SE_SETTLE_IN(SP_AllocatorFns, s, lineage, se_private_settle_SP_AllocatorFns_0, se_private_settle_SP_AllocatorFns_0, se_private_settle_SP_AllocatorFns_1)
#define SP_AllocatorFns_settle(s) SP_AllocatorFns_settle_in(s, SE_LINEAGE_ANY)
#define SP_AllocatorFns_settle_problem(s, lineage) \
  SE_PRIVATE_SE_SETTLE_PROBLEM(SP_AllocatorFns, s, lineage, se_private_settle_SP_AllocatorFns_0, se_private_settle_SP_AllocatorFns_0, se_private_settle_SP_AllocatorFns_1)

/* SP_CustomAllocator */
/* The sizes and offsets its accessors name: on 64-bit targets, on i386, elsewhere. */
#define se_private_end_SP_CustomAllocator_struct_size SE_PRIVATE_END_BY_ABI(8, 4, SP_CustomAllocator, struct_size)
#define se_private_end_SP_CustomAllocator_ext SE_PRIVATE_END_BY_ABI(16, 8, SP_CustomAllocator, ext)
#define SP_CustomAllocator_has_struct_size(s) SE_PRIVATE_HAS(SP_CustomAllocator, struct_size, s)
#define SP_CustomAllocator_get_struct_size(s) SE_PRIVATE_GET(SP_CustomAllocator, struct_size, size_t, s)
#define SP_CustomAllocator_set_struct_size(s, v) SE_PRIVATE_SET(SP_CustomAllocator, struct_size, size_t, s, v)
#define SP_CustomAllocator_has_ext(s) SE_PRIVATE_HAS(SP_CustomAllocator, ext, s)
#define SP_CustomAllocator_get_ext(s) SE_PRIVATE_GET(SP_CustomAllocator, ext, void*, s)
#define SP_CustomAllocator_set_ext(s, v) SE_PRIVATE_SET(SP_CustomAllocator, ext, void*, s, v)
/* What SP_CustomAllocator_settle_in leaves in struct_size, by the core's lineage. */
#define se_private_settle_SP_CustomAllocator_0() \
  { se_private_end_SP_CustomAllocator_struct_size, se_private_end_SP_CustomAllocator_ext, SE_PRIVATE_ROUND_DOWN }, /* 0.0.1 (+5) to struct_size, and up */ \
  { se_private_end_SP_CustomAllocator_ext + 1, SE_PRIVATE_NEVER, se_private_end_SP_CustomAllocator_ext }, /* past 0.0.1 (+5) */
#define se_private_settle_SP_CustomAllocator_1() \
  { 1, 0, 0 } /* no size: lo > hi holds none */
/* Call once on every SP_CustomAllocator you receive to fill (S_settle_in above). */
#define SP_CustomAllocator_settle_in(s, lineage) \
  SE_PRIVATE_SE_SETTLE_IN(SP_CustomAllocator, s, lineage, se_private_settle_SP_CustomAllocator_0, se_private_settle_SP_CustomAllocator_0, se_private_settle_SP_CustomAllocator_1)
#define SP_CustomAllocator_settle(s) SP_CustomAllocator_settle_in(s, SE_LINEAGE_ANY)
#define SP_CustomAllocator_settle_problem(s, lineage) \
  SE_PRIVATE_SE_SETTLE_PROBLEM(SP_CustomAllocator, s, lineage, se_private_settle_SP_CustomAllocator_0, se_private_settle_SP_CustomAllocator_0, se_private_settle_SP_CustomAllocator_1)

/* SP_CustomAllocatorFns */
/* The sizes and offsets its accessors name: on 64-bit targets, on i386, elsewhere. */
#define se_private_end_SP_CustomAllocatorFns_struct_size SE_PRIVATE_END_BY_ABI(8, 4, SP_CustomAllocatorFns, struct_size)
#define se_private_end_SP_CustomAllocatorFns_device_memory_usage SE_PRIVATE_END_BY_ABI(64, 32, SP_CustomAllocatorFns, device_memory_usage)
#define SP_CustomAllocatorFns_has_struct_size(s) SE_PRIVATE_HAS(SP_CustomAllocatorFns, struct_size, s)
#define SP_CustomAllocatorFns_get_struct_size(s) SE_PRIVATE_GET(SP_CustomAllocatorFns, struct_size, size_t, s)
#define SP_CustomAllocatorFns_set_struct_size(s, v) SE_PRIVATE_SET(SP_CustomAllocatorFns, struct_size, size_t, s, v)
#define SP_CustomAllocatorFns_has_ext(s) SE_PRIVATE_HAS(SP_CustomAllocatorFns, ext, s)
#define SP_CustomAllocatorFns_get_ext(s) SE_PRIVATE_GET(SP_CustomAllocatorFns, ext, void*, s)
#define SP_CustomAllocatorFns_set_ext(s, v) SE_PRIVATE_SET(SP_CustomAllocatorFns, ext, void*, s, v)
#define SP_CustomAllocatorFns_has_allocate_raw(s) SE_PRIVATE_HAS(SP_CustomAllocatorFns, allocate_raw, s)
#define SP_CustomAllocatorFns_get_allocate_raw(s) SE_PRIVATE_GET(SP_CustomAllocatorFns, allocate_raw, SP_CustomAllocatorFns_allocate_raw_fn, s)
#define SP_CustomAllocatorFns_set_allocate_raw(s, v) SE_PRIVATE_SET(SP_CustomAllocatorFns, allocate_raw, SP_CustomAllocatorFns_allocate_raw_fn, s, v)
#define SP_CustomAllocatorFns_has_deallocate_raw(s) SE_PRIVATE_HAS(SP_CustomAllocatorFns, deallocate_raw, s)
#define SP_CustomAllocatorFns_get_deallocate_raw(s) SE_PRIVATE_GET(SP_CustomAllocatorFns, deallocate_raw, SP_CustomAllocatorFns_deallocate_raw_fn, s)
#define SP_CustomAllocatorFns_set_deallocate_raw(s, v) SE_PRIVATE_SET(SP_CustomAllocatorFns, deallocate_raw, SP_CustomAllocatorFns_deallocate_raw_fn, s, v)
#define SP_CustomAllocatorFns_has_host_allocate_raw(s) SE_PRIVATE_HAS(SP_CustomAllocatorFns, host_allocate_raw, s)
#define SP_CustomAllocatorFns_get_host_allocate_raw(s) SE_PRIVATE_GET(SP_CustomAllocatorFns, host_allocate_raw, SP_CustomAllocatorFns_host_allocate_raw_fn, s)
#define SP_CustomAllocatorFns_set_host_allocate_raw(s, v) SE_PRIVATE_SET(SP_CustomAllocatorFns, host_allocate_raw, SP_CustomAllocatorFns_host_allocate_raw_fn, s, v)
#define SP_CustomAllocatorFns_has_host_deallocate_raw(s) SE_PRIVATE_HAS(SP_CustomAllocatorFns, host_deallocate_raw, s)
#define SP_CustomAllocatorFns_get_host_deallocate_raw(s) SE_PRIVATE_GET(SP_CustomAllocatorFns, host_deallocate_raw, SP_CustomAllocatorFns_host_deallocate_raw_fn, s)
#define SP_CustomAllocatorFns_set_host_deallocate_raw(s, v) SE_PRIVATE_SET(SP_CustomAllocatorFns, host_deallocate_raw, SP_CustomAllocatorFns_host_deallocate_raw_fn, s, v)
#define SP_CustomAllocatorFns_has_get_allocator_stats(s) SE_PRIVATE_HAS(SP_CustomAllocatorFns, get_allocator_stats, s)
#define SP_CustomAllocatorFns_get_get_allocator_stats(s) SE_PRIVATE_GET(SP_CustomAllocatorFns, get_allocator_stats, SP_CustomAllocatorFns_get_allocator_stats_fn, s)
#define SP_CustomAllocatorFns_set_get_allocator_stats(s, v) SE_PRIVATE_SET(SP_CustomAllocatorFns, get_allocator_stats, SP_CustomAllocatorFns_get_allocator_stats_fn, s, v)
#define SP_CustomAllocatorFns_has_device_memory_usage(s) SE_PRIVATE_HAS(SP_CustomAllocatorFns, device_memory_usage, s)
#define SP_CustomAllocatorFns_get_device_memory_usage(s) SE_PRIVATE_GET(SP_CustomAllocatorFns, device_memory_usage, SP_CustomAllocatorFns_device_memory_usage_fn, s)
#define SP_CustomAllocatorFns_set_device_memory_usage(s, v) SE_PRIVATE_SET(SP_CustomAllocatorFns, device_memory_usage, SP_CustomAllocatorFns_device_memory_usage_fn, s, v)
/* What SP_CustomAllocatorFns_settle_in leaves in struct_size, by the core's lineage. */
#define se_private_settle_SP_CustomAllocatorFns_0() \
  { se_private_end_SP_CustomAllocatorFns_struct_size, se_private_end_SP_CustomAllocatorFns_device_memory_usage, SE_PRIVATE_ROUND_DOWN }, /* 0.0.1 (+5) to struct_size, and up */ \
  { se_private_end_SP_CustomAllocatorFns_device_memory_usage + 1, SE_PRIVATE_NEVER, se_private_end_SP_CustomAllocatorFns_device_memory_usage }, /* past 0.0.1 (+5) */
#define se_private_settle_SP_CustomAllocatorFns_1() \
  { 1, 0, 0 } /* no size: lo > hi holds none */
/* Call once on every SP_CustomAllocatorFns you receive to fill (S_settle_in above). */
#define SP_CustomAllocatorFns_settle_in(s, lineage) \
  SE_PRIVATE_SE_SETTLE_IN(SP_CustomAllocatorFns, s, lineage, se_private_settle_SP_CustomAllocatorFns_0, se_private_settle_SP_CustomAllocatorFns_0, se_private_settle_SP_CustomAllocatorFns_1)
#define SP_CustomAllocatorFns_settle(s) SP_CustomAllocatorFns_settle_in(s, SE_LINEAGE_ANY)
#define SP_CustomAllocatorFns_settle_problem(s, lineage) \
  SE_PRIVATE_SE_SETTLE_PROBLEM(SP_CustomAllocatorFns, s, lineage, se_private_settle_SP_CustomAllocatorFns_0, se_private_settle_SP_CustomAllocatorFns_0, se_private_settle_SP_CustomAllocatorFns_1)

/* SE_CreateAllocatorParams */
/* The sizes and offsets its accessors name: on 64-bit targets, on i386, elsewhere. */
#define se_private_end_SE_CreateAllocatorParams_struct_size SE_PRIVATE_END_BY_ABI(8, 4, SE_CreateAllocatorParams, struct_size)
#define se_private_end_SE_CreateAllocatorParams_allocator_fns SE_PRIVATE_END_BY_ABI(32, 16, SE_CreateAllocatorParams, allocator_fns)
#define SE_CreateAllocatorParams_has_struct_size(s) SE_PRIVATE_HAS(SE_CreateAllocatorParams, struct_size, s)
#define SE_CreateAllocatorParams_get_struct_size(s) SE_PRIVATE_GET(SE_CreateAllocatorParams, struct_size, size_t, s)
#define SE_CreateAllocatorParams_set_struct_size(s, v) SE_PRIVATE_SET(SE_CreateAllocatorParams, struct_size, size_t, s, v)
#define SE_CreateAllocatorParams_has_ext(s) SE_PRIVATE_HAS(SE_CreateAllocatorParams, ext, s)
#define SE_CreateAllocatorParams_get_ext(s) SE_PRIVATE_GET(SE_CreateAllocatorParams, ext, void*, s)
#define SE_CreateAllocatorParams_set_ext(s, v) SE_PRIVATE_SET(SE_CreateAllocatorParams, ext, void*, s, v)
#define SE_CreateAllocatorParams_has_allocator(s) SE_PRIVATE_HAS(SE_CreateAllocatorParams, allocator, s)
#define SE_CreateAllocatorParams_get_allocator(s) SE_PRIVATE_GET(SE_CreateAllocatorParams, allocator, SP_Allocator*, s)
#define SE_CreateAllocatorParams_set_allocator(s, v) SE_PRIVATE_SET(SE_CreateAllocatorParams, allocator, SP_Allocator*, s, v)
#define SE_CreateAllocatorParams_has_allocator_fns(s) SE_PRIVATE_HAS(SE_CreateAllocatorParams, allocator_fns, s)
#define SE_CreateAllocatorParams_get_allocator_fns(s) SE_PRIVATE_GET(SE_CreateAllocatorParams, allocator_fns, SP_AllocatorFns*, s)
#define SE_CreateAllocatorParams_set_allocator_fns(s, v) SE_PRIVATE_SET(SE_CreateAllocatorParams, allocator_fns, SP_AllocatorFns*, s, v)
/* What SE_CreateAllocatorParams_settle_in leaves in struct_size, by the core's lineage. */
#define se_private_settle_SE_CreateAllocatorParams_0() \
  { se_private_end_SE_CreateAllocatorParams_struct_size, se_private_end_SE_CreateAllocatorParams_allocator_fns, SE_PRIVATE_ROUND_DOWN }, /* 0.0.1 (+5) to struct_size, and up */ \
  { se_private_end_SE_CreateAllocatorParams_allocator_fns + 1, SE_PRIVATE_NEVER, se_private_end_SE_CreateAllocatorParams_allocator_fns }, /* past 0.0.1 (+5) */
#define se_private_settle_SE_CreateAllocatorParams_1() \
  { 1, 0, 0 } /* no size: lo > hi holds none */
/* Call once on every SE_CreateAllocatorParams you receive to fill (S_settle_in above). */
#define SE_CreateAllocatorParams_settle_in(s, lineage) \
  SE_PRIVATE_SE_SETTLE_IN(SE_CreateAllocatorParams, s, lineage, se_private_settle_SE_CreateAllocatorParams_0, se_private_settle_SE_CreateAllocatorParams_0, se_private_settle_SE_CreateAllocatorParams_1)
#define SE_CreateAllocatorParams_settle(s) SE_CreateAllocatorParams_settle_in(s, SE_LINEAGE_ANY)
#define SE_CreateAllocatorParams_settle_problem(s, lineage) \
  SE_PRIVATE_SE_SETTLE_PROBLEM(SE_CreateAllocatorParams, s, lineage, se_private_settle_SE_CreateAllocatorParams_0, se_private_settle_SE_CreateAllocatorParams_0, se_private_settle_SE_CreateAllocatorParams_1)

/* SE_CreateCustomAllocatorParams */
/* The sizes and offsets its accessors name: on 64-bit targets, on i386, elsewhere. */
#define se_private_end_SE_CreateCustomAllocatorParams_struct_size SE_PRIVATE_END_BY_ABI(8, 4, SE_CreateCustomAllocatorParams, struct_size)
#define se_private_end_SE_CreateCustomAllocatorParams_custom_allocator_fns SE_PRIVATE_END_BY_ABI(32, 16, SE_CreateCustomAllocatorParams, custom_allocator_fns)
#define SE_CreateCustomAllocatorParams_has_struct_size(s) SE_PRIVATE_HAS(SE_CreateCustomAllocatorParams, struct_size, s)
#define SE_CreateCustomAllocatorParams_get_struct_size(s) SE_PRIVATE_GET(SE_CreateCustomAllocatorParams, struct_size, size_t, s)
#define SE_CreateCustomAllocatorParams_set_struct_size(s, v) SE_PRIVATE_SET(SE_CreateCustomAllocatorParams, struct_size, size_t, s, v)
#define SE_CreateCustomAllocatorParams_has_ext(s) SE_PRIVATE_HAS(SE_CreateCustomAllocatorParams, ext, s)
#define SE_CreateCustomAllocatorParams_get_ext(s) SE_PRIVATE_GET(SE_CreateCustomAllocatorParams, ext, void*, s)
#define SE_CreateCustomAllocatorParams_set_ext(s, v) SE_PRIVATE_SET(SE_CreateCustomAllocatorParams, ext, void*, s, v)
#define SE_CreateCustomAllocatorParams_has_custom_allocator(s) SE_PRIVATE_HAS(SE_CreateCustomAllocatorParams, custom_allocator, s)
#define SE_CreateCustomAllocatorParams_get_custom_allocator(s) SE_PRIVATE_GET(SE_CreateCustomAllocatorParams, custom_allocator, SP_CustomAllocator*, s)
#define SE_CreateCustomAllocatorParams_set_custom_allocator(s, v) SE_PRIVATE_SET(SE_CreateCustomAllocatorParams, custom_allocator, SP_CustomAllocator*, s, v)
#define SE_CreateCustomAllocatorParams_has_custom_allocator_fns(s) SE_PRIVATE_HAS(SE_CreateCustomAllocatorParams, custom_allocator_fns, s)
#define SE_CreateCustomAllocatorParams_get_custom_allocator_fns(s) SE_PRIVATE_GET(SE_CreateCustomAllocatorParams, custom_allocator_fns, SP_CustomAllocatorFns*, s)
#define SE_CreateCustomAllocatorParams_set_custom_allocator_fns(s, v) SE_PRIVATE_SET(SE_CreateCustomAllocatorParams, custom_allocator_fns, SP_CustomAllocatorFns*, s, v)
/* What SE_CreateCustomAllocatorParams_settle_in leaves in struct_size, by the core's lineage. */
#define se_private_settle_SE_CreateCustomAllocatorParams_0() \
  { se_private_end_SE_CreateCustomAllocatorParams_struct_size, se_private_end_SE_CreateCustomAllocatorParams_custom_allocator_fns, SE_PRIVATE_ROUND_DOWN }, /* 0.0.1 (+5) to struct_size, and up */ \
  { se_private_end_SE_CreateCustomAllocatorParams_custom_allocator_fns + 1, SE_PRIVATE_NEVER, se_private_end_SE_CreateCustomAllocatorParams_custom_allocator_fns }, /* past 0.0.1 (+5) */
#define se_private_settle_SE_CreateCustomAllocatorParams_1() \
  { 1, 0, 0 } /* no size: lo > hi holds none */
/* Call once on every SE_CreateCustomAllocatorParams you receive to fill (S_settle_in above). */
#define SE_CreateCustomAllocatorParams_settle_in(s, lineage) \
  SE_PRIVATE_SE_SETTLE_IN(SE_CreateCustomAllocatorParams, s, lineage, se_private_settle_SE_CreateCustomAllocatorParams_0, se_private_settle_SE_CreateCustomAllocatorParams_0, se_private_settle_SE_CreateCustomAllocatorParams_1)
#define SE_CreateCustomAllocatorParams_settle(s) SE_CreateCustomAllocatorParams_settle_in(s, SE_LINEAGE_ANY)
#define SE_CreateCustomAllocatorParams_settle_problem(s, lineage) \
  SE_PRIVATE_SE_SETTLE_PROBLEM(SE_CreateCustomAllocatorParams, s, lineage, se_private_settle_SE_CreateCustomAllocatorParams_0, se_private_settle_SE_CreateCustomAllocatorParams_0, se_private_settle_SE_CreateCustomAllocatorParams_1)

/* SP_Platform */
/* The sizes and offsets its accessors name: on 64-bit targets, on i386, elsewhere.
 * Those of deprecated members are the enum constants last, computed here where naming them does not warn. */
#define se_private_end_SP_Platform_force_memory_growth SE_PRIVATE_END_BY_ABI(43, 23, SP_Platform, force_memory_growth)
#define se_private_end_SP_Platform_tensorflow_2_9_supports_unified_memory SE_PRIVATE_END_BY_ABI(33, 17, struct se_private_SP_Platform_tensorflow_2_9, supports_unified_memory)
#define se_private_off_SP_Platform_tensorflow_2_9_supports_unified_memory SE_PRIVATE_OFF_BY_ABI(32, 16, struct se_private_SP_Platform_tensorflow_2_9, supports_unified_memory)
#define se_private_end_SP_Platform_supports_unified_memory SE_PRIVATE_END_BY_ABI(41, 21, SP_Platform, supports_unified_memory)
#define se_private_off_SP_Platform_supports_unified_memory SE_PRIVATE_OFF_BY_ABI(40, 20, SP_Platform, supports_unified_memory)
#define se_private_end_SP_Platform_tensorflow_2_9_force_memory_growth SE_PRIVATE_END_BY_ABI(35, 19, struct se_private_SP_Platform_tensorflow_2_9, force_memory_growth)
#define se_private_end_SP_Platform_tensorflow_2_9_use_bfc_allocator SE_PRIVATE_END_BY_ABI(34, 18, struct se_private_SP_Platform_tensorflow_2_9, use_bfc_allocator)
#define se_private_off_SP_Platform_tensorflow_2_9_use_bfc_allocator SE_PRIVATE_OFF_BY_ABI(33, 17, struct se_private_SP_Platform_tensorflow_2_9, use_bfc_allocator)
#define se_private_end_SP_Platform_use_bfc_allocator SE_PRIVATE_END_BY_ABI(42, 22, SP_Platform, use_bfc_allocator)
#define se_private_off_SP_Platform_use_bfc_allocator SE_PRIVATE_OFF_BY_ABI(41, 21, SP_Platform, use_bfc_allocator)
#define se_private_off_SP_Platform_tensorflow_2_9_force_memory_growth SE_PRIVATE_OFF_BY_ABI(34, 18, struct se_private_SP_Platform_tensorflow_2_9, force_memory_growth)
#define se_private_off_SP_Platform_force_memory_growth SE_PRIVATE_OFF_BY_ABI(42, 22, SP_Platform, force_memory_growth)
#define se_private_end_SP_Platform_tensorflow_2_9_struct_size SE_PRIVATE_END_BY_ABI(8, 4, struct se_private_SP_Platform_tensorflow_2_9, struct_size)
#define se_private_end_SP_Platform_tensorflow_2_9_type SE_PRIVATE_END_BY_ABI(32, 16, struct se_private_SP_Platform_tensorflow_2_9, type)
enum {
  se_private_end_SP_Platform_visible_device_count = SE_PRIVATE_END_BY_ABI(40, 20, SP_Platform, visible_device_count),
  se_private_off_SP_Platform_visible_device_count = SE_PRIVATE_OFF_BY_ABI(32, 16, SP_Platform, visible_device_count)
};
#define SP_Platform_has_struct_size(s) SE_PRIVATE_HAS(SP_Platform, struct_size, s)
#define SP_Platform_get_struct_size(s) SE_PRIVATE_GET(SP_Platform, struct_size, size_t, s)
#define SP_Platform_set_struct_size(s, v) SE_PRIVATE_SET(SP_Platform, struct_size, size_t, s, v)
#define SP_Platform_has_ext(s) SE_PRIVATE_HAS(SP_Platform, ext, s)
#define SP_Platform_get_ext(s) SE_PRIVATE_GET(SP_Platform, ext, void*, s)
#define SP_Platform_set_ext(s, v) SE_PRIVATE_SET(SP_Platform, ext, void*, s, v)
#define SP_Platform_has_name(s) SE_PRIVATE_HAS(SP_Platform, name, s)
#define SP_Platform_get_name(s) SE_PRIVATE_GET(SP_Platform, name, const char*, s)
#define SP_Platform_set_name(s, v) SE_PRIVATE_SET(SP_Platform, name, const char*, s, v)
#define SP_Platform_has_type(s) SE_PRIVATE_HAS(SP_Platform, type, s)
#define SP_Platform_get_type(s) SE_PRIVATE_GET(SP_Platform, type, const char*, s)
#define SP_Platform_set_type(s, v) SE_PRIVATE_SET(SP_Platform, type, const char*, s, v)
/* Where visible_device_count is, by the struct_size the other side set: its offset
 * in the struct at s, or 0. One table for the accessors. */
SE_PRIVATE_LAZY SE_DEPRECATED("SP_Platform.visible_device_count is deprecated since 0.1.0; use SP_PlatformFns.get_device_count") SE_INLINE size_t se_private_place_SP_Platform_visible_device_count_at(const SP_Platform* s) {
  static const se_private_row rows[] = {
    { se_private_end_SP_Platform_visible_device_count, se_private_end_SP_Platform_force_memory_growth, se_private_off_SP_Platform_visible_device_count }, /* exactly 0.0.1 (+1), and up */
  };
  return se_private_lookup(s, rows, sizeof rows / sizeof rows[0]);
}
#define SP_Platform_has_visible_device_count !!se_private_place_SP_Platform_visible_device_count_at
SE_PRIVATE_LAZY SE_DEPRECATED("SP_Platform.visible_device_count is deprecated since 0.1.0; use SP_PlatformFns.get_device_count") SE_INLINE size_t SP_Platform_get_visible_device_count(const SP_Platform* s) {
  return *SE_PRIVATE_CPTR(size_t, se_private_found(s, se_private_place_SP_Platform_visible_device_count_at(s)));
}
SE_PRIVATE_LAZY SE_DEPRECATED("SP_Platform.visible_device_count is deprecated since 0.1.0; use SP_PlatformFns.get_device_count") SE_INLINE int SP_Platform_set_visible_device_count(SP_Platform* s, size_t value) {
  return se_private_put_at(s, se_private_place_SP_Platform_visible_device_count_at(s), &value, sizeof value);
}

/* Where supports_unified_memory is, by the struct_size the other side set. */
/* Its rows differ between the ABIs: boundaries that coincide on one do not on the other. */
#if UINTPTR_MAX > 0xFFFFFFFFu
#define se_private_place_SP_Platform_supports_unified_memory() \
  { se_private_end_SP_Platform_tensorflow_2_9_supports_unified_memory, se_private_end_SP_Platform_visible_device_count - 1, se_private_off_SP_Platform_tensorflow_2_9_supports_unified_memory }, /* exactly tensorflow-nightly-01de7043, and up */ \
  { se_private_end_SP_Platform_supports_unified_memory, se_private_end_SP_Platform_force_memory_growth, se_private_off_SP_Platform_supports_unified_memory }, /* exactly 0.1.0 (+1), and up */
#else
#define se_private_place_SP_Platform_supports_unified_memory() \
  { se_private_end_SP_Platform_tensorflow_2_9_supports_unified_memory, se_private_end_SP_Platform_tensorflow_2_9_force_memory_growth, se_private_off_SP_Platform_tensorflow_2_9_supports_unified_memory }, /* exactly tensorflow-nightly-01de7043, and up */ \
  { se_private_end_SP_Platform_supports_unified_memory, se_private_end_SP_Platform_force_memory_growth, se_private_off_SP_Platform_supports_unified_memory }, /* exactly 0.1.0 (+1), and up */
#endif
#define SP_Platform_has_supports_unified_memory(s) SE_PRIVATE_DHAS(SP_Platform, se_private_place_SP_Platform_supports_unified_memory, s)
#define SP_Platform_get_supports_unified_memory(s) SE_PRIVATE_DGET(SP_Platform, se_private_place_SP_Platform_supports_unified_memory, TF_Bool, s)
#define SP_Platform_set_supports_unified_memory(s, v) SE_PRIVATE_DSET(SP_Platform, se_private_place_SP_Platform_supports_unified_memory, TF_Bool, s, v)
/* Where use_bfc_allocator is, by the struct_size the other side set. */
/* Its rows differ between the ABIs: boundaries that coincide on one do not on the other. */
#if UINTPTR_MAX > 0xFFFFFFFFu
#define se_private_place_SP_Platform_use_bfc_allocator() \
  { se_private_end_SP_Platform_tensorflow_2_9_use_bfc_allocator, se_private_end_SP_Platform_visible_device_count - 1, se_private_off_SP_Platform_tensorflow_2_9_use_bfc_allocator }, /* exactly tensorflow-2.5 (+1), and up */ \
  { se_private_end_SP_Platform_use_bfc_allocator, se_private_end_SP_Platform_force_memory_growth, se_private_off_SP_Platform_use_bfc_allocator }, /* exactly 0.2.0, and up */
#else
#define se_private_place_SP_Platform_use_bfc_allocator() \
  { se_private_end_SP_Platform_tensorflow_2_9_use_bfc_allocator, se_private_end_SP_Platform_tensorflow_2_9_force_memory_growth, se_private_off_SP_Platform_tensorflow_2_9_use_bfc_allocator }, /* exactly tensorflow-2.5 (+1), and up */ \
  { se_private_end_SP_Platform_use_bfc_allocator, se_private_end_SP_Platform_force_memory_growth, se_private_off_SP_Platform_use_bfc_allocator }, /* exactly 0.2.0, and up */
#endif
#define SP_Platform_has_use_bfc_allocator(s) SE_PRIVATE_DHAS(SP_Platform, se_private_place_SP_Platform_use_bfc_allocator, s)
#define SP_Platform_get_use_bfc_allocator(s) SE_PRIVATE_DGET(SP_Platform, se_private_place_SP_Platform_use_bfc_allocator, TF_Bool, s)
#define SP_Platform_set_use_bfc_allocator(s, v) SE_PRIVATE_DSET(SP_Platform, se_private_place_SP_Platform_use_bfc_allocator, TF_Bool, s, v)
/* Where force_memory_growth is, by the struct_size the other side set. */
/* Its rows differ between the ABIs: boundaries that coincide on one do not on the other. */
#if UINTPTR_MAX > 0xFFFFFFFFu
#define se_private_place_SP_Platform_force_memory_growth() \
  { se_private_end_SP_Platform_tensorflow_2_9_force_memory_growth, se_private_end_SP_Platform_visible_device_count - 1, se_private_off_SP_Platform_tensorflow_2_9_force_memory_growth }, /* exactly tensorflow-2.9 (+2), and up */ \
  { se_private_end_SP_Platform_force_memory_growth, se_private_end_SP_Platform_force_memory_growth, se_private_off_SP_Platform_force_memory_growth }, /* exactly 0.3.0 */
#else
#define se_private_place_SP_Platform_force_memory_growth() \
  { se_private_end_SP_Platform_tensorflow_2_9_force_memory_growth, se_private_end_SP_Platform_tensorflow_2_9_force_memory_growth, se_private_off_SP_Platform_tensorflow_2_9_force_memory_growth }, /* exactly tensorflow-2.9 (+2) */ \
  { se_private_end_SP_Platform_force_memory_growth, se_private_end_SP_Platform_force_memory_growth, se_private_off_SP_Platform_force_memory_growth }, /* exactly 0.3.0 */
#endif
#define SP_Platform_has_force_memory_growth(s) SE_PRIVATE_DHAS(SP_Platform, se_private_place_SP_Platform_force_memory_growth, s)
#define SP_Platform_get_force_memory_growth(s) SE_PRIVATE_DGET(SP_Platform, se_private_place_SP_Platform_force_memory_growth, TF_Bool, s)
#define SP_Platform_set_force_memory_growth(s, v) SE_PRIVATE_DSET(SP_Platform, se_private_place_SP_Platform_force_memory_growth, TF_Bool, s, v)
/* What SP_Platform_settle_in leaves in struct_size, by the core's lineage. */
/* Its rows differ between the ABIs: boundaries that coincide on one do not on the other. */
#if UINTPTR_MAX > 0xFFFFFFFFu
#define se_private_settle_SP_Platform_0() \
  { se_private_end_SP_Platform_tensorflow_2_9_struct_size, se_private_end_SP_Platform_tensorflow_2_9_type, SE_PRIVATE_ROUND_DOWN }, /* 0.0.1 (+1) to struct_size; 0.1.0 (+1) to struct_size; 0.2.0 to struct_size; ..., and up */ \
  { se_private_end_SP_Platform_tensorflow_2_9_supports_unified_memory, se_private_end_SP_Platform_tensorflow_2_9_supports_unified_memory, se_private_end_SP_Platform_tensorflow_2_9_supports_unified_memory }, /* exactly tensorflow-nightly-01de7043 */ \
  { se_private_end_SP_Platform_tensorflow_2_9_use_bfc_allocator, se_private_end_SP_Platform_tensorflow_2_9_use_bfc_allocator, se_private_end_SP_Platform_tensorflow_2_9_use_bfc_allocator }, /* exactly tensorflow-2.5 (+1) */ \
  { se_private_end_SP_Platform_tensorflow_2_9_force_memory_growth, se_private_end_SP_Platform_visible_device_count - 1, se_private_end_SP_Platform_tensorflow_2_9_force_memory_growth }, /* exactly tensorflow-2.9 (+2), and up */ \
  { se_private_end_SP_Platform_visible_device_count, se_private_end_SP_Platform_visible_device_count, SE_PRIVATE_ROUND_DOWN }, /* exactly 0.0.1 (+1) */ \
  { se_private_end_SP_Platform_supports_unified_memory, se_private_end_SP_Platform_supports_unified_memory, se_private_end_SP_Platform_supports_unified_memory }, /* exactly 0.1.0 (+1) */ \
  { se_private_end_SP_Platform_use_bfc_allocator, se_private_end_SP_Platform_use_bfc_allocator, se_private_end_SP_Platform_use_bfc_allocator }, /* exactly 0.2.0 */ \
  { se_private_end_SP_Platform_force_memory_growth, se_private_end_SP_Platform_force_memory_growth, se_private_end_SP_Platform_force_memory_growth }, /* exactly 0.3.0 */ \
  { se_private_end_SP_Platform_force_memory_growth + 1, SE_PRIVATE_NEVER, se_private_end_SP_Platform_tensorflow_2_9_type }, /* past 0.3.0; past tensorflow-2.9 (+2) */
#else
#define se_private_settle_SP_Platform_0() \
  { se_private_end_SP_Platform_tensorflow_2_9_struct_size, se_private_end_SP_Platform_tensorflow_2_9_type, SE_PRIVATE_ROUND_DOWN }, /* 0.0.1 (+1) to struct_size; 0.1.0 (+1) to struct_size; 0.2.0 to struct_size; ..., and up */ \
  { se_private_end_SP_Platform_tensorflow_2_9_supports_unified_memory, se_private_end_SP_Platform_tensorflow_2_9_supports_unified_memory, se_private_end_SP_Platform_tensorflow_2_9_supports_unified_memory }, /* exactly tensorflow-nightly-01de7043 */ \
  { se_private_end_SP_Platform_tensorflow_2_9_use_bfc_allocator, se_private_end_SP_Platform_tensorflow_2_9_use_bfc_allocator, se_private_end_SP_Platform_tensorflow_2_9_use_bfc_allocator }, /* exactly tensorflow-2.5 (+1) */ \
  { se_private_end_SP_Platform_tensorflow_2_9_force_memory_growth, se_private_end_SP_Platform_tensorflow_2_9_force_memory_growth, se_private_end_SP_Platform_tensorflow_2_9_force_memory_growth }, /* exactly tensorflow-2.9 (+2) */ \
  { se_private_end_SP_Platform_visible_device_count, se_private_end_SP_Platform_visible_device_count, SE_PRIVATE_ROUND_DOWN }, /* exactly 0.0.1 (+1) */ \
  { se_private_end_SP_Platform_supports_unified_memory, se_private_end_SP_Platform_supports_unified_memory, se_private_end_SP_Platform_supports_unified_memory }, /* exactly 0.1.0 (+1) */ \
  { se_private_end_SP_Platform_use_bfc_allocator, se_private_end_SP_Platform_use_bfc_allocator, se_private_end_SP_Platform_use_bfc_allocator }, /* exactly 0.2.0 */ \
  { se_private_end_SP_Platform_force_memory_growth, se_private_end_SP_Platform_force_memory_growth, se_private_end_SP_Platform_force_memory_growth }, /* exactly 0.3.0 */ \
  { se_private_end_SP_Platform_force_memory_growth + 1, SE_PRIVATE_NEVER, se_private_end_SP_Platform_tensorflow_2_9_type }, /* past 0.3.0; past tensorflow-2.9 (+2) */
#endif
#define se_private_settle_SP_Platform_1() \
  { se_private_end_SP_Platform_tensorflow_2_9_struct_size, se_private_end_SP_Platform_visible_device_count, SE_PRIVATE_ROUND_DOWN }, /* 0.0.1 (+1) to struct_size; 0.1.0 (+1) to struct_size; 0.2.0 to struct_size; ..., and up */ \
  { se_private_end_SP_Platform_supports_unified_memory, se_private_end_SP_Platform_supports_unified_memory, se_private_end_SP_Platform_supports_unified_memory }, /* exactly 0.1.0 (+1) */ \
  { se_private_end_SP_Platform_use_bfc_allocator, se_private_end_SP_Platform_use_bfc_allocator, se_private_end_SP_Platform_use_bfc_allocator }, /* exactly 0.2.0 */ \
  { se_private_end_SP_Platform_force_memory_growth, SE_PRIVATE_NEVER, se_private_end_SP_Platform_force_memory_growth }, /* exactly 0.3.0, and up */
#define se_private_settle_SP_Platform_2() \
  { se_private_end_SP_Platform_tensorflow_2_9_struct_size, se_private_end_SP_Platform_tensorflow_2_9_type, SE_PRIVATE_ROUND_DOWN }, /* tensorflow-nightly-01de7043 to struct_size; tensorflow-2.5 (+1) to struct_size; tensorflow-2.9 (+2) to struct_size, and up */ \
  { se_private_end_SP_Platform_tensorflow_2_9_supports_unified_memory, se_private_end_SP_Platform_tensorflow_2_9_supports_unified_memory, se_private_end_SP_Platform_tensorflow_2_9_supports_unified_memory }, /* exactly tensorflow-nightly-01de7043 */ \
  { se_private_end_SP_Platform_tensorflow_2_9_use_bfc_allocator, se_private_end_SP_Platform_tensorflow_2_9_use_bfc_allocator, se_private_end_SP_Platform_tensorflow_2_9_use_bfc_allocator }, /* exactly tensorflow-2.5 (+1) */ \
  { se_private_end_SP_Platform_tensorflow_2_9_force_memory_growth, SE_PRIVATE_NEVER, se_private_end_SP_Platform_tensorflow_2_9_force_memory_growth }, /* exactly tensorflow-2.9 (+2), and up */
/* Call once on every SP_Platform you receive to fill (S_settle_in above). */
#define SP_Platform_settle_in(s, lineage) \
  SE_PRIVATE_SE_SETTLE_IN(SP_Platform, s, lineage, se_private_settle_SP_Platform_0, se_private_settle_SP_Platform_1, se_private_settle_SP_Platform_2)
#define SP_Platform_settle(s) SP_Platform_settle_in(s, SE_LINEAGE_ANY)
#define SP_Platform_settle_problem(s, lineage) \
  SE_PRIVATE_SE_SETTLE_PROBLEM(SP_Platform, s, lineage, se_private_settle_SP_Platform_0, se_private_settle_SP_Platform_1, se_private_settle_SP_Platform_2)

/* SP_PlatformFns */
/* The sizes and offsets its accessors name: on 64-bit targets, on i386, elsewhere.
 * Those of deprecated members are the enum constants last, computed here where naming them does not warn. */
#define se_private_off_SP_PlatformFns_create_device SE_PRIVATE_OFF_BY_ABI(16, 8, SP_PlatformFns, create_device)
#define se_private_end_SP_PlatformFns_tensorflow_2_5_destroy_timer_fns SE_PRIVATE_END_BY_ABI(88, 44, struct se_private_SP_PlatformFns_tensorflow_2_5, destroy_timer_fns)
#define se_private_off_SP_PlatformFns_tensorflow_2_5_create_device SE_PRIVATE_OFF_BY_ABI(24, 12, struct se_private_SP_PlatformFns_tensorflow_2_5, create_device)
#define se_private_end_SP_PlatformFns_get_device_count SE_PRIVATE_END_BY_ABI(104, 52, SP_PlatformFns, get_device_count)
#define se_private_end_SP_PlatformFns_create_device_fns SE_PRIVATE_END_BY_ABI(112, 56, SP_PlatformFns, create_device_fns)
#define se_private_end_SP_PlatformFns_destroy_device_fns SE_PRIVATE_END_BY_ABI(120, 60, SP_PlatformFns, destroy_device_fns)
#define se_private_off_SP_PlatformFns_destroy_device SE_PRIVATE_OFF_BY_ABI(24, 12, SP_PlatformFns, destroy_device)
#define se_private_off_SP_PlatformFns_tensorflow_2_5_destroy_device SE_PRIVATE_OFF_BY_ABI(32, 16, struct se_private_SP_PlatformFns_tensorflow_2_5, destroy_device)
#define se_private_off_SP_PlatformFns_create_stream_executor SE_PRIVATE_OFF_BY_ABI(32, 16, SP_PlatformFns, create_stream_executor)
#define se_private_off_SP_PlatformFns_tensorflow_2_5_create_stream_executor SE_PRIVATE_OFF_BY_ABI(56, 28, struct se_private_SP_PlatformFns_tensorflow_2_5, create_stream_executor)
#define se_private_off_SP_PlatformFns_destroy_stream_executor SE_PRIVATE_OFF_BY_ABI(40, 20, SP_PlatformFns, destroy_stream_executor)
#define se_private_off_SP_PlatformFns_tensorflow_2_5_destroy_stream_executor SE_PRIVATE_OFF_BY_ABI(64, 32, struct se_private_SP_PlatformFns_tensorflow_2_5, destroy_stream_executor)
#define se_private_off_SP_PlatformFns_tensorflow_2_5_create_timer_fns SE_PRIVATE_OFF_BY_ABI(72, 36, struct se_private_SP_PlatformFns_tensorflow_2_5, create_timer_fns)
#define se_private_off_SP_PlatformFns_tensorflow_2_5_destroy_timer_fns SE_PRIVATE_OFF_BY_ABI(80, 40, struct se_private_SP_PlatformFns_tensorflow_2_5, destroy_timer_fns)
#define se_private_off_SP_PlatformFns_tensorflow_2_5_get_device_count SE_PRIVATE_OFF_BY_ABI(16, 8, struct se_private_SP_PlatformFns_tensorflow_2_5, get_device_count)
#define se_private_off_SP_PlatformFns_get_device_count SE_PRIVATE_OFF_BY_ABI(96, 48, SP_PlatformFns, get_device_count)
#define se_private_off_SP_PlatformFns_tensorflow_2_5_create_device_fns SE_PRIVATE_OFF_BY_ABI(40, 20, struct se_private_SP_PlatformFns_tensorflow_2_5, create_device_fns)
#define se_private_off_SP_PlatformFns_create_device_fns SE_PRIVATE_OFF_BY_ABI(104, 52, SP_PlatformFns, create_device_fns)
#define se_private_off_SP_PlatformFns_tensorflow_2_5_destroy_device_fns SE_PRIVATE_OFF_BY_ABI(48, 24, struct se_private_SP_PlatformFns_tensorflow_2_5, destroy_device_fns)
#define se_private_off_SP_PlatformFns_destroy_device_fns SE_PRIVATE_OFF_BY_ABI(112, 56, SP_PlatformFns, destroy_device_fns)
#define se_private_end_SP_PlatformFns_struct_size SE_PRIVATE_END_BY_ABI(8, 4, SP_PlatformFns, struct_size)
#define se_private_end_SP_PlatformFns_create_device SE_PRIVATE_END_BY_ABI(24, 12, SP_PlatformFns, create_device)
#define se_private_end_SP_PlatformFns_tensorflow_2_5_destroy_stream_executor SE_PRIVATE_END_BY_ABI(72, 36, struct se_private_SP_PlatformFns_tensorflow_2_5, destroy_stream_executor)
enum {
  se_private_end_SP_PlatformFns_destroy_timer_fns = SE_PRIVATE_END_BY_ABI(64, 32, SP_PlatformFns, destroy_timer_fns),
  se_private_end_SP_PlatformFns_destroy_custom_allocator = SE_PRIVATE_END_BY_ABI(96, 48, SP_PlatformFns, destroy_custom_allocator),
  se_private_off_SP_PlatformFns_create_timer_fns = SE_PRIVATE_OFF_BY_ABI(48, 24, SP_PlatformFns, create_timer_fns),
  se_private_off_SP_PlatformFns_destroy_timer_fns = SE_PRIVATE_OFF_BY_ABI(56, 28, SP_PlatformFns, destroy_timer_fns),
  se_private_off_SP_PlatformFns_create_allocator = SE_PRIVATE_OFF_BY_ABI(64, 32, SP_PlatformFns, create_allocator),
  se_private_off_SP_PlatformFns_destroy_allocator = SE_PRIVATE_OFF_BY_ABI(72, 36, SP_PlatformFns, destroy_allocator),
  se_private_off_SP_PlatformFns_create_custom_allocator = SE_PRIVATE_OFF_BY_ABI(80, 40, SP_PlatformFns, create_custom_allocator),
  se_private_off_SP_PlatformFns_destroy_custom_allocator = SE_PRIVATE_OFF_BY_ABI(88, 44, SP_PlatformFns, destroy_custom_allocator)
};
#define SP_PlatformFns_has_struct_size(s) SE_PRIVATE_HAS(SP_PlatformFns, struct_size, s)
#define SP_PlatformFns_get_struct_size(s) SE_PRIVATE_GET(SP_PlatformFns, struct_size, size_t, s)
#define SP_PlatformFns_set_struct_size(s, v) SE_PRIVATE_SET(SP_PlatformFns, struct_size, size_t, s, v)
#define SP_PlatformFns_has_ext(s) SE_PRIVATE_HAS(SP_PlatformFns, ext, s)
#define SP_PlatformFns_get_ext(s) SE_PRIVATE_GET(SP_PlatformFns, ext, void*, s)
#define SP_PlatformFns_set_ext(s, v) SE_PRIVATE_SET(SP_PlatformFns, ext, void*, s, v)
/* Where create_device is, by the struct_size the other side set. */
#define se_private_place_SP_PlatformFns_create_device() \
  { se_private_end_SP_PlatformFns_destroy_timer_fns, se_private_end_SP_PlatformFns_destroy_timer_fns, se_private_off_SP_PlatformFns_create_device }, /* exactly rfc-257-text */ \
  { se_private_end_SP_PlatformFns_tensorflow_2_5_destroy_timer_fns, se_private_end_SP_PlatformFns_destroy_custom_allocator - 1, se_private_off_SP_PlatformFns_tensorflow_2_5_create_device }, /* exactly tensorflow-2.5 (+5), and up */ \
  { se_private_end_SP_PlatformFns_destroy_custom_allocator, se_private_end_SP_PlatformFns_destroy_custom_allocator, se_private_off_SP_PlatformFns_create_device }, /* exactly 0.0.1 */ \
  { se_private_end_SP_PlatformFns_destroy_custom_allocator + 1, se_private_end_SP_PlatformFns_get_device_count - 1, se_private_off_SP_PlatformFns_tensorflow_2_5_create_device }, /* past tensorflow-2.5 (+5) */ \
  { se_private_end_SP_PlatformFns_get_device_count + 1, se_private_end_SP_PlatformFns_create_device_fns - 1, se_private_off_SP_PlatformFns_tensorflow_2_5_create_device }, /* past tensorflow-2.5 (+5) */ \
  { se_private_end_SP_PlatformFns_create_device_fns + 1, se_private_end_SP_PlatformFns_destroy_device_fns - 1, se_private_off_SP_PlatformFns_tensorflow_2_5_create_device }, /* past tensorflow-2.5 (+5) */ \
  { se_private_end_SP_PlatformFns_destroy_device_fns, se_private_end_SP_PlatformFns_destroy_device_fns, se_private_off_SP_PlatformFns_create_device }, /* exactly 0.1.0 (+3) */
#define SP_PlatformFns_has_create_device(s) SE_PRIVATE_DHAS(SP_PlatformFns, se_private_place_SP_PlatformFns_create_device, s)
#define SP_PlatformFns_get_create_device(s) SE_PRIVATE_DGET(SP_PlatformFns, se_private_place_SP_PlatformFns_create_device, SP_PlatformFns_create_device_fn, s)
#define SP_PlatformFns_set_create_device(s, v) SE_PRIVATE_DSET(SP_PlatformFns, se_private_place_SP_PlatformFns_create_device, SP_PlatformFns_create_device_fn, s, v)
/* Where destroy_device is, by the struct_size the other side set. */
#define se_private_place_SP_PlatformFns_destroy_device() \
  { se_private_end_SP_PlatformFns_destroy_timer_fns, se_private_end_SP_PlatformFns_destroy_timer_fns, se_private_off_SP_PlatformFns_destroy_device }, /* exactly rfc-257-text */ \
  { se_private_end_SP_PlatformFns_tensorflow_2_5_destroy_timer_fns, se_private_end_SP_PlatformFns_destroy_custom_allocator - 1, se_private_off_SP_PlatformFns_tensorflow_2_5_destroy_device }, /* exactly tensorflow-2.5 (+5), and up */ \
  { se_private_end_SP_PlatformFns_destroy_custom_allocator, se_private_end_SP_PlatformFns_destroy_custom_allocator, se_private_off_SP_PlatformFns_destroy_device }, /* exactly 0.0.1 */ \
  { se_private_end_SP_PlatformFns_destroy_custom_allocator + 1, se_private_end_SP_PlatformFns_get_device_count - 1, se_private_off_SP_PlatformFns_tensorflow_2_5_destroy_device }, /* past tensorflow-2.5 (+5) */ \
  { se_private_end_SP_PlatformFns_get_device_count + 1, se_private_end_SP_PlatformFns_create_device_fns - 1, se_private_off_SP_PlatformFns_tensorflow_2_5_destroy_device }, /* past tensorflow-2.5 (+5) */ \
  { se_private_end_SP_PlatformFns_create_device_fns + 1, se_private_end_SP_PlatformFns_destroy_device_fns - 1, se_private_off_SP_PlatformFns_tensorflow_2_5_destroy_device }, /* past tensorflow-2.5 (+5) */ \
  { se_private_end_SP_PlatformFns_destroy_device_fns, se_private_end_SP_PlatformFns_destroy_device_fns, se_private_off_SP_PlatformFns_destroy_device }, /* exactly 0.1.0 (+3) */
#define SP_PlatformFns_has_destroy_device(s) SE_PRIVATE_DHAS(SP_PlatformFns, se_private_place_SP_PlatformFns_destroy_device, s)
#define SP_PlatformFns_get_destroy_device(s) SE_PRIVATE_DGET(SP_PlatformFns, se_private_place_SP_PlatformFns_destroy_device, SP_PlatformFns_destroy_device_fn, s)
#define SP_PlatformFns_set_destroy_device(s, v) SE_PRIVATE_DSET(SP_PlatformFns, se_private_place_SP_PlatformFns_destroy_device, SP_PlatformFns_destroy_device_fn, s, v)
/* Where create_stream_executor is, by the struct_size the other side set. */
#define se_private_place_SP_PlatformFns_create_stream_executor() \
  { se_private_end_SP_PlatformFns_destroy_timer_fns, se_private_end_SP_PlatformFns_destroy_timer_fns, se_private_off_SP_PlatformFns_create_stream_executor }, /* exactly rfc-257-text */ \
  { se_private_end_SP_PlatformFns_tensorflow_2_5_destroy_timer_fns, se_private_end_SP_PlatformFns_destroy_custom_allocator - 1, se_private_off_SP_PlatformFns_tensorflow_2_5_create_stream_executor }, /* exactly tensorflow-2.5 (+5), and up */ \
  { se_private_end_SP_PlatformFns_destroy_custom_allocator, se_private_end_SP_PlatformFns_destroy_custom_allocator, se_private_off_SP_PlatformFns_create_stream_executor }, /* exactly 0.0.1 */ \
  { se_private_end_SP_PlatformFns_destroy_custom_allocator + 1, se_private_end_SP_PlatformFns_get_device_count - 1, se_private_off_SP_PlatformFns_tensorflow_2_5_create_stream_executor }, /* past tensorflow-2.5 (+5) */ \
  { se_private_end_SP_PlatformFns_get_device_count + 1, se_private_end_SP_PlatformFns_create_device_fns - 1, se_private_off_SP_PlatformFns_tensorflow_2_5_create_stream_executor }, /* past tensorflow-2.5 (+5) */ \
  { se_private_end_SP_PlatformFns_create_device_fns + 1, se_private_end_SP_PlatformFns_destroy_device_fns - 1, se_private_off_SP_PlatformFns_tensorflow_2_5_create_stream_executor }, /* past tensorflow-2.5 (+5) */ \
  { se_private_end_SP_PlatformFns_destroy_device_fns, se_private_end_SP_PlatformFns_destroy_device_fns, se_private_off_SP_PlatformFns_create_stream_executor }, /* exactly 0.1.0 (+3) */
#define SP_PlatformFns_has_create_stream_executor(s) SE_PRIVATE_DHAS(SP_PlatformFns, se_private_place_SP_PlatformFns_create_stream_executor, s)
#define SP_PlatformFns_get_create_stream_executor(s) SE_PRIVATE_DGET(SP_PlatformFns, se_private_place_SP_PlatformFns_create_stream_executor, SP_PlatformFns_create_stream_executor_fn, s)
#define SP_PlatformFns_set_create_stream_executor(s, v) SE_PRIVATE_DSET(SP_PlatformFns, se_private_place_SP_PlatformFns_create_stream_executor, SP_PlatformFns_create_stream_executor_fn, s, v)
/* Where destroy_stream_executor is, by the struct_size the other side set. */
#define se_private_place_SP_PlatformFns_destroy_stream_executor() \
  { se_private_end_SP_PlatformFns_destroy_timer_fns, se_private_end_SP_PlatformFns_destroy_timer_fns, se_private_off_SP_PlatformFns_destroy_stream_executor }, /* exactly rfc-257-text */ \
  { se_private_end_SP_PlatformFns_tensorflow_2_5_destroy_timer_fns, se_private_end_SP_PlatformFns_destroy_custom_allocator - 1, se_private_off_SP_PlatformFns_tensorflow_2_5_destroy_stream_executor }, /* exactly tensorflow-2.5 (+5), and up */ \
  { se_private_end_SP_PlatformFns_destroy_custom_allocator, se_private_end_SP_PlatformFns_destroy_custom_allocator, se_private_off_SP_PlatformFns_destroy_stream_executor }, /* exactly 0.0.1 */ \
  { se_private_end_SP_PlatformFns_destroy_custom_allocator + 1, se_private_end_SP_PlatformFns_get_device_count - 1, se_private_off_SP_PlatformFns_tensorflow_2_5_destroy_stream_executor }, /* past tensorflow-2.5 (+5) */ \
  { se_private_end_SP_PlatformFns_get_device_count + 1, se_private_end_SP_PlatformFns_create_device_fns - 1, se_private_off_SP_PlatformFns_tensorflow_2_5_destroy_stream_executor }, /* past tensorflow-2.5 (+5) */ \
  { se_private_end_SP_PlatformFns_create_device_fns + 1, se_private_end_SP_PlatformFns_destroy_device_fns - 1, se_private_off_SP_PlatformFns_tensorflow_2_5_destroy_stream_executor }, /* past tensorflow-2.5 (+5) */ \
  { se_private_end_SP_PlatformFns_destroy_device_fns, se_private_end_SP_PlatformFns_destroy_device_fns, se_private_off_SP_PlatformFns_destroy_stream_executor }, /* exactly 0.1.0 (+3) */
#define SP_PlatformFns_has_destroy_stream_executor(s) SE_PRIVATE_DHAS(SP_PlatformFns, se_private_place_SP_PlatformFns_destroy_stream_executor, s)
#define SP_PlatformFns_get_destroy_stream_executor(s) SE_PRIVATE_DGET(SP_PlatformFns, se_private_place_SP_PlatformFns_destroy_stream_executor, SP_PlatformFns_destroy_stream_executor_fn, s)
#define SP_PlatformFns_set_destroy_stream_executor(s, v) SE_PRIVATE_DSET(SP_PlatformFns, se_private_place_SP_PlatformFns_destroy_stream_executor, SP_PlatformFns_destroy_stream_executor_fn, s, v)
/* Where create_timer_fns is, by the struct_size the other side set: its offset
 * in the struct at s, or 0. One table for the accessors. */
SE_PRIVATE_LAZY SE_DEPRECATED("SP_PlatformFns.create_timer_fns is deprecated since 0.3.0") SE_INLINE size_t se_private_place_SP_PlatformFns_create_timer_fns_at(const SP_PlatformFns* s) {
  static const se_private_row rows[] = {
    { se_private_end_SP_PlatformFns_destroy_timer_fns, se_private_end_SP_PlatformFns_destroy_timer_fns, se_private_off_SP_PlatformFns_create_timer_fns }, /* exactly rfc-257-text */
    { se_private_end_SP_PlatformFns_tensorflow_2_5_destroy_timer_fns, se_private_end_SP_PlatformFns_destroy_custom_allocator - 1, se_private_off_SP_PlatformFns_tensorflow_2_5_create_timer_fns }, /* exactly tensorflow-2.5 (+5), and up */
    { se_private_end_SP_PlatformFns_destroy_custom_allocator, se_private_end_SP_PlatformFns_destroy_custom_allocator, se_private_off_SP_PlatformFns_create_timer_fns }, /* exactly 0.0.1 */
    { se_private_end_SP_PlatformFns_destroy_custom_allocator + 1, se_private_end_SP_PlatformFns_get_device_count - 1, se_private_off_SP_PlatformFns_tensorflow_2_5_create_timer_fns }, /* past tensorflow-2.5 (+5) */
    { se_private_end_SP_PlatformFns_get_device_count + 1, se_private_end_SP_PlatformFns_create_device_fns - 1, se_private_off_SP_PlatformFns_tensorflow_2_5_create_timer_fns }, /* past tensorflow-2.5 (+5) */
    { se_private_end_SP_PlatformFns_create_device_fns + 1, se_private_end_SP_PlatformFns_destroy_device_fns - 1, se_private_off_SP_PlatformFns_tensorflow_2_5_create_timer_fns }, /* past tensorflow-2.5 (+5) */
    { se_private_end_SP_PlatformFns_destroy_device_fns, se_private_end_SP_PlatformFns_destroy_device_fns, se_private_off_SP_PlatformFns_create_timer_fns }, /* exactly 0.1.0 (+3) */
  };
  return se_private_lookup(s, rows, sizeof rows / sizeof rows[0]);
}
#define SP_PlatformFns_has_create_timer_fns !!se_private_place_SP_PlatformFns_create_timer_fns_at
SE_PRIVATE_LAZY SE_DEPRECATED("SP_PlatformFns.create_timer_fns is deprecated since 0.3.0") SE_INLINE SP_PlatformFns_create_timer_fns_fn SP_PlatformFns_get_create_timer_fns(const SP_PlatformFns* s) {
  return *SE_PRIVATE_CPTR(SP_PlatformFns_create_timer_fns_fn, se_private_found(s, se_private_place_SP_PlatformFns_create_timer_fns_at(s)));
}
SE_PRIVATE_LAZY SE_DEPRECATED("SP_PlatformFns.create_timer_fns is deprecated since 0.3.0") SE_INLINE int SP_PlatformFns_set_create_timer_fns(SP_PlatformFns* s, SP_PlatformFns_create_timer_fns_fn value) {
  return se_private_put_at(s, se_private_place_SP_PlatformFns_create_timer_fns_at(s), &value, sizeof value);
}

/* Where destroy_timer_fns is, by the struct_size the other side set: its offset
 * in the struct at s, or 0. One table for the accessors. */
SE_PRIVATE_LAZY SE_DEPRECATED("SP_PlatformFns.destroy_timer_fns is deprecated since 0.3.0") SE_INLINE size_t se_private_place_SP_PlatformFns_destroy_timer_fns_at(const SP_PlatformFns* s) {
  static const se_private_row rows[] = {
    { se_private_end_SP_PlatformFns_destroy_timer_fns, se_private_end_SP_PlatformFns_destroy_timer_fns, se_private_off_SP_PlatformFns_destroy_timer_fns }, /* exactly rfc-257-text */
    { se_private_end_SP_PlatformFns_tensorflow_2_5_destroy_timer_fns, se_private_end_SP_PlatformFns_destroy_custom_allocator - 1, se_private_off_SP_PlatformFns_tensorflow_2_5_destroy_timer_fns }, /* exactly tensorflow-2.5 (+5), and up */
    { se_private_end_SP_PlatformFns_destroy_custom_allocator, se_private_end_SP_PlatformFns_destroy_custom_allocator, se_private_off_SP_PlatformFns_destroy_timer_fns }, /* exactly 0.0.1 */
    { se_private_end_SP_PlatformFns_destroy_custom_allocator + 1, se_private_end_SP_PlatformFns_get_device_count - 1, se_private_off_SP_PlatformFns_tensorflow_2_5_destroy_timer_fns }, /* past tensorflow-2.5 (+5) */
    { se_private_end_SP_PlatformFns_get_device_count + 1, se_private_end_SP_PlatformFns_create_device_fns - 1, se_private_off_SP_PlatformFns_tensorflow_2_5_destroy_timer_fns }, /* past tensorflow-2.5 (+5) */
    { se_private_end_SP_PlatformFns_create_device_fns + 1, se_private_end_SP_PlatformFns_destroy_device_fns - 1, se_private_off_SP_PlatformFns_tensorflow_2_5_destroy_timer_fns }, /* past tensorflow-2.5 (+5) */
    { se_private_end_SP_PlatformFns_destroy_device_fns, se_private_end_SP_PlatformFns_destroy_device_fns, se_private_off_SP_PlatformFns_destroy_timer_fns }, /* exactly 0.1.0 (+3) */
  };
  return se_private_lookup(s, rows, sizeof rows / sizeof rows[0]);
}
#define SP_PlatformFns_has_destroy_timer_fns !!se_private_place_SP_PlatformFns_destroy_timer_fns_at
SE_PRIVATE_LAZY SE_DEPRECATED("SP_PlatformFns.destroy_timer_fns is deprecated since 0.3.0") SE_INLINE SP_PlatformFns_destroy_timer_fns_fn SP_PlatformFns_get_destroy_timer_fns(const SP_PlatformFns* s) {
  return *SE_PRIVATE_CPTR(SP_PlatformFns_destroy_timer_fns_fn, se_private_found(s, se_private_place_SP_PlatformFns_destroy_timer_fns_at(s)));
}
SE_PRIVATE_LAZY SE_DEPRECATED("SP_PlatformFns.destroy_timer_fns is deprecated since 0.3.0") SE_INLINE int SP_PlatformFns_set_destroy_timer_fns(SP_PlatformFns* s, SP_PlatformFns_destroy_timer_fns_fn value) {
  return se_private_put_at(s, se_private_place_SP_PlatformFns_destroy_timer_fns_at(s), &value, sizeof value);
}

/* Where create_allocator is, by the struct_size the other side set: its offset
 * in the struct at s, or 0. One table for the accessors. */
SE_PRIVATE_LAZY SE_DEPRECATED("SP_PlatformFns.create_allocator is deprecated since 0.2.0; use SP_Platform.use_bfc_allocator") SE_INLINE size_t se_private_place_SP_PlatformFns_create_allocator_at(const SP_PlatformFns* s) {
  static const se_private_row rows[] = {
    { se_private_end_SP_PlatformFns_destroy_custom_allocator, se_private_end_SP_PlatformFns_destroy_custom_allocator, se_private_off_SP_PlatformFns_create_allocator }, /* exactly 0.0.1 */
    { se_private_end_SP_PlatformFns_destroy_device_fns, se_private_end_SP_PlatformFns_destroy_device_fns, se_private_off_SP_PlatformFns_create_allocator }, /* exactly 0.1.0 (+3) */
  };
  return se_private_lookup(s, rows, sizeof rows / sizeof rows[0]);
}
#define SP_PlatformFns_has_create_allocator !!se_private_place_SP_PlatformFns_create_allocator_at
SE_PRIVATE_LAZY SE_DEPRECATED("SP_PlatformFns.create_allocator is deprecated since 0.2.0; use SP_Platform.use_bfc_allocator") SE_INLINE SP_PlatformFns_create_allocator_fn SP_PlatformFns_get_create_allocator(const SP_PlatformFns* s) {
  return *SE_PRIVATE_CPTR(SP_PlatformFns_create_allocator_fn, se_private_found(s, se_private_place_SP_PlatformFns_create_allocator_at(s)));
}
SE_PRIVATE_LAZY SE_DEPRECATED("SP_PlatformFns.create_allocator is deprecated since 0.2.0; use SP_Platform.use_bfc_allocator") SE_INLINE int SP_PlatformFns_set_create_allocator(SP_PlatformFns* s, SP_PlatformFns_create_allocator_fn value) {
  return se_private_put_at(s, se_private_place_SP_PlatformFns_create_allocator_at(s), &value, sizeof value);
}

/* Where destroy_allocator is, by the struct_size the other side set: its offset
 * in the struct at s, or 0. One table for the accessors. */
SE_PRIVATE_LAZY SE_DEPRECATED("SP_PlatformFns.destroy_allocator is deprecated since 0.2.0; use SP_Platform.use_bfc_allocator") SE_INLINE size_t se_private_place_SP_PlatformFns_destroy_allocator_at(const SP_PlatformFns* s) {
  static const se_private_row rows[] = {
    { se_private_end_SP_PlatformFns_destroy_custom_allocator, se_private_end_SP_PlatformFns_destroy_custom_allocator, se_private_off_SP_PlatformFns_destroy_allocator }, /* exactly 0.0.1 */
    { se_private_end_SP_PlatformFns_destroy_device_fns, se_private_end_SP_PlatformFns_destroy_device_fns, se_private_off_SP_PlatformFns_destroy_allocator }, /* exactly 0.1.0 (+3) */
  };
  return se_private_lookup(s, rows, sizeof rows / sizeof rows[0]);
}
#define SP_PlatformFns_has_destroy_allocator !!se_private_place_SP_PlatformFns_destroy_allocator_at
SE_PRIVATE_LAZY SE_DEPRECATED("SP_PlatformFns.destroy_allocator is deprecated since 0.2.0; use SP_Platform.use_bfc_allocator") SE_INLINE SP_PlatformFns_destroy_allocator_fn SP_PlatformFns_get_destroy_allocator(const SP_PlatformFns* s) {
  return *SE_PRIVATE_CPTR(SP_PlatformFns_destroy_allocator_fn, se_private_found(s, se_private_place_SP_PlatformFns_destroy_allocator_at(s)));
}
SE_PRIVATE_LAZY SE_DEPRECATED("SP_PlatformFns.destroy_allocator is deprecated since 0.2.0; use SP_Platform.use_bfc_allocator") SE_INLINE int SP_PlatformFns_set_destroy_allocator(SP_PlatformFns* s, SP_PlatformFns_destroy_allocator_fn value) {
  return se_private_put_at(s, se_private_place_SP_PlatformFns_destroy_allocator_at(s), &value, sizeof value);
}

/* Where create_custom_allocator is, by the struct_size the other side set: its offset
 * in the struct at s, or 0. One table for the accessors. */
SE_PRIVATE_LAZY SE_DEPRECATED("SP_PlatformFns.create_custom_allocator is deprecated since 0.2.0; use SP_Platform.use_bfc_allocator") SE_INLINE size_t se_private_place_SP_PlatformFns_create_custom_allocator_at(const SP_PlatformFns* s) {
  static const se_private_row rows[] = {
    { se_private_end_SP_PlatformFns_destroy_custom_allocator, se_private_end_SP_PlatformFns_destroy_custom_allocator, se_private_off_SP_PlatformFns_create_custom_allocator }, /* exactly 0.0.1 */
    { se_private_end_SP_PlatformFns_destroy_device_fns, se_private_end_SP_PlatformFns_destroy_device_fns, se_private_off_SP_PlatformFns_create_custom_allocator }, /* exactly 0.1.0 (+3) */
  };
  return se_private_lookup(s, rows, sizeof rows / sizeof rows[0]);
}
#define SP_PlatformFns_has_create_custom_allocator !!se_private_place_SP_PlatformFns_create_custom_allocator_at
SE_PRIVATE_LAZY SE_DEPRECATED("SP_PlatformFns.create_custom_allocator is deprecated since 0.2.0; use SP_Platform.use_bfc_allocator") SE_INLINE SP_PlatformFns_create_custom_allocator_fn SP_PlatformFns_get_create_custom_allocator(const SP_PlatformFns* s) {
  return *SE_PRIVATE_CPTR(SP_PlatformFns_create_custom_allocator_fn, se_private_found(s, se_private_place_SP_PlatformFns_create_custom_allocator_at(s)));
}
SE_PRIVATE_LAZY SE_DEPRECATED("SP_PlatformFns.create_custom_allocator is deprecated since 0.2.0; use SP_Platform.use_bfc_allocator") SE_INLINE int SP_PlatformFns_set_create_custom_allocator(SP_PlatformFns* s, SP_PlatformFns_create_custom_allocator_fn value) {
  return se_private_put_at(s, se_private_place_SP_PlatformFns_create_custom_allocator_at(s), &value, sizeof value);
}

/* Where destroy_custom_allocator is, by the struct_size the other side set: its offset
 * in the struct at s, or 0. One table for the accessors. */
SE_PRIVATE_LAZY SE_DEPRECATED("SP_PlatformFns.destroy_custom_allocator is deprecated since 0.2.0; use SP_Platform.use_bfc_allocator") SE_INLINE size_t se_private_place_SP_PlatformFns_destroy_custom_allocator_at(const SP_PlatformFns* s) {
  static const se_private_row rows[] = {
    { se_private_end_SP_PlatformFns_destroy_custom_allocator, se_private_end_SP_PlatformFns_destroy_custom_allocator, se_private_off_SP_PlatformFns_destroy_custom_allocator }, /* exactly 0.0.1 */
    { se_private_end_SP_PlatformFns_destroy_device_fns, se_private_end_SP_PlatformFns_destroy_device_fns, se_private_off_SP_PlatformFns_destroy_custom_allocator }, /* exactly 0.1.0 (+3) */
  };
  return se_private_lookup(s, rows, sizeof rows / sizeof rows[0]);
}
#define SP_PlatformFns_has_destroy_custom_allocator !!se_private_place_SP_PlatformFns_destroy_custom_allocator_at
SE_PRIVATE_LAZY SE_DEPRECATED("SP_PlatformFns.destroy_custom_allocator is deprecated since 0.2.0; use SP_Platform.use_bfc_allocator") SE_INLINE SP_PlatformFns_destroy_custom_allocator_fn SP_PlatformFns_get_destroy_custom_allocator(const SP_PlatformFns* s) {
  return *SE_PRIVATE_CPTR(SP_PlatformFns_destroy_custom_allocator_fn, se_private_found(s, se_private_place_SP_PlatformFns_destroy_custom_allocator_at(s)));
}
SE_PRIVATE_LAZY SE_DEPRECATED("SP_PlatformFns.destroy_custom_allocator is deprecated since 0.2.0; use SP_Platform.use_bfc_allocator") SE_INLINE int SP_PlatformFns_set_destroy_custom_allocator(SP_PlatformFns* s, SP_PlatformFns_destroy_custom_allocator_fn value) {
  return se_private_put_at(s, se_private_place_SP_PlatformFns_destroy_custom_allocator_at(s), &value, sizeof value);
}

/* Where get_device_count is, by the struct_size the other side set. */
#define se_private_place_SP_PlatformFns_get_device_count() \
  { se_private_end_SP_PlatformFns_tensorflow_2_5_destroy_timer_fns, se_private_end_SP_PlatformFns_destroy_custom_allocator - 1, se_private_off_SP_PlatformFns_tensorflow_2_5_get_device_count }, /* exactly tensorflow-2.5 (+5), and up */ \
  { se_private_end_SP_PlatformFns_destroy_custom_allocator + 1, se_private_end_SP_PlatformFns_get_device_count - 1, se_private_off_SP_PlatformFns_tensorflow_2_5_get_device_count }, /* past tensorflow-2.5 (+5) */ \
  { se_private_end_SP_PlatformFns_get_device_count + 1, se_private_end_SP_PlatformFns_create_device_fns - 1, se_private_off_SP_PlatformFns_tensorflow_2_5_get_device_count }, /* past tensorflow-2.5 (+5) */ \
  { se_private_end_SP_PlatformFns_create_device_fns + 1, se_private_end_SP_PlatformFns_destroy_device_fns - 1, se_private_off_SP_PlatformFns_tensorflow_2_5_get_device_count }, /* past tensorflow-2.5 (+5) */ \
  { se_private_end_SP_PlatformFns_destroy_device_fns, se_private_end_SP_PlatformFns_destroy_device_fns, se_private_off_SP_PlatformFns_get_device_count }, /* exactly 0.1.0 (+3) */
#define SP_PlatformFns_has_get_device_count(s) SE_PRIVATE_DHAS(SP_PlatformFns, se_private_place_SP_PlatformFns_get_device_count, s)
#define SP_PlatformFns_get_get_device_count(s) SE_PRIVATE_DGET(SP_PlatformFns, se_private_place_SP_PlatformFns_get_device_count, SP_PlatformFns_get_device_count_fn, s)
#define SP_PlatformFns_set_get_device_count(s, v) SE_PRIVATE_DSET(SP_PlatformFns, se_private_place_SP_PlatformFns_get_device_count, SP_PlatformFns_get_device_count_fn, s, v)
/* Where create_device_fns is, by the struct_size the other side set. */
#define se_private_place_SP_PlatformFns_create_device_fns() \
  { se_private_end_SP_PlatformFns_tensorflow_2_5_destroy_timer_fns, se_private_end_SP_PlatformFns_destroy_custom_allocator - 1, se_private_off_SP_PlatformFns_tensorflow_2_5_create_device_fns }, /* exactly tensorflow-2.5 (+5), and up */ \
  { se_private_end_SP_PlatformFns_destroy_custom_allocator + 1, se_private_end_SP_PlatformFns_get_device_count - 1, se_private_off_SP_PlatformFns_tensorflow_2_5_create_device_fns }, /* past tensorflow-2.5 (+5) */ \
  { se_private_end_SP_PlatformFns_get_device_count + 1, se_private_end_SP_PlatformFns_create_device_fns - 1, se_private_off_SP_PlatformFns_tensorflow_2_5_create_device_fns }, /* past tensorflow-2.5 (+5) */ \
  { se_private_end_SP_PlatformFns_create_device_fns + 1, se_private_end_SP_PlatformFns_destroy_device_fns - 1, se_private_off_SP_PlatformFns_tensorflow_2_5_create_device_fns }, /* past tensorflow-2.5 (+5) */ \
  { se_private_end_SP_PlatformFns_destroy_device_fns, se_private_end_SP_PlatformFns_destroy_device_fns, se_private_off_SP_PlatformFns_create_device_fns }, /* exactly 0.1.0 (+3) */
#define SP_PlatformFns_has_create_device_fns(s) SE_PRIVATE_DHAS(SP_PlatformFns, se_private_place_SP_PlatformFns_create_device_fns, s)
#define SP_PlatformFns_get_create_device_fns(s) SE_PRIVATE_DGET(SP_PlatformFns, se_private_place_SP_PlatformFns_create_device_fns, SP_PlatformFns_create_device_fns_fn, s)
#define SP_PlatformFns_set_create_device_fns(s, v) SE_PRIVATE_DSET(SP_PlatformFns, se_private_place_SP_PlatformFns_create_device_fns, SP_PlatformFns_create_device_fns_fn, s, v)
/* Where destroy_device_fns is, by the struct_size the other side set. */
#define se_private_place_SP_PlatformFns_destroy_device_fns() \
  { se_private_end_SP_PlatformFns_tensorflow_2_5_destroy_timer_fns, se_private_end_SP_PlatformFns_destroy_custom_allocator - 1, se_private_off_SP_PlatformFns_tensorflow_2_5_destroy_device_fns }, /* exactly tensorflow-2.5 (+5), and up */ \
  { se_private_end_SP_PlatformFns_destroy_custom_allocator + 1, se_private_end_SP_PlatformFns_get_device_count - 1, se_private_off_SP_PlatformFns_tensorflow_2_5_destroy_device_fns }, /* past tensorflow-2.5 (+5) */ \
  { se_private_end_SP_PlatformFns_get_device_count + 1, se_private_end_SP_PlatformFns_create_device_fns - 1, se_private_off_SP_PlatformFns_tensorflow_2_5_destroy_device_fns }, /* past tensorflow-2.5 (+5) */ \
  { se_private_end_SP_PlatformFns_create_device_fns + 1, se_private_end_SP_PlatformFns_destroy_device_fns - 1, se_private_off_SP_PlatformFns_tensorflow_2_5_destroy_device_fns }, /* past tensorflow-2.5 (+5) */ \
  { se_private_end_SP_PlatformFns_destroy_device_fns, se_private_end_SP_PlatformFns_destroy_device_fns, se_private_off_SP_PlatformFns_destroy_device_fns }, /* exactly 0.1.0 (+3) */
#define SP_PlatformFns_has_destroy_device_fns(s) SE_PRIVATE_DHAS(SP_PlatformFns, se_private_place_SP_PlatformFns_destroy_device_fns, s)
#define SP_PlatformFns_get_destroy_device_fns(s) SE_PRIVATE_DGET(SP_PlatformFns, se_private_place_SP_PlatformFns_destroy_device_fns, SP_PlatformFns_destroy_device_fns_fn, s)
#define SP_PlatformFns_set_destroy_device_fns(s, v) SE_PRIVATE_DSET(SP_PlatformFns, se_private_place_SP_PlatformFns_destroy_device_fns, SP_PlatformFns_destroy_device_fns_fn, s, v)
/* What SP_PlatformFns_settle_in leaves in struct_size, by the core's lineage. */
#define se_private_settle_SP_PlatformFns_0() \
  { se_private_end_SP_PlatformFns_struct_size, se_private_end_SP_PlatformFns_create_device - 1, SE_PRIVATE_ROUND_DOWN }, /* rfc-257-text to struct_size; 0.0.1 to struct_size; 0.1.0 (+3) to struct_size; ..., and up */ \
  { se_private_end_SP_PlatformFns_create_device, se_private_end_SP_PlatformFns_destroy_timer_fns - 1, SE_PRIVATE_UNPLACEABLE }, /* rfc-257-text to create_device; 0.0.1 to create_device; 0.1.0 (+3) to create_device; ..., and up */ \
  { se_private_end_SP_PlatformFns_destroy_timer_fns, se_private_end_SP_PlatformFns_destroy_timer_fns, SE_PRIVATE_ROUND_DOWN }, /* exactly rfc-257-text */ \
  { se_private_end_SP_PlatformFns_destroy_timer_fns + 1, se_private_end_SP_PlatformFns_tensorflow_2_5_destroy_timer_fns - 1, SE_PRIVATE_UNPLACEABLE }, /* past rfc-257-text; 0.0.1 to destroy_timer_fns; 0.1.0 (+3) to destroy_timer_fns; ..., and up */ \
  { se_private_end_SP_PlatformFns_tensorflow_2_5_destroy_timer_fns, se_private_end_SP_PlatformFns_destroy_custom_allocator, SE_PRIVATE_ROUND_DOWN }, /* exactly tensorflow-2.5 (+5), and up */ \
  { se_private_end_SP_PlatformFns_destroy_custom_allocator + 1, se_private_end_SP_PlatformFns_get_device_count - 1, se_private_end_SP_PlatformFns_tensorflow_2_5_destroy_timer_fns }, /* past tensorflow-2.5 (+5) */ \
  { se_private_end_SP_PlatformFns_get_device_count, se_private_end_SP_PlatformFns_get_device_count, SE_PRIVATE_UNPLACEABLE }, /* 0.1.0 (+3) to get_device_count; past tensorflow-2.5 (+5) */ \
  { se_private_end_SP_PlatformFns_get_device_count + 1, se_private_end_SP_PlatformFns_create_device_fns - 1, se_private_end_SP_PlatformFns_tensorflow_2_5_destroy_timer_fns }, /* past tensorflow-2.5 (+5) */ \
  { se_private_end_SP_PlatformFns_create_device_fns, se_private_end_SP_PlatformFns_create_device_fns, SE_PRIVATE_UNPLACEABLE }, /* 0.1.0 (+3) to create_device_fns; past tensorflow-2.5 (+5) */ \
  { se_private_end_SP_PlatformFns_create_device_fns + 1, se_private_end_SP_PlatformFns_destroy_device_fns - 1, se_private_end_SP_PlatformFns_tensorflow_2_5_destroy_timer_fns }, /* past tensorflow-2.5 (+5) */ \
  { se_private_end_SP_PlatformFns_destroy_device_fns, se_private_end_SP_PlatformFns_destroy_device_fns, SE_PRIVATE_ROUND_DOWN }, /* exactly 0.1.0 (+3) */ \
  { se_private_end_SP_PlatformFns_destroy_device_fns + 1, SE_PRIVATE_NEVER, SE_PRIVATE_UNPLACEABLE }, /* past 0.1.0 (+3); past tensorflow-2.5 (+5) */
#define se_private_settle_SP_PlatformFns_1() \
  { se_private_end_SP_PlatformFns_struct_size, se_private_end_SP_PlatformFns_create_device - 1, SE_PRIVATE_ROUND_DOWN }, /* rfc-257-text to struct_size; 0.0.1 to struct_size; 0.1.0 (+3) to struct_size, and up */ \
  { se_private_end_SP_PlatformFns_create_device, se_private_end_SP_PlatformFns_destroy_timer_fns - 1, SE_PRIVATE_UNPLACEABLE }, /* rfc-257-text to create_device; 0.0.1 to create_device; 0.1.0 (+3) to create_device, and up */ \
  { se_private_end_SP_PlatformFns_destroy_timer_fns, se_private_end_SP_PlatformFns_tensorflow_2_5_destroy_stream_executor - 1, SE_PRIVATE_ROUND_DOWN }, /* exactly rfc-257-text, and up */ \
  { se_private_end_SP_PlatformFns_tensorflow_2_5_destroy_stream_executor, se_private_end_SP_PlatformFns_destroy_custom_allocator - 1, se_private_end_SP_PlatformFns_destroy_timer_fns }, /* 0.0.1 to create_allocator; 0.1.0 (+3) to create_allocator, and up */ \
  { se_private_end_SP_PlatformFns_destroy_custom_allocator, se_private_end_SP_PlatformFns_get_device_count - 1, SE_PRIVATE_ROUND_DOWN }, /* exactly 0.0.1, and up */ \
  { se_private_end_SP_PlatformFns_get_device_count, se_private_end_SP_PlatformFns_destroy_device_fns - 1, SE_PRIVATE_UNPLACEABLE }, /* 0.1.0 (+3) to get_device_count, and up */ \
  { se_private_end_SP_PlatformFns_destroy_device_fns, se_private_end_SP_PlatformFns_destroy_device_fns, SE_PRIVATE_ROUND_DOWN }, /* exactly 0.1.0 (+3) */ \
  { se_private_end_SP_PlatformFns_destroy_device_fns + 1, SE_PRIVATE_NEVER, se_private_end_SP_PlatformFns_destroy_device_fns }, /* past 0.1.0 (+3) */
#define se_private_settle_SP_PlatformFns_2() \
  { se_private_end_SP_PlatformFns_struct_size, se_private_end_SP_PlatformFns_create_device - 1, SE_PRIVATE_ROUND_DOWN }, /* tensorflow-2.5 (+5) to struct_size, and up */ \
  { se_private_end_SP_PlatformFns_create_device, se_private_end_SP_PlatformFns_tensorflow_2_5_destroy_timer_fns - 1, SE_PRIVATE_UNPLACEABLE }, /* tensorflow-2.5 (+5) to get_device_count, and up */ \
  { se_private_end_SP_PlatformFns_tensorflow_2_5_destroy_timer_fns, se_private_end_SP_PlatformFns_destroy_custom_allocator - 1, SE_PRIVATE_ROUND_DOWN }, /* exactly tensorflow-2.5 (+5), and up */ \
  { se_private_end_SP_PlatformFns_destroy_custom_allocator, SE_PRIVATE_NEVER, se_private_end_SP_PlatformFns_tensorflow_2_5_destroy_timer_fns }, /* past tensorflow-2.5 (+5), and up */
/* Call once on every SP_PlatformFns you receive to fill (S_settle_in above). */
#define SP_PlatformFns_settle_in(s, lineage) \
  SE_PRIVATE_SE_SETTLE_IN(SP_PlatformFns, s, lineage, se_private_settle_SP_PlatformFns_0, se_private_settle_SP_PlatformFns_1, se_private_settle_SP_PlatformFns_2)
#define SP_PlatformFns_settle(s) SP_PlatformFns_settle_in(s, SE_LINEAGE_ANY)
#define SP_PlatformFns_settle_problem(s, lineage) \
  SE_PRIVATE_SE_SETTLE_PROBLEM(SP_PlatformFns, s, lineage, se_private_settle_SP_PlatformFns_0, se_private_settle_SP_PlatformFns_1, se_private_settle_SP_PlatformFns_2)

/* SE_PlatformRegistrationParams */
/* The sizes and offsets its accessors name: on 64-bit targets, on i386, elsewhere. */
#define se_private_end_SE_PlatformRegistrationParams_struct_size SE_PRIVATE_END_BY_ABI(8, 4, SE_PlatformRegistrationParams, struct_size)
#define se_private_end_SE_PlatformRegistrationParams_major_version SE_PRIVATE_END_BY_ABI(20, 12, SE_PlatformRegistrationParams, major_version)
#define se_private_end_SE_PlatformRegistrationParams_minor_version SE_PRIVATE_END_BY_ABI(24, 16, SE_PlatformRegistrationParams, minor_version)
#define se_private_end_SE_PlatformRegistrationParams_patch_version SE_PRIVATE_END_BY_ABI(28, 20, SE_PlatformRegistrationParams, patch_version)
#define se_private_end_SE_PlatformRegistrationParams_platform SE_PRIVATE_END_BY_ABI(40, 24, SE_PlatformRegistrationParams, platform)
#define se_private_end_SE_PlatformRegistrationParams_destroy_platform_fns SE_PRIVATE_END_BY_ABI(64, 36, SE_PlatformRegistrationParams, destroy_platform_fns)
#define se_private_end_SE_PlatformRegistrationParams_ext SE_PRIVATE_END_BY_ABI(16, 8, SE_PlatformRegistrationParams, ext)
#define se_private_end_SE_PlatformRegistrationParams_platform_fns SE_PRIVATE_END_BY_ABI(48, 28, SE_PlatformRegistrationParams, platform_fns)
#define SE_PlatformRegistrationParams_has_struct_size(s) SE_PRIVATE_HAS(SE_PlatformRegistrationParams, struct_size, s)
#define SE_PlatformRegistrationParams_get_struct_size(s) SE_PRIVATE_GET(SE_PlatformRegistrationParams, struct_size, size_t, s)
#define SE_PlatformRegistrationParams_set_struct_size(s, v) SE_PRIVATE_SET(SE_PlatformRegistrationParams, struct_size, size_t, s, v)
#define SE_PlatformRegistrationParams_has_ext(s) SE_PRIVATE_HAS(SE_PlatformRegistrationParams, ext, s)
#define SE_PlatformRegistrationParams_get_ext(s) SE_PRIVATE_GET(SE_PlatformRegistrationParams, ext, void*, s)
#define SE_PlatformRegistrationParams_set_ext(s, v) SE_PRIVATE_SET(SE_PlatformRegistrationParams, ext, void*, s, v)
#define SE_PlatformRegistrationParams_has_major_version(s) SE_PRIVATE_HAS(SE_PlatformRegistrationParams, major_version, s)
#define SE_PlatformRegistrationParams_get_major_version(s) SE_PRIVATE_GET(SE_PlatformRegistrationParams, major_version, int32_t, s)
#define SE_PlatformRegistrationParams_set_major_version(s, v) SE_PRIVATE_SET(SE_PlatformRegistrationParams, major_version, int32_t, s, v)
#define SE_PlatformRegistrationParams_has_minor_version(s) SE_PRIVATE_HAS(SE_PlatformRegistrationParams, minor_version, s)
#define SE_PlatformRegistrationParams_get_minor_version(s) SE_PRIVATE_GET(SE_PlatformRegistrationParams, minor_version, int32_t, s)
#define SE_PlatformRegistrationParams_set_minor_version(s, v) SE_PRIVATE_SET(SE_PlatformRegistrationParams, minor_version, int32_t, s, v)
#define SE_PlatformRegistrationParams_has_patch_version(s) SE_PRIVATE_HAS(SE_PlatformRegistrationParams, patch_version, s)
#define SE_PlatformRegistrationParams_get_patch_version(s) SE_PRIVATE_GET(SE_PlatformRegistrationParams, patch_version, int32_t, s)
#define SE_PlatformRegistrationParams_set_patch_version(s, v) SE_PRIVATE_SET(SE_PlatformRegistrationParams, patch_version, int32_t, s, v)
#define SE_PlatformRegistrationParams_has_platform(s) SE_PRIVATE_HAS(SE_PlatformRegistrationParams, platform, s)
#define SE_PlatformRegistrationParams_get_platform(s) SE_PRIVATE_GET(SE_PlatformRegistrationParams, platform, SP_Platform*, s)
#define SE_PlatformRegistrationParams_set_platform(s, v) SE_PRIVATE_SET(SE_PlatformRegistrationParams, platform, SP_Platform*, s, v)
#define SE_PlatformRegistrationParams_has_platform_fns(s) SE_PRIVATE_HAS(SE_PlatformRegistrationParams, platform_fns, s)
#define SE_PlatformRegistrationParams_get_platform_fns(s) SE_PRIVATE_GET(SE_PlatformRegistrationParams, platform_fns, SP_PlatformFns*, s)
#define SE_PlatformRegistrationParams_set_platform_fns(s, v) SE_PRIVATE_SET(SE_PlatformRegistrationParams, platform_fns, SP_PlatformFns*, s, v)
#define SE_PlatformRegistrationParams_has_destroy_platform(s) SE_PRIVATE_HAS(SE_PlatformRegistrationParams, destroy_platform, s)
#define SE_PlatformRegistrationParams_get_destroy_platform(s) SE_PRIVATE_GET(SE_PlatformRegistrationParams, destroy_platform, SE_PlatformRegistrationParams_destroy_platform_fn, s)
#define SE_PlatformRegistrationParams_set_destroy_platform(s, v) SE_PRIVATE_SET(SE_PlatformRegistrationParams, destroy_platform, SE_PlatformRegistrationParams_destroy_platform_fn, s, v)
#define SE_PlatformRegistrationParams_has_destroy_platform_fns(s) SE_PRIVATE_HAS(SE_PlatformRegistrationParams, destroy_platform_fns, s)
#define SE_PlatformRegistrationParams_get_destroy_platform_fns(s) SE_PRIVATE_GET(SE_PlatformRegistrationParams, destroy_platform_fns, SE_PlatformRegistrationParams_destroy_platform_fns_fn, s)
#define SE_PlatformRegistrationParams_set_destroy_platform_fns(s, v) SE_PRIVATE_SET(SE_PlatformRegistrationParams, destroy_platform_fns, SE_PlatformRegistrationParams_destroy_platform_fns_fn, s, v)
/* What SE_PlatformRegistrationParams_settle_in leaves in struct_size, by the core's lineage. */
/* Its rows differ between the ABIs: boundaries that coincide on one do not on the other. */
#if UINTPTR_MAX > 0xFFFFFFFFu
#define se_private_settle_SE_PlatformRegistrationParams_0() \
  { se_private_end_SE_PlatformRegistrationParams_struct_size, se_private_end_SE_PlatformRegistrationParams_major_version - 1, SE_PRIVATE_ROUND_DOWN }, /* 0.0.1 (+11) to struct_size, and up */ \
  { se_private_end_SE_PlatformRegistrationParams_major_version, se_private_end_SE_PlatformRegistrationParams_minor_version - 1, se_private_end_SE_PlatformRegistrationParams_major_version }, /* 0.0.1 (+11) to major_version, and up */ \
  { se_private_end_SE_PlatformRegistrationParams_minor_version, se_private_end_SE_PlatformRegistrationParams_patch_version - 1, SE_PRIVATE_ROUND_DOWN }, /* 0.0.1 (+11) to minor_version, and up */ \
  { se_private_end_SE_PlatformRegistrationParams_patch_version, se_private_end_SE_PlatformRegistrationParams_platform - 1, se_private_end_SE_PlatformRegistrationParams_patch_version }, /* 0.0.1 (+11) to patch_version, and up */ \
  { se_private_end_SE_PlatformRegistrationParams_platform, se_private_end_SE_PlatformRegistrationParams_destroy_platform_fns, SE_PRIVATE_ROUND_DOWN }, /* 0.0.1 (+11) to platform, and up */ \
  { se_private_end_SE_PlatformRegistrationParams_destroy_platform_fns + 1, SE_PRIVATE_NEVER, se_private_end_SE_PlatformRegistrationParams_destroy_platform_fns }, /* past 0.0.1 (+11) */
#else
#define se_private_settle_SE_PlatformRegistrationParams_0() \
  { se_private_end_SE_PlatformRegistrationParams_struct_size, se_private_end_SE_PlatformRegistrationParams_destroy_platform_fns, SE_PRIVATE_ROUND_DOWN }, /* 0.0.1 (+11) to struct_size, and up */ \
  { se_private_end_SE_PlatformRegistrationParams_destroy_platform_fns + 1, SE_PRIVATE_NEVER, se_private_end_SE_PlatformRegistrationParams_destroy_platform_fns }, /* past 0.0.1 (+11) */
#endif
/* Call once on every SE_PlatformRegistrationParams you receive to fill (S_settle_in above). */
#define SE_PlatformRegistrationParams_settle_in(s, lineage) \
  SE_PRIVATE_SE_SETTLE_IN(SE_PlatformRegistrationParams, s, lineage, se_private_settle_SE_PlatformRegistrationParams_0, se_private_settle_SE_PlatformRegistrationParams_0, se_private_settle_SE_PlatformRegistrationParams_0)
#define SE_PlatformRegistrationParams_settle(s) SE_PlatformRegistrationParams_settle_in(s, SE_LINEAGE_ANY)
#define SE_PlatformRegistrationParams_settle_problem(s, lineage) \
  SE_PRIVATE_SE_SETTLE_PROBLEM(SE_PlatformRegistrationParams, s, lineage, se_private_settle_SE_PlatformRegistrationParams_0, se_private_settle_SE_PlatformRegistrationParams_0, se_private_settle_SE_PlatformRegistrationParams_0)

/* ---- The core's lineage ------------------------------------------------------
 * Which lineage a struct_size proves (layouts.py: every layout that size
 * can stand for belongs to it), for the structs a core hands over first. */
/* Its rows differ between the ABIs: boundaries that coincide on one do not on the other. */
#if UINTPTR_MAX > 0xFFFFFFFFu
#define se_private_lineage_SP_Platform() \
  { se_private_end_SP_Platform_tensorflow_2_9_supports_unified_memory, se_private_end_SP_Platform_visible_device_count - 1, SE_LINEAGE_TENSORFLOW }, /* exactly tensorflow-nightly-01de7043, and up */ \
  { se_private_end_SP_Platform_visible_device_count, se_private_end_SP_Platform_force_memory_growth, SE_LINEAGE_SEABI }, /* exactly 0.0.1 (+1), and up */
#else
#define se_private_lineage_SP_Platform() \
  { se_private_end_SP_Platform_tensorflow_2_9_supports_unified_memory, se_private_end_SP_Platform_tensorflow_2_9_force_memory_growth, SE_LINEAGE_TENSORFLOW }, /* exactly tensorflow-nightly-01de7043, and up */ \
  { se_private_end_SP_Platform_visible_device_count, se_private_end_SP_Platform_force_memory_growth, SE_LINEAGE_SEABI }, /* exactly 0.0.1 (+1), and up */
#endif
#define se_private_lineage_SP_PlatformFns() \
  { se_private_end_SP_PlatformFns_destroy_timer_fns, se_private_end_SP_PlatformFns_destroy_timer_fns, SE_LINEAGE_SEABI }, /* exactly rfc-257-text */ \
  { se_private_end_SP_PlatformFns_tensorflow_2_5_destroy_timer_fns, se_private_end_SP_PlatformFns_destroy_custom_allocator - 1, SE_LINEAGE_TENSORFLOW }, /* exactly tensorflow-2.5 (+5), and up */ \
  { se_private_end_SP_PlatformFns_destroy_custom_allocator, se_private_end_SP_PlatformFns_destroy_custom_allocator, SE_LINEAGE_SEABI }, /* exactly 0.0.1 */ \
  { se_private_end_SP_PlatformFns_destroy_custom_allocator + 1, se_private_end_SP_PlatformFns_get_device_count - 1, SE_LINEAGE_TENSORFLOW }, /* past tensorflow-2.5 (+5) */ \
  { se_private_end_SP_PlatformFns_get_device_count + 1, se_private_end_SP_PlatformFns_create_device_fns - 1, SE_LINEAGE_TENSORFLOW }, /* past tensorflow-2.5 (+5) */ \
  { se_private_end_SP_PlatformFns_create_device_fns + 1, se_private_end_SP_PlatformFns_destroy_device_fns - 1, SE_LINEAGE_TENSORFLOW }, /* past tensorflow-2.5 (+5) */ \
  { se_private_end_SP_PlatformFns_destroy_device_fns, se_private_end_SP_PlatformFns_destroy_device_fns, SE_LINEAGE_SEABI }, /* exactly 0.1.0 (+3) */
/* What SE_lineage_of_core(params) answers, given the rows of the sizes
 * that prove a lineage for each struct it reads, in order: the version the
 * core reports (when not one a TensorFlow core reports), else what the
 * struct_size of its SP_Platform, then SP_PlatformFns proves (SE_LINEAGE_ANY when
 * nothing does). */
SE_PRIVATE_LAZY SE_INLINE SE_Lineage se_private_se_lineage_of_core(const SE_PlatformRegistrationParams* params, const se_private_row* rows_SP_Platform, size_t count_SP_Platform, const se_private_row* rows_SP_PlatformFns, size_t count_SP_PlatformFns) {
  size_t proven;
  SE_Lineage by_version;
  if (params == SE_NULL) return SE_LINEAGE_ANY;
  /* Each member as its getter reads it: 0 or NULL when struct_size leaves it out. */
  by_version = se_private_se_lineage_of_version(
      (se_private_has(params, se_private_end_SE_PlatformRegistrationParams_major_version) ? params->major_version : 0),
      (se_private_has(params, se_private_end_SE_PlatformRegistrationParams_minor_version) ? params->minor_version : 0),
      (se_private_has(params, se_private_end_SE_PlatformRegistrationParams_patch_version) ? params->patch_version : 0));
  if (by_version != SE_LINEAGE_ANY) return by_version;
  proven = se_private_lookup((se_private_has(params, se_private_end_SE_PlatformRegistrationParams_platform) ? params->platform : SE_NULL), rows_SP_Platform, count_SP_Platform);
  if (proven != 0) return SE_PRIVATE_CAST(SE_Lineage, proven); /* the lineage its table names */
  proven = se_private_lookup((se_private_has(params, se_private_end_SE_PlatformRegistrationParams_platform_fns) ? params->platform_fns : SE_NULL), rows_SP_PlatformFns, count_SP_PlatformFns);
  if (proven != 0) return SE_PRIVATE_CAST(SE_Lineage, proven); /* the lineage its table names */
  return SE_LINEAGE_ANY;
}
/* The lineage of the core that called SE_InitPlugin with params. Pass it
 * to every S_settle_in. A macro, like S_settle_in: a translation unit pays
 * for the tables only where it calls it. */
#define SE_lineage_of_core(params) \
  se_private_se_lineage_of_core(SE_PRIVATE_AS(const SE_PlatformRegistrationParams, params), SE_PRIVATE_TABLE(se_private_lineage_SP_Platform), SE_PRIVATE_TABLE(se_private_lineage_SP_PlatformFns))

/* ---- Opt-in sections ---------------------------------------------------------
 * The validators (SE_API_VALIDATORS) and the layout pins (SE_API_LAYOUT_PINS) are in
 * se_api_checks.h, read only where one of them is defined before this header:
 * text a compiler skips still costs it lexing, and most translation units
 * need neither. */
#if defined(SE_API_VALIDATORS) || defined(SE_API_LAYOUT_PINS)
#include "se_api_checks.h"
#endif

SE_PRIVATE_END_DEPRECATED_USE

#ifdef __cplusplus
} /* extern "C++" */
#endif

#endif /* SE_API_H_ */
