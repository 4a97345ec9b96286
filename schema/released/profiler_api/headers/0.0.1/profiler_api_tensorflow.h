/*
 * profiler_api_tensorflow.h: Profiler C API as TensorFlow ships it (tensorflow-2.7),
 * a drop-in for tensorflow/c/experimental/pluggable_profiler/pluggable_profiler.h.
 *
 * GENERATED FILE - DO NOT EDIT.
 * Generated from schema/profiler_api.yaml by seabigen 1.0.0.
 * Regenerate with: make header SCHEMA=schema/profiler_api.yaml AT=tensorflow-2.7 OUT=profiler_api_tensorflow.h (frozen with release 0.0.1)
 */
#ifndef PROFILER_API_TENSORFLOW_H_
#define PROFILER_API_TENSORFLOW_H_

/*
 * DROP-IN FOR TENSORFLOW PLUGIN AUTHORS
 *
 * The structs and *_STRUCT_SIZE macros below are TensorFlow's newest shipped
 * layout, tensorflow-2.7, member for member and with TensorFlow's names
 * and parameter types: code written against TensorFlow's pluggable_profiler.h
 * compiles unchanged and builds the same binary layout. What it adds is the
 * accessors, which find every member in every layout a core may hand over
 * (every TensorFlow edition and every seabi version, told apart by
 * struct_size), and S_settle: call it on each struct you receive and fill
 * with S_set_f, and one build of the plugin runs in all of those cores.
 * Use either this header or profiler_api.h in a translation unit, not both;
 * it coexists with the other seabi drop-ins.
 */
#if defined(PROFILER_API_H_)
#error "profiler_api_tensorflow.h and profiler_api.h declare the same structs differently: include one"
#endif
/* The TensorFlow edition whose layout the structs below have. */
#define TP_TENSORFLOW_EDITION "tensorflow-2.7"
/* TensorFlow's own header is now redundant; skip it if it is included later. */
#define TENSORFLOW_C_EXPERIMENTAL_PLUGGABLE_PROFILER_PLUGGABLE_PROFILER_H_

/*
 * HOW TO USE THIS HEADER
 *
 * This is the whole library: the structs a core (TensorFlow, or the seabi
 * host) and a device plugin exchange, as Profiler C API 0.0.1, with
 * size macros, struct_size-guarded accessors, validators and layout pins
 * (the last two opt-in, see below).
 * Include it; there is nothing to link. Each member's type, offset, version
 * and meaning is in docs/profiler_api.md; what each version changed, in CHANGELOG.md.
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
 *   TP_lineage_of_core(params)  the lineage to pass: seabi's or
 *                  TensorFlow's, from the version the core gave.
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
 * cannot be taken. S_settle and S_settle_in are macros too.
 *
 * Allocate a struct you hand over at your own <NAME>_STRUCT_SIZE, zeroed,
 * with struct_size set to it. <NAME>_STRUCT_SIZE_V<x_y_z> gives the size
 * each struct had at each release. With a struct_size known at compile time
 * the guards fold away: the accessors cost nothing over `->`.
 *
 * EXAMPLE
 *
 *   void TF_InitProfiler(TF_ProfilerRegistrationParams* params, TF_Status* status) {
 *     TP_Lineage core = TP_lineage_of_core(params);
 *     TP_Profiler* profiler = TF_ProfilerRegistrationParams_get_profiler(params);
 *     TP_ProfilerFns* fns = TF_ProfilerRegistrationParams_get_profiler_fns(params);
 *     if (TF_ProfilerRegistrationParams_settle_in(params, core) == 0 ||
 *         TP_Profiler_settle_in(profiler, core) == 0 || TP_ProfilerFns_settle_in(fns, core) == 0) {
 *       TF_SetStatus(status, TF_FAILED_PRECONDITION, "no layout fits");
 *       return;
 *     }
 *     TP_Profiler_set_device_type(profiler, "MYDEV");  (the platform's type)
 *     TP_ProfilerFns_set_start(fns, my_start);
 *     ...stop, collect_data_xspace, destroy_profiler, destroy_profiler_fns; then TF_SetStatus.
 *   }
 *
 * VERSION RULES (TP_MAJOR.TP_MINOR.TP_PATCH, semantic versioning)
 *   MAJOR  anything incompatible; a plugin refuses a core of another major.
 *   MINOR  members, structs, enumerators appended; members deprecated.
 *   PATCH  documentation and fixes only; no layout change.
 * A member is never removed, reordered, retyped or renamed within a major
 * version (a rename is a new member plus a deprecated old one). Deprecated
 * members keep their slot and, unless marked retired, are still filled for
 * older peers. Deprecation warnings can be switched off by defining
 * TP_NO_DEPRECATION_WARNINGS before including this header.
 * These are seabi's rules. TensorFlow's header, whose layout (tensorflow-2.7)
 * this one has, inserted and moved members without changing the version
 * its cores report (docs/api.md, "TensorFlow editions"): never rely on a
 * member being where this header's struct puts it in another core; the
 * accessors and S_settle_in know where each core has it.
 *
 * OPT-IN SECTIONS (define before including; they only add code):
 *   SE_API_VALIDATORS   the S_validate functions.
 *   SE_API_LAYOUT_PINS  static asserts pinning every offset and size on
 *                     64-bit targets and on i386, so a compiler that disagrees
 *                     with the schema stops the build. Define it in at least
 *                     one translation unit of every build.
 * Both are off by default because they are most of what including this
 * header would otherwise cost a translation unit that needs neither; they
 * live in profiler_api_tensorflow_checks.h, which must sit beside this file (install both).
 *
 * Works as C99 or later and C++11 or later (tests/compile holds the matrix).
 */

