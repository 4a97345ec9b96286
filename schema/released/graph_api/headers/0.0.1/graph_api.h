/*
 * graph_api.h: Graph optimizer C API, version 0.0.1.
 *
 * GENERATED FILE - DO NOT EDIT.
 * Generated from schema/graph_api.yaml by seabigen 1.0.0.
 * Regenerate with: make header SCHEMA=schema/graph_api.yaml AT=0.0.1 OUT=graph_api.h
 */
#ifndef GRAPH_API_H_
#define GRAPH_API_H_
#if defined(GRAPH_API_TENSORFLOW_H_)
#error "graph_api.h and graph_api_tensorflow.h declare the same structs differently: include one"
#endif

/*
 * HOW TO USE THIS HEADER
 *
 * This is the whole library: the structs a core (TensorFlow, or the seabi
 * host) and a device plugin exchange, as Graph optimizer C API 0.0.1, with
 * size macros, struct_size-guarded accessors, validators and layout pins
 * (the last two opt-in, see below).
 * Include it; there is nothing to link. Each member's type, offset, version
 * and meaning is in docs/graph_api.md; what each version changed, in CHANGELOG.md.
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
 *   GO_lineage_of_core(params)  the lineage to pass: seabi's or
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
 * cannot be taken. S_settle and S_settle_in are macros too, and so is GO_lineage_of_core.
 *
 * Allocate a struct you hand over at your own <NAME>_STRUCT_SIZE, zeroed,
 * with struct_size set to it. <NAME>_STRUCT_SIZE_V<x_y_z> gives the size
 * each struct had at each release. With a struct_size known at compile time
 * the guards fold away: the accessors cost nothing over `->`.
 *
 * EXAMPLE
 *
 *   #define SE_TF_WEAK_IMPORTS  (before the first seabi header: TF_AssignVariable is optional)
 *   #include "kernel_api.h"
 *   #include "graph_api.h"
 *
 *   void TF_InitGraph(TP_OptimizerRegistrationParams* params, TF_Status* status) {
 *     GO_Lineage lineage = GO_lineage_of_core(params);
 *     GO_Layout core = GO_layout_of_core(params, NULL);
 *     if (core == GO_LAYOUT_UNKNOWN)  (sizes alike: 2.5, or 2.6..2.9; docs/graph-optimizer.md)
 *       core = GO_layout_of_core(params, SE_TF_PRESENT(TF_AssignVariable) ? "2.6" : "2.5");
 *     TP_Optimizer* opt = TP_OptimizerRegistrationParams_get_optimizer(params);
 *     if (TP_OptimizerRegistrationParams_settle_in(params, lineage) == 0 ||
 *         TP_Optimizer_settle_in(opt, lineage) == 0) {
 *       TF_SetStatus(status, TF_FAILED_PRECONDITION, "no layout fits");
 *       return;
 *     }
 *     TP_OptimizerRegistrationParams_set_device_type(params, "MYDEV");  (the platform's type)
 *     if (!TP_Optimizer_set_optimize_func_with_item(opt, core, my_optimize) &&
 *         !TP_Optimizer_set_optimize_func_without_item(opt, core, my_optimize_2_5)) {
 *       TF_SetStatus(status, TF_FAILED_PRECONDITION, GO_layout_problem_text(core));
 *       return;
 *     }
 *     ...configs: settle, then TP_OptimizerConfigs_set_remapping(configs, TF_TriState_Off);
 *     TF_SetStatus(status, TF_OK, "");
 *   }
 *
 * SIGNATURES struct_size CANNOT TELL: TP_Optimizer.optimize_func
 * has one slot but several signatures, by the core's layout (docs/handshake.md).
 * GO_layout_of_core(params, release) names that layout (which
 * release, without TF_Version: docs/graph-optimizer.md, "Which optimize_func");
 * S_set_f_<variant>(s, layout, fn) writes fn only where that layout calls
 * that signature (S_get_f_<variant> reads likewise). S_set_f itself cannot
 * tell, so using it warns (define SE_ALLOW_UNCHECKED_SIGNATURES to allow).
 *
 * VERSION RULES (GO_MAJOR.GO_MINOR.GO_PATCH, semantic versioning)
 *   MAJOR  anything incompatible; a plugin refuses a core of another major.
 *   MINOR  members, structs, enumerators appended; members deprecated.
 *   PATCH  documentation and fixes only; no layout change.
 * A member is never removed, reordered, retyped or renamed within a major
 * version (a rename is a new member plus a deprecated old one). Deprecated
 * members keep their slot and, unless marked retired, are still filled for
 * older peers. Deprecation warnings can be switched off by defining
 * GO_NO_DEPRECATION_WARNINGS before including this header.
 *
 * OPT-IN SECTIONS (define before including; they only add code):
 *   SE_API_VALIDATORS   the S_validate functions.
 *   SE_API_LAYOUT_PINS  static asserts pinning every offset and size on
 *                     64-bit targets and on i386, so a compiler that disagrees
 *                     with the schema stops the build. Define it in at least
 *                     one translation unit of every build.
 * Both are off by default because they are most of what including this
 * header would otherwise cost a translation unit that needs neither; they
 * live in graph_api_checks.h, which must sit beside this file (install both).
 *
 * Works as C99 or later and C++11 or later (tests/compile holds the matrix).
 */

#include <stddef.h>
#include <stdint.h>

#define GO_MAJOR 0
#define GO_MINOR 0
#define GO_PATCH 1
/* GO_VERSION_DEVELOPMENT is 1 while this header's version is in development:
 * its layouts may still grow under the same version, so two snapshots of it
 * need not agree (the version string then ends in "-dev"). */
#define GO_VERSION_STRING "0.0.1"
#define GO_VERSION_DEVELOPMENT 0

/* Deprecation attributes of this API's names; define GO_NO_DEPRECATION_WARNINGS to
 * silence them. */
#if defined(GO_NO_DEPRECATION_WARNINGS)
#define GO_DEPRECATED(msg)
#define GO_DEPRECATED_ENUMERATOR(msg)
#elif defined(__cplusplus) && __cplusplus >= 201402L
#define GO_DEPRECATED(msg) [[deprecated(msg)]]
#if __cplusplus >= 201703L
#define GO_DEPRECATED_ENUMERATOR(msg) [[deprecated(msg)]]
#else
#define GO_DEPRECATED_ENUMERATOR(msg)
#endif
#elif defined(__GNUC__) || defined(__clang__)
#define GO_DEPRECATED(msg) __attribute__((deprecated(msg)))
#define GO_DEPRECATED_ENUMERATOR(msg) __attribute__((deprecated(msg)))
#else
#define GO_DEPRECATED(msg)
#define GO_DEPRECATED_ENUMERATOR(msg)
#endif

/* Around a deliberate use of a deprecated name: a producer that keeps filling
 * a deprecated member for older peers. Between GO_DEPRECATED_USE_BEGIN and
 * GO_DEPRECATED_USE_END the deprecation warning is silenced, and nowhere else. */
#if defined(__GNUC__) || defined(__clang__)
#define GO_DEPRECATED_USE_BEGIN \
  _Pragma("GCC diagnostic push") _Pragma("GCC diagnostic ignored \"-Wdeprecated-declarations\"")
#define GO_DEPRECATED_USE_END _Pragma("GCC diagnostic pop")
#elif defined(_MSC_VER)
#define GO_DEPRECATED_USE_BEGIN __pragma(warning(push)) __pragma(warning(disable : 4996))
#define GO_DEPRECATED_USE_END __pragma(warning(pop))
#else
#define GO_DEPRECATED_USE_BEGIN
#define GO_DEPRECATED_USE_END
#endif

/* On the accessor S_set_f of a member whose signature differs between
 * layouts: it cannot tell which one the core calls, so using it warns (the
 * typed S_set_f_<variant> can). Define SE_ALLOW_UNCHECKED_SIGNATURES to
 * allow it. */
#if defined(SE_ALLOW_UNCHECKED_SIGNATURES)
#define GO_SIGNATURE_VARIES(msg)
#elif defined(__cplusplus) && __cplusplus >= 201402L
#define GO_SIGNATURE_VARIES(msg) [[deprecated(msg)]]
#elif defined(__GNUC__) || defined(__clang__)
#define GO_SIGNATURE_VARIES(msg) __attribute__((deprecated(msg)))
#else
#define GO_SIGNATURE_VARIES(msg)
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
#error "graph_api.h needs the shared definitions of seabi headers of generation 3: regenerate the headers together"
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


/* Shared: declared once per translation unit. */
#if !defined(SE_PRIVATE_DECLARED_TF_TriState)
#define SE_PRIVATE_DECLARED_TF_TriState
/*
 * A toggle of TensorFlow's own graph passes. The core turns a pass off for
 * graphs on the plugin's device when the plugin says Off (On for
 * disable_model_pruning); Default and On leave it as the user configured it.
 */
typedef enum TF_TriState {
  /* As the user configured it. */
  TF_TriState_Default = 0,
  /* Off. */
  TF_TriState_Off = 1,
  /* On. */
  TF_TriState_On = 2
} TF_TriState;
#endif /* SE_PRIVATE_DECLARED_TF_TriState */

/* ---- Types the core defines (used through pointers only) ------------------ */

/* Shared: declared once per translation unit, and not after TensorFlow's own declaration. */
#if !defined(SE_PRIVATE_DECLARED_TF_Buffer) && !defined(TENSORFLOW_C_TF_BUFFER_H_) && !defined(TENSORFLOW_C_C_API_H_)
#define SE_PRIVATE_DECLARED_TF_Buffer
/*
 * A serialized protocol buffer and who frees it, as tensorflow/c/tf_buffer.h
 * declares it (c_api.h before TensorFlow 2.12). The core frees `data` with
 * `data_deallocator` when it is set.
 */
typedef struct TF_Buffer {
  /* The bytes. */
  const void* data;
  /* How many. */
  size_t length;
  /* Frees `data`; NULL leaves it to whoever owns it. */
  void (*data_deallocator)(void* data, size_t length);
} TF_Buffer;
#endif /* SE_PRIVATE_DECLARED_TF_Buffer */

/*
 * The graph being optimized with its fetch and preserve lists. Opaque, the
 * core's; valid only during optimize_func. Leave it untouched.
 */
typedef struct TF_GrapplerItem TF_GrapplerItem;

/*
 * Inferred tensor properties of a TF_GrapplerItem's graph. Opaque, the core's.
 */
typedef struct TF_GraphProperties TF_GraphProperties;

/*
 * The functions of a graph's library, to look op definitions up. Opaque, the
 * core's.
 */
typedef struct TF_FunctionLibraryDefinition TF_FunctionLibraryDefinition;

/* ---- Structs (declared first so they may refer to each other) ------------- */
typedef struct TP_OptimizerConfigs TP_OptimizerConfigs;
typedef struct TP_Optimizer TP_Optimizer;
typedef struct TP_OptimizerRegistrationParams TP_OptimizerRegistrationParams;

/* ======================================================================== */
/*
 * Which of TensorFlow's own graph passes the plugin turns off (or, for
 * disable_model_pruning, on). The core allocates it, zeroed, and reads it once,
 * by value, after TF_InitGraph returns.
 *
 * Filled by the plugin.
 */
struct TP_OptimizerConfigs {
  /* Unpadded size of the struct as the writer knows it. */
  size_t struct_size;
  /* Reserved for future use; NULL. */
  void* ext;
  /*
   * On disables model pruning (the only toggle whose On matters).
   *
   * since 0.0.1; filled by plugin; 0/NULL is a valid value.
   */
  TF_TriState disable_model_pruning;
  /*
   * The implementation selector pass.
   *
   * since 0.0.1; filled by plugin; 0/NULL is a valid value.
   */
  TF_TriState implementation_selector;
  /*
   * The function optimizer.
   *
   * since 0.0.1; filled by plugin; 0/NULL is a valid value.
   */
  TF_TriState function_optimization;
  /*
   * Common subgraph elimination.
   *
   * since 0.0.1; filled by plugin; 0/NULL is a valid value.
   */
  TF_TriState common_subgraph_elimination;
  /*
   * The arithmetic optimizer.
   *
   * since 0.0.1; filled by plugin; 0/NULL is a valid value.
   */
  TF_TriState arithmetic_optimization;
  /*
   * The debug stripper.
   *
   * since 0.0.1; filled by plugin; 0/NULL is a valid value.
   */
  TF_TriState debug_stripper;
  /*
   * Constant folding.
   *
   * since 0.0.1; filled by plugin; 0/NULL is a valid value.
   */
  TF_TriState constant_folding;
  /*
   * The shape optimizer.
   *
   * since 0.0.1; filled by plugin; 0/NULL is a valid value.
   */
  TF_TriState shape_optimization;
  /*
   * Automatic mixed precision (float16).
   *
   * since 0.0.1; filled by plugin; 0/NULL is a valid value.
   */
  TF_TriState auto_mixed_precision;
  /*
   * Automatic mixed precision for oneDNN (bfloat16).
   *
   * since 0.0.1; filled by plugin; 0/NULL is a valid value.
   */
  TF_TriState auto_mixed_precision_mkl;
  /*
   * Pinning small ops to the host.
   *
   * since 0.0.1; filled by plugin; 0/NULL is a valid value.
   */
  TF_TriState pin_to_host_optimization;
  /*
   * The layout optimizer.
   *
   * since 0.0.1; filled by plugin; 0/NULL is a valid value.
   */
  TF_TriState layout_optimizer;
  /*
   * The remapper (op fusion).
   *
   * since 0.0.1; filled by plugin; 0/NULL is a valid value.
   */
  TF_TriState remapping;
  /*
   * The loop optimizer.
   *
   * since 0.0.1; filled by plugin; 0/NULL is a valid value.
   */
  TF_TriState loop_optimization;
  /*
   * The dependency optimizer.
   *
   * since 0.0.1; filled by plugin; 0/NULL is a valid value.
   */
  TF_TriState dependency_optimization;
  /*
   * Automatic parallelization.
   *
   * since 0.0.1; filled by plugin; 0/NULL is a valid value.
   */
  TF_TriState auto_parallel;
  /*
   * The memory optimizer.
   *
   * since 0.0.1; filled by plugin; 0/NULL is a valid value.
   */
  TF_TriState memory_optimization;
  /*
   * The scoped allocator optimizer.
   *
   * since 0.0.1; filled by plugin; 0/NULL is a valid value.
   */
  TF_TriState scoped_allocator_optimization;
};

