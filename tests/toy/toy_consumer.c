/* The versioning note's consumer: reads a Toy through the struct_size-guarded
 * accessors of the header it was built against, then tries to write the newest
 * field it knows (which must be refused when the producer's struct is older). */
#define SE_NO_DEPRECATION_WARNINGS /* this consumer still inspects new_field1 */
#include <stdio.h>

#include "toy.h"

void toy_consume(void* p);

void toy_consume(void* p) {
  Toy* toy = (Toy*)p;
  printf("consumer %d.%d.%d: struct_size=%zu old_field=%d", SE_MAJOR, SE_MINOR, SE_PATCH,
         toy->struct_size, Toy_get_old_field(toy));
#if SE_MINOR >= 1
  printf(" has_new_field1=%d new_field1=%s", Toy_has_new_field1(toy),
         Toy_get_new_field1(toy) ? "set" : "NULL");
  printf(" has_new_field2=%d new_field2=%d", Toy_has_new_field2(toy), Toy_get_new_field2(toy));
  printf(" set_new_field2=%d", Toy_set_new_field2(toy, 99));
  printf(" new_field2=%d", Toy_get_new_field2(toy));
#endif
  printf("\n");
}
