"""seabigen: validates the seabi ABI schema and renders the C header, docs and tests from it."""

GENERATOR_VERSION = "1.0.0"