#define TP_OPTIMIZER_CONFIGS_STRUCT_SIZE SE_PRIVATE_OFFSET_OF_END(TP_OptimizerConfigs, scoped_allocator_optimization)
#define TP_OPTIMIZER_CONFIGS_STRUCT_SIZE_V0_0_1 TP_OPTIMIZER_CONFIGS_STRUCT_SIZE

/* ======================================================================== */
/* The type of each TP_Optimizer callback (S_get_f returns it). */
typedef void* (*TP_Optimizer_create_func_fn)(void);
typedef void (*TP_Optimizer_optimize_func_fn)(void* optimizer, TF_Buffer* graph_buf, TF_Buffer* optimized_graph_buf, TF_Status* status);
typedef void (*TP_Optimizer_destroy_func_fn)(void* optimizer);
/*
 * The plugin's optimizer. The core copies it by value after TF_InitGraph
 * returns, so later writes have no effect.
 *
 * Filled by the plugin.
 */
struct TP_Optimizer {
  /* Unpadded size of the struct as the writer knows it. */
  size_t struct_size;
  /* Reserved for future use; NULL. */
  void* ext;
  /*
   * Creates the optimizer's state; the core passes it to optimize_func and
   * destroy_func. NULL: the state is NULL.
   *
   * since 0.0.1; filled by plugin; optional, 0/NULL by default.
   */
  TP_Optimizer_create_func_fn create_func;
  /*
   * Optimizes a serialized GraphDef (graph_buf, the core's) into
   * optimized_graph_buf (empty on entry; the plugin sets data, length and
   * normally data_deallocator). An OK status with an empty output replaces the
   * graph with nothing: to leave it unchanged, copy the input. The core calls
   * it twice per graph of at least four nodes (meta-optimizer iterations). This
   * is the signature of seabi's cores and TensorFlow 2.5's; TensorFlow 2.6 and
   * later pass the TF_GrapplerItem too (variant with_item): install it with
   * TP_Optimizer_set_optimize_func_with_item or _without_item
   * (docs/handshake.md).
   *
   * since 0.0.1; filled by plugin; required; 0/NULL is a no-op.
   */
  TP_Optimizer_optimize_func_fn optimize_func;
  /*
   * Destroys the state create_func made. The core calls it whenever it is set,
   * even when create_func is NULL.
   *
   * since 0.0.1; filled by plugin; optional, 0/NULL by default.
   */
  TP_Optimizer_destroy_func_fn destroy_func;
};

#define TP_OPTIMIZER_STRUCT_SIZE SE_PRIVATE_OFFSET_OF_END(TP_Optimizer, destroy_func)
#define TP_OPTIMIZER_STRUCT_SIZE_V0_0_1 TP_OPTIMIZER_STRUCT_SIZE

/* ======================================================================== */
/*
 * What TF_InitGraph receives: the version the core implements, and the configs
 * and optimizer the core allocated for the plugin to fill.
 *
 * Filled by the plugin.
 */
struct TP_OptimizerRegistrationParams {
  /* Unpadded size of the struct as the writer knows it. */
  size_t struct_size;
  /* Reserved for future use; NULL. */
  void* ext;
  /*
   * The graph API major version the core implements.
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
   * The device type whose graphs the optimizer handles: the platform's type
   * (SP_Platform.type, e.g. "MYDEV"), or CPU or GPU. The core keeps the pointer
   * for the life of the process, and a second registration of the same type is
   * fatal. TensorFlow checks no pattern.
   *
   * since 0.0.1; filled by plugin; required; 0/NULL is a no-op.
   */
  const char* device_type;
  /*
   * The configs to fill (the core's).
   *
   * since 0.0.1; filled by core; 0/NULL is a no-op.
   */
  TP_OptimizerConfigs* optimizer_configs;
  /*
   * The optimizer to fill (the core's).
   *
   * since 0.0.1; filled by core; 0/NULL is a no-op.
   */
  TP_Optimizer* optimizer;
};

#define TP_OPTIMIZER_REGISTRATION_PARAMS_STRUCT_SIZE SE_PRIVATE_OFFSET_OF_END(TP_OptimizerRegistrationParams, optimizer)
#define TP_OPTIMIZER_REGISTRATION_PARAMS_STRUCT_SIZE_V0_0_1 TP_OPTIMIZER_REGISTRATION_PARAMS_STRUCT_SIZE

/*
 * The symbol a plugin with a graph optimizer exports. The core (after the
 * StreamExecutor module) zeroes the three structs, presets their struct_size,
 * fills the version and the two pointers, and calls it once; the plugin fills
 * the optimizer, the configs and device_type and sets status.
 * TF_InitGraphPlugin, the pre-release name, is never looked up.
 */
SE_PLUGIN_EXPORT void TF_InitGraph(TP_OptimizerRegistrationParams* params, TF_Status* status);
typedef void (*TF_InitGraphFn)(TP_OptimizerRegistrationParams* params, TF_Status* status);

/* ---- Functions the core exports for plugins to call -------------------------
 * Declared here; the process that loads the plugin defines them. */

/* Shared: declared once per translation unit, and not after TensorFlow's own declaration. */
#if !defined(SE_PRIVATE_DECLARED_TF_NewBuffer) && !defined(TENSORFLOW_C_TF_BUFFER_H_) && !defined(TENSORFLOW_C_C_API_H_)
#define SE_PRIVATE_DECLARED_TF_NewBuffer
/* A new empty buffer (the core's; free it with TF_DeleteBuffer). */
/* Exported by TF 2.5-master: framework; every seabi core. */
extern TF_Buffer* TF_NewBuffer(void);
#endif /* SE_PRIVATE_DECLARED_TF_NewBuffer */

/* Shared: declared once per translation unit, and not after TensorFlow's own declaration. */
#if !defined(SE_PRIVATE_DECLARED_TF_NewBufferFromString) && !defined(TENSORFLOW_C_TF_BUFFER_H_) && !defined(TENSORFLOW_C_C_API_H_)
#define SE_PRIVATE_DECLARED_TF_NewBufferFromString
/* A new buffer holding a copy of proto_len bytes at proto. */
/* Exported by TF 2.5-master: framework; every seabi core. */
extern TF_Buffer* TF_NewBufferFromString(const void* proto, size_t proto_len);
#endif /* SE_PRIVATE_DECLARED_TF_NewBufferFromString */

/* Shared: declared once per translation unit, and not after TensorFlow's own declaration. */
#if !defined(SE_PRIVATE_DECLARED_TF_DeleteBuffer) && !defined(TENSORFLOW_C_TF_BUFFER_H_) && !defined(TENSORFLOW_C_C_API_H_)
#define SE_PRIVATE_DECLARED_TF_DeleteBuffer
/* Frees a buffer, calling its data_deallocator when set. */
/* Exported by TF 2.5-master: framework; every seabi core. */
extern void TF_DeleteBuffer(TF_Buffer* buffer);
#endif /* SE_PRIVATE_DECLARED_TF_DeleteBuffer */

/* Shared: declared once per translation unit, and not after TensorFlow's own declaration. */
#if !defined(SE_PRIVATE_DECLARED_TF_Version) && !defined(TENSORFLOW_C_C_API_H_)
#define SE_PRIVATE_DECLARED_TF_Version
/*
 * The TensorFlow release of the process, e.g. "2.9.1" (tensorflow/c/c_api.h).
 * Not exported by libtensorflow_framework: a plugin importing it fails dlopen
 * unless it links _pywrap_tensorflow_internal (docs/symbols.md).
 * GO_layout_of_core needs no TF_Version (docs/graph-optimizer.md).
 */
/* Exported by TF 2.5-2.11: pywrap; 2.12-master: pywrap+cc; every seabi core. */
extern SE_TF_OPTIONAL const char* TF_Version(void);
#endif /* SE_PRIVATE_DECLARED_TF_Version */

/*
 * The number of nodes the optimizer must preserve, and their names' total
 * length.
 */
/* Exported by TF 2.5-master: pywrap; every seabi core. */
extern SE_TF_OPTIONAL void TF_GetNodesToPreserveListSize(const TF_GrapplerItem* item, int* num_values, size_t* storage_size, TF_Status* status);

/*
 * The names of the nodes to preserve, copied without NUL terminators into
 * storage; INVALID_ARGUMENT when storage is too small. Unordered.
 */
/* Exported by TF 2.5-master: pywrap; every seabi core. */
extern SE_TF_OPTIONAL void TF_GetNodesToPreserveList(const TF_GrapplerItem* item, char** values, size_t* lengths, int num_values, void* storage, size_t storage_size, TF_Status* status);

/* The number of fetch nodes and their names' total length. */
/* Exported by TF 2.5-master: pywrap; every seabi core. */
extern SE_TF_OPTIONAL void TF_GetFetchNodesListSize(const TF_GrapplerItem* item, int* num_values, size_t* storage_size, TF_Status* status);

/* The names of the fetch nodes, copied as TF_GetNodesToPreserveList copies. */
/* Exported by TF 2.5-master: pywrap; every seabi core. */
extern SE_TF_OPTIONAL void TF_GetFetchNodesList(const TF_GrapplerItem* item, char** values, size_t* lengths, int num_values, void* storage, size_t storage_size, TF_Status* status);

/* New graph properties of an item, which must outlive them. */
/* Exported by TF 2.5-master: pywrap; every seabi core. */
extern SE_TF_OPTIONAL TF_GraphProperties* TF_NewGraphProperties(const TF_GrapplerItem* item);

/* Frees graph properties. */
/* Exported by TF 2.5-master: pywrap; every seabi core. */
extern SE_TF_OPTIONAL void TF_DeleteGraphProperties(TF_GraphProperties* graph_properties);

/* Infers tensor properties by abstract interpretation. */
/* Exported by TF 2.5-master: pywrap; every seabi core. */
extern SE_TF_OPTIONAL void TF_InferStatically(TF_GraphProperties* graph_properties, TF_Bool assume_valid_feeds, TF_Bool aggressive_shape_inference, TF_Bool include_input_tensor_values, TF_Bool include_output_tensor_values, TF_Status* status);

/* The number of input tensor properties of a node. */
/* Exported by TF 2.5-master: pywrap; every seabi core. */
extern SE_TF_OPTIONAL void TF_GetInputPropertiesListSize(TF_GraphProperties* graph_properties, const char* name, int* num_values, TF_Status* status);

/* The number of output tensor properties of a node. */
/* Exported by TF 2.5-master: pywrap; every seabi core. */
extern SE_TF_OPTIONAL void TF_GetOutputPropertiesListSize(TF_GraphProperties* graph_properties, const char* name, int* num_values, TF_Status* status);

/* A node's input tensor properties, serialized into empty caller buffers. */
/* Exported by TF 2.5-master: pywrap; every seabi core. */
extern SE_TF_OPTIONAL void TF_GetInputPropertiesList(TF_GraphProperties* graph_properties, const char* name, TF_Buffer** properties, int num_values, TF_Status* status);

/* A node's output tensor properties, serialized into empty caller buffers. */
/* Exported by TF 2.5-master: pywrap; every seabi core. */
extern SE_TF_OPTIONAL void TF_GetOutputPropertiesList(TF_GraphProperties* graph_properties, const char* name, TF_Buffer** properties, int num_values, TF_Status* status);

/*
 * The function library of a serialized GraphDef. `graph_buf` is const from
 * TensorFlow 2.13 on (source level only).
 */
/* Exported by TF 2.5-master: pywrap; every seabi core. */
extern SE_TF_OPTIONAL TF_FunctionLibraryDefinition* TF_NewFunctionLibraryDefinition(const TF_Buffer* graph_buf, TF_Status* status);

/* Frees a function library. */
/* Exported by TF 2.5-master: pywrap; every seabi core. */
extern SE_TF_OPTIONAL void TF_DeleteFunctionLibraryDefinition(TF_FunctionLibraryDefinition* fn_lib);

/* The OpDef of an op type, serialized into buf. */
/* Exported by TF 2.5-master: pywrap; every seabi core. */
extern SE_TF_OPTIONAL void TF_LookUpOpDef(TF_FunctionLibraryDefinition* fn_lib, const char* name, TF_Buffer* buf, TF_Status* status);

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
 * can, sometimes (GO_lineage_of_core reads both). */
typedef enum GO_Lineage {
  GO_LINEAGE_ANY = 0,
  GO_LINEAGE_SEABI = 1,
  GO_LINEAGE_TENSORFLOW = 2
} GO_Lineage;

/* The lineage a reported version proves. TensorFlow's cores all report 0.0.1,
 * so any other version is seabi's; a core reporting it may be either. */
SE_INLINE GO_Lineage se_private_go_lineage_of_version(int32_t major, int32_t minor, int32_t patch) {
  if (major == 0 && minor == 0 && patch == 1) return GO_LINEAGE_ANY;
  return GO_LINEAGE_SEABI;
}
/* Deprecated: the version alone leaves every core reporting 0.0.1
 * at GO_LINEAGE_ANY, and S_settle_in in a newer core may then place nothing
 * this build must fill. GO_lineage_of_core(params) also reads the sizes. */
GO_DEPRECATED("the version alone cannot tell the core's lineage: use GO_lineage_of_core(params)")
SE_INLINE GO_Lineage GO_lineage_of_version(int32_t major, int32_t minor, int32_t patch) {
  return se_private_go_lineage_of_version(major, minor, patch);
}

