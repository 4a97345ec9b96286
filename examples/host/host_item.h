/* The TF_GrapplerItem the host hands optimize_func (host_item.c). */
#ifndef SEABI_HOST_ITEM_H_
#define SEABI_HOST_ITEM_H_

#include "host.h" /* first: it admits the deprecated members the host reads */
#include "graph_api.h"

/* Names an item holds per list. */
#define HOST_ITEM_MAX_NAMES 16

/* A guarded item with these fetch nodes and nodes to preserve (TensorFlow
 * preserves the fetch, feed, keep and init nodes), or NULL. */
TF_GrapplerItem *host_item_new(const char *const *fetch, int nfetch, const char *const *preserve, int npreserve);
void host_item_free(TF_GrapplerItem *item);
/* Bytes of the item, canaries after it included: what the driver compares. */
size_t host_item_span(const TF_GrapplerItem *item);

/* TensorFlow's exports a plugin calls with the item (graph_api.h declares
 * them) are defined in host_item.c. */

#endif /* SEABI_HOST_ITEM_H_ */
