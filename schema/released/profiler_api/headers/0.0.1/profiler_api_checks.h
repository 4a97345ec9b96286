/*
 * profiler_api_checks.h: the opt-in sections of profiler_api.h (Profiler C API, version 0.0.1).
 *
 * GENERATED FILE - DO NOT EDIT.
 * Generated from schema/profiler_api.yaml by seabigen 1.0.0.
 * Regenerate with: make header SCHEMA=schema/profiler_api.yaml AT=0.0.1 OUT=profiler_api.h
 *
 * Do not include it yourself: define SE_API_VALIDATORS and/or SE_API_LAYOUT_PINS
 * before including profiler_api.h, which then includes this file where
 * its declarations are complete.
 */
#ifndef PROFILER_API_H_
#error "profiler_api_checks.h is read through profiler_api.h: define SE_API_VALIDATORS or SE_API_LAYOUT_PINS, then include profiler_api.h"
#endif
#ifndef PROFILER_API_CHECKS_H_
#define PROFILER_API_CHECKS_H_

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

/* Full match of [A-Z][A-Z_]*. */
SE_INLINE int se_private_tp_match_0(const char* s) {
  if (!((s[0] >= 'A' && s[0] <= 'Z'))) return 0;
  for (s++; *s != '\0'; s++) {
    if (!((*s >= 'A' && *s <= 'Z') || *s == '_')) return 0;
  }
  return 1;
}

SE_INLINE TF_Code TP_Profiler_validate(const TP_Profiler* s, char* msg, size_t msg_size) {
  if (msg != SE_NULL && msg_size > 0) msg[0] = '\0';
  if (s == SE_NULL) return se_private_fail(msg, msg_size, "TP_Profiler is NULL.", "", "");
  if (s->struct_size == 0) {
    return se_private_fail(msg, msg_size, "Expected initialized `TP_Profiler` structure with `struct_size` field set to TP_PROFILER_STRUCT_SIZE. Found `struct_size` = 0.", "", "");
  }
  if (!TP_Profiler_has_device_type(s)) {
    return se_private_fail_uncovered(msg, msg_size, "'device_type' field in TP_Profiler must be set", s->struct_size, SE_PRIVATE_OFFSET_OF_END(TP_Profiler, device_type));
  } else if (TP_Profiler_get_device_type(s) == SE_NULL) {
    return se_private_fail(msg, msg_size, "'device_type' field in TP_Profiler must be set.", "", "");
  }
  if (TP_Profiler_get_device_type(s) != SE_NULL && !se_private_tp_match_0(TP_Profiler_get_device_type(s))) {
    return se_private_fail(msg, msg_size, "Device name/type '", TP_Profiler_get_device_type(s), "' must match [A-Z][A-Z_]*.");
  }
  return TF_OK;
}

SE_INLINE TF_Code TP_ProfilerFns_validate(const TP_ProfilerFns* s, char* msg, size_t msg_size) {
  if (msg != SE_NULL && msg_size > 0) msg[0] = '\0';
  if (s == SE_NULL) return se_private_fail(msg, msg_size, "TP_ProfilerFns is NULL.", "", "");
  if (s->struct_size == 0) {
    return se_private_fail(msg, msg_size, "Expected initialized `TP_ProfilerFns` structure with `struct_size` field set to TP_PROFILER_FNS_STRUCT_SIZE. Found `struct_size` = 0.", "", "");
  }
  if (!TP_ProfilerFns_has_start(s)) {
    return se_private_fail_uncovered(msg, msg_size, "'start' field in TP_ProfilerFns must be set", s->struct_size, SE_PRIVATE_OFFSET_OF_END(TP_ProfilerFns, start));
  } else if (TP_ProfilerFns_get_start(s) == SE_NULL) {
    return se_private_fail(msg, msg_size, "'start' field in TP_ProfilerFns must be set.", "", "");
  }
  if (!TP_ProfilerFns_has_stop(s)) {
    return se_private_fail_uncovered(msg, msg_size, "'stop' field in TP_ProfilerFns must be set", s->struct_size, SE_PRIVATE_OFFSET_OF_END(TP_ProfilerFns, stop));
  } else if (TP_ProfilerFns_get_stop(s) == SE_NULL) {
    return se_private_fail(msg, msg_size, "'stop' field in TP_ProfilerFns must be set.", "", "");
  }
  if (!TP_ProfilerFns_has_collect_data_xspace(s)) {
    return se_private_fail_uncovered(msg, msg_size, "'collect_data_xspace' field in TP_ProfilerFns must be set", s->struct_size, SE_PRIVATE_OFFSET_OF_END(TP_ProfilerFns, collect_data_xspace));
  } else if (TP_ProfilerFns_get_collect_data_xspace(s) == SE_NULL) {
    return se_private_fail(msg, msg_size, "'collect_data_xspace' field in TP_ProfilerFns must be set.", "", "");
  }
  return TF_OK;
}