/* Why S_settle_in returned 0 (S_settle_problem; GO_settle_problem_text). */
typedef enum GO_SettleProblem {
  GO_SETTLE_OK = 0,            /* it settles */
  GO_SETTLE_NO_LAYOUT = 1,     /* struct_size fits no layout: 0, or below every layout */
  GO_SETTLE_NEEDS_LINEAGE = 2, /* without the core's lineage, struct_size places a member this
                                 build must fill differently in each lineage's layouts */
  GO_SETTLE_UNPLACEABLE = 3    /* in the lineage given, the layouts struct_size stands for place
                                 a member this build must fill differently */
} GO_SettleProblem;

/* The problem in words, for the status a plugin fails with. */
SE_INLINE const char* GO_settle_problem_text(GO_SettleProblem p) {
  switch (p) {
    case GO_SETTLE_OK: return "settled";
    case GO_SETTLE_NO_LAYOUT: return "the core's struct_size fits no layout this header knows";
    case GO_SETTLE_NEEDS_LINEAGE:
      return "without the core's lineage its struct_size places members this build must fill differently in "
             "each lineage's layouts: settle in GO_lineage_of_core(params)";
    case GO_SETTLE_UNPLACEABLE:
      return "the layouts the core's struct_size stands for in that lineage place members this build must "
             "fill differently";
  }
  return "unknown problem";
}
/* The known layouts that are not a prefix of the structs above, described
 * for the compiler where it computes the layout numbers (SE_PRIVATE_BY_ABI)
 * or the pins check the literals against them; elsewhere nothing needs them. */
#if defined(SE_PRIVATE_COMPUTED_LAYOUTS) || defined(SE_API_LAYOUT_PINS)
struct se_private_TP_OptimizerConfigs_tensorflow_2_10 {
  size_t struct_size;
  void* ext;
  TF_TriState disable_model_pruning;
  TF_TriState implementation_selector;
  TF_TriState function_optimization;
  TF_TriState common_subgraph_elimination;
  TF_TriState arithmetic_optimization;
  TF_TriState debug_stripper;
  TF_TriState constant_folding;
  TF_TriState shape_optimization;
  TF_TriState auto_mixed_precision;
  TF_TriState auto_mixed_precision_onednn_bfloat16;
  TF_TriState auto_mixed_precision_mkl;
  TF_TriState pin_to_host_optimization;
  TF_TriState layout_optimizer;
  TF_TriState remapping;
  TF_TriState loop_optimization;
  TF_TriState dependency_optimization;
  TF_TriState auto_parallel;
  TF_TriState memory_optimization;
  TF_TriState scoped_allocator_optimization;
};
#endif

/* struct_size of each struct in each TensorFlow edition's core, and in each
 * in-between core the schema records (SIZE_<name>, e.g. _RFC_257_TEXT). */
#define TP_OPTIMIZER_CONFIGS_STRUCT_SIZE_TENSORFLOW_2_5 TP_OPTIMIZER_CONFIGS_STRUCT_SIZE
#define TP_OPTIMIZER_CONFIGS_STRUCT_SIZE_TENSORFLOW_2_6 TP_OPTIMIZER_CONFIGS_STRUCT_SIZE
#define TP_OPTIMIZER_CONFIGS_STRUCT_SIZE_TENSORFLOW_2_10 SE_PRIVATE_SIZE(SE_PRIVATE_BY_ABI(92, 84, SE_PRIVATE_OFFSET_OF_END(struct se_private_TP_OptimizerConfigs_tensorflow_2_10, scoped_allocator_optimization)))
#define TP_OPTIMIZER_STRUCT_SIZE_TENSORFLOW_2_5 TP_OPTIMIZER_STRUCT_SIZE
#define TP_OPTIMIZER_STRUCT_SIZE_TENSORFLOW_2_6 TP_OPTIMIZER_STRUCT_SIZE
#define TP_OPTIMIZER_STRUCT_SIZE_TENSORFLOW_2_10 TP_OPTIMIZER_STRUCT_SIZE
#define TP_OPTIMIZER_REGISTRATION_PARAMS_STRUCT_SIZE_TENSORFLOW_2_5 TP_OPTIMIZER_REGISTRATION_PARAMS_STRUCT_SIZE
#define TP_OPTIMIZER_REGISTRATION_PARAMS_STRUCT_SIZE_TENSORFLOW_2_6 TP_OPTIMIZER_REGISTRATION_PARAMS_STRUCT_SIZE
#define TP_OPTIMIZER_REGISTRATION_PARAMS_STRUCT_SIZE_TENSORFLOW_2_10 TP_OPTIMIZER_REGISTRATION_PARAMS_STRUCT_SIZE

/* The row of the core's lineage's settle table that holds the struct_size
 * of the struct at s (an unknown lineage value counts as GO_LINEAGE_ANY):
 * the size to leave, SE_PRIVATE_ROUND_DOWN, SE_PRIVATE_UNPLACEABLE, or 0. */
SE_PRIVATE_LAZY SE_INLINE size_t se_private_go_settle_row(const void* s, GO_Lineage lineage, const se_private_row* rows_any, size_t count_any, const se_private_row* rows_seabi, size_t count_seabi, const se_private_row* rows_tensorflow, size_t count_tensorflow) {
  const se_private_row* rows = rows_any;
  size_t count = count_any;
  if (lineage == GO_LINEAGE_SEABI) {
    rows = rows_seabi;
    count = count_seabi;
  }
  if (lineage == GO_LINEAGE_TENSORFLOW) {
    rows = rows_tensorflow;
    count = count_tensorflow;
  }
  return se_private_lookup(s, rows, count);
}
/* What S_settle_in does to the struct at s (NULL: nothing): writes the size
 * its row says into struct_size and returns it, or returns 0 and leaves
 * the struct untouched (no row; a member this build must fill left out). */
SE_PRIVATE_LAZY SE_INLINE size_t se_private_go_settle(void* s, GO_Lineage lineage, const se_private_row* rows_any, size_t count_any, const se_private_row* rows_seabi, size_t count_seabi, const se_private_row* rows_tensorflow, size_t count_tensorflow) {
  size_t to = se_private_go_settle_row(s, lineage, rows_any, count_any, rows_seabi, count_seabi, rows_tensorflow, count_tensorflow);
  if (to == SE_PRIVATE_UNPLACEABLE) return 0;
  if (to == SE_PRIVATE_ROUND_DOWN) {
    to = *SE_PRIVATE_CPTR(size_t, s);
    to -= to % sizeof(void*);
  }
  if (to != 0) *SE_PRIVATE_AT(size_t, s, 0) = to;
  return to;
}
/* What S_settle_problem answers. */
SE_PRIVATE_LAZY SE_INLINE GO_SettleProblem se_private_go_settle_problem(const void* s, GO_Lineage lineage, const se_private_row* rows_any, size_t count_any, const se_private_row* rows_seabi, size_t count_seabi, const se_private_row* rows_tensorflow, size_t count_tensorflow) {
  size_t to = se_private_go_settle_row(s, lineage, rows_any, count_any, rows_seabi, count_seabi, rows_tensorflow, count_tensorflow);
  if (to == 0) return GO_SETTLE_NO_LAYOUT;
  if (to != SE_PRIVATE_UNPLACEABLE) return GO_SETTLE_OK;
  if (lineage == GO_LINEAGE_SEABI) return GO_SETTLE_UNPLACEABLE;
  if (lineage == GO_LINEAGE_TENSORFLOW) return GO_SETTLE_UNPLACEABLE;
  return GO_SETTLE_NEEDS_LINEAGE;
}
/* S_settle_in(s, lineage) and S_settle_problem(s, lineage) of the struct S
 * whose settle tables, by the core's lineage, are the last arguments.
 * Call S_settle_in once on every S you receive to fill, with the core's
 * lineage (GO_lineage_of_core): it sets struct_size to the largest size
 * inside the one the other side allocated that this build can fill and
 * that the accessors place where that core reads, so the other side reads
 * exactly what was written. It returns that size, or 0 (struct untouched)
 * when the other side's struct_size fits no layout or settling would leave
 * out a member this build must fill; S_settle_problem says which. */
#define SE_PRIVATE_GO_SETTLE_IN(S, s, lineage, rows_any, rows_seabi, rows_tensorflow) \
  se_private_go_settle(SE_PRIVATE_AS(S, s), lineage, SE_PRIVATE_TABLE(rows_any), SE_PRIVATE_TABLE(rows_seabi), SE_PRIVATE_TABLE(rows_tensorflow))
#define SE_PRIVATE_GO_SETTLE_PROBLEM(S, s, lineage, rows_any, rows_seabi, rows_tensorflow) \
  se_private_go_settle_problem(SE_PRIVATE_AS(const S, s), lineage, SE_PRIVATE_TABLE(rows_any), SE_PRIVATE_TABLE(rows_seabi), SE_PRIVATE_TABLE(rows_tensorflow))

/* ---- Accessors: struct_size-guarded has/get/set for every member ---------- */