#include <stddef.h>
#include <stdint.h>

#define TP_MAJOR 0
#define TP_MINOR 0
#define TP_PATCH 1
/* TP_VERSION_DEVELOPMENT is 1 while this header's version is in development:
 * its layouts may still grow under the same version, so two snapshots of it
 * need not agree (the version string then ends in "-dev"). */
#define TP_VERSION_STRING "0.0.1"
#define TP_VERSION_DEVELOPMENT 0

/* Deprecation attributes of this API's names; define TP_NO_DEPRECATION_WARNINGS to
 * silence them. */
#if defined(TP_NO_DEPRECATION_WARNINGS)
#define TP_DEPRECATED(msg)
#define TP_DEPRECATED_ENUMERATOR(msg)
#elif defined(__cplusplus) && __cplusplus >= 201402L
#define TP_DEPRECATED(msg) [[deprecated(msg)]]
#if __cplusplus >= 201703L
#define TP_DEPRECATED_ENUMERATOR(msg) [[deprecated(msg)]]
#else
#define TP_DEPRECATED_ENUMERATOR(msg)
#endif
#elif defined(__GNUC__) || defined(__clang__)
#define TP_DEPRECATED(msg) __attribute__((deprecated(msg)))
#define TP_DEPRECATED_ENUMERATOR(msg) __attribute__((deprecated(msg)))
#else
#define TP_DEPRECATED(msg)
#define TP_DEPRECATED_ENUMERATOR(msg)
#endif

/* Around a deliberate use of a deprecated name: a producer that keeps filling
 * a deprecated member for older peers. Between TP_DEPRECATED_USE_BEGIN and
 * TP_DEPRECATED_USE_END the deprecation warning is silenced, and nowhere else. */
#if defined(__GNUC__) || defined(__clang__)
#define TP_DEPRECATED_USE_BEGIN \
  _Pragma("GCC diagnostic push") _Pragma("GCC diagnostic ignored \"-Wdeprecated-declarations\"")
#define TP_DEPRECATED_USE_END _Pragma("GCC diagnostic pop")
#elif defined(_MSC_VER)
#define TP_DEPRECATED_USE_BEGIN __pragma(warning(push)) __pragma(warning(disable : 4996))
#define TP_DEPRECATED_USE_END __pragma(warning(pop))
#else
#define TP_DEPRECATED_USE_BEGIN
#define TP_DEPRECATED_USE_END
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
#error "profiler_api_tensorflow.h needs the shared definitions of seabi headers of generation 3: regenerate the headers together"
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


/* ---- Structs (declared first so they may refer to each other) ------------- */
typedef struct TP_Profiler TP_Profiler;
typedef struct TP_ProfilerFns TP_ProfilerFns;
typedef struct TF_ProfilerRegistrationParams TF_ProfilerRegistrationParams;

/* ======================================================================== */
/*
 * The profiler, filled by the plugin in TF_InitProfiler. The core copies it by
 * value and passes each callback a pointer to its own copy.
 *
 * Filled by the plugin.
 */
struct TP_Profiler {
  /* Unpadded size of the struct as the writer knows it. */
  size_t struct_size;
  /* Free-form data set by the plugin. */
  void* ext;
  /*
   * The device type whose activity the profiler records: the platform's type
   * (SP_Platform.type, e.g. MYDEV). The core keeps the pointer.
   *
   * since 0.0.1; filled by plugin; required; 0/NULL is a no-op.
   */
  const char* device_type;
};

#define TP_PROFILER_STRUCT_SIZE SE_PRIVATE_OFFSET_OF_END(TP_Profiler, device_type)

/* ======================================================================== */
/* The type of each TP_ProfilerFns callback (S_get_f returns it). */
typedef void (*TP_ProfilerFns_start_fn)(const TP_Profiler* profiler, TF_Status* status);
typedef void (*TP_ProfilerFns_stop_fn)(const TP_Profiler* profiler, TF_Status* status);
typedef void (*TP_ProfilerFns_collect_data_xspace_fn)(const TP_Profiler* profiler, uint8_t* buffer, size_t* size_in_bytes, TF_Status* status);
/*
 * The profiler's callbacks, filled by the plugin. The core drives them as
 * start, stop, then collect_data_xspace, once each per profiling session.
 *
 * Filled by the plugin.
 */
