/* The TF_GrapplerItem the host's core hands optimize_func, and the
 * functions TensorFlow exports for a plugin to read it (grappler.h): the
 * fetch nodes and the nodes to preserve, copied into the plugin's storage
 * without NUL terminators, with TensorFlow's checks and messages
 * (grappler.cc).
 *
 * TensorFlow's item is a C++ object the plugin must treat as opaque and
 * const. Here it lives in one guarded block (strings included) whose bytes
 * the graph driver compares after every call (host_graph.c): a plugin that
 * writes into it, as a TensorFlow 2.5 (four-argument) optimize_func does
 * when a 2.6+ core hands it the item where it expects its output buffer, is
 * recorded. Every function checks the item's magic word first: a plugin
 * passing something else is told so (INVALID_ARGUMENT), never crashes the
 * host.
 *
 * Shape inference and the function library (TF_NewGraphProperties,
 * TF_InferStatically, TF_NewFunctionLibraryDefinition, TF_LookUpOpDef) need
 * TensorFlow's op registry, which a host without TensorFlow does not have:
 * they are exported so a plugin that calls them loads (RTLD_NOW), and
 * answer UNIMPLEMENTED or NOT_FOUND with the reason. */
#include "host_item.h"

#include <stdlib.h>
#include <string.h>

#define ITEM_MAGIC 0x17E3A11Eu

struct host_item_impl {
  uint32_t magic;
  int nfetch, npreserve;
  size_t fetch_off[HOST_ITEM_MAX_NAMES], fetch_len[HOST_ITEM_MAX_NAMES];
  size_t keep_off[HOST_ITEM_MAX_NAMES], keep_len[HOST_ITEM_MAX_NAMES];
  size_t chars_used;
  char chars[]; /* every name, back to back */
};

static const struct host_item_impl *item_of(const TF_GrapplerItem *item) {
  const struct host_item_impl *i = (const struct host_item_impl *)(const void *)item;
  return i != NULL && i->magic == ITEM_MAGIC ? i : NULL;
}

static int add_name(struct host_item_impl *it, size_t cap, size_t *off, size_t *len, const char *name) {
  size_t n = strlen(name);
  if (it->chars_used + n > cap) return 0;
  memcpy(it->chars + it->chars_used, name, n);
  *off = it->chars_used;
  *len = n;
  it->chars_used += n;
  return 1;
}

TF_GrapplerItem *host_item_new(const char *const *fetch, int nfetch, const char *const *preserve, int npreserve) {
  if (nfetch > HOST_ITEM_MAX_NAMES || npreserve > HOST_ITEM_MAX_NAMES || nfetch < 0 || npreserve < 0) return NULL;
  size_t chars = 0;
  for (int i = 0; i < nfetch; i++) chars += strlen(fetch[i]);
  for (int i = 0; i < npreserve; i++) chars += strlen(preserve[i]);
  size_t size = sizeof(struct host_item_impl) + chars;
  struct host_item_impl *it = host_guard_alloc(size, size);
  if (it == NULL) return NULL;
  it->magic = ITEM_MAGIC;
  for (int i = 0; i < nfetch; i++)
    add_name(it, chars, &it->fetch_off[i], &it->fetch_len[i], fetch[i]), it->nfetch++;
  for (int i = 0; i < npreserve; i++)
    add_name(it, chars, &it->keep_off[i], &it->keep_len[i], preserve[i]), it->npreserve++;
  return (TF_GrapplerItem *)(void *)it;
}

void host_item_free(TF_GrapplerItem *item) { host_guard_free(item); }

size_t host_item_span(const TF_GrapplerItem *item) { return host_guard_span(item); }

/* ---- what TensorFlow exports for plugins (grappler.h) ---------------------- */

static int bad_item(const TF_GrapplerItem *item, const char *function, TF_Status *status) {
  if (item_of(item) != NULL) return 0;
  char msg[200];
  host_format(msg, sizeof msg, "%s: the item is not the TF_GrapplerItem the core passed to optimize_func", function);
  TF_SetStatus(status, TF_INVALID_ARGUMENT, msg);
  return 1;
}

static void list_size(const TF_GrapplerItem *item, int fetch, int *num_values, size_t *storage_size,
                      TF_Status *status, const char *function) {
  if (bad_item(item, function, status)) return;
  TF_SetStatus(status, TF_OK, "");
  const struct host_item_impl *it = item_of(item);
  int n = fetch ? it->nfetch : it->npreserve;
  const size_t *len = fetch ? it->fetch_len : it->keep_len;
  size_t total = 0;
  for (int i = 0; i < n; i++) total += len[i];
  if (num_values) *num_values = n;
  if (storage_size) *storage_size = total;
}

/* TensorFlow's copy: values[i] into storage, no NUL, INVALID_ARGUMENT when
 * the storage runs out. */