/* TP_OptimizerConfigs */
/* The sizes and offsets its accessors name: on 64-bit targets, on i386, elsewhere. */
#define se_private_end_TP_OptimizerConfigs_scoped_allocator_optimization SE_PRIVATE_END_BY_ABI(88, 80, TP_OptimizerConfigs, scoped_allocator_optimization)
#define se_private_end_TP_OptimizerConfigs_tensorflow_2_10_scoped_allocator_optimization SE_PRIVATE_END_BY_ABI(92, 84, struct se_private_TP_OptimizerConfigs_tensorflow_2_10, scoped_allocator_optimization)
#define se_private_off_TP_OptimizerConfigs_auto_mixed_precision_mkl SE_PRIVATE_OFF_BY_ABI(52, 44, TP_OptimizerConfigs, auto_mixed_precision_mkl)
#define se_private_off_TP_OptimizerConfigs_tensorflow_2_10_auto_mixed_precision_mkl SE_PRIVATE_OFF_BY_ABI(56, 48, struct se_private_TP_OptimizerConfigs_tensorflow_2_10, auto_mixed_precision_mkl)
#define se_private_off_TP_OptimizerConfigs_pin_to_host_optimization SE_PRIVATE_OFF_BY_ABI(56, 48, TP_OptimizerConfigs, pin_to_host_optimization)
#define se_private_off_TP_OptimizerConfigs_tensorflow_2_10_pin_to_host_optimization SE_PRIVATE_OFF_BY_ABI(60, 52, struct se_private_TP_OptimizerConfigs_tensorflow_2_10, pin_to_host_optimization)
#define se_private_off_TP_OptimizerConfigs_layout_optimizer SE_PRIVATE_OFF_BY_ABI(60, 52, TP_OptimizerConfigs, layout_optimizer)
#define se_private_off_TP_OptimizerConfigs_tensorflow_2_10_layout_optimizer SE_PRIVATE_OFF_BY_ABI(64, 56, struct se_private_TP_OptimizerConfigs_tensorflow_2_10, layout_optimizer)
#define se_private_off_TP_OptimizerConfigs_remapping SE_PRIVATE_OFF_BY_ABI(64, 56, TP_OptimizerConfigs, remapping)
#define se_private_off_TP_OptimizerConfigs_tensorflow_2_10_remapping SE_PRIVATE_OFF_BY_ABI(68, 60, struct se_private_TP_OptimizerConfigs_tensorflow_2_10, remapping)
#define se_private_off_TP_OptimizerConfigs_loop_optimization SE_PRIVATE_OFF_BY_ABI(68, 60, TP_OptimizerConfigs, loop_optimization)
#define se_private_off_TP_OptimizerConfigs_tensorflow_2_10_loop_optimization SE_PRIVATE_OFF_BY_ABI(72, 64, struct se_private_TP_OptimizerConfigs_tensorflow_2_10, loop_optimization)
#define se_private_off_TP_OptimizerConfigs_dependency_optimization SE_PRIVATE_OFF_BY_ABI(72, 64, TP_OptimizerConfigs, dependency_optimization)
#define se_private_off_TP_OptimizerConfigs_tensorflow_2_10_dependency_optimization SE_PRIVATE_OFF_BY_ABI(76, 68, struct se_private_TP_OptimizerConfigs_tensorflow_2_10, dependency_optimization)
#define se_private_off_TP_OptimizerConfigs_auto_parallel SE_PRIVATE_OFF_BY_ABI(76, 68, TP_OptimizerConfigs, auto_parallel)
#define se_private_off_TP_OptimizerConfigs_tensorflow_2_10_auto_parallel SE_PRIVATE_OFF_BY_ABI(80, 72, struct se_private_TP_OptimizerConfigs_tensorflow_2_10, auto_parallel)
#define se_private_off_TP_OptimizerConfigs_memory_optimization SE_PRIVATE_OFF_BY_ABI(80, 72, TP_OptimizerConfigs, memory_optimization)
#define se_private_off_TP_OptimizerConfigs_tensorflow_2_10_memory_optimization SE_PRIVATE_OFF_BY_ABI(84, 76, struct se_private_TP_OptimizerConfigs_tensorflow_2_10, memory_optimization)
#define se_private_off_TP_OptimizerConfigs_scoped_allocator_optimization SE_PRIVATE_OFF_BY_ABI(84, 76, TP_OptimizerConfigs, scoped_allocator_optimization)
#define se_private_off_TP_OptimizerConfigs_tensorflow_2_10_scoped_allocator_optimization SE_PRIVATE_OFF_BY_ABI(88, 80, struct se_private_TP_OptimizerConfigs_tensorflow_2_10, scoped_allocator_optimization)
#define se_private_end_TP_OptimizerConfigs_struct_size SE_PRIVATE_END_BY_ABI(8, 4, TP_OptimizerConfigs, struct_size)
#define se_private_end_TP_OptimizerConfigs_disable_model_pruning SE_PRIVATE_END_BY_ABI(20, 12, TP_OptimizerConfigs, disable_model_pruning)
#define se_private_end_TP_OptimizerConfigs_implementation_selector SE_PRIVATE_END_BY_ABI(24, 16, TP_OptimizerConfigs, implementation_selector)
#define se_private_end_TP_OptimizerConfigs_function_optimization SE_PRIVATE_END_BY_ABI(28, 20, TP_OptimizerConfigs, function_optimization)
#define se_private_end_TP_OptimizerConfigs_common_subgraph_elimination SE_PRIVATE_END_BY_ABI(32, 24, TP_OptimizerConfigs, common_subgraph_elimination)
#define se_private_end_TP_OptimizerConfigs_arithmetic_optimization SE_PRIVATE_END_BY_ABI(36, 28, TP_OptimizerConfigs, arithmetic_optimization)
#define se_private_end_TP_OptimizerConfigs_debug_stripper SE_PRIVATE_END_BY_ABI(40, 32, TP_OptimizerConfigs, debug_stripper)
#define se_private_end_TP_OptimizerConfigs_constant_folding SE_PRIVATE_END_BY_ABI(44, 36, TP_OptimizerConfigs, constant_folding)
#define se_private_end_TP_OptimizerConfigs_shape_optimization SE_PRIVATE_END_BY_ABI(48, 40, TP_OptimizerConfigs, shape_optimization)
#define se_private_end_TP_OptimizerConfigs_auto_mixed_precision SE_PRIVATE_END_BY_ABI(52, 44, TP_OptimizerConfigs, auto_mixed_precision)
#define se_private_end_TP_OptimizerConfigs_auto_mixed_precision_mkl SE_PRIVATE_END_BY_ABI(56, 48, TP_OptimizerConfigs, auto_mixed_precision_mkl)
#define TP_OptimizerConfigs_has_struct_size(s) SE_PRIVATE_HAS(TP_OptimizerConfigs, struct_size, s)
#define TP_OptimizerConfigs_get_struct_size(s) SE_PRIVATE_GET(TP_OptimizerConfigs, struct_size, size_t, s)
#define TP_OptimizerConfigs_set_struct_size(s, v) SE_PRIVATE_SET(TP_OptimizerConfigs, struct_size, size_t, s, v)
#define TP_OptimizerConfigs_has_ext(s) SE_PRIVATE_HAS(TP_OptimizerConfigs, ext, s)
#define TP_OptimizerConfigs_get_ext(s) SE_PRIVATE_GET(TP_OptimizerConfigs, ext, void*, s)
#define TP_OptimizerConfigs_set_ext(s, v) SE_PRIVATE_SET(TP_OptimizerConfigs, ext, void*, s, v)
#define TP_OptimizerConfigs_has_disable_model_pruning(s) SE_PRIVATE_HAS(TP_OptimizerConfigs, disable_model_pruning, s)
#define TP_OptimizerConfigs_get_disable_model_pruning(s) SE_PRIVATE_GET(TP_OptimizerConfigs, disable_model_pruning, TF_TriState, s)
#define TP_OptimizerConfigs_set_disable_model_pruning(s, v) SE_PRIVATE_SET(TP_OptimizerConfigs, disable_model_pruning, TF_TriState, s, v)
#define TP_OptimizerConfigs_has_implementation_selector(s) SE_PRIVATE_HAS(TP_OptimizerConfigs, implementation_selector, s)
#define TP_OptimizerConfigs_get_implementation_selector(s) SE_PRIVATE_GET(TP_OptimizerConfigs, implementation_selector, TF_TriState, s)
#define TP_OptimizerConfigs_set_implementation_selector(s, v) SE_PRIVATE_SET(TP_OptimizerConfigs, implementation_selector, TF_TriState, s, v)
#define TP_OptimizerConfigs_has_function_optimization(s) SE_PRIVATE_HAS(TP_OptimizerConfigs, function_optimization, s)
#define TP_OptimizerConfigs_get_function_optimization(s) SE_PRIVATE_GET(TP_OptimizerConfigs, function_optimization, TF_TriState, s)
#define TP_OptimizerConfigs_set_function_optimization(s, v) SE_PRIVATE_SET(TP_OptimizerConfigs, function_optimization, TF_TriState, s, v)
#define TP_OptimizerConfigs_has_common_subgraph_elimination(s) SE_PRIVATE_HAS(TP_OptimizerConfigs, common_subgraph_elimination, s)
#define TP_OptimizerConfigs_get_common_subgraph_elimination(s) SE_PRIVATE_GET(TP_OptimizerConfigs, common_subgraph_elimination, TF_TriState, s)
#define TP_OptimizerConfigs_set_common_subgraph_elimination(s, v) SE_PRIVATE_SET(TP_OptimizerConfigs, common_subgraph_elimination, TF_TriState, s, v)
#define TP_OptimizerConfigs_has_arithmetic_optimization(s) SE_PRIVATE_HAS(TP_OptimizerConfigs, arithmetic_optimization, s)
#define TP_OptimizerConfigs_get_arithmetic_optimization(s) SE_PRIVATE_GET(TP_OptimizerConfigs, arithmetic_optimization, TF_TriState, s)
#define TP_OptimizerConfigs_set_arithmetic_optimization(s, v) SE_PRIVATE_SET(TP_OptimizerConfigs, arithmetic_optimization, TF_TriState, s, v)
#define TP_OptimizerConfigs_has_debug_stripper(s) SE_PRIVATE_HAS(TP_OptimizerConfigs, debug_stripper, s)
#define TP_OptimizerConfigs_get_debug_stripper(s) SE_PRIVATE_GET(TP_OptimizerConfigs, debug_stripper, TF_TriState, s)
#define TP_OptimizerConfigs_set_debug_stripper(s, v) SE_PRIVATE_SET(TP_OptimizerConfigs, debug_stripper, TF_TriState, s, v)
#define TP_OptimizerConfigs_has_constant_folding(s) SE_PRIVATE_HAS(TP_OptimizerConfigs, constant_folding, s)
#define TP_OptimizerConfigs_get_constant_folding(s) SE_PRIVATE_GET(TP_OptimizerConfigs, constant_folding, TF_TriState, s)
#define TP_OptimizerConfigs_set_constant_folding(s, v) SE_PRIVATE_SET(TP_OptimizerConfigs, constant_folding, TF_TriState, s, v)
#define TP_OptimizerConfigs_has_shape_optimization(s) SE_PRIVATE_HAS(TP_OptimizerConfigs, shape_optimization, s)
#define TP_OptimizerConfigs_get_shape_optimization(s) SE_PRIVATE_GET(TP_OptimizerConfigs, shape_optimization, TF_TriState, s)
#define TP_OptimizerConfigs_set_shape_optimization(s, v) SE_PRIVATE_SET(TP_OptimizerConfigs, shape_optimization, TF_TriState, s, v)
#define TP_OptimizerConfigs_has_auto_mixed_precision(s) SE_PRIVATE_HAS(TP_OptimizerConfigs, auto_mixed_precision, s)
#define TP_OptimizerConfigs_get_auto_mixed_precision(s) SE_PRIVATE_GET(TP_OptimizerConfigs, auto_mixed_precision, TF_TriState, s)
#define TP_OptimizerConfigs_set_auto_mixed_precision(s, v) SE_PRIVATE_SET(TP_OptimizerConfigs, auto_mixed_precision, TF_TriState, s, v)
/* Where auto_mixed_precision_mkl is, by the struct_size the other side set. */
#define se_private_place_TP_OptimizerConfigs_auto_mixed_precision_mkl() \
  { se_private_end_TP_OptimizerConfigs_scoped_allocator_optimization, se_private_end_TP_OptimizerConfigs_tensorflow_2_10_scoped_allocator_optimization - 1, se_private_off_TP_OptimizerConfigs_auto_mixed_precision_mkl }, /* exactly 0.0.1 (+2), and up */ \
  { se_private_end_TP_OptimizerConfigs_tensorflow_2_10_scoped_allocator_optimization, se_private_end_TP_OptimizerConfigs_tensorflow_2_10_scoped_allocator_optimization, se_private_off_TP_OptimizerConfigs_tensorflow_2_10_auto_mixed_precision_mkl }, /* exactly tensorflow-2.10 */
#define TP_OptimizerConfigs_has_auto_mixed_precision_mkl(s) SE_PRIVATE_DHAS(TP_OptimizerConfigs, se_private_place_TP_OptimizerConfigs_auto_mixed_precision_mkl, s)
#define TP_OptimizerConfigs_get_auto_mixed_precision_mkl(s) SE_PRIVATE_DGET(TP_OptimizerConfigs, se_private_place_TP_OptimizerConfigs_auto_mixed_precision_mkl, TF_TriState, s)
#define TP_OptimizerConfigs_set_auto_mixed_precision_mkl(s, v) SE_PRIVATE_DSET(TP_OptimizerConfigs, se_private_place_TP_OptimizerConfigs_auto_mixed_precision_mkl, TF_TriState, s, v)
/* Where pin_to_host_optimization is, by the struct_size the other side set. */
#define se_private_place_TP_OptimizerConfigs_pin_to_host_optimization() \
  { se_private_end_TP_OptimizerConfigs_scoped_allocator_optimization, se_private_end_TP_OptimizerConfigs_tensorflow_2_10_scoped_allocator_optimization - 1, se_private_off_TP_OptimizerConfigs_pin_to_host_optimization }, /* exactly 0.0.1 (+2), and up */ \
  { se_private_end_TP_OptimizerConfigs_tensorflow_2_10_scoped_allocator_optimization, se_private_end_TP_OptimizerConfigs_tensorflow_2_10_scoped_allocator_optimization, se_private_off_TP_OptimizerConfigs_tensorflow_2_10_pin_to_host_optimization }, /* exactly tensorflow-2.10 */
#define TP_OptimizerConfigs_has_pin_to_host_optimization(s) SE_PRIVATE_DHAS(TP_OptimizerConfigs, se_private_place_TP_OptimizerConfigs_pin_to_host_optimization, s)
#define TP_OptimizerConfigs_get_pin_to_host_optimization(s) SE_PRIVATE_DGET(TP_OptimizerConfigs, se_private_place_TP_OptimizerConfigs_pin_to_host_optimization, TF_TriState, s)
#define TP_OptimizerConfigs_set_pin_to_host_optimization(s, v) SE_PRIVATE_DSET(TP_OptimizerConfigs, se_private_place_TP_OptimizerConfigs_pin_to_host_optimization, TF_TriState, s, v)
/* Where layout_optimizer is, by the struct_size the other side set. */
#define se_private_place_TP_OptimizerConfigs_layout_optimizer() \
  { se_private_end_TP_OptimizerConfigs_scoped_allocator_optimization, se_private_end_TP_OptimizerConfigs_tensorflow_2_10_scoped_allocator_optimization - 1, se_private_off_TP_OptimizerConfigs_layout_optimizer }, /* exactly 0.0.1 (+2), and up */ \
  { se_private_end_TP_OptimizerConfigs_tensorflow_2_10_scoped_allocator_optimization, se_private_end_TP_OptimizerConfigs_tensorflow_2_10_scoped_allocator_optimization, se_private_off_TP_OptimizerConfigs_tensorflow_2_10_layout_optimizer }, /* exactly tensorflow-2.10 */
#define TP_OptimizerConfigs_has_layout_optimizer(s) SE_PRIVATE_DHAS(TP_OptimizerConfigs, se_private_place_TP_OptimizerConfigs_layout_optimizer, s)
#define TP_OptimizerConfigs_get_layout_optimizer(s) SE_PRIVATE_DGET(TP_OptimizerConfigs, se_private_place_TP_OptimizerConfigs_layout_optimizer, TF_TriState, s)
#define TP_OptimizerConfigs_set_layout_optimizer(s, v) SE_PRIVATE_DSET(TP_OptimizerConfigs, se_private_place_TP_OptimizerConfigs_layout_optimizer, TF_TriState, s, v)
/* Where remapping is, by the struct_size the other side set. */
#define se_private_place_TP_OptimizerConfigs_remapping() \
  { se_private_end_TP_OptimizerConfigs_scoped_allocator_optimization, se_private_end_TP_OptimizerConfigs_tensorflow_2_10_scoped_allocator_optimization - 1, se_private_off_TP_OptimizerConfigs_remapping }, /* exactly 0.0.1 (+2), and up */ \
  { se_private_end_TP_OptimizerConfigs_tensorflow_2_10_scoped_allocator_optimization, se_private_end_TP_OptimizerConfigs_tensorflow_2_10_scoped_allocator_optimization, se_private_off_TP_OptimizerConfigs_tensorflow_2_10_remapping }, /* exactly tensorflow-2.10 */
#define TP_OptimizerConfigs_has_remapping(s) SE_PRIVATE_DHAS(TP_OptimizerConfigs, se_private_place_TP_OptimizerConfigs_remapping, s)
#define TP_OptimizerConfigs_get_remapping(s) SE_PRIVATE_DGET(TP_OptimizerConfigs, se_private_place_TP_OptimizerConfigs_remapping, TF_TriState, s)
#define TP_OptimizerConfigs_set_remapping(s, v) SE_PRIVATE_DSET(TP_OptimizerConfigs, se_private_place_TP_OptimizerConfigs_remapping, TF_TriState, s, v)
/* Where loop_optimization is, by the struct_size the other side set. */
#define se_private_place_TP_OptimizerConfigs_loop_optimization() \
  { se_private_end_TP_OptimizerConfigs_scoped_allocator_optimization, se_private_end_TP_OptimizerConfigs_tensorflow_2_10_scoped_allocator_optimization - 1, se_private_off_TP_OptimizerConfigs_loop_optimization }, /* exactly 0.0.1 (+2), and up */ \
  { se_private_end_TP_OptimizerConfigs_tensorflow_2_10_scoped_allocator_optimization, se_private_end_TP_OptimizerConfigs_tensorflow_2_10_scoped_allocator_optimization, se_private_off_TP_OptimizerConfigs_tensorflow_2_10_loop_optimization }, /* exactly tensorflow-2.10 */
