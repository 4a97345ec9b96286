/*
 * graph_api_checks.h: the opt-in sections of graph_api.h (Graph optimizer C API, version 0.0.1).
 *
 * GENERATED FILE - DO NOT EDIT.
 * Generated from schema/graph_api.yaml by seabigen 1.0.0.
 * Regenerate with: make header SCHEMA=schema/graph_api.yaml AT=0.0.1 OUT=graph_api.h
 *
 * Do not include it yourself: define SE_API_VALIDATORS and/or SE_API_LAYOUT_PINS
 * before including graph_api.h, which then includes this file where
 * its declarations are complete.
 */
#ifndef GRAPH_API_H_
#error "graph_api_checks.h is read through graph_api.h: define SE_API_VALIDATORS or SE_API_LAYOUT_PINS, then include graph_api.h"
#endif
#ifndef GRAPH_API_CHECKS_H_
#define GRAPH_API_CHECKS_H_

/* ---- Validators (opt-in: define SE_API_VALIDATORS) -----------------------
 * S_validate(s, ..., msg, msg_size) returns TF_OK, or TF_FAILED_PRECONDITION
 * with TensorFlow's wording in msg: struct_size 0, a required member NULL
 * (not deprecated in this version), or a name that breaks its pattern. A
 * required member the struct_size does not cover is missing too ("... must
 * be set (struct_size 39 ends before it)."): TensorFlow's core would read
 * the slot anyway. Only a struct_size that is exactly a known layout
 * without the member (an older producer's) may leave it out. Compiled only where
 * asked for: most translation units never validate, and these bodies are
 * a large share of what including the header costs. */
#if defined(SE_API_VALIDATORS)
#ifndef SE_PRIVATE_SHARED_VALIDATOR_HELPERS
/* Shared with every seabi header's validators: the first one defines them. */
#define SE_PRIVATE_SHARED_VALIDATOR_HELPERS

/* Writes "<before><value><after>" into msg (when given); returns the code. */
SE_INLINE TF_Code se_private_fail(char* msg, size_t msg_size, const char* before, const char* value, const char* after) {
  /* A three-piece concatenation, truncated like snprintf: not worth <stdio.h>
   * in every translation unit that includes this header. */
  const char* parts[3];
  size_t n = 0, i;
  parts[0] = before;
  parts[1] = value;
  parts[2] = after;
  if (msg == SE_NULL || msg_size == 0) return TF_FAILED_PRECONDITION;
  for (i = 0; i < 3; i++) {
    const char* p = parts[i];
    while (*p != '\0' && n + 1 < msg_size) msg[n++] = *p++;
  }
  msg[n] = '\0';
  return TF_FAILED_PRECONDITION;
}

/* A required member the struct_size leaves out: "<what> (struct_size N ends
 * before it)." when N stops short of the member's end in this header's
 * layout, "<what> (struct_size N matches no layout that has it)." otherwise. */
SE_INLINE TF_Code se_private_fail_uncovered(char* msg, size_t msg_size, const char* what, size_t struct_size, size_t member_end) {
  char digits[3 * sizeof(size_t) + 1];
  char* d = digits + sizeof digits - 1;
  size_t used = 0, rest = struct_size;
  *d = '\0';
  do {
    *--d = "0123456789"[rest % 10]; /* no cast: C++ -Wold-style-cast */
    rest /= 10;
  } while (rest != 0);
  (void)se_private_fail(msg, msg_size, what, " (struct_size ", d);
  if (msg == SE_NULL || msg_size == 0) return TF_FAILED_PRECONDITION;
  while (msg[used] != '\0') used++;
  return se_private_fail(msg + used, msg_size - used,
                         struct_size < member_end ? " ends before it)." : " matches no layout that has it).", "", "");
}
#endif /* SE_PRIVATE_SHARED_VALIDATOR_HELPERS */

SE_INLINE TF_Code TP_OptimizerConfigs_validate(const TP_OptimizerConfigs* s, char* msg, size_t msg_size) {
  if (msg != SE_NULL && msg_size > 0) msg[0] = '\0';
  if (s == SE_NULL) return se_private_fail(msg, msg_size, "TP_OptimizerConfigs is NULL.", "", "");
  if (s->struct_size == 0) {
    return se_private_fail(msg, msg_size, "struct_size field in TP_OptimizerConfigs must be set to TP_OPTIMIZER_CONFIGS_STRUCT_SIZE.", "", "");
  }
  return TF_OK;
}

SE_INLINE TF_Code TP_Optimizer_validate(const TP_Optimizer* s, char* msg, size_t msg_size) {
  if (msg != SE_NULL && msg_size > 0) msg[0] = '\0';
  if (s == SE_NULL) return se_private_fail(msg, msg_size, "TP_Optimizer is NULL.", "", "");
  if (s->struct_size == 0) {
    return se_private_fail(msg, msg_size, "struct_size field in TP_Optimizer must be set to TP_OPTIMIZER_STRUCT_SIZE.", "", "");
  }
  if (!TP_Optimizer_has_optimize_func(s)) {
    return se_private_fail_uncovered(msg, msg_size, "'optimize_func' field in TP_Optimizer must be set", s->struct_size, SE_PRIVATE_OFFSET_OF_END(TP_Optimizer, optimize_func));
  } else if (TP_Optimizer_get_optimize_func(s) == SE_NULL) {
    return se_private_fail(msg, msg_size, "'optimize_func' field in TP_Optimizer must be set.", "", "");
  }
  return TF_OK;
}

SE_INLINE TF_Code TP_OptimizerRegistrationParams_validate(const TP_OptimizerRegistrationParams* s, char* msg, size_t msg_size) {
  if (msg != SE_NULL && msg_size > 0) msg[0] = '\0';
  if (s == SE_NULL) return se_private_fail(msg, msg_size, "TP_OptimizerRegistrationParams is NULL.", "", "");
  if (s->struct_size == 0) {
    return se_private_fail(msg, msg_size, "struct_size field in TP_OptimizerRegistrationParams must be set to TP_OPTIMIZER_REGISTRATION_PARAMS_STRUCT_SIZE.", "", "");
  }
  if (!TP_OptimizerRegistrationParams_has_device_type(s)) {
    return se_private_fail_uncovered(msg, msg_size, "'device_type' field in TP_OptimizerRegistrationParams must be set", s->struct_size, SE_PRIVATE_OFFSET_OF_END(TP_OptimizerRegistrationParams, device_type));
  } else if (TP_OptimizerRegistrationParams_get_device_type(s) == SE_NULL) {
    return se_private_fail(msg, msg_size, "'device_type' field in TP_OptimizerRegistrationParams must be set.", "", "");
  }
  return TF_OK;
}
#endif /* SE_API_VALIDATORS */

