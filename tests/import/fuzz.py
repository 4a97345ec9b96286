#!/usr/bin/env python3
"""The importer never raises: random header histories, each imported.

Each trial writes 2 to 4 versions of a header built from the constructs real
ABIs contain and the schema's grammar partly cannot say (struct_size in
front or not, by-value members that grow or shrink, arrays, bit-fields,
`long`, anonymous unions, empty enums, enumerators renumbered, callbacks,
opaque types and handles, size constants right or stale, version macros
that repeat or go back), mutating one version into the next. Property:
`seabigen import` returns 0 or 1 (every header here is valid C or C++: none
is unusable input, exit 2) and never raises; the report is written, every struct of the last header
is either in the schema or named as left out, and the schema validates.

    fuzz.py [TRIALS] [FIRST_SEED]    (make test-import runs a few; make fuzz-import more)

Stdlib `random` with fixed seeds: a failing seed is printed and replays.
Ends with `N passed, N failed`.
"""
import contextlib
import io
import json
import os
import random
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
sys.path.insert(0, os.path.join(ROOT, "generator"))
from seabigen import schema, verdict  # noqa: E402
from seabigen.importer import bindings, cli as import_cli  # noqa: E402

TYPES = ["int32_t", "uint64_t", "double", "void*", "const char*", "size_t", "uint8_t", "F_Opaque*", "F_Handle",
         "F_Cb"]
ODD = ["long", "int {n}[4]", "unsigned {n} : 3", "F_Inner", "F_Kind", "union {{ int32_t {n}_i; double {n}_d; }}"]


def struct_model(rng, name):
    members = []
    if rng.random() < 0.7:
        members.append(("size_t", "struct_size"))
    for k in range(rng.randint(1, 5)):
        t = rng.choice(ODD) if rng.random() < 0.25 else rng.choice(TYPES)
        members.append((t, f"m{k}"))
    return {"name": name, "members": members}


def mutate(rng, model):
    m = json.loads(json.dumps(model))
    for s in m["structs"]:
        op = rng.randrange(6)
        ms = s["members"]
        if op == 0:
            ms.append((rng.choice(TYPES), f"m{len(ms) + rng.randint(5, 50)}"))
        elif op == 1 and len(ms) > 1:
            ms.pop(rng.randrange(len(ms)))
        elif op == 2:
            ms.insert(rng.randrange(len(ms) + 1), (rng.choice(TYPES), f"x{rng.randint(0, 99)}"))
        elif op == 3 and len(ms) > 1:
            i = rng.randrange(len(ms))
            ms[i] = (rng.choice(TYPES + ODD), ms[i][1])
        elif op == 4 and ms and ms[0][1] == "struct_size":
            ms.pop(0)
        elif op == 5:
            ms.insert(0, ("size_t", "struct_size")) if not ms or ms[0][1] != "struct_size" else None
        seen = set()
        s["members"] = [x for x in ms if not (x[1] in seen or seen.add(x[1]))] or [("int32_t", "m0")]  # C wants unique names
    m["inner"] = rng.randint(1, 3)
    m["enum"] = rng.sample(range(4), rng.randint(0, 3))
    m["version"] = rng.choice([m["version"], m["version"] + 1, max(0, m["version"] - 1)])
    m["stale"] = rng.random() < 0.3
    return m


def render(model):
    out = ["#include <stddef.h>", "#include <stdint.h>", "#define F_MAJOR 1", f"#define F_MINOR {model['version']}",
           "typedef struct F_Opaque F_Opaque;", "typedef struct F_HandleTag* F_Handle;",
           "typedef void (*F_Cb)(void* data, int32_t code);",
           "typedef struct F_Inner { " + " ".join(f"int32_t i{k};" for k in range(model["inner"])) + " } F_Inner;",
           "typedef enum F_Kind { " + ", ".join(f"F_KIND_{k} = {v}" for k, v in enumerate(model["enum"]))
           + " } F_Kind;"]
    for s in model["structs"]:
        body = []
        for t, n in s["members"]:
            body.append("  " + (t.format(n=n) + ";" if "{n}" in t else f"{t} {n};"))
        out += [f"typedef struct {s['name']} {{"] + body + [f"}} {s['name']};"]
        last = s["members"][-1][1]
        if "{n}" not in s["members"][-1][0] and "union" not in s["members"][-1][0]:
            end = s["members"][0][1] if model["stale"] else last
            out.append(f"#define {s['name'].upper()}_STRUCT_SIZE (offsetof({s['name']}, {end}) + "
                       f"sizeof((({s['name']}*)0)->{end}))")
    return "\n".join(out) + "\n"