#define TP_OptimizerConfigs_has_loop_optimization(s) SE_PRIVATE_DHAS(TP_OptimizerConfigs, se_private_place_TP_OptimizerConfigs_loop_optimization, s)
#define TP_OptimizerConfigs_get_loop_optimization(s) SE_PRIVATE_DGET(TP_OptimizerConfigs, se_private_place_TP_OptimizerConfigs_loop_optimization, TF_TriState, s)
#define TP_OptimizerConfigs_set_loop_optimization(s, v) SE_PRIVATE_DSET(TP_OptimizerConfigs, se_private_place_TP_OptimizerConfigs_loop_optimization, TF_TriState, s, v)
/* Where dependency_optimization is, by the struct_size the other side set. */
#define se_private_place_TP_OptimizerConfigs_dependency_optimization() \
  { se_private_end_TP_OptimizerConfigs_scoped_allocator_optimization, se_private_end_TP_OptimizerConfigs_tensorflow_2_10_scoped_allocator_optimization - 1, se_private_off_TP_OptimizerConfigs_dependency_optimization }, /* exactly 0.0.1 (+2), and up */ \
  { se_private_end_TP_OptimizerConfigs_tensorflow_2_10_scoped_allocator_optimization, se_private_end_TP_OptimizerConfigs_tensorflow_2_10_scoped_allocator_optimization, se_private_off_TP_OptimizerConfigs_tensorflow_2_10_dependency_optimization }, /* exactly tensorflow-2.10 */
#define TP_OptimizerConfigs_has_dependency_optimization(s) SE_PRIVATE_DHAS(TP_OptimizerConfigs, se_private_place_TP_OptimizerConfigs_dependency_optimization, s)
#define TP_OptimizerConfigs_get_dependency_optimization(s) SE_PRIVATE_DGET(TP_OptimizerConfigs, se_private_place_TP_OptimizerConfigs_dependency_optimization, TF_TriState, s)
#define TP_OptimizerConfigs_set_dependency_optimization(s, v) SE_PRIVATE_DSET(TP_OptimizerConfigs, se_private_place_TP_OptimizerConfigs_dependency_optimization, TF_TriState, s, v)
/* Where auto_parallel is, by the struct_size the other side set. */
#define se_private_place_TP_OptimizerConfigs_auto_parallel() \
  { se_private_end_TP_OptimizerConfigs_scoped_allocator_optimization, se_private_end_TP_OptimizerConfigs_tensorflow_2_10_scoped_allocator_optimization - 1, se_private_off_TP_OptimizerConfigs_auto_parallel }, /* exactly 0.0.1 (+2), and up */ \
  { se_private_end_TP_OptimizerConfigs_tensorflow_2_10_scoped_allocator_optimization, se_private_end_TP_OptimizerConfigs_tensorflow_2_10_scoped_allocator_optimization, se_private_off_TP_OptimizerConfigs_tensorflow_2_10_auto_parallel }, /* exactly tensorflow-2.10 */
#define TP_OptimizerConfigs_has_auto_parallel(s) SE_PRIVATE_DHAS(TP_OptimizerConfigs, se_private_place_TP_OptimizerConfigs_auto_parallel, s)
#define TP_OptimizerConfigs_get_auto_parallel(s) SE_PRIVATE_DGET(TP_OptimizerConfigs, se_private_place_TP_OptimizerConfigs_auto_parallel, TF_TriState, s)
#define TP_OptimizerConfigs_set_auto_parallel(s, v) SE_PRIVATE_DSET(TP_OptimizerConfigs, se_private_place_TP_OptimizerConfigs_auto_parallel, TF_TriState, s, v)
/* Where memory_optimization is, by the struct_size the other side set. */
#define se_private_place_TP_OptimizerConfigs_memory_optimization() \
  { se_private_end_TP_OptimizerConfigs_scoped_allocator_optimization, se_private_end_TP_OptimizerConfigs_tensorflow_2_10_scoped_allocator_optimization - 1, se_private_off_TP_OptimizerConfigs_memory_optimization }, /* exactly 0.0.1 (+2), and up */ \
  { se_private_end_TP_OptimizerConfigs_tensorflow_2_10_scoped_allocator_optimization, se_private_end_TP_OptimizerConfigs_tensorflow_2_10_scoped_allocator_optimization, se_private_off_TP_OptimizerConfigs_tensorflow_2_10_memory_optimization }, /* exactly tensorflow-2.10 */
#define TP_OptimizerConfigs_has_memory_optimization(s) SE_PRIVATE_DHAS(TP_OptimizerConfigs, se_private_place_TP_OptimizerConfigs_memory_optimization, s)
#define TP_OptimizerConfigs_get_memory_optimization(s) SE_PRIVATE_DGET(TP_OptimizerConfigs, se_private_place_TP_OptimizerConfigs_memory_optimization, TF_TriState, s)
#define TP_OptimizerConfigs_set_memory_optimization(s, v) SE_PRIVATE_DSET(TP_OptimizerConfigs, se_private_place_TP_OptimizerConfigs_memory_optimization, TF_TriState, s, v)
/* Where scoped_allocator_optimization is, by the struct_size the other side set. */
#define se_private_place_TP_OptimizerConfigs_scoped_allocator_optimization() \
  { se_private_end_TP_OptimizerConfigs_scoped_allocator_optimization, se_private_end_TP_OptimizerConfigs_tensorflow_2_10_scoped_allocator_optimization - 1, se_private_off_TP_OptimizerConfigs_scoped_allocator_optimization }, /* exactly 0.0.1 (+2), and up */ \
  { se_private_end_TP_OptimizerConfigs_tensorflow_2_10_scoped_allocator_optimization, se_private_end_TP_OptimizerConfigs_tensorflow_2_10_scoped_allocator_optimization, se_private_off_TP_OptimizerConfigs_tensorflow_2_10_scoped_allocator_optimization }, /* exactly tensorflow-2.10 */
#define TP_OptimizerConfigs_has_scoped_allocator_optimization(s) SE_PRIVATE_DHAS(TP_OptimizerConfigs, se_private_place_TP_OptimizerConfigs_scoped_allocator_optimization, s)
#define TP_OptimizerConfigs_get_scoped_allocator_optimization(s) SE_PRIVATE_DGET(TP_OptimizerConfigs, se_private_place_TP_OptimizerConfigs_scoped_allocator_optimization, TF_TriState, s)
#define TP_OptimizerConfigs_set_scoped_allocator_optimization(s, v) SE_PRIVATE_DSET(TP_OptimizerConfigs, se_private_place_TP_OptimizerConfigs_scoped_allocator_optimization, TF_TriState, s, v)
/* What TP_OptimizerConfigs_settle_in leaves in struct_size, by the core's lineage. */
/* Its rows differ between the ABIs: boundaries that coincide on one do not on the other. */
#if UINTPTR_MAX > 0xFFFFFFFFu
#define se_private_settle_TP_OptimizerConfigs_0() \
  { se_private_end_TP_OptimizerConfigs_struct_size, se_private_end_TP_OptimizerConfigs_disable_model_pruning - 1, SE_PRIVATE_ROUND_DOWN }, /* 0.0.1 (+2) to struct_size; tensorflow-2.10 to struct_size, and up */ \
  { se_private_end_TP_OptimizerConfigs_disable_model_pruning, se_private_end_TP_OptimizerConfigs_implementation_selector - 1, se_private_end_TP_OptimizerConfigs_disable_model_pruning }, /* 0.0.1 (+2) to disable_model_pruning; tensorflow-2.10 to disable_model_pruning, and up */ \
  { se_private_end_TP_OptimizerConfigs_implementation_selector, se_private_end_TP_OptimizerConfigs_function_optimization - 1, SE_PRIVATE_ROUND_DOWN }, /* 0.0.1 (+2) to implementation_selector; tensorflow-2.10 to implementation_selector, and up */ \
  { se_private_end_TP_OptimizerConfigs_function_optimization, se_private_end_TP_OptimizerConfigs_common_subgraph_elimination - 1, se_private_end_TP_OptimizerConfigs_function_optimization }, /* 0.0.1 (+2) to function_optimization; tensorflow-2.10 to function_optimization, and up */ \
  { se_private_end_TP_OptimizerConfigs_common_subgraph_elimination, se_private_end_TP_OptimizerConfigs_arithmetic_optimization - 1, SE_PRIVATE_ROUND_DOWN }, /* 0.0.1 (+2) to common_subgraph_elimination; tensorflow-2.10 to common_subgraph_elimination, and up */ \
  { se_private_end_TP_OptimizerConfigs_arithmetic_optimization, se_private_end_TP_OptimizerConfigs_debug_stripper - 1, se_private_end_TP_OptimizerConfigs_arithmetic_optimization }, /* 0.0.1 (+2) to arithmetic_optimization; tensorflow-2.10 to arithmetic_optimization, and up */ \
  { se_private_end_TP_OptimizerConfigs_debug_stripper, se_private_end_TP_OptimizerConfigs_constant_folding - 1, SE_PRIVATE_ROUND_DOWN }, /* 0.0.1 (+2) to debug_stripper; tensorflow-2.10 to debug_stripper, and up */ \
  { se_private_end_TP_OptimizerConfigs_constant_folding, se_private_end_TP_OptimizerConfigs_shape_optimization - 1, se_private_end_TP_OptimizerConfigs_constant_folding }, /* 0.0.1 (+2) to constant_folding; tensorflow-2.10 to constant_folding, and up */ \
  { se_private_end_TP_OptimizerConfigs_shape_optimization, se_private_end_TP_OptimizerConfigs_auto_mixed_precision - 1, SE_PRIVATE_ROUND_DOWN }, /* 0.0.1 (+2) to shape_optimization; tensorflow-2.10 to shape_optimization, and up */ \
  { se_private_end_TP_OptimizerConfigs_auto_mixed_precision, se_private_end_TP_OptimizerConfigs_scoped_allocator_optimization - 1, se_private_end_TP_OptimizerConfigs_auto_mixed_precision }, /* 0.0.1 (+2) to auto_mixed_precision; tensorflow-2.10 to auto_mixed_precision, and up */ \
  { se_private_end_TP_OptimizerConfigs_scoped_allocator_optimization, se_private_end_TP_OptimizerConfigs_tensorflow_2_10_scoped_allocator_optimization - 1, SE_PRIVATE_ROUND_DOWN }, /* exactly 0.0.1 (+2), and up */ \
  { se_private_end_TP_OptimizerConfigs_tensorflow_2_10_scoped_allocator_optimization, se_private_end_TP_OptimizerConfigs_tensorflow_2_10_scoped_allocator_optimization, se_private_end_TP_OptimizerConfigs_tensorflow_2_10_scoped_allocator_optimization }, /* exactly tensorflow-2.10 */ \
  { se_private_end_TP_OptimizerConfigs_tensorflow_2_10_scoped_allocator_optimization + 1, SE_PRIVATE_NEVER, se_private_end_TP_OptimizerConfigs_auto_mixed_precision }, /* past 0.0.1 (+2); past tensorflow-2.10 */
#else
#define se_private_settle_TP_OptimizerConfigs_0() \
  { se_private_end_TP_OptimizerConfigs_struct_size, se_private_end_TP_OptimizerConfigs_auto_mixed_precision_mkl - 1, SE_PRIVATE_ROUND_DOWN }, /* 0.0.1 (+2) to struct_size; tensorflow-2.10 to struct_size, and up */ \
  { se_private_end_TP_OptimizerConfigs_auto_mixed_precision_mkl, se_private_end_TP_OptimizerConfigs_scoped_allocator_optimization - 1, se_private_end_TP_OptimizerConfigs_auto_mixed_precision }, /* 0.0.1 (+2) to auto_mixed_precision_mkl; tensorflow-2.10 to auto_mixed_precision_onednn_bfloat16, and up */ \
  { se_private_end_TP_OptimizerConfigs_scoped_allocator_optimization, se_private_end_TP_OptimizerConfigs_tensorflow_2_10_scoped_allocator_optimization, SE_PRIVATE_ROUND_DOWN }, /* exactly 0.0.1 (+2), and up */ \
  { se_private_end_TP_OptimizerConfigs_tensorflow_2_10_scoped_allocator_optimization + 1, SE_PRIVATE_NEVER, se_private_end_TP_OptimizerConfigs_auto_mixed_precision }, /* past 0.0.1 (+2); past tensorflow-2.10 */