static void list(const TF_GrapplerItem *item, int fetch, char **values, size_t *lengths, int num_values,
                 void *storage, size_t storage_size, TF_Status *status, const char *function) {
  if (bad_item(item, function, status)) return;
  TF_SetStatus(status, TF_OK, "");
  const struct host_item_impl *it = item_of(item);
  int n = fetch ? it->nfetch : it->npreserve;
  const size_t *off = fetch ? it->fetch_off : it->keep_off, *len = fetch ? it->fetch_len : it->keep_len;
  char *p = storage, *end = (char *)storage + storage_size;
  for (int i = 0; i < n && i < num_values; i++) {
    values[i] = p;
    lengths[i] = len[i];
    if (len[i] > (size_t)(end - p)) {
      TF_SetStatus(status, TF_INVALID_ARGUMENT, "Not enough storage to hold the requested list of nodes");
      return;
    }
    memcpy(p, it->chars + off[i], len[i]);
    p += len[i];
  }
}

void TF_GetNodesToPreserveListSize(const TF_GrapplerItem *item, int *num_values, size_t *storage_size,
                                   TF_Status *status) {
  list_size(item, 0, num_values, storage_size, status, "TF_GetNodesToPreserveListSize");
}

void TF_GetNodesToPreserveList(const TF_GrapplerItem *item, char **values, size_t *lengths, int num_values,
                               void *storage, size_t storage_size, TF_Status *status) {
  list(item, 0, values, lengths, num_values, storage, storage_size, status, "TF_GetNodesToPreserveList");
}

void TF_GetFetchNodesListSize(const TF_GrapplerItem *item, int *num_values, size_t *storage_size,
                              TF_Status *status) {
  list_size(item, 1, num_values, storage_size, status, "TF_GetFetchNodesListSize");
}

void TF_GetFetchNodesList(const TF_GrapplerItem *item, char **values, size_t *lengths, int num_values,
                          void *storage, size_t storage_size, TF_Status *status) {
  list(item, 1, values, lengths, num_values, storage, storage_size, status, "TF_GetFetchNodesList");
}

/* Shape inference and the function library: loadable, not answered. */
struct TF_GraphProperties {
  const TF_GrapplerItem *item;
};
struct TF_FunctionLibraryDefinition {
  int unused;
};

TF_GraphProperties *TF_NewGraphProperties(const TF_GrapplerItem *item) {
  TF_GraphProperties *p = calloc(1, sizeof *p);
  if (p != NULL) p->item = item;
  return p;
}

void TF_DeleteGraphProperties(TF_GraphProperties *graph_properties) { free(graph_properties); }

static const char no_registry[] =
    "seabi's host has no TensorFlow op registry, so it infers no shapes: a plugin must also work when shapes are "
    "unknown";

void TF_InferStatically(TF_GraphProperties *graph_properties, TF_Bool assume_valid_feeds,
                        TF_Bool aggressive_shape_inference, TF_Bool include_input_tensor_values,
                        TF_Bool include_output_tensor_values, TF_Status *status) {
  (void)graph_properties, (void)assume_valid_feeds, (void)aggressive_shape_inference;
  (void)include_input_tensor_values, (void)include_output_tensor_values;
  TF_SetStatus(status, TF_UNIMPLEMENTED, no_registry);
}

void TF_GetInputPropertiesListSize(TF_GraphProperties *graph_properties, const char *name, int *num_values,
                                   TF_Status *status) {
  (void)graph_properties, (void)name;
  if (num_values) *num_values = 0;
  TF_SetStatus(status, TF_OK, "");
}

void TF_GetOutputPropertiesListSize(TF_GraphProperties *graph_properties, const char *name, int *num_values,
                                    TF_Status *status) {
  (void)graph_properties, (void)name;
  if (num_values) *num_values = 0;
  TF_SetStatus(status, TF_OK, "");
}

void TF_GetInputPropertiesList(TF_GraphProperties *graph_properties, const char *name, TF_Buffer **properties,
                               int num_values, TF_Status *status) {
  (void)graph_properties, (void)name, (void)properties, (void)num_values;
  TF_SetStatus(status, TF_OK, "");
}

void TF_GetOutputPropertiesList(TF_GraphProperties *graph_properties, const char *name, TF_Buffer **properties,
                                int num_values, TF_Status *status) {
  (void)graph_properties, (void)name, (void)properties, (void)num_values;
  TF_SetStatus(status, TF_OK, "");
}

TF_FunctionLibraryDefinition *TF_NewFunctionLibraryDefinition(const TF_Buffer *graph_buf, TF_Status *status) {
  (void)graph_buf;
  TF_SetStatus(status, TF_UNIMPLEMENTED, no_registry);
  return NULL;
}

void TF_DeleteFunctionLibraryDefinition(TF_FunctionLibraryDefinition *fn_lib) { (void)fn_lib; }

void TF_LookUpOpDef(TF_FunctionLibraryDefinition *fn_lib, const char *name, TF_Buffer *buf, TF_Status *status) {
  (void)fn_lib, (void)name, (void)buf;
  TF_SetStatus(status, TF_NOT_FOUND, no_registry);
}
