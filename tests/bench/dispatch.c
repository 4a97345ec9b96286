/* Dispatch-loop benchmark, measured with callgrind (instruction counts are
 * stable on noisy machines). A host enqueues `n` memcpy_htod operations
 * through SP_StreamExecutor, reading the callback either raw (se->f) or
 * through the struct_size-guarded getter. struct_size comes from argv, so
 * the guard cannot be folded away: this is the host's real situation, a
 * plugin of unknown vintage. Usage: dispatch raw|guarded|hoisted N BYTES */
#include "se_api.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Not static: callgrind toggles collection on these exact symbol names. */
#define BENCH_NOINLINE __attribute__((noinline))
void loop_raw(SP_StreamExecutor* se, SP_DeviceMemoryBase* mem, int n, uint64_t bytes);
void loop_guarded(SP_StreamExecutor* se, SP_DeviceMemoryBase* mem, int n, uint64_t bytes);
void loop_hoisted(SP_StreamExecutor* se, SP_DeviceMemoryBase* mem, int n, uint64_t bytes);
void loop_raw_callback(SP_StreamExecutor* se, SP_DeviceMemoryBase* mem, int n, uint64_t bytes);
void loop_dispatched_callback(SP_StreamExecutor* se, SP_DeviceMemoryBase* mem, int n, uint64_t bytes);

static unsigned char device_memory[1 << 16];
static unsigned char host_buffer[1 << 16];

/* The plugin side: a simulated device copy. BYTES 0 makes it a bare
 * enqueue, the worst case for the guard's relative cost. */
static void sim_memcpy_htod(const SP_Device* device, SP_Stream stream, SP_DeviceMemoryBase* dst,
                            const void* src, uint64_t size, TF_Status* status) {
  (void)device; (void)stream; (void)status;
  memcpy(dst->opaque, src, (size_t)size);
  dst->payload += size;
}

BENCH_NOINLINE void loop_raw(SP_StreamExecutor* se, SP_DeviceMemoryBase* mem, int n, uint64_t bytes) {
  for (int i = 0; i < n; i++) se->memcpy_htod(SE_NULL, SE_NULL, mem, host_buffer, bytes, SE_NULL);
}

BENCH_NOINLINE void loop_guarded(SP_StreamExecutor* se, SP_DeviceMemoryBase* mem, int n, uint64_t bytes) {
  for (int i = 0; i < n; i++) {
    SP_StreamExecutor_memcpy_htod_fn fn = SP_StreamExecutor_get_memcpy_htod(se);
    if (fn != SE_NULL) fn(SE_NULL, SE_NULL, mem, host_buffer, bytes, SE_NULL);
  }
}

/* What a host should write: check once, then call. */
BENCH_NOINLINE void loop_hoisted(SP_StreamExecutor* se, SP_DeviceMemoryBase* mem, int n, uint64_t bytes) {
  SP_StreamExecutor_memcpy_htod_fn fn = SP_StreamExecutor_get_memcpy_htod(se);
  if (fn == SE_NULL) return;
  for (int i = 0; i < n; i++) fn(SE_NULL, SE_NULL, mem, host_buffer, bytes, SE_NULL);
}

/* host_callback sits at different offsets in seabi's layouts and TensorFlow
 * 2.7+'s, so its getter dispatches on struct_size (layouts.py): the worst
 * case for the accessors. The callback does the host work of a real one. */
static uint64_t callback_bytes; /* BYTES from argv: the callback's host work */
static TF_Bool sim_host_callback(SP_Device* device, SP_Stream stream, SE_StatusCallbackFn fn, void* arg) {
  (void)device; (void)stream; (void)fn;
  SP_DeviceMemoryBase* mem = (SP_DeviceMemoryBase*)arg;
  memcpy(mem->opaque, host_buffer, (size_t)callback_bytes);
  mem->payload += callback_bytes;
  return 1;
}

BENCH_NOINLINE void loop_raw_callback(SP_StreamExecutor* se, SP_DeviceMemoryBase* mem, int n, uint64_t bytes) {
  (void)bytes;
  for (int i = 0; i < n; i++) se->host_callback(SE_NULL, SE_NULL, SE_NULL, mem);
}

BENCH_NOINLINE void loop_dispatched_callback(SP_StreamExecutor* se, SP_DeviceMemoryBase* mem, int n, uint64_t bytes) {
  (void)bytes;
  for (int i = 0; i < n; i++) {
    SP_StreamExecutor_host_callback_fn fn = SP_StreamExecutor_get_host_callback(se);
    if (fn != SE_NULL) fn(SE_NULL, SE_NULL, SE_NULL, mem);
  }
}

int main(int argc, char** argv) {
  if (argc != 4) {
    fprintf(stderr, "usage: %s raw|guarded|hoisted N BYTES\n", argv[0]);
    return 2;
  }
  int n = atoi(argv[2]);
  uint64_t bytes = (uint64_t)atoi(argv[3]);
  callback_bytes = bytes;
  SP_StreamExecutor se;
  SP_DeviceMemoryBase mem;
  memset(&se, 0, sizeof se);
  memset(&mem, 0, sizeof mem);
  /* Runtime size (argc-dependent), as a host sees a loaded plugin's struct. */
  se.struct_size = SP_STREAMEXECUTOR_STRUCT_SIZE + (size_t)(argc - 4);
  se.memcpy_htod = sim_memcpy_htod;
  se.host_callback = sim_host_callback;
  mem.struct_size = SP_DEVICE_MEMORY_BASE_STRUCT_SIZE;
  mem.opaque = device_memory;
  if (strcmp(argv[1], "raw") == 0) loop_raw(&se, &mem, n, bytes);
  else if (strcmp(argv[1], "guarded") == 0) loop_guarded(&se, &mem, n, bytes);
  else if (strcmp(argv[1], "raw_callback") == 0) loop_raw_callback(&se, &mem, n, bytes);
  else if (strcmp(argv[1], "dispatched_callback") == 0) loop_dispatched_callback(&se, &mem, n, bytes);
  else loop_hoisted(&se, &mem, n, bytes);
  return mem.payload == (uint64_t)n * bytes ? 0 : 1;
}