#endif
/* Its rows differ between the ABIs: boundaries that coincide on one do not on the other. */
#if UINTPTR_MAX > 0xFFFFFFFFu
#define se_private_settle_TP_OptimizerConfigs_1() \
  { se_private_end_TP_OptimizerConfigs_struct_size, se_private_end_TP_OptimizerConfigs_disable_model_pruning - 1, SE_PRIVATE_ROUND_DOWN }, /* 0.0.1 (+2) to struct_size, and up */ \
  { se_private_end_TP_OptimizerConfigs_disable_model_pruning, se_private_end_TP_OptimizerConfigs_implementation_selector - 1, se_private_end_TP_OptimizerConfigs_disable_model_pruning }, /* 0.0.1 (+2) to disable_model_pruning, and up */ \
  { se_private_end_TP_OptimizerConfigs_implementation_selector, se_private_end_TP_OptimizerConfigs_function_optimization - 1, SE_PRIVATE_ROUND_DOWN }, /* 0.0.1 (+2) to implementation_selector, and up */ \
  { se_private_end_TP_OptimizerConfigs_function_optimization, se_private_end_TP_OptimizerConfigs_common_subgraph_elimination - 1, se_private_end_TP_OptimizerConfigs_function_optimization }, /* 0.0.1 (+2) to function_optimization, and up */ \
  { se_private_end_TP_OptimizerConfigs_common_subgraph_elimination, se_private_end_TP_OptimizerConfigs_arithmetic_optimization - 1, SE_PRIVATE_ROUND_DOWN }, /* 0.0.1 (+2) to common_subgraph_elimination, and up */ \
  { se_private_end_TP_OptimizerConfigs_arithmetic_optimization, se_private_end_TP_OptimizerConfigs_debug_stripper - 1, se_private_end_TP_OptimizerConfigs_arithmetic_optimization }, /* 0.0.1 (+2) to arithmetic_optimization, and up */ \
  { se_private_end_TP_OptimizerConfigs_debug_stripper, se_private_end_TP_OptimizerConfigs_constant_folding - 1, SE_PRIVATE_ROUND_DOWN }, /* 0.0.1 (+2) to debug_stripper, and up */ \
  { se_private_end_TP_OptimizerConfigs_constant_folding, se_private_end_TP_OptimizerConfigs_shape_optimization - 1, se_private_end_TP_OptimizerConfigs_constant_folding }, /* 0.0.1 (+2) to constant_folding, and up */ \
  { se_private_end_TP_OptimizerConfigs_shape_optimization, se_private_end_TP_OptimizerConfigs_auto_mixed_precision - 1, SE_PRIVATE_ROUND_DOWN }, /* 0.0.1 (+2) to shape_optimization, and up */ \
  { se_private_end_TP_OptimizerConfigs_auto_mixed_precision, se_private_end_TP_OptimizerConfigs_scoped_allocator_optimization - 1, se_private_end_TP_OptimizerConfigs_auto_mixed_precision }, /* 0.0.1 (+2) to auto_mixed_precision, and up */ \
  { se_private_end_TP_OptimizerConfigs_scoped_allocator_optimization, se_private_end_TP_OptimizerConfigs_tensorflow_2_10_scoped_allocator_optimization, SE_PRIVATE_ROUND_DOWN }, /* exactly 0.0.1 (+2), and up */ \
  { se_private_end_TP_OptimizerConfigs_tensorflow_2_10_scoped_allocator_optimization + 1, SE_PRIVATE_NEVER, se_private_end_TP_OptimizerConfigs_scoped_allocator_optimization }, /* past 0.0.1 (+2) */
#else
#define se_private_settle_TP_OptimizerConfigs_1() \
  { se_private_end_TP_OptimizerConfigs_struct_size, se_private_end_TP_OptimizerConfigs_auto_mixed_precision_mkl - 1, SE_PRIVATE_ROUND_DOWN }, /* 0.0.1 (+2) to struct_size, and up */ \
  { se_private_end_TP_OptimizerConfigs_auto_mixed_precision_mkl, se_private_end_TP_OptimizerConfigs_scoped_allocator_optimization - 1, se_private_end_TP_OptimizerConfigs_auto_mixed_precision }, /* 0.0.1 (+2) to auto_mixed_precision_mkl, and up */ \
  { se_private_end_TP_OptimizerConfigs_scoped_allocator_optimization, se_private_end_TP_OptimizerConfigs_tensorflow_2_10_scoped_allocator_optimization - 1, SE_PRIVATE_ROUND_DOWN }, /* exactly 0.0.1 (+2), and up */ \
  { se_private_end_TP_OptimizerConfigs_tensorflow_2_10_scoped_allocator_optimization, SE_PRIVATE_NEVER, se_private_end_TP_OptimizerConfigs_scoped_allocator_optimization }, /* past 0.0.1 (+2), and up */
#endif
/* Its rows differ between the ABIs: boundaries that coincide on one do not on the other. */
#if UINTPTR_MAX > 0xFFFFFFFFu
#define se_private_settle_TP_OptimizerConfigs_2() \
  { se_private_end_TP_OptimizerConfigs_struct_size, se_private_end_TP_OptimizerConfigs_disable_model_pruning - 1, SE_PRIVATE_ROUND_DOWN }, /* 0.0.1 (+2) to struct_size; tensorflow-2.10 to struct_size, and up */ \
  { se_private_end_TP_OptimizerConfigs_disable_model_pruning, se_private_end_TP_OptimizerConfigs_implementation_selector - 1, se_private_end_TP_OptimizerConfigs_disable_model_pruning }, /* 0.0.1 (+2) to disable_model_pruning; tensorflow-2.10 to disable_model_pruning, and up */ \
  { se_private_end_TP_OptimizerConfigs_implementation_selector, se_private_end_TP_OptimizerConfigs_function_optimization - 1, SE_PRIVATE_ROUND_DOWN }, /* 0.0.1 (+2) to implementation_selector; tensorflow-2.10 to implementation_selector, and up */ \
  { se_private_end_TP_OptimizerConfigs_function_optimization, se_private_end_TP_OptimizerConfigs_common_subgraph_elimination - 1, se_private_end_TP_OptimizerConfigs_function_optimization }, /* 0.0.1 (+2) to function_optimization; tensorflow-2.10 to function_optimization, and up */ \
  { se_private_end_TP_OptimizerConfigs_common_subgraph_elimination, se_private_end_TP_OptimizerConfigs_arithmetic_optimization - 1, SE_PRIVATE_ROUND_DOWN }, /* 0.0.1 (+2) to common_subgraph_elimination; tensorflow-2.10 to common_subgraph_elimination, and up */ \
  { se_private_end_TP_OptimizerConfigs_arithmetic_optimization, se_private_end_TP_OptimizerConfigs_debug_stripper - 1, se_private_end_TP_OptimizerConfigs_arithmetic_optimization }, /* 0.0.1 (+2) to arithmetic_optimization; tensorflow-2.10 to arithmetic_optimization, and up */ \
  { se_private_end_TP_OptimizerConfigs_debug_stripper, se_private_end_TP_OptimizerConfigs_constant_folding - 1, SE_PRIVATE_ROUND_DOWN }, /* 0.0.1 (+2) to debug_stripper; tensorflow-2.10 to debug_stripper, and up */ \
  { se_private_end_TP_OptimizerConfigs_constant_folding, se_private_end_TP_OptimizerConfigs_shape_optimization - 1, se_private_end_TP_OptimizerConfigs_constant_folding }, /* 0.0.1 (+2) to constant_folding; tensorflow-2.10 to constant_folding, and up */ \
  { se_private_end_TP_OptimizerConfigs_shape_optimization, se_private_end_TP_OptimizerConfigs_auto_mixed_precision - 1, SE_PRIVATE_ROUND_DOWN }, /* 0.0.1 (+2) to shape_optimization; tensorflow-2.10 to shape_optimization, and up */ \
  { se_private_end_TP_OptimizerConfigs_auto_mixed_precision, se_private_end_TP_OptimizerConfigs_scoped_allocator_optimization - 1, se_private_end_TP_OptimizerConfigs_auto_mixed_precision }, /* 0.0.1 (+2) to auto_mixed_precision; tensorflow-2.10 to auto_mixed_precision, and up */ \
  { se_private_end_TP_OptimizerConfigs_scoped_allocator_optimization, se_private_end_TP_OptimizerConfigs_scoped_allocator_optimization, SE_PRIVATE_ROUND_DOWN }, /* exactly 0.0.1 (+2) */ \
  { se_private_end_TP_OptimizerConfigs_scoped_allocator_optimization + 1, se_private_end_TP_OptimizerConfigs_tensorflow_2_10_scoped_allocator_optimization - 1, se_private_end_TP_OptimizerConfigs_auto_mixed_precision }, /* past 0.0.1 (+2); tensorflow-2.10 to memory_optimization */ \
  { se_private_end_TP_OptimizerConfigs_tensorflow_2_10_scoped_allocator_optimization, SE_PRIVATE_NEVER, se_private_end_TP_OptimizerConfigs_tensorflow_2_10_scoped_allocator_optimization }, /* exactly tensorflow-2.10, and up */
#else
#define se_private_settle_TP_OptimizerConfigs_2() \
  { se_private_end_TP_OptimizerConfigs_struct_size, se_private_end_TP_OptimizerConfigs_auto_mixed_precision_mkl - 1, SE_PRIVATE_ROUND_DOWN }, /* 0.0.1 (+2) to struct_size; tensorflow-2.10 to struct_size, and up */ \
  { se_private_end_TP_OptimizerConfigs_auto_mixed_precision_mkl, se_private_end_TP_OptimizerConfigs_scoped_allocator_optimization - 1, se_private_end_TP_OptimizerConfigs_auto_mixed_precision }, /* 0.0.1 (+2) to auto_mixed_precision_mkl; tensorflow-2.10 to auto_mixed_precision_onednn_bfloat16, and up */ \
  { se_private_end_TP_OptimizerConfigs_scoped_allocator_optimization, se_private_end_TP_OptimizerConfigs_scoped_allocator_optimization, SE_PRIVATE_ROUND_DOWN }, /* exactly 0.0.1 (+2) */ \
  { se_private_end_TP_OptimizerConfigs_scoped_allocator_optimization + 1, se_private_end_TP_OptimizerConfigs_tensorflow_2_10_scoped_allocator_optimization - 1, se_private_end_TP_OptimizerConfigs_auto_mixed_precision }, /* past 0.0.1 (+2); tensorflow-2.10 to memory_optimization */ \
  { se_private_end_TP_OptimizerConfigs_tensorflow_2_10_scoped_allocator_optimization, se_private_end_TP_OptimizerConfigs_tensorflow_2_10_scoped_allocator_optimization, SE_PRIVATE_ROUND_DOWN }, /* exactly tensorflow-2.10 */ \
  { se_private_end_TP_OptimizerConfigs_tensorflow_2_10_scoped_allocator_optimization + 1, SE_PRIVATE_NEVER, se_private_end_TP_OptimizerConfigs_tensorflow_2_10_scoped_allocator_optimization }, /* past tensorflow-2.10 */
#endif
/* Call once on every TP_OptimizerConfigs you receive to fill (S_settle_in above). */
#define TP_OptimizerConfigs_settle_in(s, lineage) \
  SE_PRIVATE_GO_SETTLE_IN(TP_OptimizerConfigs, s, lineage, se_private_settle_TP_OptimizerConfigs_0, se_private_settle_TP_OptimizerConfigs_1, se_private_settle_TP_OptimizerConfigs_2)
#define TP_OptimizerConfigs_settle(s) TP_OptimizerConfigs_settle_in(s, GO_LINEAGE_ANY)
#define TP_OptimizerConfigs_settle_problem(s, lineage) \
  SE_PRIVATE_GO_SETTLE_PROBLEM(TP_OptimizerConfigs, s, lineage, se_private_settle_TP_OptimizerConfigs_0, se_private_settle_TP_OptimizerConfigs_1, se_private_settle_TP_OptimizerConfigs_2)

/* TP_Optimizer */
/* The sizes and offsets its accessors name: on 64-bit targets, on i386, elsewhere. */
#define se_private_end_TP_Optimizer_struct_size SE_PRIVATE_END_BY_ABI(8, 4, TP_Optimizer, struct_size)
#define se_private_end_TP_Optimizer_destroy_func SE_PRIVATE_END_BY_ABI(40, 20, TP_Optimizer, destroy_func)
#define se_private_end_TP_Optimizer_optimize_func SE_PRIVATE_END_BY_ABI(32, 16, TP_Optimizer, optimize_func)
#define se_private_off_TP_Optimizer_optimize_func SE_PRIVATE_OFF_BY_ABI(24, 12, TP_Optimizer, optimize_func)
#define TP_Optimizer_has_struct_size(s) SE_PRIVATE_HAS(TP_Optimizer, struct_size, s)
#define TP_Optimizer_get_struct_size(s) SE_PRIVATE_GET(TP_Optimizer, struct_size, size_t, s)
#define TP_Optimizer_set_struct_size(s, v) SE_PRIVATE_SET(TP_Optimizer, struct_size, size_t, s, v)
#define TP_Optimizer_has_ext(s) SE_PRIVATE_HAS(TP_Optimizer, ext, s)
#define TP_Optimizer_get_ext(s) SE_PRIVATE_GET(TP_Optimizer, ext, void*, s)
#define TP_Optimizer_set_ext(s, v) SE_PRIVATE_SET(TP_Optimizer, ext, void*, s, v)
#define TP_Optimizer_has_create_func(s) SE_PRIVATE_HAS(TP_Optimizer, create_func, s)
#define TP_Optimizer_get_create_func(s) SE_PRIVATE_GET(TP_Optimizer, create_func, TP_Optimizer_create_func_fn, s)
#define TP_Optimizer_set_create_func(s, v) SE_PRIVATE_SET(TP_Optimizer, create_func, TP_Optimizer_create_func_fn, s, v)
/* Its offset in the struct at s, or 0 when struct_size leaves it out. */
SE_PRIVATE_LAZY SE_INLINE size_t se_private_at_TP_Optimizer_optimize_func(const TP_Optimizer* s) {
  return se_private_has(s, se_private_end_TP_Optimizer_optimize_func) ? se_private_off_TP_Optimizer_optimize_func : 0;
}
#define TP_Optimizer_has_optimize_func !!se_private_at_TP_Optimizer_optimize_func
SE_PRIVATE_LAZY SE_INLINE TP_Optimizer_optimize_func_fn TP_Optimizer_get_optimize_func(const TP_Optimizer* s) {
  return *SE_PRIVATE_CPTR(TP_Optimizer_optimize_func_fn, se_private_cslot(s, se_private_end_TP_Optimizer_optimize_func, se_private_off_TP_Optimizer_optimize_func));
}
SE_PRIVATE_LAZY GO_SIGNATURE_VARIES("TP_Optimizer.optimize_func's signature depends on the core: use TP_Optimizer_set_optimize_func_<variant>(s, GO_layout_of_core(...), fn)") SE_INLINE int TP_Optimizer_set_optimize_func(TP_Optimizer* s, TP_Optimizer_optimize_func_fn value) {
  return se_private_put(s, se_private_end_TP_Optimizer_optimize_func, se_private_off_TP_Optimizer_optimize_func, &value, sizeof value);
}
#define TP_Optimizer_has_destroy_func(s) SE_PRIVATE_HAS(TP_Optimizer, destroy_func, s)
#define TP_Optimizer_get_destroy_func(s) SE_PRIVATE_GET(TP_Optimizer, destroy_func, TP_Optimizer_destroy_func_fn, s)
#define TP_Optimizer_set_destroy_func(s, v) SE_PRIVATE_SET(TP_Optimizer, destroy_func, TP_Optimizer_destroy_func_fn, s, v)
/* What TP_Optimizer_settle_in leaves in struct_size, by the core's lineage. */
#define se_private_settle_TP_Optimizer_0() \
  { se_private_end_TP_Optimizer_struct_size, se_private_end_TP_Optimizer_destroy_func, SE_PRIVATE_ROUND_DOWN }, /* 0.0.1 (+3) to struct_size, and up */ \
  { se_private_end_TP_Optimizer_destroy_func + 1, SE_PRIVATE_NEVER, se_private_end_TP_Optimizer_destroy_func }, /* past 0.0.1 (+3) */
