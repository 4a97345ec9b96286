"""The export data as tests read it (tests/loader/exports_dump's lines),
and the one rule every suite predicts the function dimension by: a plugin
loads in a core only if each TF_ function it imports strongly is exported
by that core from the framework library (always reachable) or from a
library the plugin names DT_NEEDED. Used by tests/loader/matrix.py,
tests/conform/graph_compat.py and tests/misuse/corpus.py."""


import os

ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..")


def in_every_core():
    """The sonames every core provides, exporting something or not (the
    surface's `in_every_core` libraries, read from the schema itself)."""
    import yaml
    surface = yaml.safe_load(open(os.path.join(ROOT, "schema", "tf_functions.yaml")))
    return {lib["soname"] for lib in surface["libraries"] if lib.get("in_every_core")}


class Exports:
    def __init__(self):
        self.every = in_every_core()  # sonames present in every core
        self.sonames = {}  # library index -> soname
        self.idents = {}   # core -> its export libraries' directory
        self.by_core = {}  # core -> {function: library mask}

    def add_line(self, line):
        """Takes one exports_dump line; False if it is not one."""
        f = line.split()
        if not f:
            return False
        if f[0] == "soname":
            self.sonames[int(f[1])] = f[2]
        elif f[0] == "exports-core":
            self.idents[f[1]] = f[2]
            self.by_core.setdefault(f[1], {})
        elif f[0] == "export":
            self.by_core.setdefault(f[1], {})[f[2]] = int(f[3])
        else:
            return False
        return True

    def resolves_from(self, core, function, needed):
        """The soname `function` resolves from in `core` for a plugin with
        DT_NEEDED `needed`, or None."""
        mask = self.by_core.get(core, {}).get(function, 0)
        for lib in sorted(self.sonames):
            if mask & (1 << lib) and (lib == 0 or self.sonames[lib] in needed):
                return self.sonames[lib]
        return None

    def unresolved(self, core, imports):
        """The strong TF_ imports `core` leaves unresolved, from a report's
        `imports` ({needed, undefined[{name, weak, tf}]})."""
        return [u["name"] for u in imports["undefined"]
                if u["name"].startswith("TF_") and not u["weak"]
                and self.resolves_from(core, u["name"], imports["needed"]) is None]


def from_dump(program):
    """The data as `program` (tests/loader's exports_dump) prints it."""
    import subprocess
    ex = Exports()
    for line in subprocess.run([program], capture_output=True, text=True, check=True).stdout.splitlines():
        ex.add_line(line)
    return ex
