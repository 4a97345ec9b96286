/* Compile-matrix translation unit for a header included on its own
 * (`-include HEADER`): every version's and every TensorFlow edition's header,
 * as `make header` renders it, must compile as C and as C++ (the matrix
 * compiles this with -x c++ too), on LP64 and i386, with its opt-in sections. */
int compile_header_only(void);