/* Call once on every TP_Optimizer you receive to fill (S_settle_in above). */
#define TP_Optimizer_settle_in(s, lineage) \
  SE_PRIVATE_GO_SETTLE_IN(TP_Optimizer, s, lineage, se_private_settle_TP_Optimizer_0, se_private_settle_TP_Optimizer_0, se_private_settle_TP_Optimizer_0)
#define TP_Optimizer_settle(s) TP_Optimizer_settle_in(s, GO_LINEAGE_ANY)
#define TP_Optimizer_settle_problem(s, lineage) \
  SE_PRIVATE_GO_SETTLE_PROBLEM(TP_Optimizer, s, lineage, se_private_settle_TP_Optimizer_0, se_private_settle_TP_Optimizer_0, se_private_settle_TP_Optimizer_0)

/* TP_OptimizerRegistrationParams */
/* The sizes and offsets its accessors name: on 64-bit targets, on i386, elsewhere. */
#define se_private_end_TP_OptimizerRegistrationParams_struct_size SE_PRIVATE_END_BY_ABI(8, 4, TP_OptimizerRegistrationParams, struct_size)
#define se_private_end_TP_OptimizerRegistrationParams_major_version SE_PRIVATE_END_BY_ABI(20, 12, TP_OptimizerRegistrationParams, major_version)
#define se_private_end_TP_OptimizerRegistrationParams_minor_version SE_PRIVATE_END_BY_ABI(24, 16, TP_OptimizerRegistrationParams, minor_version)
#define se_private_end_TP_OptimizerRegistrationParams_patch_version SE_PRIVATE_END_BY_ABI(28, 20, TP_OptimizerRegistrationParams, patch_version)
#define se_private_end_TP_OptimizerRegistrationParams_device_type SE_PRIVATE_END_BY_ABI(40, 24, TP_OptimizerRegistrationParams, device_type)
#define se_private_end_TP_OptimizerRegistrationParams_optimizer SE_PRIVATE_END_BY_ABI(56, 32, TP_OptimizerRegistrationParams, optimizer)
#define se_private_end_TP_OptimizerRegistrationParams_ext SE_PRIVATE_END_BY_ABI(16, 8, TP_OptimizerRegistrationParams, ext)
#define se_private_end_TP_OptimizerRegistrationParams_optimizer_configs SE_PRIVATE_END_BY_ABI(48, 28, TP_OptimizerRegistrationParams, optimizer_configs)
#define TP_OptimizerRegistrationParams_has_struct_size(s) SE_PRIVATE_HAS(TP_OptimizerRegistrationParams, struct_size, s)
#define TP_OptimizerRegistrationParams_get_struct_size(s) SE_PRIVATE_GET(TP_OptimizerRegistrationParams, struct_size, size_t, s)
#define TP_OptimizerRegistrationParams_set_struct_size(s, v) SE_PRIVATE_SET(TP_OptimizerRegistrationParams, struct_size, size_t, s, v)
#define TP_OptimizerRegistrationParams_has_ext(s) SE_PRIVATE_HAS(TP_OptimizerRegistrationParams, ext, s)
#define TP_OptimizerRegistrationParams_get_ext(s) SE_PRIVATE_GET(TP_OptimizerRegistrationParams, ext, void*, s)
#define TP_OptimizerRegistrationParams_set_ext(s, v) SE_PRIVATE_SET(TP_OptimizerRegistrationParams, ext, void*, s, v)
#define TP_OptimizerRegistrationParams_has_major_version(s) SE_PRIVATE_HAS(TP_OptimizerRegistrationParams, major_version, s)
#define TP_OptimizerRegistrationParams_get_major_version(s) SE_PRIVATE_GET(TP_OptimizerRegistrationParams, major_version, int32_t, s)
#define TP_OptimizerRegistrationParams_set_major_version(s, v) SE_PRIVATE_SET(TP_OptimizerRegistrationParams, major_version, int32_t, s, v)
#define TP_OptimizerRegistrationParams_has_minor_version(s) SE_PRIVATE_HAS(TP_OptimizerRegistrationParams, minor_version, s)
#define TP_OptimizerRegistrationParams_get_minor_version(s) SE_PRIVATE_GET(TP_OptimizerRegistrationParams, minor_version, int32_t, s)
#define TP_OptimizerRegistrationParams_set_minor_version(s, v) SE_PRIVATE_SET(TP_OptimizerRegistrationParams, minor_version, int32_t, s, v)
#define TP_OptimizerRegistrationParams_has_patch_version(s) SE_PRIVATE_HAS(TP_OptimizerRegistrationParams, patch_version, s)
#define TP_OptimizerRegistrationParams_get_patch_version(s) SE_PRIVATE_GET(TP_OptimizerRegistrationParams, patch_version, int32_t, s)
#define TP_OptimizerRegistrationParams_set_patch_version(s, v) SE_PRIVATE_SET(TP_OptimizerRegistrationParams, patch_version, int32_t, s, v)
#define TP_OptimizerRegistrationParams_has_device_type(s) SE_PRIVATE_HAS(TP_OptimizerRegistrationParams, device_type, s)
#define TP_OptimizerRegistrationParams_get_device_type(s) SE_PRIVATE_GET(TP_OptimizerRegistrationParams, device_type, const char*, s)
#define TP_OptimizerRegistrationParams_set_device_type(s, v) SE_PRIVATE_SET(TP_OptimizerRegistrationParams, device_type, const char*, s, v)
#define TP_OptimizerRegistrationParams_has_optimizer_configs(s) SE_PRIVATE_HAS(TP_OptimizerRegistrationParams, optimizer_configs, s)
#define TP_OptimizerRegistrationParams_get_optimizer_configs(s) SE_PRIVATE_GET(TP_OptimizerRegistrationParams, optimizer_configs, TP_OptimizerConfigs*, s)
#define TP_OptimizerRegistrationParams_set_optimizer_configs(s, v) SE_PRIVATE_SET(TP_OptimizerRegistrationParams, optimizer_configs, TP_OptimizerConfigs*, s, v)
#define TP_OptimizerRegistrationParams_has_optimizer(s) SE_PRIVATE_HAS(TP_OptimizerRegistrationParams, optimizer, s)
#define TP_OptimizerRegistrationParams_get_optimizer(s) SE_PRIVATE_GET(TP_OptimizerRegistrationParams, optimizer, TP_Optimizer*, s)
#define TP_OptimizerRegistrationParams_set_optimizer(s, v) SE_PRIVATE_SET(TP_OptimizerRegistrationParams, optimizer, TP_Optimizer*, s, v)
/* What TP_OptimizerRegistrationParams_settle_in leaves in struct_size, by the core's lineage. */
/* Its rows differ between the ABIs: boundaries that coincide on one do not on the other. */
#if UINTPTR_MAX > 0xFFFFFFFFu
#define se_private_settle_TP_OptimizerRegistrationParams_0() \
  { se_private_end_TP_OptimizerRegistrationParams_struct_size, se_private_end_TP_OptimizerRegistrationParams_major_version - 1, SE_PRIVATE_ROUND_DOWN }, /* 0.0.1 (+3) to struct_size, and up */ \
  { se_private_end_TP_OptimizerRegistrationParams_major_version, se_private_end_TP_OptimizerRegistrationParams_minor_version - 1, se_private_end_TP_OptimizerRegistrationParams_major_version }, /* 0.0.1 (+3) to major_version, and up */ \
  { se_private_end_TP_OptimizerRegistrationParams_minor_version, se_private_end_TP_OptimizerRegistrationParams_patch_version - 1, SE_PRIVATE_ROUND_DOWN }, /* 0.0.1 (+3) to minor_version, and up */ \
  { se_private_end_TP_OptimizerRegistrationParams_patch_version, se_private_end_TP_OptimizerRegistrationParams_device_type - 1, se_private_end_TP_OptimizerRegistrationParams_patch_version }, /* 0.0.1 (+3) to patch_version, and up */ \
  { se_private_end_TP_OptimizerRegistrationParams_device_type, se_private_end_TP_OptimizerRegistrationParams_optimizer, SE_PRIVATE_ROUND_DOWN }, /* 0.0.1 (+3) to device_type, and up */ \
  { se_private_end_TP_OptimizerRegistrationParams_optimizer + 1, SE_PRIVATE_NEVER, se_private_end_TP_OptimizerRegistrationParams_optimizer }, /* past 0.0.1 (+3) */
#else
#define se_private_settle_TP_OptimizerRegistrationParams_0() \
  { se_private_end_TP_OptimizerRegistrationParams_struct_size, se_private_end_TP_OptimizerRegistrationParams_optimizer, SE_PRIVATE_ROUND_DOWN }, /* 0.0.1 (+3) to struct_size, and up */ \
  { se_private_end_TP_OptimizerRegistrationParams_optimizer + 1, SE_PRIVATE_NEVER, se_private_end_TP_OptimizerRegistrationParams_optimizer }, /* past 0.0.1 (+3) */
#endif
/* Call once on every TP_OptimizerRegistrationParams you receive to fill (S_settle_in above). */
#define TP_OptimizerRegistrationParams_settle_in(s, lineage) \
  SE_PRIVATE_GO_SETTLE_IN(TP_OptimizerRegistrationParams, s, lineage, se_private_settle_TP_OptimizerRegistrationParams_0, se_private_settle_TP_OptimizerRegistrationParams_0, se_private_settle_TP_OptimizerRegistrationParams_0)
#define TP_OptimizerRegistrationParams_settle(s) TP_OptimizerRegistrationParams_settle_in(s, GO_LINEAGE_ANY)
#define TP_OptimizerRegistrationParams_settle_problem(s, lineage) \
  SE_PRIVATE_GO_SETTLE_PROBLEM(TP_OptimizerRegistrationParams, s, lineage, se_private_settle_TP_OptimizerRegistrationParams_0, se_private_settle_TP_OptimizerRegistrationParams_0, se_private_settle_TP_OptimizerRegistrationParams_0)

/* ---- The core's lineage ------------------------------------------------------
 * Which lineage a struct_size proves (layouts.py: every layout that size
 * can stand for belongs to it), for the structs a core hands over first. */
#define se_private_lineage_TP_OptimizerConfigs() \
  { se_private_end_TP_OptimizerConfigs_tensorflow_2_10_scoped_allocator_optimization, se_private_end_TP_OptimizerConfigs_tensorflow_2_10_scoped_allocator_optimization, GO_LINEAGE_TENSORFLOW }, /* exactly tensorflow-2.10 */
/* What GO_lineage_of_core(params) answers, given the rows of the sizes
 * that prove a lineage for each struct it reads, in order: the version the
 * core reports (when not one a TensorFlow core reports), else what the
 * struct_size of its TP_OptimizerConfigs proves (GO_LINEAGE_ANY when
 * nothing does). */
SE_PRIVATE_LAZY SE_INLINE GO_Lineage se_private_go_lineage_of_core(const TP_OptimizerRegistrationParams* params, const se_private_row* rows_TP_OptimizerConfigs, size_t count_TP_OptimizerConfigs) {
  size_t proven;
  GO_Lineage by_version;
  if (params == SE_NULL) return GO_LINEAGE_ANY;
  /* Each member as its getter reads it: 0 or NULL when struct_size leaves it out. */
  by_version = se_private_go_lineage_of_version(
      (se_private_has(params, se_private_end_TP_OptimizerRegistrationParams_major_version) ? params->major_version : 0),
      (se_private_has(params, se_private_end_TP_OptimizerRegistrationParams_minor_version) ? params->minor_version : 0),
      (se_private_has(params, se_private_end_TP_OptimizerRegistrationParams_patch_version) ? params->patch_version : 0));
  if (by_version != GO_LINEAGE_ANY) return by_version;
  proven = se_private_lookup((se_private_has(params, se_private_end_TP_OptimizerRegistrationParams_optimizer_configs) ? params->optimizer_configs : SE_NULL), rows_TP_OptimizerConfigs, count_TP_OptimizerConfigs);
  if (proven != 0) return SE_PRIVATE_CAST(GO_Lineage, proven); /* the lineage its table names */
  return GO_LINEAGE_ANY;
}
/* The lineage of the core that called TF_InitGraph with params. Pass it
 * to every S_settle_in. A macro, like S_settle_in: a translation unit pays
 * for the tables only where it calls it. */
#define GO_lineage_of_core(params) \
  se_private_go_lineage_of_core(SE_PRIVATE_AS(const TP_OptimizerRegistrationParams, params), SE_PRIVATE_TABLE(se_private_lineage_TP_OptimizerConfigs))

