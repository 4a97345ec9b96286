import gc
import sys

from . import stamp

# `gen --stamp FILE` with nothing changed since FILE was written: done,
# without loading the generator and its libraries.
current = stamp.still_current(sys.argv[1:])
if current:
    print(current)
    sys.exit(0)

from .cli import main  # noqa: E402

# A run is a short batch job that builds one large, nearly acyclic object
# graph (the YAML tree, the model, records, views). The cycle collector would
# walk that graph again and again as it grows (a quarter of the time on large
# schemas) and find nothing to free; reference counting frees it all anyway.
gc.disable()
sys.exit(main())
