/* Prints the Toy layout as the compiler sees it through the generated header
 * of one version (tests/toy/test_toy.py compiles it once per version). */
#define SE_NO_DEPRECATION_WARNINGS /* offsetof(Toy, new_field1) at 1.2.0 */
#include <stdio.h>

#include "toy.h"

int main(void) {
  printf("SE_VERSION %d.%d.%d\n", SE_MAJOR, SE_MINOR, SE_PATCH);
  printf("TOY_STRUCT_SIZE %zu\n", (size_t)TOY_STRUCT_SIZE);
  printf("sizeof %zu\n", sizeof(Toy));
  printf("offsetof old_field %zu\n", offsetof(Toy, old_field));
#if SE_MINOR >= 1
  printf("offsetof new_field1 %zu\n", offsetof(Toy, new_field1));
  printf("offsetof new_field2 %zu\n", offsetof(Toy, new_field2));
#endif
#ifdef TOY_STRUCT_SIZE_V1_0_0
  printf("TOY_STRUCT_SIZE_V1_0_0 %zu\n", (size_t)TOY_STRUCT_SIZE_V1_0_0);
#endif
#ifdef TOY_STRUCT_SIZE_V1_1_0
  printf("TOY_STRUCT_SIZE_V1_1_0 %zu\n", (size_t)TOY_STRUCT_SIZE_V1_1_0);
#endif
#ifdef TOY_STRUCT_SIZE_V1_2_0
  printf("TOY_STRUCT_SIZE_V1_2_0 %zu\n", (size_t)TOY_STRUCT_SIZE_V1_2_0);
#endif
  return 0;
}
