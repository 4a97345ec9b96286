/* The graph optimizer module (TF_InitGraph) driven as TensorFlow drives it
 * (host_graph.c). */
#ifndef SEABI_HOST_GRAPH_H_
#define SEABI_HOST_GRAPH_H_

#include "host.h" /* first: it admits the deprecated members the host reads */
#include "graph_api.h"

/* The registration step a refusal belongs to, for the case that judges it. */
enum host_graph_stop {
  HOST_GRAPH_STOP_NONE,
  HOST_GRAPH_STOP_ABSENT, /* no TF_InitGraph, or this core has no graph module */
  HOST_GRAPH_STOP_INIT,   /* TF_InitGraph returned an error */
  HOST_GRAPH_STOP_CHECKS, /* TensorFlow's checks refused it */
};

/* TensorFlow's toggles, in the order of its newest layout. */
#define HOST_GRAPH_TOGGLES 19

typedef struct host_graph {
  void *entry; /* TF_InitGraph */
  /* The structs TF_InitGraph filled: handovers at the core's sizes, retired
   * once the core copied them (TensorFlow's are stack objects). */
  TP_OptimizerRegistrationParams *reg;
  TP_Optimizer *reg_optimizer;
  TP_OptimizerConfigs *reg_configs;
  /* What the core keeps: copies read as this core reads them. */
  TP_OptimizerRegistrationParams *params;
  TP_Optimizer *optimizer;
  TP_OptimizerConfigs *configs;
  /* The struct_size the plugin left in each. */
  size_t params_size, optimizer_size, configs_size;
  TF_Code init_code;
  char init_msg[512];
  int status_unset;
  enum host_graph_stop stop;
  char error[512];
  /* device_type: the raw pointer the core keeps (its registry does), and
   * what it said when TF_InitGraph returned. */
  const char *device_type;
  char device_type_then[128];
  /* How this core reads each toggle (-1: this core's layout has none),
   * by name (host_graph_toggle_name). */
  int toggle[HOST_GRAPH_TOGGLES];
  int registered;
} host_graph;

const char *host_graph_toggle_name(int i);

/* TF_InitGraph as the active core calls it, then TensorFlow's checks in
 * its order with its messages. TF_OK, or the code with g->error. */
TF_Code host_graph_register(host_graph *g, void *entry);
/* The retired handovers and the copies. */
void host_graph_close(host_graph *g);

/* One optimize_func call as the host saw it. */
typedef struct host_graph_call {
  int item, iteration; /* item 0: the main graph; 1: a function body */
  TF_Code code;
  char status[320];
  size_t in_nodes, out_nodes, out_len;
  int parsed;    /* the output parses as a GraphDef */
  int unchanged; /* its bytes are the input's */
} host_graph_call;

#define HOST_GRAPH_MAX_CALLS 8
typedef struct host_graph_run {
  host_graph_call calls[HOST_GRAPH_MAX_CALLS];
  int ncalls;
  int creates, destroys;
  char device[128]; /* where the graphs were placed */
  char error[400];  /* why the run did not happen, when it did not */
} host_graph_run;

/* TensorFlow's meta-optimizer on two items placed on the optimizer's
 * device type: the main graph (7 nodes: MatMul, BiasAdd, Relu between
 * placeholders and a fetched Identity) and a function body (4 nodes), each
 * with a new state (create_func), optimize_func twice (its default
 * iterations; the second gets the first's output), destroy_func. Each
 * call's item, input and output are checked; what the plugin did wrong
 * goes to the record. Returns 0, or -1 when nothing could run (r->error). */
int host_graph_optimize(host_graph *g, host_graph_run *r);

/* The device types the core registers for the plugin (its platform's
 * type) and TensorFlow's own. */
int host_graph_device_known(const char *type, const char *platform_type);

#endif /* SEABI_HOST_GRAPH_H_ */
