/* The accessor tests' one assertion: counts and reports, never aborts, so a
 * run lists every failing check. Each translation unit has its own counters
 * and hands them to main (accessors.c) to sum. */
#ifndef SEABI_TESTS_ACCESSORS_CHECK_H_
#define SEABI_TESTS_ACCESSORS_CHECK_H_

#include <stdio.h>

static int passed, failed;

#define CHECK(cond)                                                         \
  do {                                                                      \
    if (cond) {                                                             \
      passed++;                                                             \
    } else {                                                                \
      failed++;                                                             \
      printf("FAIL %s:%d: %s\n", __FILE__, __LINE__, #cond);                \
    }                                                                       \
  } while (0)

#endif