struct TP_ProfilerFns {
  /* Unpadded size of the struct as the writer knows it. */
  size_t struct_size;
  /* Reserved for future use; NULL. */
  void* ext;
  /*
   * Starts recording.
   *
   * since 0.0.1; filled by plugin; required; 0/NULL is a no-op.
   */
  TP_ProfilerFns_start_fn start;
  /*
   * Stops recording.
   *
   * since 0.0.1; filled by plugin; required; 0/NULL is a no-op.
   */
  TP_ProfilerFns_stop_fn stop;
  /*
   * The recorded activity as a serialized XSpace, in two calls: with buffer
   * NULL, write the size into *size_in_bytes (the core's value is
   * uninitialised; 0 means no data and ends it); then, with a buffer of that
   * size, write the bytes. Writing more than the size reported overruns the
   * core's buffer.
   *
   * since 0.0.1; filled by plugin; required; 0/NULL is a no-op.
   */
  TP_ProfilerFns_collect_data_xspace_fn collect_data_xspace;
};

#define TP_PROFILER_FNS_STRUCT_SIZE SE_PRIVATE_OFFSET_OF_END(TP_ProfilerFns, collect_data_xspace)

/* ======================================================================== */
/* The type of each TF_ProfilerRegistrationParams callback (S_get_f returns it). */
typedef void (*TF_ProfilerRegistrationParams_destroy_profiler_fn)(TP_Profiler* profiler);
typedef void (*TF_ProfilerRegistrationParams_destroy_profiler_fns_fn)(TP_ProfilerFns* profiler_fns);
/*
 * What TF_InitProfiler receives: the version the core implements and the
 * profiler structs the core allocated; the plugin sets the two destroy
 * callbacks.
 *
 * Filled by the core.
 */
struct TF_ProfilerRegistrationParams {
  /* Unpadded size of the struct as the writer knows it. */
  size_t struct_size;
  /* Reserved for future use; NULL. */
  void* ext;
  /*
   * The profiler API major version the core implements.
   *
   * since 0.0.1; filled by core; 0/NULL is a valid value.
   */
  int32_t major_version;
  /*
   * Its minor version.
   *
   * since 0.0.1; filled by core; 0/NULL is a valid value.
   */
  int32_t minor_version;
  /*
   * Its patch version.
   *
   * since 0.0.1; filled by core; 0/NULL is a valid value.
   */
  int32_t patch_version;
  /*
   * The profiler to fill (the core's).
   *
   * since 0.0.1; filled by core; 0/NULL is a no-op.
   */
  TP_Profiler* profiler;
  /*
   * The callbacks to fill (the core's).
   *
   * since 0.0.1; filled by core; 0/NULL is a no-op.
   */
  TP_ProfilerFns* profiler_fns;
  /*
   * Frees what the plugin allocated inside a TP_Profiler. TensorFlow's core may
   * call it on copies, more than once: it must not free shared state.
   *
   * since 0.0.1; filled by plugin; required; 0/NULL is a no-op.
   */
  TF_ProfilerRegistrationParams_destroy_profiler_fn destroy_profiler;
  /*
   * Frees what the plugin allocated inside a TP_ProfilerFns; the same caution.
   *
   * since 0.0.1; filled by plugin; required; 0/NULL is a no-op.
   */
  TF_ProfilerRegistrationParams_destroy_profiler_fns_fn destroy_profiler_fns;
};

#define TF_PROFILER_REGISTRATION_PARAMS_STRUCT_SIZE SE_PRIVATE_OFFSET_OF_END(TF_ProfilerRegistrationParams, destroy_profiler_fns)

/*
 * The symbol a plugin with a profiler exports. The core (after the
 * StreamExecutor and graph modules) zeroes the three structs, presets their
 * struct_size, fills the version and the two pointers, and calls it once.
 */
SE_PLUGIN_EXPORT void TF_InitProfiler(TF_ProfilerRegistrationParams* params, TF_Status* status);
typedef void (*TF_InitProfilerFn)(TF_ProfilerRegistrationParams* params, TF_Status* status);

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
 * can, sometimes (TP_lineage_of_core reads it). */
typedef enum TP_Lineage {
  TP_LINEAGE_ANY = 0,
  TP_LINEAGE_SEABI = 1,
  TP_LINEAGE_TENSORFLOW = 2
} TP_Lineage;

/* The lineage a reported version proves. TensorFlow's cores all report 0.0.1,
 * so any other version is seabi's; a core reporting it may be either. */
SE_INLINE TP_Lineage se_private_tp_lineage_of_version(int32_t major, int32_t minor, int32_t patch) {
  if (major == 0 && minor == 0 && patch == 1) return TP_LINEAGE_ANY;
  return TP_LINEAGE_SEABI;
}
/* Deprecated: the version alone leaves every core reporting 0.0.1
 * at TP_LINEAGE_ANY, and S_settle_in in a newer core may then place nothing
 * this build must fill. TP_lineage_of_core(params) reads the version as the core gave it. */
TP_DEPRECATED("the version alone cannot tell the core's lineage: use TP_lineage_of_core(params)")
SE_INLINE TP_Lineage TP_lineage_of_version(int32_t major, int32_t minor, int32_t patch) {
  return se_private_tp_lineage_of_version(major, minor, patch);
}