SE_INLINE TF_Code TF_ProfilerRegistrationParams_validate(const TF_ProfilerRegistrationParams* s, char* msg, size_t msg_size) {
  if (msg != SE_NULL && msg_size > 0) msg[0] = '\0';
  if (s == SE_NULL) return se_private_fail(msg, msg_size, "TF_ProfilerRegistrationParams is NULL.", "", "");
  if (s->struct_size == 0) {
    return se_private_fail(msg, msg_size, "Expected initialized `TF_ProfilerRegistrationParams` structure with `struct_size` field set to TF_PROFILER_REGISTRATION_PARAMS_STRUCT_SIZE. Found `struct_size` = 0.", "", "");
  }
  if (!TF_ProfilerRegistrationParams_has_destroy_profiler(s)) {
    return se_private_fail_uncovered(msg, msg_size, "'destroy_profiler' field in TF_ProfilerRegistrationParams must be set", s->struct_size, SE_PRIVATE_OFFSET_OF_END(TF_ProfilerRegistrationParams, destroy_profiler));
  } else if (TF_ProfilerRegistrationParams_get_destroy_profiler(s) == SE_NULL) {
    return se_private_fail(msg, msg_size, "'destroy_profiler' field in TF_ProfilerRegistrationParams must be set.", "", "");
  }
  if (!TF_ProfilerRegistrationParams_has_destroy_profiler_fns(s)) {
    return se_private_fail_uncovered(msg, msg_size, "'destroy_profiler_fns' field in TF_ProfilerRegistrationParams must be set", s->struct_size, SE_PRIVATE_OFFSET_OF_END(TF_ProfilerRegistrationParams, destroy_profiler_fns));
  } else if (TF_ProfilerRegistrationParams_get_destroy_profiler_fns(s) == SE_NULL) {
    return se_private_fail(msg, msg_size, "'destroy_profiler_fns' field in TF_ProfilerRegistrationParams must be set.", "", "");
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
SE_STATIC_ASSERT(offsetof(TP_Profiler, struct_size) == 0, "TP_Profiler.struct_size must be at offset 0 on 64-bit targets", lp64_TP_Profiler_struct_size);
SE_STATIC_ASSERT(offsetof(TP_Profiler, ext) == 8, "TP_Profiler.ext must be at offset 8 on 64-bit targets", lp64_TP_Profiler_ext);
SE_STATIC_ASSERT(offsetof(TP_Profiler, device_type) == 16, "TP_Profiler.device_type must be at offset 16 on 64-bit targets", lp64_TP_Profiler_device_type);
SE_STATIC_ASSERT(TP_PROFILER_STRUCT_SIZE == 24, "TP_PROFILER_STRUCT_SIZE must be 24 on 64-bit targets", lp64_size_TP_Profiler);
SE_STATIC_ASSERT(sizeof(TP_Profiler) == 24, "sizeof(TP_Profiler) must be 24 on 64-bit targets", lp64_sizeof_TP_Profiler);
SE_STATIC_ASSERT(offsetof(TP_ProfilerFns, struct_size) == 0, "TP_ProfilerFns.struct_size must be at offset 0 on 64-bit targets", lp64_TP_ProfilerFns_struct_size);
SE_STATIC_ASSERT(offsetof(TP_ProfilerFns, ext) == 8, "TP_ProfilerFns.ext must be at offset 8 on 64-bit targets", lp64_TP_ProfilerFns_ext);
SE_STATIC_ASSERT(offsetof(TP_ProfilerFns, start) == 16, "TP_ProfilerFns.start must be at offset 16 on 64-bit targets", lp64_TP_ProfilerFns_start);
SE_STATIC_ASSERT(offsetof(TP_ProfilerFns, stop) == 24, "TP_ProfilerFns.stop must be at offset 24 on 64-bit targets", lp64_TP_ProfilerFns_stop);
SE_STATIC_ASSERT(offsetof(TP_ProfilerFns, collect_data_xspace) == 32, "TP_ProfilerFns.collect_data_xspace must be at offset 32 on 64-bit targets", lp64_TP_ProfilerFns_collect_data_xspace);
SE_STATIC_ASSERT(TP_PROFILER_FNS_STRUCT_SIZE == 40, "TP_PROFILER_FNS_STRUCT_SIZE must be 40 on 64-bit targets", lp64_size_TP_ProfilerFns);
SE_STATIC_ASSERT(sizeof(TP_ProfilerFns) == 40, "sizeof(TP_ProfilerFns) must be 40 on 64-bit targets", lp64_sizeof_TP_ProfilerFns);
SE_STATIC_ASSERT(offsetof(TF_ProfilerRegistrationParams, struct_size) == 0, "TF_ProfilerRegistrationParams.struct_size must be at offset 0 on 64-bit targets", lp64_TF_ProfilerRegistrationParams_struct_size);
SE_STATIC_ASSERT(offsetof(TF_ProfilerRegistrationParams, ext) == 8, "TF_ProfilerRegistrationParams.ext must be at offset 8 on 64-bit targets", lp64_TF_ProfilerRegistrationParams_ext);
SE_STATIC_ASSERT(offsetof(TF_ProfilerRegistrationParams, major_version) == 16, "TF_ProfilerRegistrationParams.major_version must be at offset 16 on 64-bit targets", lp64_TF_ProfilerRegistrationParams_major_version);
SE_STATIC_ASSERT(offsetof(TF_ProfilerRegistrationParams, minor_version) == 20, "TF_ProfilerRegistrationParams.minor_version must be at offset 20 on 64-bit targets", lp64_TF_ProfilerRegistrationParams_minor_version);
SE_STATIC_ASSERT(offsetof(TF_ProfilerRegistrationParams, patch_version) == 24, "TF_ProfilerRegistrationParams.patch_version must be at offset 24 on 64-bit targets", lp64_TF_ProfilerRegistrationParams_patch_version);
SE_STATIC_ASSERT(offsetof(TF_ProfilerRegistrationParams, profiler) == 32, "TF_ProfilerRegistrationParams.profiler must be at offset 32 on 64-bit targets", lp64_TF_ProfilerRegistrationParams_profiler);
SE_STATIC_ASSERT(offsetof(TF_ProfilerRegistrationParams, profiler_fns) == 40, "TF_ProfilerRegistrationParams.profiler_fns must be at offset 40 on 64-bit targets", lp64_TF_ProfilerRegistrationParams_profiler_fns);
SE_STATIC_ASSERT(offsetof(TF_ProfilerRegistrationParams, destroy_profiler) == 48, "TF_ProfilerRegistrationParams.destroy_profiler must be at offset 48 on 64-bit targets", lp64_TF_ProfilerRegistrationParams_destroy_profiler);
SE_STATIC_ASSERT(offsetof(TF_ProfilerRegistrationParams, destroy_profiler_fns) == 56, "TF_ProfilerRegistrationParams.destroy_profiler_fns must be at offset 56 on 64-bit targets", lp64_TF_ProfilerRegistrationParams_destroy_profiler_fns);
SE_STATIC_ASSERT(TF_PROFILER_REGISTRATION_PARAMS_STRUCT_SIZE == 64, "TF_PROFILER_REGISTRATION_PARAMS_STRUCT_SIZE must be 64 on 64-bit targets", lp64_size_TF_ProfilerRegistrationParams);
SE_STATIC_ASSERT(sizeof(TF_ProfilerRegistrationParams) == 64, "sizeof(TF_ProfilerRegistrationParams) must be 64 on 64-bit targets", lp64_sizeof_TF_ProfilerRegistrationParams);
#elif defined(__i386__)
SE_STATIC_ASSERT(offsetof(TP_Profiler, struct_size) == 0, "TP_Profiler.struct_size must be at offset 0 on i386", ilp32_TP_Profiler_struct_size);
SE_STATIC_ASSERT(offsetof(TP_Profiler, ext) == 4, "TP_Profiler.ext must be at offset 4 on i386", ilp32_TP_Profiler_ext);
SE_STATIC_ASSERT(offsetof(TP_Profiler, device_type) == 8, "TP_Profiler.device_type must be at offset 8 on i386", ilp32_TP_Profiler_device_type);
SE_STATIC_ASSERT(TP_PROFILER_STRUCT_SIZE == 12, "TP_PROFILER_STRUCT_SIZE must be 12 on i386", ilp32_size_TP_Profiler);
SE_STATIC_ASSERT(sizeof(TP_Profiler) == 12, "sizeof(TP_Profiler) must be 12 on i386", ilp32_sizeof_TP_Profiler);
SE_STATIC_ASSERT(offsetof(TP_ProfilerFns, struct_size) == 0, "TP_ProfilerFns.struct_size must be at offset 0 on i386", ilp32_TP_ProfilerFns_struct_size);
SE_STATIC_ASSERT(offsetof(TP_ProfilerFns, ext) == 4, "TP_ProfilerFns.ext must be at offset 4 on i386", ilp32_TP_ProfilerFns_ext);
SE_STATIC_ASSERT(offsetof(TP_ProfilerFns, start) == 8, "TP_ProfilerFns.start must be at offset 8 on i386", ilp32_TP_ProfilerFns_start);
SE_STATIC_ASSERT(offsetof(TP_ProfilerFns, stop) == 12, "TP_ProfilerFns.stop must be at offset 12 on i386", ilp32_TP_ProfilerFns_stop);
SE_STATIC_ASSERT(offsetof(TP_ProfilerFns, collect_data_xspace) == 16, "TP_ProfilerFns.collect_data_xspace must be at offset 16 on i386", ilp32_TP_ProfilerFns_collect_data_xspace);
SE_STATIC_ASSERT(TP_PROFILER_FNS_STRUCT_SIZE == 20, "TP_PROFILER_FNS_STRUCT_SIZE must be 20 on i386", ilp32_size_TP_ProfilerFns);
SE_STATIC_ASSERT(sizeof(TP_ProfilerFns) == 20, "sizeof(TP_ProfilerFns) must be 20 on i386", ilp32_sizeof_TP_ProfilerFns);
SE_STATIC_ASSERT(offsetof(TF_ProfilerRegistrationParams, struct_size) == 0, "TF_ProfilerRegistrationParams.struct_size must be at offset 0 on i386", ilp32_TF_ProfilerRegistrationParams_struct_size);
SE_STATIC_ASSERT(offsetof(TF_ProfilerRegistrationParams, ext) == 4, "TF_ProfilerRegistrationParams.ext must be at offset 4 on i386", ilp32_TF_ProfilerRegistrationParams_ext);
SE_STATIC_ASSERT(offsetof(TF_ProfilerRegistrationParams, major_version) == 8, "TF_ProfilerRegistrationParams.major_version must be at offset 8 on i386", ilp32_TF_ProfilerRegistrationParams_major_version);
SE_STATIC_ASSERT(offsetof(TF_ProfilerRegistrationParams, minor_version) == 12, "TF_ProfilerRegistrationParams.minor_version must be at offset 12 on i386", ilp32_TF_ProfilerRegistrationParams_minor_version);
SE_STATIC_ASSERT(offsetof(TF_ProfilerRegistrationParams, patch_version) == 16, "TF_ProfilerRegistrationParams.patch_version must be at offset 16 on i386", ilp32_TF_ProfilerRegistrationParams_patch_version);
SE_STATIC_ASSERT(offsetof(TF_ProfilerRegistrationParams, profiler) == 20, "TF_ProfilerRegistrationParams.profiler must be at offset 20 on i386", ilp32_TF_ProfilerRegistrationParams_profiler);
SE_STATIC_ASSERT(offsetof(TF_ProfilerRegistrationParams, profiler_fns) == 24, "TF_ProfilerRegistrationParams.profiler_fns must be at offset 24 on i386", ilp32_TF_ProfilerRegistrationParams_profiler_fns);
SE_STATIC_ASSERT(offsetof(TF_ProfilerRegistrationParams, destroy_profiler) == 28, "TF_ProfilerRegistrationParams.destroy_profiler must be at offset 28 on i386", ilp32_TF_ProfilerRegistrationParams_destroy_profiler);
SE_STATIC_ASSERT(offsetof(TF_ProfilerRegistrationParams, destroy_profiler_fns) == 32, "TF_ProfilerRegistrationParams.destroy_profiler_fns must be at offset 32 on i386", ilp32_TF_ProfilerRegistrationParams_destroy_profiler_fns);
SE_STATIC_ASSERT(TF_PROFILER_REGISTRATION_PARAMS_STRUCT_SIZE == 36, "TF_PROFILER_REGISTRATION_PARAMS_STRUCT_SIZE must be 36 on i386", ilp32_size_TF_ProfilerRegistrationParams);
SE_STATIC_ASSERT(sizeof(TF_ProfilerRegistrationParams) == 36, "sizeof(TF_ProfilerRegistrationParams) must be 36 on i386", ilp32_sizeof_TF_ProfilerRegistrationParams);
#endif
/* On every target: the layout numbers the accessors name and the sizes of
 * layouts only a private struct describes (literals on the targets above,
 * see SE_PRIVATE_BY_ABI) are the ones the compiler computes. */
SE_STATIC_ASSERT(se_private_end_TP_Profiler_struct_size == SE_PRIVATE_OFFSET_OF_END(TP_Profiler, struct_size), "se_private_end_TP_Profiler_struct_size must be SE_PRIVATE_OFFSET_OF_END(TP_Profiler, struct_size)", se_private_end_TP_Profiler_struct_size);
SE_STATIC_ASSERT(se_private_end_TP_Profiler_device_type == SE_PRIVATE_OFFSET_OF_END(TP_Profiler, device_type), "se_private_end_TP_Profiler_device_type must be SE_PRIVATE_OFFSET_OF_END(TP_Profiler, device_type)", se_private_end_TP_Profiler_device_type);
SE_STATIC_ASSERT(se_private_end_TP_ProfilerFns_struct_size == SE_PRIVATE_OFFSET_OF_END(TP_ProfilerFns, struct_size), "se_private_end_TP_ProfilerFns_struct_size must be SE_PRIVATE_OFFSET_OF_END(TP_ProfilerFns, struct_size)", se_private_end_TP_ProfilerFns_struct_size);
SE_STATIC_ASSERT(se_private_end_TP_ProfilerFns_collect_data_xspace == SE_PRIVATE_OFFSET_OF_END(TP_ProfilerFns, collect_data_xspace), "se_private_end_TP_ProfilerFns_collect_data_xspace must be SE_PRIVATE_OFFSET_OF_END(TP_ProfilerFns, collect_data_xspace)", se_private_end_TP_ProfilerFns_collect_data_xspace);
SE_STATIC_ASSERT(se_private_end_TF_ProfilerRegistrationParams_struct_size == SE_PRIVATE_OFFSET_OF_END(TF_ProfilerRegistrationParams, struct_size), "se_private_end_TF_ProfilerRegistrationParams_struct_size must be SE_PRIVATE_OFFSET_OF_END(TF_ProfilerRegistrationParams, struct_size)", se_private_end_TF_ProfilerRegistrationParams_struct_size);
SE_STATIC_ASSERT(se_private_end_TF_ProfilerRegistrationParams_major_version == SE_PRIVATE_OFFSET_OF_END(TF_ProfilerRegistrationParams, major_version), "se_private_end_TF_ProfilerRegistrationParams_major_version must be SE_PRIVATE_OFFSET_OF_END(TF_ProfilerRegistrationParams, major_version)", se_private_end_TF_ProfilerRegistrationParams_major_version);
SE_STATIC_ASSERT(se_private_end_TF_ProfilerRegistrationParams_minor_version == SE_PRIVATE_OFFSET_OF_END(TF_ProfilerRegistrationParams, minor_version), "se_private_end_TF_ProfilerRegistrationParams_minor_version must be SE_PRIVATE_OFFSET_OF_END(TF_ProfilerRegistrationParams, minor_version)", se_private_end_TF_ProfilerRegistrationParams_minor_version);
SE_STATIC_ASSERT(se_private_end_TF_ProfilerRegistrationParams_patch_version == SE_PRIVATE_OFFSET_OF_END(TF_ProfilerRegistrationParams, patch_version), "se_private_end_TF_ProfilerRegistrationParams_patch_version must be SE_PRIVATE_OFFSET_OF_END(TF_ProfilerRegistrationParams, patch_version)", se_private_end_TF_ProfilerRegistrationParams_patch_version);
SE_STATIC_ASSERT(se_private_end_TF_ProfilerRegistrationParams_profiler == SE_PRIVATE_OFFSET_OF_END(TF_ProfilerRegistrationParams, profiler), "se_private_end_TF_ProfilerRegistrationParams_profiler must be SE_PRIVATE_OFFSET_OF_END(TF_ProfilerRegistrationParams, profiler)", se_private_end_TF_ProfilerRegistrationParams_profiler);
SE_STATIC_ASSERT(se_private_end_TF_ProfilerRegistrationParams_destroy_profiler_fns == SE_PRIVATE_OFFSET_OF_END(TF_ProfilerRegistrationParams, destroy_profiler_fns), "se_private_end_TF_ProfilerRegistrationParams_destroy_profiler_fns must be SE_PRIVATE_OFFSET_OF_END(TF_ProfilerRegistrationParams, destroy_profiler_fns)", se_private_end_TF_ProfilerRegistrationParams_destroy_profiler_fns);
SE_STATIC_ASSERT(se_private_end_TF_ProfilerRegistrationParams_ext == SE_PRIVATE_OFFSET_OF_END(TF_ProfilerRegistrationParams, ext), "se_private_end_TF_ProfilerRegistrationParams_ext must be SE_PRIVATE_OFFSET_OF_END(TF_ProfilerRegistrationParams, ext)", se_private_end_TF_ProfilerRegistrationParams_ext);
SE_STATIC_ASSERT(se_private_end_TF_ProfilerRegistrationParams_profiler_fns == SE_PRIVATE_OFFSET_OF_END(TF_ProfilerRegistrationParams, profiler_fns), "se_private_end_TF_ProfilerRegistrationParams_profiler_fns must be SE_PRIVATE_OFFSET_OF_END(TF_ProfilerRegistrationParams, profiler_fns)", se_private_end_TF_ProfilerRegistrationParams_profiler_fns);
#ifdef SE_ALIGNOF
/* On every target: sizeof is the unpadded size rounded up to the alignment,
 * so a size macro that stopped short of the last member cannot compile. */
SE_STATIC_ASSERT(sizeof(TP_Profiler) == (TP_PROFILER_STRUCT_SIZE + SE_ALIGNOF(TP_Profiler) - 1) / SE_ALIGNOF(TP_Profiler) * SE_ALIGNOF(TP_Profiler), "TP_PROFILER_STRUCT_SIZE must end at the last member of TP_Profiler", any_TP_Profiler);
SE_STATIC_ASSERT(sizeof(TP_ProfilerFns) == (TP_PROFILER_FNS_STRUCT_SIZE + SE_ALIGNOF(TP_ProfilerFns) - 1) / SE_ALIGNOF(TP_ProfilerFns) * SE_ALIGNOF(TP_ProfilerFns), "TP_PROFILER_FNS_STRUCT_SIZE must end at the last member of TP_ProfilerFns", any_TP_ProfilerFns);
SE_STATIC_ASSERT(sizeof(TF_ProfilerRegistrationParams) == (TF_PROFILER_REGISTRATION_PARAMS_STRUCT_SIZE + SE_ALIGNOF(TF_ProfilerRegistrationParams) - 1) / SE_ALIGNOF(TF_ProfilerRegistrationParams) * SE_ALIGNOF(TF_ProfilerRegistrationParams), "TF_PROFILER_REGISTRATION_PARAMS_STRUCT_SIZE must end at the last member of TF_ProfilerRegistrationParams", any_TF_ProfilerRegistrationParams);
#endif
#endif /* SE_API_LAYOUT_PINS */

#endif /* PROFILER_API_CHECKS_H_ */