/* ---- Layout pins (opt-in: define SE_API_LAYOUT_PINS) ----------------------
 * Offsets and sizes as the generator computed them. A mismatch means the
 * compiler lays the structs out differently from the schema: stop. One
 * static assert per member is a noticeable share of every compile, and a
 * compiler's layout does not change between translation units, so they are
 * compiled only where asked for: define it in one source file of your
 * build (or for all of them); this project's own builds and tests do. */
#if defined(SE_API_LAYOUT_PINS)
#if UINTPTR_MAX == 0xFFFFFFFFFFFFFFFFu
SE_STATIC_ASSERT(offsetof(TP_OptimizerConfigs, struct_size) == 0, "TP_OptimizerConfigs.struct_size must be at offset 0 on 64-bit targets", lp64_TP_OptimizerConfigs_struct_size);
SE_STATIC_ASSERT(offsetof(TP_OptimizerConfigs, ext) == 8, "TP_OptimizerConfigs.ext must be at offset 8 on 64-bit targets", lp64_TP_OptimizerConfigs_ext);
SE_STATIC_ASSERT(offsetof(TP_OptimizerConfigs, disable_model_pruning) == 16, "TP_OptimizerConfigs.disable_model_pruning must be at offset 16 on 64-bit targets", lp64_TP_OptimizerConfigs_disable_model_pruning);
SE_STATIC_ASSERT(offsetof(TP_OptimizerConfigs, implementation_selector) == 20, "TP_OptimizerConfigs.implementation_selector must be at offset 20 on 64-bit targets", lp64_TP_OptimizerConfigs_implementation_selector);
SE_STATIC_ASSERT(offsetof(TP_OptimizerConfigs, function_optimization) == 24, "TP_OptimizerConfigs.function_optimization must be at offset 24 on 64-bit targets", lp64_TP_OptimizerConfigs_function_optimization);
SE_STATIC_ASSERT(offsetof(TP_OptimizerConfigs, common_subgraph_elimination) == 28, "TP_OptimizerConfigs.common_subgraph_elimination must be at offset 28 on 64-bit targets", lp64_TP_OptimizerConfigs_common_subgraph_elimination);
SE_STATIC_ASSERT(offsetof(TP_OptimizerConfigs, arithmetic_optimization) == 32, "TP_OptimizerConfigs.arithmetic_optimization must be at offset 32 on 64-bit targets", lp64_TP_OptimizerConfigs_arithmetic_optimization);
SE_STATIC_ASSERT(offsetof(TP_OptimizerConfigs, debug_stripper) == 36, "TP_OptimizerConfigs.debug_stripper must be at offset 36 on 64-bit targets", lp64_TP_OptimizerConfigs_debug_stripper);
SE_STATIC_ASSERT(offsetof(TP_OptimizerConfigs, constant_folding) == 40, "TP_OptimizerConfigs.constant_folding must be at offset 40 on 64-bit targets", lp64_TP_OptimizerConfigs_constant_folding);
SE_STATIC_ASSERT(offsetof(TP_OptimizerConfigs, shape_optimization) == 44, "TP_OptimizerConfigs.shape_optimization must be at offset 44 on 64-bit targets", lp64_TP_OptimizerConfigs_shape_optimization);
SE_STATIC_ASSERT(offsetof(TP_OptimizerConfigs, auto_mixed_precision) == 48, "TP_OptimizerConfigs.auto_mixed_precision must be at offset 48 on 64-bit targets", lp64_TP_OptimizerConfigs_auto_mixed_precision);
SE_STATIC_ASSERT(offsetof(TP_OptimizerConfigs, auto_mixed_precision_mkl) == 52, "TP_OptimizerConfigs.auto_mixed_precision_mkl must be at offset 52 on 64-bit targets", lp64_TP_OptimizerConfigs_auto_mixed_precision_mkl);
SE_STATIC_ASSERT(offsetof(TP_OptimizerConfigs, pin_to_host_optimization) == 56, "TP_OptimizerConfigs.pin_to_host_optimization must be at offset 56 on 64-bit targets", lp64_TP_OptimizerConfigs_pin_to_host_optimization);
SE_STATIC_ASSERT(offsetof(TP_OptimizerConfigs, layout_optimizer) == 60, "TP_OptimizerConfigs.layout_optimizer must be at offset 60 on 64-bit targets", lp64_TP_OptimizerConfigs_layout_optimizer);
SE_STATIC_ASSERT(offsetof(TP_OptimizerConfigs, remapping) == 64, "TP_OptimizerConfigs.remapping must be at offset 64 on 64-bit targets", lp64_TP_OptimizerConfigs_remapping);
SE_STATIC_ASSERT(offsetof(TP_OptimizerConfigs, loop_optimization) == 68, "TP_OptimizerConfigs.loop_optimization must be at offset 68 on 64-bit targets", lp64_TP_OptimizerConfigs_loop_optimization);
SE_STATIC_ASSERT(offsetof(TP_OptimizerConfigs, dependency_optimization) == 72, "TP_OptimizerConfigs.dependency_optimization must be at offset 72 on 64-bit targets", lp64_TP_OptimizerConfigs_dependency_optimization);
SE_STATIC_ASSERT(offsetof(TP_OptimizerConfigs, auto_parallel) == 76, "TP_OptimizerConfigs.auto_parallel must be at offset 76 on 64-bit targets", lp64_TP_OptimizerConfigs_auto_parallel);
SE_STATIC_ASSERT(offsetof(TP_OptimizerConfigs, memory_optimization) == 80, "TP_OptimizerConfigs.memory_optimization must be at offset 80 on 64-bit targets", lp64_TP_OptimizerConfigs_memory_optimization);
SE_STATIC_ASSERT(offsetof(TP_OptimizerConfigs, scoped_allocator_optimization) == 84, "TP_OptimizerConfigs.scoped_allocator_optimization must be at offset 84 on 64-bit targets", lp64_TP_OptimizerConfigs_scoped_allocator_optimization);
SE_STATIC_ASSERT(TP_OPTIMIZER_CONFIGS_STRUCT_SIZE == 88, "TP_OPTIMIZER_CONFIGS_STRUCT_SIZE must be 88 on 64-bit targets", lp64_size_TP_OptimizerConfigs);
SE_STATIC_ASSERT(sizeof(TP_OptimizerConfigs) == 88, "sizeof(TP_OptimizerConfigs) must be 88 on 64-bit targets", lp64_sizeof_TP_OptimizerConfigs);
SE_STATIC_ASSERT(offsetof(TP_Optimizer, struct_size) == 0, "TP_Optimizer.struct_size must be at offset 0 on 64-bit targets", lp64_TP_Optimizer_struct_size);
SE_STATIC_ASSERT(offsetof(TP_Optimizer, ext) == 8, "TP_Optimizer.ext must be at offset 8 on 64-bit targets", lp64_TP_Optimizer_ext);
SE_STATIC_ASSERT(offsetof(TP_Optimizer, create_func) == 16, "TP_Optimizer.create_func must be at offset 16 on 64-bit targets", lp64_TP_Optimizer_create_func);
SE_STATIC_ASSERT(offsetof(TP_Optimizer, optimize_func) == 24, "TP_Optimizer.optimize_func must be at offset 24 on 64-bit targets", lp64_TP_Optimizer_optimize_func);
SE_STATIC_ASSERT(offsetof(TP_Optimizer, destroy_func) == 32, "TP_Optimizer.destroy_func must be at offset 32 on 64-bit targets", lp64_TP_Optimizer_destroy_func);
SE_STATIC_ASSERT(TP_OPTIMIZER_STRUCT_SIZE == 40, "TP_OPTIMIZER_STRUCT_SIZE must be 40 on 64-bit targets", lp64_size_TP_Optimizer);
SE_STATIC_ASSERT(sizeof(TP_Optimizer) == 40, "sizeof(TP_Optimizer) must be 40 on 64-bit targets", lp64_sizeof_TP_Optimizer);
SE_STATIC_ASSERT(offsetof(TP_OptimizerRegistrationParams, struct_size) == 0, "TP_OptimizerRegistrationParams.struct_size must be at offset 0 on 64-bit targets", lp64_TP_OptimizerRegistrationParams_struct_size);
SE_STATIC_ASSERT(offsetof(TP_OptimizerRegistrationParams, ext) == 8, "TP_OptimizerRegistrationParams.ext must be at offset 8 on 64-bit targets", lp64_TP_OptimizerRegistrationParams_ext);
SE_STATIC_ASSERT(offsetof(TP_OptimizerRegistrationParams, major_version) == 16, "TP_OptimizerRegistrationParams.major_version must be at offset 16 on 64-bit targets", lp64_TP_OptimizerRegistrationParams_major_version);
SE_STATIC_ASSERT(offsetof(TP_OptimizerRegistrationParams, minor_version) == 20, "TP_OptimizerRegistrationParams.minor_version must be at offset 20 on 64-bit targets", lp64_TP_OptimizerRegistrationParams_minor_version);
SE_STATIC_ASSERT(offsetof(TP_OptimizerRegistrationParams, patch_version) == 24, "TP_OptimizerRegistrationParams.patch_version must be at offset 24 on 64-bit targets", lp64_TP_OptimizerRegistrationParams_patch_version);
SE_STATIC_ASSERT(offsetof(TP_OptimizerRegistrationParams, device_type) == 32, "TP_OptimizerRegistrationParams.device_type must be at offset 32 on 64-bit targets", lp64_TP_OptimizerRegistrationParams_device_type);
SE_STATIC_ASSERT(offsetof(TP_OptimizerRegistrationParams, optimizer_configs) == 40, "TP_OptimizerRegistrationParams.optimizer_configs must be at offset 40 on 64-bit targets", lp64_TP_OptimizerRegistrationParams_optimizer_configs);
SE_STATIC_ASSERT(offsetof(TP_OptimizerRegistrationParams, optimizer) == 48, "TP_OptimizerRegistrationParams.optimizer must be at offset 48 on 64-bit targets", lp64_TP_OptimizerRegistrationParams_optimizer);
SE_STATIC_ASSERT(TP_OPTIMIZER_REGISTRATION_PARAMS_STRUCT_SIZE == 56, "TP_OPTIMIZER_REGISTRATION_PARAMS_STRUCT_SIZE must be 56 on 64-bit targets", lp64_size_TP_OptimizerRegistrationParams);
SE_STATIC_ASSERT(sizeof(TP_OptimizerRegistrationParams) == 56, "sizeof(TP_OptimizerRegistrationParams) must be 56 on 64-bit targets", lp64_sizeof_TP_OptimizerRegistrationParams);
#elif defined(__i386__)
SE_STATIC_ASSERT(offsetof(TP_OptimizerConfigs, struct_size) == 0, "TP_OptimizerConfigs.struct_size must be at offset 0 on i386", ilp32_TP_OptimizerConfigs_struct_size);
SE_STATIC_ASSERT(offsetof(TP_OptimizerConfigs, ext) == 4, "TP_OptimizerConfigs.ext must be at offset 4 on i386", ilp32_TP_OptimizerConfigs_ext);
SE_STATIC_ASSERT(offsetof(TP_OptimizerConfigs, disable_model_pruning) == 8, "TP_OptimizerConfigs.disable_model_pruning must be at offset 8 on i386", ilp32_TP_OptimizerConfigs_disable_model_pruning);
SE_STATIC_ASSERT(offsetof(TP_OptimizerConfigs, implementation_selector) == 12, "TP_OptimizerConfigs.implementation_selector must be at offset 12 on i386", ilp32_TP_OptimizerConfigs_implementation_selector);
SE_STATIC_ASSERT(offsetof(TP_OptimizerConfigs, function_optimization) == 16, "TP_OptimizerConfigs.function_optimization must be at offset 16 on i386", ilp32_TP_OptimizerConfigs_function_optimization);
SE_STATIC_ASSERT(offsetof(TP_OptimizerConfigs, common_subgraph_elimination) == 20, "TP_OptimizerConfigs.common_subgraph_elimination must be at offset 20 on i386", ilp32_TP_OptimizerConfigs_common_subgraph_elimination);
SE_STATIC_ASSERT(offsetof(TP_OptimizerConfigs, arithmetic_optimization) == 24, "TP_OptimizerConfigs.arithmetic_optimization must be at offset 24 on i386", ilp32_TP_OptimizerConfigs_arithmetic_optimization);
SE_STATIC_ASSERT(offsetof(TP_OptimizerConfigs, debug_stripper) == 28, "TP_OptimizerConfigs.debug_stripper must be at offset 28 on i386", ilp32_TP_OptimizerConfigs_debug_stripper);
SE_STATIC_ASSERT(offsetof(TP_OptimizerConfigs, constant_folding) == 32, "TP_OptimizerConfigs.constant_folding must be at offset 32 on i386", ilp32_TP_OptimizerConfigs_constant_folding);
SE_STATIC_ASSERT(offsetof(TP_OptimizerConfigs, shape_optimization) == 36, "TP_OptimizerConfigs.shape_optimization must be at offset 36 on i386", ilp32_TP_OptimizerConfigs_shape_optimization);
SE_STATIC_ASSERT(offsetof(TP_OptimizerConfigs, auto_mixed_precision) == 40, "TP_OptimizerConfigs.auto_mixed_precision must be at offset 40 on i386", ilp32_TP_OptimizerConfigs_auto_mixed_precision);
SE_STATIC_ASSERT(offsetof(TP_OptimizerConfigs, auto_mixed_precision_mkl) == 44, "TP_OptimizerConfigs.auto_mixed_precision_mkl must be at offset 44 on i386", ilp32_TP_OptimizerConfigs_auto_mixed_precision_mkl);
SE_STATIC_ASSERT(offsetof(TP_OptimizerConfigs, pin_to_host_optimization) == 48, "TP_OptimizerConfigs.pin_to_host_optimization must be at offset 48 on i386", ilp32_TP_OptimizerConfigs_pin_to_host_optimization);
SE_STATIC_ASSERT(offsetof(TP_OptimizerConfigs, layout_optimizer) == 52, "TP_OptimizerConfigs.layout_optimizer must be at offset 52 on i386", ilp32_TP_OptimizerConfigs_layout_optimizer);
SE_STATIC_ASSERT(offsetof(TP_OptimizerConfigs, remapping) == 56, "TP_OptimizerConfigs.remapping must be at offset 56 on i386", ilp32_TP_OptimizerConfigs_remapping);
SE_STATIC_ASSERT(offsetof(TP_OptimizerConfigs, loop_optimization) == 60, "TP_OptimizerConfigs.loop_optimization must be at offset 60 on i386", ilp32_TP_OptimizerConfigs_loop_optimization);
SE_STATIC_ASSERT(offsetof(TP_OptimizerConfigs, dependency_optimization) == 64, "TP_OptimizerConfigs.dependency_optimization must be at offset 64 on i386", ilp32_TP_OptimizerConfigs_dependency_optimization);
SE_STATIC_ASSERT(offsetof(TP_OptimizerConfigs, auto_parallel) == 68, "TP_OptimizerConfigs.auto_parallel must be at offset 68 on i386", ilp32_TP_OptimizerConfigs_auto_parallel);
SE_STATIC_ASSERT(offsetof(TP_OptimizerConfigs, memory_optimization) == 72, "TP_OptimizerConfigs.memory_optimization must be at offset 72 on i386", ilp32_TP_OptimizerConfigs_memory_optimization);
SE_STATIC_ASSERT(offsetof(TP_OptimizerConfigs, scoped_allocator_optimization) == 76, "TP_OptimizerConfigs.scoped_allocator_optimization must be at offset 76 on i386", ilp32_TP_OptimizerConfigs_scoped_allocator_optimization);
SE_STATIC_ASSERT(TP_OPTIMIZER_CONFIGS_STRUCT_SIZE == 80, "TP_OPTIMIZER_CONFIGS_STRUCT_SIZE must be 80 on i386", ilp32_size_TP_OptimizerConfigs);
SE_STATIC_ASSERT(sizeof(TP_OptimizerConfigs) == 80, "sizeof(TP_OptimizerConfigs) must be 80 on i386", ilp32_sizeof_TP_OptimizerConfigs);
SE_STATIC_ASSERT(offsetof(TP_Optimizer, struct_size) == 0, "TP_Optimizer.struct_size must be at offset 0 on i386", ilp32_TP_Optimizer_struct_size);
SE_STATIC_ASSERT(offsetof(TP_Optimizer, ext) == 4, "TP_Optimizer.ext must be at offset 4 on i386", ilp32_TP_Optimizer_ext);
SE_STATIC_ASSERT(offsetof(TP_Optimizer, create_func) == 8, "TP_Optimizer.create_func must be at offset 8 on i386", ilp32_TP_Optimizer_create_func);
SE_STATIC_ASSERT(offsetof(TP_Optimizer, optimize_func) == 12, "TP_Optimizer.optimize_func must be at offset 12 on i386", ilp32_TP_Optimizer_optimize_func);
SE_STATIC_ASSERT(offsetof(TP_Optimizer, destroy_func) == 16, "TP_Optimizer.destroy_func must be at offset 16 on i386", ilp32_TP_Optimizer_destroy_func);
SE_STATIC_ASSERT(TP_OPTIMIZER_STRUCT_SIZE == 20, "TP_OPTIMIZER_STRUCT_SIZE must be 20 on i386", ilp32_size_TP_Optimizer);
SE_STATIC_ASSERT(sizeof(TP_Optimizer) == 20, "sizeof(TP_Optimizer) must be 20 on i386", ilp32_sizeof_TP_Optimizer);
SE_STATIC_ASSERT(offsetof(TP_OptimizerRegistrationParams, struct_size) == 0, "TP_OptimizerRegistrationParams.struct_size must be at offset 0 on i386", ilp32_TP_OptimizerRegistrationParams_struct_size);
SE_STATIC_ASSERT(offsetof(TP_OptimizerRegistrationParams, ext) == 4, "TP_OptimizerRegistrationParams.ext must be at offset 4 on i386", ilp32_TP_OptimizerRegistrationParams_ext);
SE_STATIC_ASSERT(offsetof(TP_OptimizerRegistrationParams, major_version) == 8, "TP_OptimizerRegistrationParams.major_version must be at offset 8 on i386", ilp32_TP_OptimizerRegistrationParams_major_version);
SE_STATIC_ASSERT(offsetof(TP_OptimizerRegistrationParams, minor_version) == 12, "TP_OptimizerRegistrationParams.minor_version must be at offset 12 on i386", ilp32_TP_OptimizerRegistrationParams_minor_version);
SE_STATIC_ASSERT(offsetof(TP_OptimizerRegistrationParams, patch_version) == 16, "TP_OptimizerRegistrationParams.patch_version must be at offset 16 on i386", ilp32_TP_OptimizerRegistrationParams_patch_version);
SE_STATIC_ASSERT(offsetof(TP_OptimizerRegistrationParams, device_type) == 20, "TP_OptimizerRegistrationParams.device_type must be at offset 20 on i386", ilp32_TP_OptimizerRegistrationParams_device_type);
SE_STATIC_ASSERT(offsetof(TP_OptimizerRegistrationParams, optimizer_configs) == 24, "TP_OptimizerRegistrationParams.optimizer_configs must be at offset 24 on i386", ilp32_TP_OptimizerRegistrationParams_optimizer_configs);
SE_STATIC_ASSERT(offsetof(TP_OptimizerRegistrationParams, optimizer) == 28, "TP_OptimizerRegistrationParams.optimizer must be at offset 28 on i386", ilp32_TP_OptimizerRegistrationParams_optimizer);
SE_STATIC_ASSERT(TP_OPTIMIZER_REGISTRATION_PARAMS_STRUCT_SIZE == 32, "TP_OPTIMIZER_REGISTRATION_PARAMS_STRUCT_SIZE must be 32 on i386", ilp32_size_TP_OptimizerRegistrationParams);
SE_STATIC_ASSERT(sizeof(TP_OptimizerRegistrationParams) == 32, "sizeof(TP_OptimizerRegistrationParams) must be 32 on i386", ilp32_sizeof_TP_OptimizerRegistrationParams);
#endif
/* On every target: the layout numbers the accessors name and the sizes of
 * layouts only a private struct describes (literals on the targets above,
 * see SE_PRIVATE_BY_ABI) are the ones the compiler computes. */