/* Why S_settle_in returned 0 (S_settle_problem; TP_settle_problem_text). */
typedef enum TP_SettleProblem {
  TP_SETTLE_OK = 0,            /* it settles */
  TP_SETTLE_NO_LAYOUT = 1,     /* struct_size fits no layout: 0, or below every layout */
  TP_SETTLE_NEEDS_LINEAGE = 2, /* without the core's lineage, struct_size places a member this
                                 build must fill differently in each lineage's layouts */
  TP_SETTLE_UNPLACEABLE = 3    /* in the lineage given, the layouts struct_size stands for place
                                 a member this build must fill differently */
} TP_SettleProblem;

/* The problem in words, for the status a plugin fails with. */
SE_INLINE const char* TP_settle_problem_text(TP_SettleProblem p) {
  switch (p) {
    case TP_SETTLE_OK: return "settled";
    case TP_SETTLE_NO_LAYOUT: return "the core's struct_size fits no layout this header knows";
    case TP_SETTLE_NEEDS_LINEAGE:
      return "without the core's lineage its struct_size places members this build must fill differently in "
             "each lineage's layouts: settle in TP_lineage_of_core(params)";
    case TP_SETTLE_UNPLACEABLE:
      return "the layouts the core's struct_size stands for in that lineage place members this build must "
             "fill differently";
  }
  return "unknown problem";
}

/* struct_size of each struct in each TensorFlow edition's core, and in each
 * in-between core the schema records (SIZE_<name>, e.g. _RFC_257_TEXT). */
#define TP_PROFILER_STRUCT_SIZE_TENSORFLOW_2_7 TP_PROFILER_STRUCT_SIZE
#define TP_PROFILER_FNS_STRUCT_SIZE_TENSORFLOW_2_7 TP_PROFILER_FNS_STRUCT_SIZE
#define TF_PROFILER_REGISTRATION_PARAMS_STRUCT_SIZE_TENSORFLOW_2_7 TF_PROFILER_REGISTRATION_PARAMS_STRUCT_SIZE

/* The row of the core's lineage's settle table that holds the struct_size
 * of the struct at s (an unknown lineage value counts as TP_LINEAGE_ANY):
 * the size to leave, SE_PRIVATE_ROUND_DOWN, SE_PRIVATE_UNPLACEABLE, or 0. */
SE_PRIVATE_LAZY SE_INLINE size_t se_private_tp_settle_row(const void* s, TP_Lineage lineage, const se_private_row* rows_any, size_t count_any, const se_private_row* rows_seabi, size_t count_seabi, const se_private_row* rows_tensorflow, size_t count_tensorflow) {
  const se_private_row* rows = rows_any;
  size_t count = count_any;
  if (lineage == TP_LINEAGE_SEABI) {
    rows = rows_seabi;
    count = count_seabi;
  }
  if (lineage == TP_LINEAGE_TENSORFLOW) {
    rows = rows_tensorflow;
    count = count_tensorflow;
  }
  return se_private_lookup(s, rows, count);
}
/* What S_settle_in does to the struct at s (NULL: nothing): writes the size
 * its row says into struct_size and returns it, or returns 0 and leaves
 * the struct untouched (no row; a member this build must fill left out). */
SE_PRIVATE_LAZY SE_INLINE size_t se_private_tp_settle(void* s, TP_Lineage lineage, const se_private_row* rows_any, size_t count_any, const se_private_row* rows_seabi, size_t count_seabi, const se_private_row* rows_tensorflow, size_t count_tensorflow) {
  size_t to = se_private_tp_settle_row(s, lineage, rows_any, count_any, rows_seabi, count_seabi, rows_tensorflow, count_tensorflow);
  if (to == SE_PRIVATE_UNPLACEABLE) return 0;
  if (to == SE_PRIVATE_ROUND_DOWN) {
    to = *SE_PRIVATE_CPTR(size_t, s);
    to -= to % sizeof(void*);
  }
  if (to != 0) *SE_PRIVATE_AT(size_t, s, 0) = to;
  return to;
}
/* What S_settle_problem answers. */
SE_PRIVATE_LAZY SE_INLINE TP_SettleProblem se_private_tp_settle_problem(const void* s, TP_Lineage lineage, const se_private_row* rows_any, size_t count_any, const se_private_row* rows_seabi, size_t count_seabi, const se_private_row* rows_tensorflow, size_t count_tensorflow) {
  size_t to = se_private_tp_settle_row(s, lineage, rows_any, count_any, rows_seabi, count_seabi, rows_tensorflow, count_tensorflow);
  if (to == 0) return TP_SETTLE_NO_LAYOUT;
  if (to != SE_PRIVATE_UNPLACEABLE) return TP_SETTLE_OK;
  if (lineage == TP_LINEAGE_SEABI) return TP_SETTLE_UNPLACEABLE;
  if (lineage == TP_LINEAGE_TENSORFLOW) return TP_SETTLE_UNPLACEABLE;
  return TP_SETTLE_NEEDS_LINEAGE;
}
/* S_settle_in(s, lineage) and S_settle_problem(s, lineage) of the struct S
 * whose settle tables, by the core's lineage, are the last arguments.
 * Call S_settle_in once on every S you receive to fill, with the core's
 * lineage (TP_lineage_of_core): it sets struct_size to the largest size
 * inside the one the other side allocated that this build can fill and
 * that the accessors place where that core reads, so the other side reads
 * exactly what was written. It returns that size, or 0 (struct untouched)
 * when the other side's struct_size fits no layout or settling would leave
 * out a member this build must fill; S_settle_problem says which. */
