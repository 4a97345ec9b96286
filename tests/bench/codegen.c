/* Pairs of functions that must compile to identical code at -O2: when
 * struct_size is a compile-time constant (a plugin filling or calling a
 * struct it sized itself), the guard folds away entirely. bench.py compares
 * their disassembly instruction by instruction. */
#include "se_api.h"

/* A plugin filling the struct it allocated at its own size. */
void fill_raw(SP_StreamExecutor* se, SP_StreamExecutor_allocate_fn a, SP_StreamExecutor_deallocate_fn d,
              SP_StreamExecutor_memcpy_htod_fn h) {
  se->struct_size = SP_STREAMEXECUTOR_STRUCT_SIZE;
  se->allocate = a;
  se->deallocate = d;
  se->memcpy_htod = h;
}

void fill_guarded(SP_StreamExecutor* se, SP_StreamExecutor_allocate_fn a, SP_StreamExecutor_deallocate_fn d,
                  SP_StreamExecutor_memcpy_htod_fn h) {
  se->struct_size = SP_STREAMEXECUTOR_STRUCT_SIZE;
  SP_StreamExecutor_set_allocate(se, a);
  SP_StreamExecutor_set_deallocate(se, d);
  SP_StreamExecutor_set_memcpy_htod(se, h);
}

/* A caller that knows the size it set. */
void call_raw(SP_StreamExecutor* se, SP_DeviceMemoryBase* dst, const void* src, uint64_t n) {
  se->struct_size = SP_STREAMEXECUTOR_STRUCT_SIZE;
  se->memcpy_htod(SE_NULL, SE_NULL, dst, src, n, SE_NULL);
}

void call_guarded(SP_StreamExecutor* se, SP_DeviceMemoryBase* dst, const void* src, uint64_t n) {
  se->struct_size = SP_STREAMEXECUTOR_STRUCT_SIZE;
  SP_StreamExecutor_get_memcpy_htod(se)(SE_NULL, SE_NULL, dst, src, n, SE_NULL);
}

/* Reading a member from a stack struct of known size. */
uint64_t read_raw(const SP_DeviceMemoryBase* in) {
  SP_DeviceMemoryBase m = *in;
  m.struct_size = SP_DEVICE_MEMORY_BASE_STRUCT_SIZE;
  return m.size + m.payload;
}

uint64_t read_guarded(const SP_DeviceMemoryBase* in) {
  SP_DeviceMemoryBase m = *in;
  m.struct_size = SP_DEVICE_MEMORY_BASE_STRUCT_SIZE;
  return SP_DeviceMemoryBase_get_size(&m) + SP_DeviceMemoryBase_get_payload(&m);
}

/* host_callback and mem_zero sit differently in TensorFlow 2.7+'s layout, so
 * their accessors dispatch on struct_size: with a constant size the dispatch
 * must fold to the same stores too. */
void fill_dispatching_raw(SP_StreamExecutor* se, SP_StreamExecutor_host_callback_fn hc,
                          SP_StreamExecutor_mem_zero_fn mz) {
  se->struct_size = SP_STREAMEXECUTOR_STRUCT_SIZE;
  se->host_callback = hc;
  se->mem_zero = mz;
}

void fill_dispatching_guarded(SP_StreamExecutor* se, SP_StreamExecutor_host_callback_fn hc,
                              SP_StreamExecutor_mem_zero_fn mz) {
  se->struct_size = SP_STREAMEXECUTOR_STRUCT_SIZE;
  SP_StreamExecutor_set_host_callback(se, hc);
  SP_StreamExecutor_set_mem_zero(se, mz);
}