SE_STATIC_ASSERT(se_private_end_TP_OptimizerConfigs_scoped_allocator_optimization == SE_PRIVATE_OFFSET_OF_END(TP_OptimizerConfigs, scoped_allocator_optimization), "se_private_end_TP_OptimizerConfigs_scoped_allocator_optimization must be SE_PRIVATE_OFFSET_OF_END(TP_OptimizerConfigs, scoped_allocator_optimization)", se_private_end_TP_OptimizerConfigs_scoped_allocator_optimization);
SE_STATIC_ASSERT(se_private_end_TP_OptimizerConfigs_tensorflow_2_10_scoped_allocator_optimization == SE_PRIVATE_OFFSET_OF_END(struct se_private_TP_OptimizerConfigs_tensorflow_2_10, scoped_allocator_optimization), "se_private_end_TP_OptimizerConfigs_tensorflow_2_10_scoped_allocator_optimization must be SE_PRIVATE_OFFSET_OF_END(struct se_private_TP_OptimizerConfigs_tensorflow_2_10, scoped_allocator_optimization)", se_private_end_TP_OptimizerConfigs_tensorflow_2_10_scoped_allocator_optimization);
SE_STATIC_ASSERT(se_private_off_TP_OptimizerConfigs_auto_mixed_precision_mkl == offsetof(TP_OptimizerConfigs, auto_mixed_precision_mkl), "se_private_off_TP_OptimizerConfigs_auto_mixed_precision_mkl must be offsetof(TP_OptimizerConfigs, auto_mixed_precision_mkl)", se_private_off_TP_OptimizerConfigs_auto_mixed_precision_mkl);
SE_STATIC_ASSERT(se_private_off_TP_OptimizerConfigs_tensorflow_2_10_auto_mixed_precision_mkl == offsetof(struct se_private_TP_OptimizerConfigs_tensorflow_2_10, auto_mixed_precision_mkl), "se_private_off_TP_OptimizerConfigs_tensorflow_2_10_auto_mixed_precision_mkl must be offsetof(struct se_private_TP_OptimizerConfigs_tensorflow_2_10, auto_mixed_precision_mkl)", se_private_off_TP_OptimizerConfigs_tensorflow_2_10_auto_mixed_precision_mkl);
SE_STATIC_ASSERT(se_private_off_TP_OptimizerConfigs_pin_to_host_optimization == offsetof(TP_OptimizerConfigs, pin_to_host_optimization), "se_private_off_TP_OptimizerConfigs_pin_to_host_optimization must be offsetof(TP_OptimizerConfigs, pin_to_host_optimization)", se_private_off_TP_OptimizerConfigs_pin_to_host_optimization);
SE_STATIC_ASSERT(se_private_off_TP_OptimizerConfigs_tensorflow_2_10_pin_to_host_optimization == offsetof(struct se_private_TP_OptimizerConfigs_tensorflow_2_10, pin_to_host_optimization), "se_private_off_TP_OptimizerConfigs_tensorflow_2_10_pin_to_host_optimization must be offsetof(struct se_private_TP_OptimizerConfigs_tensorflow_2_10, pin_to_host_optimization)", se_private_off_TP_OptimizerConfigs_tensorflow_2_10_pin_to_host_optimization);
SE_STATIC_ASSERT(se_private_off_TP_OptimizerConfigs_layout_optimizer == offsetof(TP_OptimizerConfigs, layout_optimizer), "se_private_off_TP_OptimizerConfigs_layout_optimizer must be offsetof(TP_OptimizerConfigs, layout_optimizer)", se_private_off_TP_OptimizerConfigs_layout_optimizer);
SE_STATIC_ASSERT(se_private_off_TP_OptimizerConfigs_tensorflow_2_10_layout_optimizer == offsetof(struct se_private_TP_OptimizerConfigs_tensorflow_2_10, layout_optimizer), "se_private_off_TP_OptimizerConfigs_tensorflow_2_10_layout_optimizer must be offsetof(struct se_private_TP_OptimizerConfigs_tensorflow_2_10, layout_optimizer)", se_private_off_TP_OptimizerConfigs_tensorflow_2_10_layout_optimizer);
SE_STATIC_ASSERT(se_private_off_TP_OptimizerConfigs_remapping == offsetof(TP_OptimizerConfigs, remapping), "se_private_off_TP_OptimizerConfigs_remapping must be offsetof(TP_OptimizerConfigs, remapping)", se_private_off_TP_OptimizerConfigs_remapping);
SE_STATIC_ASSERT(se_private_off_TP_OptimizerConfigs_tensorflow_2_10_remapping == offsetof(struct se_private_TP_OptimizerConfigs_tensorflow_2_10, remapping), "se_private_off_TP_OptimizerConfigs_tensorflow_2_10_remapping must be offsetof(struct se_private_TP_OptimizerConfigs_tensorflow_2_10, remapping)", se_private_off_TP_OptimizerConfigs_tensorflow_2_10_remapping);
SE_STATIC_ASSERT(se_private_off_TP_OptimizerConfigs_loop_optimization == offsetof(TP_OptimizerConfigs, loop_optimization), "se_private_off_TP_OptimizerConfigs_loop_optimization must be offsetof(TP_OptimizerConfigs, loop_optimization)", se_private_off_TP_OptimizerConfigs_loop_optimization);
SE_STATIC_ASSERT(se_private_off_TP_OptimizerConfigs_tensorflow_2_10_loop_optimization == offsetof(struct se_private_TP_OptimizerConfigs_tensorflow_2_10, loop_optimization), "se_private_off_TP_OptimizerConfigs_tensorflow_2_10_loop_optimization must be offsetof(struct se_private_TP_OptimizerConfigs_tensorflow_2_10, loop_optimization)", se_private_off_TP_OptimizerConfigs_tensorflow_2_10_loop_optimization);
SE_STATIC_ASSERT(se_private_off_TP_OptimizerConfigs_dependency_optimization == offsetof(TP_OptimizerConfigs, dependency_optimization), "se_private_off_TP_OptimizerConfigs_dependency_optimization must be offsetof(TP_OptimizerConfigs, dependency_optimization)", se_private_off_TP_OptimizerConfigs_dependency_optimization);
SE_STATIC_ASSERT(se_private_off_TP_OptimizerConfigs_tensorflow_2_10_dependency_optimization == offsetof(struct se_private_TP_OptimizerConfigs_tensorflow_2_10, dependency_optimization), "se_private_off_TP_OptimizerConfigs_tensorflow_2_10_dependency_optimization must be offsetof(struct se_private_TP_OptimizerConfigs_tensorflow_2_10, dependency_optimization)", se_private_off_TP_OptimizerConfigs_tensorflow_2_10_dependency_optimization);
SE_STATIC_ASSERT(se_private_off_TP_OptimizerConfigs_auto_parallel == offsetof(TP_OptimizerConfigs, auto_parallel), "se_private_off_TP_OptimizerConfigs_auto_parallel must be offsetof(TP_OptimizerConfigs, auto_parallel)", se_private_off_TP_OptimizerConfigs_auto_parallel);
SE_STATIC_ASSERT(se_private_off_TP_OptimizerConfigs_tensorflow_2_10_auto_parallel == offsetof(struct se_private_TP_OptimizerConfigs_tensorflow_2_10, auto_parallel), "se_private_off_TP_OptimizerConfigs_tensorflow_2_10_auto_parallel must be offsetof(struct se_private_TP_OptimizerConfigs_tensorflow_2_10, auto_parallel)", se_private_off_TP_OptimizerConfigs_tensorflow_2_10_auto_parallel);
SE_STATIC_ASSERT(se_private_off_TP_OptimizerConfigs_memory_optimization == offsetof(TP_OptimizerConfigs, memory_optimization), "se_private_off_TP_OptimizerConfigs_memory_optimization must be offsetof(TP_OptimizerConfigs, memory_optimization)", se_private_off_TP_OptimizerConfigs_memory_optimization);
SE_STATIC_ASSERT(se_private_off_TP_OptimizerConfigs_tensorflow_2_10_memory_optimization == offsetof(struct se_private_TP_OptimizerConfigs_tensorflow_2_10, memory_optimization), "se_private_off_TP_OptimizerConfigs_tensorflow_2_10_memory_optimization must be offsetof(struct se_private_TP_OptimizerConfigs_tensorflow_2_10, memory_optimization)", se_private_off_TP_OptimizerConfigs_tensorflow_2_10_memory_optimization);
SE_STATIC_ASSERT(se_private_off_TP_OptimizerConfigs_scoped_allocator_optimization == offsetof(TP_OptimizerConfigs, scoped_allocator_optimization), "se_private_off_TP_OptimizerConfigs_scoped_allocator_optimization must be offsetof(TP_OptimizerConfigs, scoped_allocator_optimization)", se_private_off_TP_OptimizerConfigs_scoped_allocator_optimization);
SE_STATIC_ASSERT(se_private_off_TP_OptimizerConfigs_tensorflow_2_10_scoped_allocator_optimization == offsetof(struct se_private_TP_OptimizerConfigs_tensorflow_2_10, scoped_allocator_optimization), "se_private_off_TP_OptimizerConfigs_tensorflow_2_10_scoped_allocator_optimization must be offsetof(struct se_private_TP_OptimizerConfigs_tensorflow_2_10, scoped_allocator_optimization)", se_private_off_TP_OptimizerConfigs_tensorflow_2_10_scoped_allocator_optimization);
SE_STATIC_ASSERT(se_private_end_TP_OptimizerConfigs_struct_size == SE_PRIVATE_OFFSET_OF_END(TP_OptimizerConfigs, struct_size), "se_private_end_TP_OptimizerConfigs_struct_size must be SE_PRIVATE_OFFSET_OF_END(TP_OptimizerConfigs, struct_size)", se_private_end_TP_OptimizerConfigs_struct_size);
SE_STATIC_ASSERT(se_private_end_TP_OptimizerConfigs_disable_model_pruning == SE_PRIVATE_OFFSET_OF_END(TP_OptimizerConfigs, disable_model_pruning), "se_private_end_TP_OptimizerConfigs_disable_model_pruning must be SE_PRIVATE_OFFSET_OF_END(TP_OptimizerConfigs, disable_model_pruning)", se_private_end_TP_OptimizerConfigs_disable_model_pruning);
SE_STATIC_ASSERT(se_private_end_TP_OptimizerConfigs_implementation_selector == SE_PRIVATE_OFFSET_OF_END(TP_OptimizerConfigs, implementation_selector), "se_private_end_TP_OptimizerConfigs_implementation_selector must be SE_PRIVATE_OFFSET_OF_END(TP_OptimizerConfigs, implementation_selector)", se_private_end_TP_OptimizerConfigs_implementation_selector);
SE_STATIC_ASSERT(se_private_end_TP_OptimizerConfigs_function_optimization == SE_PRIVATE_OFFSET_OF_END(TP_OptimizerConfigs, function_optimization), "se_private_end_TP_OptimizerConfigs_function_optimization must be SE_PRIVATE_OFFSET_OF_END(TP_OptimizerConfigs, function_optimization)", se_private_end_TP_OptimizerConfigs_function_optimization);
SE_STATIC_ASSERT(se_private_end_TP_OptimizerConfigs_common_subgraph_elimination == SE_PRIVATE_OFFSET_OF_END(TP_OptimizerConfigs, common_subgraph_elimination), "se_private_end_TP_OptimizerConfigs_common_subgraph_elimination must be SE_PRIVATE_OFFSET_OF_END(TP_OptimizerConfigs, common_subgraph_elimination)", se_private_end_TP_OptimizerConfigs_common_subgraph_elimination);
SE_STATIC_ASSERT(se_private_end_TP_OptimizerConfigs_arithmetic_optimization == SE_PRIVATE_OFFSET_OF_END(TP_OptimizerConfigs, arithmetic_optimization), "se_private_end_TP_OptimizerConfigs_arithmetic_optimization must be SE_PRIVATE_OFFSET_OF_END(TP_OptimizerConfigs, arithmetic_optimization)", se_private_end_TP_OptimizerConfigs_arithmetic_optimization);
SE_STATIC_ASSERT(se_private_end_TP_OptimizerConfigs_debug_stripper == SE_PRIVATE_OFFSET_OF_END(TP_OptimizerConfigs, debug_stripper), "se_private_end_TP_OptimizerConfigs_debug_stripper must be SE_PRIVATE_OFFSET_OF_END(TP_OptimizerConfigs, debug_stripper)", se_private_end_TP_OptimizerConfigs_debug_stripper);
SE_STATIC_ASSERT(se_private_end_TP_OptimizerConfigs_constant_folding == SE_PRIVATE_OFFSET_OF_END(TP_OptimizerConfigs, constant_folding), "se_private_end_TP_OptimizerConfigs_constant_folding must be SE_PRIVATE_OFFSET_OF_END(TP_OptimizerConfigs, constant_folding)", se_private_end_TP_OptimizerConfigs_constant_folding);
SE_STATIC_ASSERT(se_private_end_TP_OptimizerConfigs_shape_optimization == SE_PRIVATE_OFFSET_OF_END(TP_OptimizerConfigs, shape_optimization), "se_private_end_TP_OptimizerConfigs_shape_optimization must be SE_PRIVATE_OFFSET_OF_END(TP_OptimizerConfigs, shape_optimization)", se_private_end_TP_OptimizerConfigs_shape_optimization);
SE_STATIC_ASSERT(se_private_end_TP_OptimizerConfigs_auto_mixed_precision == SE_PRIVATE_OFFSET_OF_END(TP_OptimizerConfigs, auto_mixed_precision), "se_private_end_TP_OptimizerConfigs_auto_mixed_precision must be SE_PRIVATE_OFFSET_OF_END(TP_OptimizerConfigs, auto_mixed_precision)", se_private_end_TP_OptimizerConfigs_auto_mixed_precision);
SE_STATIC_ASSERT(se_private_end_TP_OptimizerConfigs_auto_mixed_precision_mkl == SE_PRIVATE_OFFSET_OF_END(TP_OptimizerConfigs, auto_mixed_precision_mkl), "se_private_end_TP_OptimizerConfigs_auto_mixed_precision_mkl must be SE_PRIVATE_OFFSET_OF_END(TP_OptimizerConfigs, auto_mixed_precision_mkl)", se_private_end_TP_OptimizerConfigs_auto_mixed_precision_mkl);
SE_STATIC_ASSERT(TP_OPTIMIZER_CONFIGS_STRUCT_SIZE_TENSORFLOW_2_10 == SE_PRIVATE_OFFSET_OF_END(struct se_private_TP_OptimizerConfigs_tensorflow_2_10, scoped_allocator_optimization), "TP_OPTIMIZER_CONFIGS_STRUCT_SIZE_TENSORFLOW_2_10 must be SE_PRIVATE_OFFSET_OF_END(struct se_private_TP_OptimizerConfigs_tensorflow_2_10, scoped_allocator_optimization)", TP_OPTIMIZER_CONFIGS_STRUCT_SIZE_TENSORFLOW_2_10);
SE_STATIC_ASSERT(se_private_end_TP_Optimizer_struct_size == SE_PRIVATE_OFFSET_OF_END(TP_Optimizer, struct_size), "se_private_end_TP_Optimizer_struct_size must be SE_PRIVATE_OFFSET_OF_END(TP_Optimizer, struct_size)", se_private_end_TP_Optimizer_struct_size);
SE_STATIC_ASSERT(se_private_end_TP_Optimizer_destroy_func == SE_PRIVATE_OFFSET_OF_END(TP_Optimizer, destroy_func), "se_private_end_TP_Optimizer_destroy_func must be SE_PRIVATE_OFFSET_OF_END(TP_Optimizer, destroy_func)", se_private_end_TP_Optimizer_destroy_func);
SE_STATIC_ASSERT(se_private_end_TP_Optimizer_optimize_func == SE_PRIVATE_OFFSET_OF_END(TP_Optimizer, optimize_func), "se_private_end_TP_Optimizer_optimize_func must be SE_PRIVATE_OFFSET_OF_END(TP_Optimizer, optimize_func)", se_private_end_TP_Optimizer_optimize_func);
SE_STATIC_ASSERT(se_private_off_TP_Optimizer_optimize_func == offsetof(TP_Optimizer, optimize_func), "se_private_off_TP_Optimizer_optimize_func must be offsetof(TP_Optimizer, optimize_func)", se_private_off_TP_Optimizer_optimize_func);
SE_STATIC_ASSERT(se_private_end_TP_OptimizerRegistrationParams_struct_size == SE_PRIVATE_OFFSET_OF_END(TP_OptimizerRegistrationParams, struct_size), "se_private_end_TP_OptimizerRegistrationParams_struct_size must be SE_PRIVATE_OFFSET_OF_END(TP_OptimizerRegistrationParams, struct_size)", se_private_end_TP_OptimizerRegistrationParams_struct_size);
SE_STATIC_ASSERT(se_private_end_TP_OptimizerRegistrationParams_major_version == SE_PRIVATE_OFFSET_OF_END(TP_OptimizerRegistrationParams, major_version), "se_private_end_TP_OptimizerRegistrationParams_major_version must be SE_PRIVATE_OFFSET_OF_END(TP_OptimizerRegistrationParams, major_version)", se_private_end_TP_OptimizerRegistrationParams_major_version);
SE_STATIC_ASSERT(se_private_end_TP_OptimizerRegistrationParams_minor_version == SE_PRIVATE_OFFSET_OF_END(TP_OptimizerRegistrationParams, minor_version), "se_private_end_TP_OptimizerRegistrationParams_minor_version must be SE_PRIVATE_OFFSET_OF_END(TP_OptimizerRegistrationParams, minor_version)", se_private_end_TP_OptimizerRegistrationParams_minor_version);
SE_STATIC_ASSERT(se_private_end_TP_OptimizerRegistrationParams_patch_version == SE_PRIVATE_OFFSET_OF_END(TP_OptimizerRegistrationParams, patch_version), "se_private_end_TP_OptimizerRegistrationParams_patch_version must be SE_PRIVATE_OFFSET_OF_END(TP_OptimizerRegistrationParams, patch_version)", se_private_end_TP_OptimizerRegistrationParams_patch_version);
SE_STATIC_ASSERT(se_private_end_TP_OptimizerRegistrationParams_device_type == SE_PRIVATE_OFFSET_OF_END(TP_OptimizerRegistrationParams, device_type), "se_private_end_TP_OptimizerRegistrationParams_device_type must be SE_PRIVATE_OFFSET_OF_END(TP_OptimizerRegistrationParams, device_type)", se_private_end_TP_OptimizerRegistrationParams_device_type);
SE_STATIC_ASSERT(se_private_end_TP_OptimizerRegistrationParams_optimizer == SE_PRIVATE_OFFSET_OF_END(TP_OptimizerRegistrationParams, optimizer), "se_private_end_TP_OptimizerRegistrationParams_optimizer must be SE_PRIVATE_OFFSET_OF_END(TP_OptimizerRegistrationParams, optimizer)", se_private_end_TP_OptimizerRegistrationParams_optimizer);
SE_STATIC_ASSERT(se_private_end_TP_OptimizerRegistrationParams_ext == SE_PRIVATE_OFFSET_OF_END(TP_OptimizerRegistrationParams, ext), "se_private_end_TP_OptimizerRegistrationParams_ext must be SE_PRIVATE_OFFSET_OF_END(TP_OptimizerRegistrationParams, ext)", se_private_end_TP_OptimizerRegistrationParams_ext);
SE_STATIC_ASSERT(se_private_end_TP_OptimizerRegistrationParams_optimizer_configs == SE_PRIVATE_OFFSET_OF_END(TP_OptimizerRegistrationParams, optimizer_configs), "se_private_end_TP_OptimizerRegistrationParams_optimizer_configs must be SE_PRIVATE_OFFSET_OF_END(TP_OptimizerRegistrationParams, optimizer_configs)", se_private_end_TP_OptimizerRegistrationParams_optimizer_configs);
#ifdef SE_ALIGNOF
/* On every target: sizeof is the unpadded size rounded up to the alignment,
 * so a size macro that stopped short of the last member cannot compile. */
