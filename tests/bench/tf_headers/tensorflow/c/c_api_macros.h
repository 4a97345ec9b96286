/*
 * TEST FIXTURE for tests/bench (compile-time comparison). Not TensorFlow code.
 *
 * Declarations equivalent to TensorFlow's tensorflow/c/c_api_macros.h, written
 * from the facts in docs/reference notes so that `make bench` can compare the
 * cost of including se_api.h with the cost of including the header set a
 * plugin author would otherwise use. Keep it the size and shape of the real
 * file (comments included): the comparison is only fair if this file costs
 * what TensorFlow's costs.
 *
 * The real file carries a license banner of about this length; this paragraph
 * stands in for it so that the preprocessor reads a comparable number of
 * comment lines before the first declaration.
 */

#ifndef TENSORFLOW_C_C_API_MACROS_H_
#define TENSORFLOW_C_C_API_MACROS_H_

/*
 * Marks a function of the C API as exported from the TensorFlow library.
 * Windows needs dllexport while the library itself is built and dllimport
 * in its users; elsewhere the symbol is given default visibility so a
 * -fvisibility=hidden build still exports it. SWIG sees no decoration.
 */
#ifdef SWIG
#define TF_CAPI_EXPORT
#else
#if defined(_WIN32)
#ifdef TF_COMPILE_LIBRARY
#define TF_CAPI_EXPORT __declspec(dllexport)
#else
#define TF_CAPI_EXPORT __declspec(dllimport)
#endif  /* TF_COMPILE_LIBRARY */
#else
#define TF_CAPI_EXPORT __attribute__((visibility("default")))
#endif  /* _WIN32 */
#endif  /* SWIG */

/*
 * The C API's boolean: one byte everywhere, unlike C's _Bool or C++'s bool
 * whose size is up to the compiler. (TF_BOOL, in capitals, is a tensor
 * element type and unrelated.)
 */
#define TF_Bool unsigned char

/*
 * Size of TYPE counted up to the last byte of MEMBER, without the padding the
 * compiler may add after it. Every *_STRUCT_SIZE macro of the StreamExecutor
 * C API is defined with it, so struct_size never includes tail padding.
 */
#define TF_OFFSET_OF_END(TYPE, MEMBER) \
  (offsetof(TYPE, MEMBER) + sizeof(((TYPE *)0)->MEMBER))

#endif  /* TENSORFLOW_C_C_API_MACROS_H_ */