def run_import(args):
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        code = import_cli.main(args)
    return code, out.getvalue(), err.getvalue()


def trial(seed, tmp):
    """'' when the property holds, else what broke it."""
    rng = random.Random(seed)
    model = {"structs": [struct_model(rng, f"F_S{k}") for k in range(rng.randint(1, 3))], "inner": 1, "enum": [0],
             "version": 0, "stale": False}
    d = os.path.join(tmp, str(seed))
    paths = []
    for i in range(rng.randint(2, 4)):
        path = os.path.join(d, f"v{i}", "f_api.h")
        os.makedirs(os.path.dirname(path), exist_ok=True)
        with open(path, "w", encoding="utf-8") as f:
            f.write(render(model))
        paths.append(path)
        model = mutate(rng, model)
    out, rep = os.path.join(d, "f.yaml"), os.path.join(d, "f.json")
    args = ["--out", out, "--report", rep] + (["--fail-on-break"] if seed % 2 else []) + paths
    try:
        code, stdout, stderr = run_import(args)
    except BaseException as e:  # the property: nothing escapes main
        return f"raised {type(e).__name__}: {e}"
    if code not in (0, 1, 2) or "internal error" in stderr:
        return f"exit {code}: {stderr.strip()[-400:]}"
    if code == 2:
        # Every header written here is valid C or C++: none is unusable input.
        return f"exit 2 ({'nothing' if not os.path.exists(rep) else 'yet the report was'} written): " \
               f"{stderr.strip()[-300:]}"
    if not os.path.exists(rep) or not os.path.exists(out):
        return f"exit {code} without the report or the schema: {stderr.strip()[-300:]}"
    with open(rep, encoding="utf-8") as f:
        report = json.load(f)
    breaks = any(c["abi_break"] for c in report["changes"])
    if code != (1 if seed % 2 and breaks else 0):
        return f"exit {code} with {'' if breaks else 'no '}ABI break (--fail-on-break: {bool(seed % 2)})"
    api = schema.read(out)
    try:
        verdict.judge(api)
    except Exception as e:
        return f"the written schema does not validate: {e}"
    left = {x["name"] for x in report["left_out"]}
    missing = [s["name"] for s in model_last(paths) if api.struct(s["name"]) is None and s["name"] not in left]
    return f"structs neither imported nor left out: {missing}" if missing else ""


def model_last(paths):
    with open(paths[-1], encoding="utf-8") as f:
        text = f.read()
    return [{"name": line.split()[2]} for line in text.splitlines() if line.startswith("typedef struct F_S")]


def main(argv):
    trials = int(argv[1]) if len(argv) > 1 else 8
    first = int(argv[2]) if len(argv) > 2 else 1
    try:
        bindings.cindex()
    except bindings.FrontEndMissing as e:
        print(f"SKIP fuzz: {e}\n0 passed, 0 failed, 1 skipped")
        return 0
    passed = failed = 0
    with tempfile.TemporaryDirectory(prefix="seabi-import-fuzz-") as tmp:
        for seed in range(first, first + trials):
            why = trial(seed, tmp)
            ok = not why
            passed, failed = passed + ok, failed + (not ok)
            print(("PASS " if ok else "FAIL ") + f"fuzz seed {seed}: the importer reports, never raises"
                  + (f": {why}" if why else ""), flush=True)
    print(f"{passed} passed, {failed} failed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
