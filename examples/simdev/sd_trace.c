/* What the streams executed while a profiling session is on: per stream,
 * each op's name, bytes, position in the stream, start and end.
 *
 * The cost when no session is on is one relaxed atomic load per op in the
 * worker (sd_trace_on), so the per-op path of issue 24's benches is
 * unchanged. While a session is on, the worker reads the clock around each
 * op and appends a record to its stream's trace, which only it writes:
 *
 *  - A trace belongs to one stream, is allocated by that stream's worker
 *    on its first record and joins a list of all traces (sd_trace_mu).
 *    Records go into chunks of SD_TRACE_CHUNK that are linked, never
 *    moved, so a reader walking the chunks never meets memory that was
 *    reallocated under it.
 *  - `count` publishes records (release); a reader (the profiler's collect)
 *    reads only records below the count it loaded (acquire): a record being
 *    written after that is not read.
 *  - A trace carries the session its records belong to. The worker starts
 *    over (count 0, chunks kept) when it sees a new session; the profiler
 *    serialises start, stop and collect, and collects only the session it
 *    stopped, so no reader is reading a trace that starts over.
 *  - A stream's trace outlives the stream until the next session starts
 *    (its records still belong to the session being collected), then is
 *    freed with the list lock held: its worker has exited. */
#define _POSIX_C_SOURCE 200809L
#include <stdlib.h>
#include <string.h>

#include "sd_internal.h"

#define SD_TRACE_CHUNK 1024
/* Records one stream keeps per session; more are counted as dropped. */
#define SD_TRACE_MAX_RECORDS (1u << 20)

typedef struct trace_chunk {
  struct trace_chunk *_Atomic next;
  sd_trace_record rec[SD_TRACE_CHUNK];
} trace_chunk;

struct sd_trace {
  struct sd_trace *next_all; /* under sd_trace_mu */
  int gone;                  /* its stream was finalized; under sd_trace_mu */
  int ordinal;
  uint64_t stream_id;
  _Atomic unsigned session; /* of the records below count */
  _Atomic size_t count;
  _Atomic uint64_t dropped;
  /* The worker's. */
  trace_chunk *first, *last;
  size_t used_in_last;
};

_Atomic unsigned sd_trace_session;
static pthread_mutex_t sd_trace_mu = PTHREAD_MUTEX_INITIALIZER;
static sd_trace *all_traces;

/* The worker's first record in a session: a trace to write to, started
 * over for this session. NULL without memory (the record is dropped). */
static SD_SLOW_PATH sd_trace *trace_for(sd_stream *s, unsigned session) {
  sd_trace *t = s->trace;
  if (t == NULL) {
    t = calloc(1, sizeof *t);
    trace_chunk *c = t ? calloc(1, sizeof *c) : NULL;
    if (c == NULL) {
      free(t);
      return NULL;
    }
    t->ordinal = s->dev->ordinal;
    t->stream_id = s->id;
    t->first = t->last = c;
    pthread_mutex_lock(&sd_trace_mu);
    t->next_all = all_traces;
    all_traces = t;
    pthread_mutex_unlock(&sd_trace_mu);
    s->trace = t;
  }
  /* Start over: the count first, then the session it counts for. */
  atomic_store_explicit(&t->count, 0, memory_order_relaxed);
  atomic_store_explicit(&t->dropped, 0, memory_order_relaxed);
  t->last = t->first;
  t->used_in_last = 0;
  atomic_store_explicit(&t->session, session, memory_order_release);
  return t;
}

void sd_trace_op(sd_stream *s, const sd_op *op, uint64_t start_ns,
                 unsigned session) {
  sd_trace *t = s->trace;
  if (t == NULL ||
      atomic_load_explicit(&t->session, memory_order_relaxed) != session) {
    t = trace_for(s, session);
    if (t == NULL) return;
  }
  size_t n = atomic_load_explicit(&t->count, memory_order_relaxed);
  if (n >= SD_TRACE_MAX_RECORDS) {
    atomic_fetch_add_explicit(&t->dropped, 1, memory_order_relaxed);
    return;
  }
  if (t->used_in_last == SD_TRACE_CHUNK) {
    trace_chunk *c = atomic_load_explicit(&t->last->next, memory_order_relaxed);
    if (c == NULL) { /* chunks of an earlier session are reused first */
      c = calloc(1, sizeof *c);
      if (c == NULL) {
        atomic_fetch_add_explicit(&t->dropped, 1, memory_order_relaxed);
        return;
      }
      atomic_store_explicit(&t->last->next, c, memory_order_relaxed);
    }
    t->last = c;
    t->used_in_last = 0;
  }
  sd_trace_record *r = &t->last->rec[t->used_in_last++];
  r->start_ns = start_ns;
  r->end_ns = sd_now_ns();
  r->seq = op->seq;
  r->op = op->caller;
  r->bytes = op->kind == SD_OP_COPY     ? op->u.copy.size
             : op->kind == SD_OP_FILL   ? op->u.fill.size
             : op->kind == SD_OP_KERNEL ? op->u.kernel.bytes
                                        : 0;
  /* Publishes the record and the chunk link before it. */
  atomic_store_explicit(&t->count, n + 1, memory_order_release);
}

