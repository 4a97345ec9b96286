/* What one layout of the graph API has, from the header generated for it
 * (built once per TensorFlow edition, against the header its TensorFlow-way
 * plugin tf_graph_<release>.so is built with): the configs' size, where the
 * toggles those plugins set are, and whether optimize_func takes the item.
 * tests/conform/graph_compat.py predicts from these where each plugin
 * fails. One fact per line: "layout NAME key value". */
#define GO_NO_DEPRECATION_WARNINGS
#include <stddef.h>
#include <stdio.h>

#include "graph_api.h"

typedef void (*with_item_fn)(void*, const TF_Buffer*, const TF_GrapplerItem*, TF_Buffer*, TF_Status*);

int main(int argc, char** argv) {
  const char* name = argc > 1 ? argv[1] : "?";
  int item = _Generic((TP_Optimizer_optimize_func_fn)0, with_item_fn: 1, default: 0);
  printf("layout %s configs-size %zu\n", name, (size_t)TP_OPTIMIZER_CONFIGS_STRUCT_SIZE);
  printf("layout %s item %d\n", name, item);
  printf("layout %s offset remapping %zu\n", name, offsetof(TP_OptimizerConfigs, remapping));
  printf("layout %s offset auto_mixed_precision_mkl %zu\n", name, offsetof(TP_OptimizerConfigs, auto_mixed_precision_mkl));
  return 0;
}
