import gc
import sys

from .cli import main

# A run is a short batch job that builds one large, nearly acyclic object
# graph (the YAML tree, the model, records, views). The cycle collector would
# walk that graph again and again as it grows (a quarter of the time on large
# schemas) and find nothing to free; reference counting frees it all anyway.
gc.disable()
sys.exit(main())