void sd_trace_stream_gone(sd_stream *s) {
  if (s->trace == NULL) return;
  pthread_mutex_lock(&sd_trace_mu);
  s->trace->gone = 1;
  pthread_mutex_unlock(&sd_trace_mu);
  s->trace = NULL;
}

static void trace_free(sd_trace *t) {
  for (trace_chunk *c = t->first; c != NULL;) {
    trace_chunk *next = atomic_load(&c->next);
    free(c);
    c = next;
  }
  free(t);
}

/* Frees the traces of streams that are gone (their workers have exited).
 * A live stream's trace lives as long as the stream: its worker may
 * write to it at any time. */
static void free_gone(void) {
  pthread_mutex_lock(&sd_trace_mu);
  for (sd_trace **link = &all_traces; *link != NULL;) {
    sd_trace *t = *link;
    if (t->gone) {
      *link = t->next_all;
      trace_free(t);
    } else {
      link = &t->next_all;
    }
  }
  pthread_mutex_unlock(&sd_trace_mu);
}

void sd_trace_start(unsigned session) {
  free_gone();
  atomic_store(&sd_trace_session, session);
}

void sd_trace_stop(void) { atomic_store(&sd_trace_session, 0); }

void sd_trace_shutdown(void) {
  atomic_store(&sd_trace_session, 0);
  free_gone();
}

static int by_device_then_stream(const void *a, const void *b) {
  const sd_trace_view *x = a, *y = b;
  if (x->ordinal != y->ordinal) return x->ordinal < y->ordinal ? -1 : 1;
  return x->stream_id < y->stream_id ? -1 : x->stream_id > y->stream_id;
}

size_t sd_trace_collect(unsigned session, sd_trace_view **out) {
  *out = NULL;
  pthread_mutex_lock(&sd_trace_mu);
  size_t n = 0;
  for (sd_trace *t = all_traces; t != NULL; t = t->next_all)
    n += atomic_load_explicit(&t->session, memory_order_acquire) == session;
  sd_trace_view *v = calloc(n ? n : 1, sizeof *v);
  size_t k = 0;
  for (sd_trace *t = all_traces; v != NULL && t != NULL; t = t->next_all) {
    if (atomic_load_explicit(&t->session, memory_order_acquire) != session) continue;
    size_t count = atomic_load_explicit(&t->count, memory_order_acquire);
    sd_trace_record *recs = calloc(count ? count : 1, sizeof *recs);
    if (recs == NULL) continue;
    /* Below `count`, every record and chunk link is published. */
    size_t copied = 0;
    for (trace_chunk *c = t->first; c != NULL && copied < count;
         c = atomic_load_explicit(&c->next, memory_order_relaxed)) {
      size_t take = count - copied < SD_TRACE_CHUNK ? count - copied : SD_TRACE_CHUNK;
      memcpy(recs + copied, c->rec, take * sizeof *recs);
      copied += take;
    }
    v[k].ordinal = t->ordinal;
    v[k].stream_id = t->stream_id;
    v[k].records = recs;
    v[k].count = copied;
    v[k].dropped = atomic_load_explicit(&t->dropped, memory_order_relaxed);
    k++;
  }
  pthread_mutex_unlock(&sd_trace_mu);
  if (v != NULL) qsort(v, k, sizeof *v, by_device_then_stream);
  *out = v;
  return k;
}

void sd_trace_views_free(sd_trace_view *v, size_t n) {
  for (size_t i = 0; v != NULL && i < n; i++) free(v[i].records);
  free(v);
}