#ifndef SE_PRIVATE_SHARED_RELEASE_OF
#define SE_PRIVATE_SHARED_RELEASE_OF
/* "2.10.1" -> 2010: a TensorFlow release as MAJOR * 1000 + MINOR; -1 for
 * NULL or a text that does not begin with MAJOR.MINOR. */
SE_INLINE long se_private_release_of(const char* text) {
  long major = 0, minor = 0;
  int digits = 0;
  if (text == SE_NULL) return -1;
  for (; *text >= '0' && *text <= '9' && digits < 5; text++, digits++) major = major * 10 + (*text - '0');
  if (digits == 0 || *text != '.') return -1;
  for (text++, digits = 0; *text >= '0' && *text <= '9' && digits < 4; text++, digits++) minor = minor * 10 + (*text - '0');
  if (digits == 0 || (*text >= '0' && *text <= '9')) return -1;
  return major * 1000 + minor;
}
#endif

/* ---- Signatures struct_size cannot tell ---------------------------------------
 * A callback slot whose signature differs between layouts of one size
 * (TP_Optimizer.optimize_func): which one a core calls depends on its
 * layout, which GO_layout_of_core names (docs/handshake.md,
 * "Signatures struct_size cannot tell"). */
typedef enum GO_Layout {
  GO_LAYOUT_UNKNOWN = 0, /* not told apart: fail registration (GO_layout_problem_text) */
  GO_LAYOUT_V0_0_1 = 1, /* seabi 0.0.1 */
  GO_LAYOUT_V0_3_0 = 2, /* seabi 0.3.0 */
  GO_LAYOUT_TENSORFLOW_2_5 = 3, /* TensorFlow's tensorflow-2.5 */
  GO_LAYOUT_TENSORFLOW_2_6 = 4, /* TensorFlow's tensorflow-2.6 */
  GO_LAYOUT_TENSORFLOW_2_10 = 5, /* TensorFlow's tensorflow-2.10 */
  GO_LAYOUT_SEABI_NEXT = 6, /* a seabi core newer than this header */
  GO_LAYOUT_TENSORFLOW_NEXT = 7 /* a tensorflow core newer than this header */
} GO_Layout;

/* The layout of the core that called TF_InitGraph with params: the one
 * whose reported version and struct sizes (TP_OptimizerConfigs, TP_Optimizer) are the
 * core's; with tensorflow_version (a release, "2.6"; a plugin tells it from
 * what the framework exports, never from TF_Version, which TensorFlow's
 * framework does not export: docs/graph-optimizer.md) a
 * core reporting what TensorFlow reports is TensorFlow's, of that release's
 * edition (NULL or unparsable: any layout). When the core could be several layouts that call every
 * signature alike, the first of them; when they differ, or none fits,
 * GO_LAYOUT_UNKNOWN. A core newer than this header: its lineage's
 * newer layout, which calls what its newest known layout calls. */
SE_INLINE GO_Layout GO_layout_of_core(const TP_OptimizerRegistrationParams* params, const char* tensorflow_version) {
  struct row { GO_Layout layout; int cls, seabi; int32_t major, minor, patch; long tf_from, tf_until; size_t sizes[2]; };
  static const struct row rows[] = {
    { GO_LAYOUT_V0_0_1, 1, 1, 0, 0, 1, -1, -1, { SE_PRIVATE_OFFSET_OF_END(TP_OptimizerConfigs, scoped_allocator_optimization), SE_PRIVATE_OFFSET_OF_END(TP_Optimizer, destroy_func) } },
    { GO_LAYOUT_V0_3_0, 1, 1, 0, 3, 0, -1, -1, { 0, 0 } },
    { GO_LAYOUT_TENSORFLOW_2_5, 1, 0, 0, 0, 1, 2005, 2006, { SE_PRIVATE_OFFSET_OF_END(TP_OptimizerConfigs, scoped_allocator_optimization), SE_PRIVATE_OFFSET_OF_END(TP_Optimizer, destroy_func) } },
    { GO_LAYOUT_TENSORFLOW_2_6, 2, 0, 0, 0, 1, 2006, 2010, { SE_PRIVATE_OFFSET_OF_END(TP_OptimizerConfigs, scoped_allocator_optimization), SE_PRIVATE_OFFSET_OF_END(TP_Optimizer, destroy_func) } },
    { GO_LAYOUT_TENSORFLOW_2_10, 2, 0, 0, 0, 1, 2010, 1000000, { SE_PRIVATE_SIZE(SE_PRIVATE_BY_ABI(92, 84, SE_PRIVATE_OFFSET_OF_END(struct se_private_TP_OptimizerConfigs_tensorflow_2_10, scoped_allocator_optimization))), SE_PRIVATE_OFFSET_OF_END(TP_Optimizer, destroy_func) } },
  };
  size_t have[2];
  size_t i, count = sizeof rows / sizeof rows[0];
  size_t k;
  int32_t major, minor, patch;
  long release = -1;
  GO_Layout found = GO_LAYOUT_UNKNOWN;
  int cls = 0, tf_reported = 0;
  if (params == SE_NULL) return GO_LAYOUT_UNKNOWN;
  major = TP_OptimizerRegistrationParams_get_major_version(params);
  minor = TP_OptimizerRegistrationParams_get_minor_version(params);
  patch = TP_OptimizerRegistrationParams_get_patch_version(params);
  have[0] = TP_OptimizerRegistrationParams_get_optimizer_configs(params) != SE_NULL ? TP_OptimizerRegistrationParams_get_optimizer_configs(params)->struct_size : 0;
  have[1] = TP_OptimizerRegistrationParams_get_optimizer(params) != SE_NULL ? TP_OptimizerRegistrationParams_get_optimizer(params)->struct_size : 0;
  release = se_private_release_of(tensorflow_version);
  if (major == 0 && minor == 0 && patch == 1) tf_reported = 1;
  for (i = 0; i < count; i++) {
    const struct row* r = &rows[i];
    if (r->major != major || r->minor != minor || r->patch != patch) continue;
    for (k = 0; k < 2 && r->sizes[k] == have[k]; k++) {
    }
    if (k < 2) continue;
    /* A release given: the core is TensorFlow's, of that release's edition. */
    if (release >= 0 && r->seabi && tf_reported) continue;
    if (release >= 0 && r->tf_from >= 0 && (release < r->tf_from || release >= r->tf_until)) continue;
    if (found == GO_LAYOUT_UNKNOWN) {
      found = r->layout;
      cls = r->cls;
    } else if (r->cls != cls) {
      return GO_LAYOUT_UNKNOWN; /* several layouts that call different signatures */
    }
  }
  if (found != GO_LAYOUT_UNKNOWN) return found;
  /* Newer than every seabi version this header knows (and not what TensorFlow reports). */
  if (!tf_reported && (major > 0 || (major == 0 && (minor > 3 ||
      (minor == 3 && patch > 0))))) return GO_LAYOUT_SEABI_NEXT;
  /* What TensorFlow reports, structs no smaller than the newest edition's
   * and the release (when given) no older than its: a newer TensorFlow core. */
  if (tf_reported && (release < 0 || release >= 2010)) {
    int larger = 0, smaller = 0;
    if (have[0] > SE_PRIVATE_SIZE(SE_PRIVATE_BY_ABI(92, 84, SE_PRIVATE_OFFSET_OF_END(struct se_private_TP_OptimizerConfigs_tensorflow_2_10, scoped_allocator_optimization)))) larger = 1;
    if (have[0] < SE_PRIVATE_SIZE(SE_PRIVATE_BY_ABI(92, 84, SE_PRIVATE_OFFSET_OF_END(struct se_private_TP_OptimizerConfigs_tensorflow_2_10, scoped_allocator_optimization)))) smaller = 1;
    if (have[1] > SE_PRIVATE_OFFSET_OF_END(TP_Optimizer, destroy_func)) larger = 1;
    if (have[1] < SE_PRIVATE_OFFSET_OF_END(TP_Optimizer, destroy_func)) smaller = 1;
    if (larger && !smaller) return GO_LAYOUT_TENSORFLOW_NEXT;
  }
  (void)tf_reported;
  return GO_LAYOUT_UNKNOWN;
}

/* Why GO_layout_of_core gave GO_LAYOUT_UNKNOWN, for the status a plugin fails with. */
SE_INLINE const char* GO_layout_problem_text(GO_Layout layout) {
  if (layout != GO_LAYOUT_UNKNOWN) return "the core's layout is known";
  return "the core's version and struct sizes fit no layout this header knows, or fit layouts that call "
         "different signatures: pass the core's release to GO_layout_of_core "
         "(docs/graph-optimizer.md, \"Which optimize_func\")";
}

/* TP_Optimizer.optimize_func as the layouts of variant without_item call it. */
typedef void (*TP_Optimizer_optimize_func_without_item_fn)(void* optimizer, TF_Buffer* graph_buf, TF_Buffer* optimized_graph_buf, TF_Status* status);
/* 1 when the core of that layout calls optimize_func as without_item. */
SE_INLINE int se_private_go_TP_Optimizer_optimize_func_without_item(GO_Layout layout) {
  switch (layout) {
    case GO_LAYOUT_V0_0_1:
    case GO_LAYOUT_V0_3_0:
    case GO_LAYOUT_TENSORFLOW_2_5:
    case GO_LAYOUT_SEABI_NEXT:
      return 1;
    case GO_LAYOUT_UNKNOWN:
    case GO_LAYOUT_TENSORFLOW_2_6:
    case GO_LAYOUT_TENSORFLOW_2_10:
    case GO_LAYOUT_TENSORFLOW_NEXT:
      return 0;
  }
  return 0;
}
/* Writes fn where the rule places optimize_func when the core's layout calls
 * it as without_item; returns 1 when it wrote, else 0 (another signature, or no slot). */
SE_INLINE int TP_Optimizer_set_optimize_func_without_item(TP_Optimizer* s, GO_Layout core, TP_Optimizer_optimize_func_without_item_fn fn) {
  if (!se_private_go_TP_Optimizer_optimize_func_without_item(core)) return 0;
  return se_private_put(s, SE_PRIVATE_OFFSET_OF_END(TP_Optimizer, optimize_func), offsetof(TP_Optimizer, optimize_func), &fn, sizeof fn);
}
/* optimize_func as without_item, or NULL when the core's layout calls another signature or has no slot. */
SE_INLINE TP_Optimizer_optimize_func_without_item_fn TP_Optimizer_get_optimize_func_without_item(const TP_Optimizer* s, GO_Layout core) {
  TP_Optimizer_optimize_func_without_item_fn fn = SE_NULL;
  if (!se_private_go_TP_Optimizer_optimize_func_without_item(core) || !TP_Optimizer_has_optimize_func(s)) return SE_NULL;
  SE_PRIVATE_COPY(&fn, se_private_cslot(s, SE_PRIVATE_OFFSET_OF_END(TP_Optimizer, optimize_func), offsetof(TP_Optimizer, optimize_func)), sizeof fn);
  return fn;
}

/* TP_Optimizer.optimize_func as the layouts of variant with_item call it. */
typedef void (*TP_Optimizer_optimize_func_with_item_fn)(void* optimizer, const TF_Buffer* graph_buf, const TF_GrapplerItem* item, TF_Buffer* optimized_graph_buf, TF_Status* status);
/* 1 when the core of that layout calls optimize_func as with_item. */
SE_INLINE int se_private_go_TP_Optimizer_optimize_func_with_item(GO_Layout layout) {
  switch (layout) {
    case GO_LAYOUT_TENSORFLOW_2_6:
    case GO_LAYOUT_TENSORFLOW_2_10:
    case GO_LAYOUT_TENSORFLOW_NEXT:
      return 1;
    case GO_LAYOUT_UNKNOWN:
    case GO_LAYOUT_V0_0_1:
    case GO_LAYOUT_V0_3_0:
    case GO_LAYOUT_TENSORFLOW_2_5:
    case GO_LAYOUT_SEABI_NEXT:
      return 0;
  }
  return 0;
}
/* Writes fn where the rule places optimize_func when the core's layout calls
 * it as with_item; returns 1 when it wrote, else 0 (another signature, or no slot). */
SE_INLINE int TP_Optimizer_set_optimize_func_with_item(TP_Optimizer* s, GO_Layout core, TP_Optimizer_optimize_func_with_item_fn fn) {
  if (!se_private_go_TP_Optimizer_optimize_func_with_item(core)) return 0;
  return se_private_put(s, SE_PRIVATE_OFFSET_OF_END(TP_Optimizer, optimize_func), offsetof(TP_Optimizer, optimize_func), &fn, sizeof fn);
}
/* optimize_func as with_item, or NULL when the core's layout calls another signature or has no slot. */
SE_INLINE TP_Optimizer_optimize_func_with_item_fn TP_Optimizer_get_optimize_func_with_item(const TP_Optimizer* s, GO_Layout core) {
  TP_Optimizer_optimize_func_with_item_fn fn = SE_NULL;
  if (!se_private_go_TP_Optimizer_optimize_func_with_item(core) || !TP_Optimizer_has_optimize_func(s)) return SE_NULL;
  SE_PRIVATE_COPY(&fn, se_private_cslot(s, SE_PRIVATE_OFFSET_OF_END(TP_Optimizer, optimize_func), offsetof(TP_Optimizer, optimize_func)), sizeof fn);
  return fn;
}

/* ---- Opt-in sections ---------------------------------------------------------
 * The validators (SE_API_VALIDATORS) and the layout pins (SE_API_LAYOUT_PINS) are in
 * graph_api_checks.h, read only where one of them is defined before this header:
 * text a compiler skips still costs it lexing, and most translation units
 * need neither. */
#if defined(SE_API_VALIDATORS) || defined(SE_API_LAYOUT_PINS)
#include "graph_api_checks.h"
#endif

SE_PRIVATE_END_DEPRECATED_USE

#ifdef __cplusplus
} /* extern "C++" */
#endif

#endif /* GRAPH_API_H_ */
