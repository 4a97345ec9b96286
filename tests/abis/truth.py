"""What changed between neighbouring versions of an ABI, from its ground truth alone.

No seabi code: the probes' offsets and sizes (probe.py) are compared the
way a binary sees them. A change is keyed (struct, member); member None is
a change of the struct itself. abi_break is true where a binary built
against one version misreads the other on LP64 or i386.
"""
ABIS = ("lp64", "i386")


def _members(s):
    return {m[0]: (m[1], m[2]) for m in s["members"]}


def _end(s):
    """Where the struct's last member ends: a member held by value ends where
    its own last member does (its tail padding is no member); bit-fields are
    not counted (their place is unknown)."""
    nested = {}
    for n, o, z in s.get("nested", []):
        top = n.split(".")[0]
        nested[top] = max(nested.get(top, 0), o + z)
    return max((nested.get(m[0], m[1] + m[2]) for m in s["members"] if m[1] is not None), default=0)


def changes(old, new):
    """[{struct, member, what, abi_break}] from version `old` to `new` (probe results)."""
    found = {}

    def add(struct, member, what, broken):
        key = (struct, member)
        prev = found.get(key)
        if prev is None:
            found[key] = {"struct": struct, "member": member, "what": what, "abi_break": broken}
        else:
            prev["abi_break"] = prev["abi_break"] or broken
            if what not in prev["what"].split("+"):
                prev["what"] += "+" + what

    for abi in ABIS:
        so, sn = old["abis"][abi]["structs"], new["abis"][abi]["structs"]
        for name, s in so.items():
            if name not in sn:
                twin = next((n for n, t in sn.items() if n not in so and t["members"] == s["members"]
                             and t["size"] == s["size"]), None)
                add(name, None, f"struct-renamed:{twin}" if twin else "struct-removed", twin is None)
                continue
            t = sn[name]
            mo, mn = _members(s), _members(t)
            nested_new = {n: (o, z) for n, o, z in t.get("nested", [])}
            for m, (off, size) in mo.items():
                if m not in mn:
                    twin = next((n for n, v in mn.items() if n not in mo and v == (off, size)), None)
                    inner = next((n for n, v in nested_new.items() if n.split(".")[0] not in mo
                                  and v == (off, size) and n.rsplit(".", 1)[-1] == m), None)
                    if twin:
                        add(name, m, f"renamed:{twin}", False)
                    elif inner:
                        add(name, m, f"regrouped:{inner}", False)  # same place, now inside a member held by value
                    else:
                        add(name, m, "removed", True)
                elif off is None or mn[m][0] is None:
                    if (off is None) != (mn[m][0] is None):
                        add(name, m, "bitfield-changed", True)
                elif mn[m] != (off, size):
                    add(name, m, "moved" if mn[m][0] != off else "resized", True)
            renamed_to = {f["what"].split(":", 1)[1] for (st, _), f in found.items()
                          if st == name and f["what"].startswith("renamed:")}
            # inserted: placed before a member the old version already had (appends come after them all)
            last_kept = max((v[0] for k, v in mn.items() if k in mo and v[0] is not None), default=-1)
            for m, (off, size) in mn.items():
                if m in mo or m in renamed_to:
                    continue
                if off is not None and off < last_kept:
                    inner = [(o, z) for n, o, z in t.get("nested", []) if n.split(".")[0] == m]
                    regroup = inner and all(any(v == iv for k, v in mo.items() if k not in mn) for iv in inner)
                    # sharing the storage of a member that keeps its place (a union): nothing moves
                    overlay = any(k in mo and v[0] == off and mo[k][0] == off for k, v in mn.items() if k != m)
                    what = "regrouped" if regroup else "overlaid" if overlay else "inserted"
                    add(name, m, what, what == "inserted")
                elif off is not None and any(k in mo and v[0] == off for k, v in mn.items() if k != m):
                    add(name, m, "overlaid", False)
            if t["align"] != s["align"]:
                add(name, None, "alignment-changed", True)
        eo, en = old["abis"][abi]["enums"], new["abis"][abi]["enums"]
        zo, zn = old["abis"][abi].get("enum_sizes", {}), new["abis"][abi].get("enum_sizes", {})
        for name, values in eo.items():
            if name not in en:
                add(name, None, "enum-removed", True)
                continue
            if name in zo and name in zn and zo[name] != zn[name]:
                add(name, None, "enum-resized", True)
            for e, v in values.items():
                if e not in en[name]:
                    takers = [n for n, w in en[name].items() if w == v]
                    new_taker = [n for n in takers if n not in values]
                    add(name, e, f"enumerator-renamed:{new_taker[0]}" if new_taker else "enumerator-removed",
                        not new_taker)
                elif en[name][e] != v:
                    add(name, e, "enumerator-renumbered", True)
    return list(found.values())


def stale_constants(version, probe):
    """[{version, macro, struct, abi, declared, actual}]: size constants written
    `SOMETHING(Struct, member)` (or libbpf's `Struct__last_field member`) that
    do not end at their struct's last member."""
    out = []
    fields = probe.get("size_constant_fields", {})
    for abi in ABIS:
        a = probe["abis"][abi]
        for macro, value in sorted(a["size_constants"].items()):
            if macro not in fields:
                continue
            struct = fields[macro][0]
            s = a["structs"].get(struct)
            if s is None:
                continue
            actual = _end(s)
            if value != actual:
                out.append({"version": version, "macro": macro, "struct": struct, "abi": abi,
                            "declared": value, "actual": actual})
    return out
