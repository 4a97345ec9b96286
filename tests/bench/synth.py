"""Writes a synthetic schema N times the size of schema/se_api.yaml.

Every struct is copied N times with a suffix (SP_Platform -> SP_Platform_K7),
and every reference to a struct (member and parameter types, size macros,
required_when, replaced_by) is renamed along with it, so each copy is a
self-contained, valid replica of the real API; TensorFlow's editions cover
every copy. Handles, enums and callback types stay shared. Usage: synth.py SCHEMA N OUT
"""
import copy
import re
import sys

import yaml


def main(src, n, out):
    with open(src, encoding="utf-8") as f:
        doc = yaml.safe_load(f)
    names = [s["name"] for s in doc["structs"]]
    word = re.compile(r"\b(" + "|".join(map(re.escape, names)) + r")\b")

    def rename(value, k):
        if isinstance(value, str):
            return word.sub(lambda m: f"{m.group(1)}_K{k}", value)
        if isinstance(value, list):
            return [rename(v, k) for v in value]
        if isinstance(value, dict):
            return {key: rename(v, k) for key, v in value.items()}
        return value

    structs = []
    for k in range(n):
        for s in doc["structs"]:
            t = rename(copy.deepcopy(s), k)
            if "size_macro" in t:
                t["size_macro"] = f"{s['size_macro']}_K{k}"
            structs.append(t)
    doc["structs"] = structs
    doc["entry_points"] = [rename(e, 0) for e in doc.get("entry_points", [])]
    # An edition names structs: its lists, overrides, core facts and
    # acknowledged breaks apply to every copy.
    for e in doc.get("editions", []):
        for key in ("structs", "params"):
            if key in e:
                e[key] = {rename(name, k): rename(value, k) for k in range(n) for name, value in e[key].items()}
        if "not_validated" in e["core"]:
            e["core"]["not_validated"] = [rename(m, k) for k in range(n) for m in e["core"]["not_validated"]]
        if "acknowledged" in e:
            e["acknowledged"] = [rename(a, k) for k in range(n) for a in e["acknowledged"]]
    # So does an in-between layout: it cuts every copy of a struct it names.
    for b in doc.get("in_between", []):
        b["ends"] = {rename(name, k): member for k in range(n) for name, member in b["ends"].items()}
        if "not_validated" in b["core"]:
            b["core"]["not_validated"] = [rename(m, k) for k in range(n) for m in b["core"]["not_validated"]]
    with open(out, "w", encoding="utf-8") as f:
        yaml.safe_dump(doc, f, sort_keys=False, width=100)


if __name__ == "__main__":
    main(sys.argv[1], int(sys.argv[2]), sys.argv[3])