#define SE_PRIVATE_TP_SETTLE_IN(S, s, lineage, rows_any, rows_seabi, rows_tensorflow) \
  se_private_tp_settle(SE_PRIVATE_AS(S, s), lineage, SE_PRIVATE_TABLE(rows_any), SE_PRIVATE_TABLE(rows_seabi), SE_PRIVATE_TABLE(rows_tensorflow))
#define SE_PRIVATE_TP_SETTLE_PROBLEM(S, s, lineage, rows_any, rows_seabi, rows_tensorflow) \
  se_private_tp_settle_problem(SE_PRIVATE_AS(const S, s), lineage, SE_PRIVATE_TABLE(rows_any), SE_PRIVATE_TABLE(rows_seabi), SE_PRIVATE_TABLE(rows_tensorflow))

/* ---- Accessors: struct_size-guarded has/get/set for every member ---------- */

/* TP_Profiler */
/* The sizes and offsets its accessors name: on 64-bit targets, on i386, elsewhere. */
#define se_private_end_TP_Profiler_struct_size SE_PRIVATE_END_BY_ABI(8, 4, TP_Profiler, struct_size)
#define se_private_end_TP_Profiler_device_type SE_PRIVATE_END_BY_ABI(24, 12, TP_Profiler, device_type)
#define TP_Profiler_has_struct_size(s) SE_PRIVATE_HAS(TP_Profiler, struct_size, s)
#define TP_Profiler_get_struct_size(s) SE_PRIVATE_GET(TP_Profiler, struct_size, size_t, s)
#define TP_Profiler_set_struct_size(s, v) SE_PRIVATE_SET(TP_Profiler, struct_size, size_t, s, v)
#define TP_Profiler_has_ext(s) SE_PRIVATE_HAS(TP_Profiler, ext, s)
#define TP_Profiler_get_ext(s) SE_PRIVATE_GET(TP_Profiler, ext, void*, s)
#define TP_Profiler_set_ext(s, v) SE_PRIVATE_SET(TP_Profiler, ext, void*, s, v)
#define TP_Profiler_has_device_type(s) SE_PRIVATE_HAS(TP_Profiler, device_type, s)
#define TP_Profiler_get_device_type(s) SE_PRIVATE_GET(TP_Profiler, device_type, const char*, s)
#define TP_Profiler_set_device_type(s, v) SE_PRIVATE_SET(TP_Profiler, device_type, const char*, s, v)
/* What TP_Profiler_settle_in leaves in struct_size, by the core's lineage. */
#define se_private_settle_TP_Profiler_0() \
  { se_private_end_TP_Profiler_struct_size, se_private_end_TP_Profiler_device_type, SE_PRIVATE_ROUND_DOWN }, /* 0.0.1 (+1) to struct_size, and up */ \
  { se_private_end_TP_Profiler_device_type + 1, SE_PRIVATE_NEVER, se_private_end_TP_Profiler_device_type }, /* past 0.0.1 (+1) */
/* Call once on every TP_Profiler you receive to fill (S_settle_in above). */
#define TP_Profiler_settle_in(s, lineage) \
  SE_PRIVATE_TP_SETTLE_IN(TP_Profiler, s, lineage, se_private_settle_TP_Profiler_0, se_private_settle_TP_Profiler_0, se_private_settle_TP_Profiler_0)
#define TP_Profiler_settle(s) TP_Profiler_settle_in(s, TP_LINEAGE_ANY)
#define TP_Profiler_settle_problem(s, lineage) \
  SE_PRIVATE_TP_SETTLE_PROBLEM(TP_Profiler, s, lineage, se_private_settle_TP_Profiler_0, se_private_settle_TP_Profiler_0, se_private_settle_TP_Profiler_0)