SE_STATIC_ASSERT(sizeof(TP_OptimizerConfigs) == (TP_OPTIMIZER_CONFIGS_STRUCT_SIZE + SE_ALIGNOF(TP_OptimizerConfigs) - 1) / SE_ALIGNOF(TP_OptimizerConfigs) * SE_ALIGNOF(TP_OptimizerConfigs), "TP_OPTIMIZER_CONFIGS_STRUCT_SIZE must end at the last member of TP_OptimizerConfigs", any_TP_OptimizerConfigs);
SE_STATIC_ASSERT(sizeof(TP_Optimizer) == (TP_OPTIMIZER_STRUCT_SIZE + SE_ALIGNOF(TP_Optimizer) - 1) / SE_ALIGNOF(TP_Optimizer) * SE_ALIGNOF(TP_Optimizer), "TP_OPTIMIZER_STRUCT_SIZE must end at the last member of TP_Optimizer", any_TP_Optimizer);
SE_STATIC_ASSERT(sizeof(TP_OptimizerRegistrationParams) == (TP_OPTIMIZER_REGISTRATION_PARAMS_STRUCT_SIZE + SE_ALIGNOF(TP_OptimizerRegistrationParams) - 1) / SE_ALIGNOF(TP_OptimizerRegistrationParams) * SE_ALIGNOF(TP_OptimizerRegistrationParams), "TP_OPTIMIZER_REGISTRATION_PARAMS_STRUCT_SIZE must end at the last member of TP_OptimizerRegistrationParams", any_TP_OptimizerRegistrationParams);
#endif
#endif /* SE_API_LAYOUT_PINS */

#endif /* GRAPH_API_CHECKS_H_ */
