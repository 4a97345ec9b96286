"""The command lines generated files name in their banners ("Regenerate with: ...")."""
import os

DEFAULT_SCHEMA = "schema/se_api.yaml"  # the Makefile's SCHEMA too


def header_command(schema_path, at, name):
    """`make header` of one version or edition: the same bytes wherever the
    header is written (OUT is the file's name only; SCHEMA relative to the
    working directory, where make runs, when it lies inside it), so two
    renders of one version never differ by path."""
    full, here = os.path.realpath(schema_path), os.path.realpath(os.getcwd())
    shown = os.path.relpath(full, here) if os.path.commonpath([full, here]) == here else schema_path
    named = "" if shown == DEFAULT_SCHEMA else f" SCHEMA={shown}"
    return f"make header{named} AT={at} OUT={name}"