/* TP_ProfilerFns */
/* The sizes and offsets its accessors name: on 64-bit targets, on i386, elsewhere. */
#define se_private_end_TP_ProfilerFns_struct_size SE_PRIVATE_END_BY_ABI(8, 4, TP_ProfilerFns, struct_size)
#define se_private_end_TP_ProfilerFns_collect_data_xspace SE_PRIVATE_END_BY_ABI(40, 20, TP_ProfilerFns, collect_data_xspace)
#define TP_ProfilerFns_has_struct_size(s) SE_PRIVATE_HAS(TP_ProfilerFns, struct_size, s)
#define TP_ProfilerFns_get_struct_size(s) SE_PRIVATE_GET(TP_ProfilerFns, struct_size, size_t, s)
#define TP_ProfilerFns_set_struct_size(s, v) SE_PRIVATE_SET(TP_ProfilerFns, struct_size, size_t, s, v)
#define TP_ProfilerFns_has_ext(s) SE_PRIVATE_HAS(TP_ProfilerFns, ext, s)
#define TP_ProfilerFns_get_ext(s) SE_PRIVATE_GET(TP_ProfilerFns, ext, void*, s)
#define TP_ProfilerFns_set_ext(s, v) SE_PRIVATE_SET(TP_ProfilerFns, ext, void*, s, v)
#define TP_ProfilerFns_has_start(s) SE_PRIVATE_HAS(TP_ProfilerFns, start, s)
#define TP_ProfilerFns_get_start(s) SE_PRIVATE_GET(TP_ProfilerFns, start, TP_ProfilerFns_start_fn, s)
#define TP_ProfilerFns_set_start(s, v) SE_PRIVATE_SET(TP_ProfilerFns, start, TP_ProfilerFns_start_fn, s, v)
#define TP_ProfilerFns_has_stop(s) SE_PRIVATE_HAS(TP_ProfilerFns, stop, s)
#define TP_ProfilerFns_get_stop(s) SE_PRIVATE_GET(TP_ProfilerFns, stop, TP_ProfilerFns_stop_fn, s)
#define TP_ProfilerFns_set_stop(s, v) SE_PRIVATE_SET(TP_ProfilerFns, stop, TP_ProfilerFns_stop_fn, s, v)
#define TP_ProfilerFns_has_collect_data_xspace(s) SE_PRIVATE_HAS(TP_ProfilerFns, collect_data_xspace, s)
#define TP_ProfilerFns_get_collect_data_xspace(s) SE_PRIVATE_GET(TP_ProfilerFns, collect_data_xspace, TP_ProfilerFns_collect_data_xspace_fn, s)
#define TP_ProfilerFns_set_collect_data_xspace(s, v) SE_PRIVATE_SET(TP_ProfilerFns, collect_data_xspace, TP_ProfilerFns_collect_data_xspace_fn, s, v)
/* What TP_ProfilerFns_settle_in leaves in struct_size, by the core's lineage. */
#define se_private_settle_TP_ProfilerFns_0() \
  { se_private_end_TP_ProfilerFns_struct_size, se_private_end_TP_ProfilerFns_collect_data_xspace, SE_PRIVATE_ROUND_DOWN }, /* 0.0.1 (+1) to struct_size, and up */ \
  { se_private_end_TP_ProfilerFns_collect_data_xspace + 1, SE_PRIVATE_NEVER, se_private_end_TP_ProfilerFns_collect_data_xspace }, /* past 0.0.1 (+1) */
/* Call once on every TP_ProfilerFns you receive to fill (S_settle_in above). */
#define TP_ProfilerFns_settle_in(s, lineage) \
  SE_PRIVATE_TP_SETTLE_IN(TP_ProfilerFns, s, lineage, se_private_settle_TP_ProfilerFns_0, se_private_settle_TP_ProfilerFns_0, se_private_settle_TP_ProfilerFns_0)
#define TP_ProfilerFns_settle(s) TP_ProfilerFns_settle_in(s, TP_LINEAGE_ANY)
#define TP_ProfilerFns_settle_problem(s, lineage) \
  SE_PRIVATE_TP_SETTLE_PROBLEM(TP_ProfilerFns, s, lineage, se_private_settle_TP_ProfilerFns_0, se_private_settle_TP_ProfilerFns_0, se_private_settle_TP_ProfilerFns_0)

