"""Which struct_sizes may legitimately leave a required member out.

A required member the struct_size does not cover is a missing required
member (issue 16): TensorFlow's core reads the slot regardless, so a seabi
validator must refuse it by name. The one exception is an older producer:
a struct_size that is exactly a known layout's (layouts.known) which has no
such member, e.g. a 0.0.1 SP_StreamExecutor without mem_zero. The validator
names those layouts through the size macros this header defines, so the
test is right on every ABI without numbers in the template.
"""
from .resolved import label_ident


def absent_ok_macros(model, struct_name, member, view):
    """Size macros (of `view`, a StructView) of the known layouts (of
    `model`, a resolved.Resolved) without `member`.

    A layout with no macro in this header (a seabi version in the drop-in
    TensorFlow header, a version newer than an `--at` header) is not listed:
    that header cannot name its size, so it treats the size as unknown."""
    by_label = view.__dict__.get("_absent_ok_labels")
    if by_label is None:  # the same for every check of the struct: worked out once
        by_label = {str(version): macro for macro, _last, version in view.version_macros}
        by_label.update({label: macro for label, macro in _edition_labels(model.api, view)})
        view.__dict__["_absent_ok_labels"] = by_label
    out = []
    for k in model.known[struct_name]:
        if k.offset(member, "lp64") is not None:
            continue
        macro = next((by_label[label] for label in k.labels if label in by_label), None)
        if macro is not None and macro not in out:
            out.append(macro)
    return out


def _edition_labels(api, view):
    """(name, its size macro) for the editions and in-between layouts this view defines a macro for."""
    defined = {macro for macro, _private, _size in view.edition_macros}
    for e in list(api.editions) + list(api.in_between):
        macro = f"{view.size_macro}_{label_ident(e.name).upper()}"
        if macro in defined:
            yield e.name, macro


__all__ = ["absent_ok_macros"]
