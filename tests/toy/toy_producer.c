/* The versioning note's producer: creates a Toy with the header it was built
 * against. Allocates EXACTLY TOY_STRUCT_SIZE bytes, so under ASan any access
 * by a newer consumer beyond what this producer knows is an error.
 * At 1.1.0 it sets new_field1 and new_field2; from 1.2.0 it stops setting the
 * deprecated (retired) new_field1, as the note says. */
#include <stdlib.h>
#include <string.h>

#include "toy.h"

static int toy_payload;

void* toy_produce(void);

void* toy_produce(void) {
  volatile size_t size = TOY_STRUCT_SIZE; /* hide the short allocation from -Walloc-size */
  Toy* toy = (Toy*)malloc(size);
  if (toy == NULL) return NULL;
  memset(toy, 0, size);
  toy->struct_size = TOY_STRUCT_SIZE;
  Toy_set_old_field(toy, 7);
#if SE_MINOR == 1
  Toy_set_new_field1(toy, &toy_payload);
#endif
#if SE_MINOR >= 1
  Toy_set_new_field2(toy, 42);
#endif
  (void)toy_payload;
  return toy;
}
