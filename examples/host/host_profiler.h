/* The profiler module (TF_InitProfiler) driven as TensorFlow drives it
 * (host_profiler.c). */
#ifndef SEABI_HOST_PROFILER_H_
#define SEABI_HOST_PROFILER_H_

#include "host.h" /* first: it admits the deprecated members the host reads */
#include "profiler_api.h"
#include "xspace.h"

enum host_profiler_stop {
  HOST_PROFILER_STOP_NONE,
  HOST_PROFILER_STOP_ABSENT, /* no TF_InitProfiler, or this core has no profiler module */
  HOST_PROFILER_STOP_INIT,   /* TF_InitProfiler returned an error */
  HOST_PROFILER_STOP_CHECKS, /* TensorFlow's checks refused it */
};

typedef struct host_profiler {
  void *entry;
  /* The structs TF_InitProfiler filled (handovers, retired once copied). */
  TF_ProfilerRegistrationParams *reg;
  TP_Profiler *reg_profiler;
  TP_ProfilerFns *reg_fns;
  /* The core's copies, read as it reads them. */
  TF_ProfilerRegistrationParams *params;
  TP_Profiler *profiler;
  TP_ProfilerFns *fns;
  size_t params_size, profiler_size, fns_size; /* as the plugin left them */
  TF_Code init_code;
  char init_msg[512];
  int status_unset;
  enum host_profiler_stop stop;
  char error[512];
  char device_type_then[128];
  int destroys; /* destroy callbacks run on copies at registration */
  int registered;
} host_profiler;

/* TF_InitProfiler as the active core calls it, TensorFlow's checks in its
 * order with its messages, then the destroy callbacks on copies as
 * TensorFlow's registration runs them (twice each, on temporaries: a
 * model of its code, see host_profiler.c). */
TF_Code host_profiler_register(host_profiler *p, void *entry);
void host_profiler_close(host_profiler *p);

/* One profiling session: start, the workload, stop, collect_data_xspace
 * twice as TensorFlow calls it. */
typedef struct host_profiler_session {
  TF_Code start_code, stop_code, collect_code; /* collect: what the core returns */
  char start_status[320], stop_status[320], collect_status[320];
  size_t size1;      /* what the first call reported */
  int size_unset;    /* ... it left the core's value as it was */
  int second_call;   /* the core made the second call */
  size_t size2;      /* what the second call left in size_in_bytes */
  int overrun;       /* it wrote or reported more than size1 */
  int parsed;        /* the size1 bytes parse as an XSpace */
  char parse_error[200];
  xsp_space space;   /* when parsed: the profile (host_profiler_session_free) */
  unsigned char *bytes;
  size_t len;
} host_profiler_session;

/* Runs a session around workload(arg) (may be NULL). 0, or -1 when the
 * module is not registered. */
int host_profiler_run(host_profiler *p, void (*workload)(void *), void *arg, host_profiler_session *s);
void host_profiler_session_free(host_profiler_session *s);

#endif /* SEABI_HOST_PROFILER_H_ */
