/*
 * What tests/generator/rfc257_header.h needs to compile on its own.
 *
 * rfc257_header.h is the "Detailed API" section of RFC 257 (StreamExecutor C
 * API, tensorflow/community rfcs/20200612-stream-executor-c-api.md, updated
 * 2020-09-08), copied verbatim: it is the spec that our version 0.0.1 must
 * match in layout. The RFC's block assumes the includes below and
 * TensorFlow's TF_Status; nothing else is added, and the RFC text itself is
 * not edited.
 */
#ifndef SEABI_TEST_RFC257_WRAPPER_H_
#define SEABI_TEST_RFC257_WRAPPER_H_

#include <stddef.h>
#include <stdint.h>

typedef struct TF_Status TF_Status;

#include "rfc257_header.h"

#endif /* SEABI_TEST_RFC257_WRAPPER_H_ */
