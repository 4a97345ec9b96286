"""seabigen: validates the seabi ABI schema and renders the C header, docs and tests from it.

One pipeline per API: read (schema.py; importer/) -> judge (verdict.py) ->
resolve (resolved.py) -> render (outputs.py and the renderers it lists);
generator/README.md names the modules of each stage.
"""

GENERATOR_VERSION = "1.0.0"
