/* Links one producer and one consumer, each built against its own header. */
#include <stdlib.h>

void* toy_produce(void);
void toy_consume(void* p);

int main(void) {
  void* toy = toy_produce();
  if (toy == NULL) return 2;
  toy_consume(toy);
  free(toy);
  return 0;
}