/* TF_ProfilerRegistrationParams */
/* The sizes and offsets its accessors name: on 64-bit targets, on i386, elsewhere. */
#define se_private_end_TF_ProfilerRegistrationParams_struct_size SE_PRIVATE_END_BY_ABI(8, 4, TF_ProfilerRegistrationParams, struct_size)
#define se_private_end_TF_ProfilerRegistrationParams_major_version SE_PRIVATE_END_BY_ABI(20, 12, TF_ProfilerRegistrationParams, major_version)
#define se_private_end_TF_ProfilerRegistrationParams_minor_version SE_PRIVATE_END_BY_ABI(24, 16, TF_ProfilerRegistrationParams, minor_version)
#define se_private_end_TF_ProfilerRegistrationParams_patch_version SE_PRIVATE_END_BY_ABI(28, 20, TF_ProfilerRegistrationParams, patch_version)
#define se_private_end_TF_ProfilerRegistrationParams_profiler SE_PRIVATE_END_BY_ABI(40, 24, TF_ProfilerRegistrationParams, profiler)
#define se_private_end_TF_ProfilerRegistrationParams_destroy_profiler_fns SE_PRIVATE_END_BY_ABI(64, 36, TF_ProfilerRegistrationParams, destroy_profiler_fns)
#define se_private_end_TF_ProfilerRegistrationParams_ext SE_PRIVATE_END_BY_ABI(16, 8, TF_ProfilerRegistrationParams, ext)
#define se_private_end_TF_ProfilerRegistrationParams_profiler_fns SE_PRIVATE_END_BY_ABI(48, 28, TF_ProfilerRegistrationParams, profiler_fns)
#define TF_ProfilerRegistrationParams_has_struct_size(s) SE_PRIVATE_HAS(TF_ProfilerRegistrationParams, struct_size, s)
#define TF_ProfilerRegistrationParams_get_struct_size(s) SE_PRIVATE_GET(TF_ProfilerRegistrationParams, struct_size, size_t, s)
#define TF_ProfilerRegistrationParams_set_struct_size(s, v) SE_PRIVATE_SET(TF_ProfilerRegistrationParams, struct_size, size_t, s, v)
#define TF_ProfilerRegistrationParams_has_ext(s) SE_PRIVATE_HAS(TF_ProfilerRegistrationParams, ext, s)
#define TF_ProfilerRegistrationParams_get_ext(s) SE_PRIVATE_GET(TF_ProfilerRegistrationParams, ext, void*, s)
#define TF_ProfilerRegistrationParams_set_ext(s, v) SE_PRIVATE_SET(TF_ProfilerRegistrationParams, ext, void*, s, v)
#define TF_ProfilerRegistrationParams_has_major_version(s) SE_PRIVATE_HAS(TF_ProfilerRegistrationParams, major_version, s)
#define TF_ProfilerRegistrationParams_get_major_version(s) SE_PRIVATE_GET(TF_ProfilerRegistrationParams, major_version, int32_t, s)
#define TF_ProfilerRegistrationParams_set_major_version(s, v) SE_PRIVATE_SET(TF_ProfilerRegistrationParams, major_version, int32_t, s, v)
#define TF_ProfilerRegistrationParams_has_minor_version(s) SE_PRIVATE_HAS(TF_ProfilerRegistrationParams, minor_version, s)
#define TF_ProfilerRegistrationParams_get_minor_version(s) SE_PRIVATE_GET(TF_ProfilerRegistrationParams, minor_version, int32_t, s)
#define TF_ProfilerRegistrationParams_set_minor_version(s, v) SE_PRIVATE_SET(TF_ProfilerRegistrationParams, minor_version, int32_t, s, v)
#define TF_ProfilerRegistrationParams_has_patch_version(s) SE_PRIVATE_HAS(TF_ProfilerRegistrationParams, patch_version, s)
#define TF_ProfilerRegistrationParams_get_patch_version(s) SE_PRIVATE_GET(TF_ProfilerRegistrationParams, patch_version, int32_t, s)
#define TF_ProfilerRegistrationParams_set_patch_version(s, v) SE_PRIVATE_SET(TF_ProfilerRegistrationParams, patch_version, int32_t, s, v)
#define TF_ProfilerRegistrationParams_has_profiler(s) SE_PRIVATE_HAS(TF_ProfilerRegistrationParams, profiler, s)
#define TF_ProfilerRegistrationParams_get_profiler(s) SE_PRIVATE_GET(TF_ProfilerRegistrationParams, profiler, TP_Profiler*, s)
#define TF_ProfilerRegistrationParams_set_profiler(s, v) SE_PRIVATE_SET(TF_ProfilerRegistrationParams, profiler, TP_Profiler*, s, v)
#define TF_ProfilerRegistrationParams_has_profiler_fns(s) SE_PRIVATE_HAS(TF_ProfilerRegistrationParams, profiler_fns, s)
#define TF_ProfilerRegistrationParams_get_profiler_fns(s) SE_PRIVATE_GET(TF_ProfilerRegistrationParams, profiler_fns, TP_ProfilerFns*, s)
#define TF_ProfilerRegistrationParams_set_profiler_fns(s, v) SE_PRIVATE_SET(TF_ProfilerRegistrationParams, profiler_fns, TP_ProfilerFns*, s, v)
#define TF_ProfilerRegistrationParams_has_destroy_profiler(s) SE_PRIVATE_HAS(TF_ProfilerRegistrationParams, destroy_profiler, s)
#define TF_ProfilerRegistrationParams_get_destroy_profiler(s) SE_PRIVATE_GET(TF_ProfilerRegistrationParams, destroy_profiler, TF_ProfilerRegistrationParams_destroy_profiler_fn, s)
#define TF_ProfilerRegistrationParams_set_destroy_profiler(s, v) SE_PRIVATE_SET(TF_ProfilerRegistrationParams, destroy_profiler, TF_ProfilerRegistrationParams_destroy_profiler_fn, s, v)
#define TF_ProfilerRegistrationParams_has_destroy_profiler_fns(s) SE_PRIVATE_HAS(TF_ProfilerRegistrationParams, destroy_profiler_fns, s)
#define TF_ProfilerRegistrationParams_get_destroy_profiler_fns(s) SE_PRIVATE_GET(TF_ProfilerRegistrationParams, destroy_profiler_fns, TF_ProfilerRegistrationParams_destroy_profiler_fns_fn, s)
#define TF_ProfilerRegistrationParams_set_destroy_profiler_fns(s, v) SE_PRIVATE_SET(TF_ProfilerRegistrationParams, destroy_profiler_fns, TF_ProfilerRegistrationParams_destroy_profiler_fns_fn, s, v)
/* What TF_ProfilerRegistrationParams_settle_in leaves in struct_size, by the core's lineage. */
/* Its rows differ between the ABIs: boundaries that coincide on one do not on the other. */
#if UINTPTR_MAX > 0xFFFFFFFFu
#define se_private_settle_TF_ProfilerRegistrationParams_0() \
  { se_private_end_TF_ProfilerRegistrationParams_struct_size, se_private_end_TF_ProfilerRegistrationParams_major_version - 1, SE_PRIVATE_ROUND_DOWN }, /* 0.0.1 (+1) to struct_size, and up */ \
  { se_private_end_TF_ProfilerRegistrationParams_major_version, se_private_end_TF_ProfilerRegistrationParams_minor_version - 1, se_private_end_TF_ProfilerRegistrationParams_major_version }, /* 0.0.1 (+1) to major_version, and up */ \
  { se_private_end_TF_ProfilerRegistrationParams_minor_version, se_private_end_TF_ProfilerRegistrationParams_patch_version - 1, SE_PRIVATE_ROUND_DOWN }, /* 0.0.1 (+1) to minor_version, and up */ \
  { se_private_end_TF_ProfilerRegistrationParams_patch_version, se_private_end_TF_ProfilerRegistrationParams_profiler - 1, se_private_end_TF_ProfilerRegistrationParams_patch_version }, /* 0.0.1 (+1) to patch_version, and up */ \
  { se_private_end_TF_ProfilerRegistrationParams_profiler, se_private_end_TF_ProfilerRegistrationParams_destroy_profiler_fns, SE_PRIVATE_ROUND_DOWN }, /* 0.0.1 (+1) to profiler, and up */ \
  { se_private_end_TF_ProfilerRegistrationParams_destroy_profiler_fns + 1, SE_PRIVATE_NEVER, se_private_end_TF_ProfilerRegistrationParams_destroy_profiler_fns }, /* past 0.0.1 (+1) */
#else
#define se_private_settle_TF_ProfilerRegistrationParams_0() \
  { se_private_end_TF_ProfilerRegistrationParams_struct_size, se_private_end_TF_ProfilerRegistrationParams_destroy_profiler_fns, SE_PRIVATE_ROUND_DOWN }, /* 0.0.1 (+1) to struct_size, and up */ \
  { se_private_end_TF_ProfilerRegistrationParams_destroy_profiler_fns + 1, SE_PRIVATE_NEVER, se_private_end_TF_ProfilerRegistrationParams_destroy_profiler_fns }, /* past 0.0.1 (+1) */
#endif
/* Call once on every TF_ProfilerRegistrationParams you receive to fill (S_settle_in above). */
#define TF_ProfilerRegistrationParams_settle_in(s, lineage) \
  SE_PRIVATE_TP_SETTLE_IN(TF_ProfilerRegistrationParams, s, lineage, se_private_settle_TF_ProfilerRegistrationParams_0, se_private_settle_TF_ProfilerRegistrationParams_0, se_private_settle_TF_ProfilerRegistrationParams_0)
#define TF_ProfilerRegistrationParams_settle(s) TF_ProfilerRegistrationParams_settle_in(s, TP_LINEAGE_ANY)
#define TF_ProfilerRegistrationParams_settle_problem(s, lineage) \
  SE_PRIVATE_TP_SETTLE_PROBLEM(TF_ProfilerRegistrationParams, s, lineage, se_private_settle_TF_ProfilerRegistrationParams_0, se_private_settle_TF_ProfilerRegistrationParams_0, se_private_settle_TF_ProfilerRegistrationParams_0)

/* ---- The core's lineage ------------------------------------------------------
 * The lineage of the core that called TF_InitProfiler with params: the
 * version it reports when that is not one a TensorFlow core reports, else
 * TP_LINEAGE_ANY: no struct the core hands over has a size that only
 * one lineage's layouts have, so sizes cannot tell more. Pass it to every
 * S_settle_in. */
SE_INLINE TP_Lineage TP_lineage_of_core(const TF_ProfilerRegistrationParams* params) {
  if (params == SE_NULL) return TP_LINEAGE_ANY;
  /* Each member as its getter reads it: 0 when struct_size leaves it out. */
  return se_private_tp_lineage_of_version(
      (se_private_has(params, se_private_end_TF_ProfilerRegistrationParams_major_version) ? params->major_version : 0),
      (se_private_has(params, se_private_end_TF_ProfilerRegistrationParams_minor_version) ? params->minor_version : 0),
      (se_private_has(params, se_private_end_TF_ProfilerRegistrationParams_patch_version) ? params->patch_version : 0));
}

/* ---- Opt-in sections ---------------------------------------------------------
 * The validators (SE_API_VALIDATORS) and the layout pins (SE_API_LAYOUT_PINS) are in
 * profiler_api_tensorflow_checks.h, read only where one of them is defined before this header:
 * text a compiler skips still costs it lexing, and most translation units
 * need neither. */
#if defined(SE_API_VALIDATORS) || defined(SE_API_LAYOUT_PINS)
#include "profiler_api_tensorflow_checks.h"
#endif

SE_PRIVATE_END_DEPRECATED_USE

#ifdef __cplusplus
} /* extern "C++" */
#endif

#endif /* PROFILER_API_TENSORFLOW_H_ */
