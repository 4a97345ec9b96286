#!/usr/bin/env python3
"""The misuse corpus: what `seabi conform --all-cores` must say of a plugin
written the way the docs say with one realistic, silent misuse switched in.

Each misuse below says what the plugin does, and, per core, which cases must
fail, derived from the layouts (the facts `layout_facts` prints: each core's
sizes, the size a plugin following the docs settles each struct to there,
what that header's sizeof and macros are), never from a run: caught where it
corrupts or misleads the core, a fair pass where it is harmless (the reason
is part of the entry). Every run is made by the sanitized host; the checks:

  - each core's failing cases are exactly the expected ones (or, where a
    misuse breaks the whole bring-up, the core is not conformant and the
    expected cases are among those failing);
  - no report contradicts itself (tests/conform/oracle.py);
  - the host never faults on its own account: exit 0 or 1, no internal
    error, no sanitizer report.

Environment: SEABI (the host), FACTS (layout_facts), PLUGINS (built plugins,
NAME.so), WORK (scratch). Prints "ok"/"FAIL" per check and "N passed, N
failed".
"""
import json
import os
import re
import subprocess
import sys
from concurrent.futures import ThreadPoolExecutor

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", "conform"))
import oracle  # noqa: E402  (tests/conform/oracle.py)
sys.path.insert(0, os.path.join(HERE, "..", "loader"))
sys.path.insert(0, os.path.join(HERE, "..", "lib"))
from checks import Checks  # noqa: E402
import exports_data  # noqa: E402  (tests/loader/exports_data.py: which core gives a plugin its imports)

# The cases a misuse can show in: every claim about what the plugin did
# (they bring the plugin up themselves), plus, per misuse, the behaviour it
# touches (EXTRA). The others cannot change a verdict here, and every case
# is a sanitized child per core.
ONLY = "R03,R05,R07,R08,R09,R10,R11,R13,R15,R18,D,X01"
EXTRA = {
    "base": "M01,M06,S01,S03,S10,E03",
    "callback_inline": "S03,E03",
    "zeroed_stats": "M06",
    "stats_memset_sizeof": "M06",
    "options_read_raw": "S01,S10",
    "no_visible_device_count": "M01",
    "seabi_lineage_always": "M01,S01",
    "fills_by_version": "M01,S01",
    "lineage_of_version": "R02",
    "no_timer_callbacks": "R12",
    "no_kernel_module": "R01",
}
# The graph optimizer's and the profiler's misuses show in their modules'
# cases (the claims above already cover every module's structs and statuses).
MODULE_MISUSES = {"base", "configs_memset_sizeof", "optimize_2_5_everywhere", "optimize_2_6_everywhere",
                  "graph_output_no_deallocator", "graph_returns_input", "graph_nothing_to_do",
                  "graph_device_type_scratch", "profiler_destroy_frees", "profiler_rebuilds_xspace",
                  "profiler_size_unset", "lineage_of_version", "no_kernel_module"}


def load_facts(path):
    out = subprocess.run([path], check=True, capture_output=True, text=True).stdout
    cores, plugin = {}, {}
    for line in out.splitlines():
        w = line.split()
        if w[0] == "core":
            c = cores.setdefault(w[1], {"size": {}, "object": {}, "settled": {}, "settled-any": {}, "has": {},
                                        "settled-from-macro": {}})
            if w[2] in ("lineage", "reports"):
                c[w[2]] = w[3]
            else:
                c[w[2]][w[3]] = int(w[4])
        else:
            plugin.setdefault(w[1], {})[w[2]] = int(w[3])
    return cores, plugin


class Layout:
    """One core's facts, and what the corpus plugin writes into it."""

    def __init__(self, name, core, plugin, oldest):
        self.name, self.core, self.plugin, self.oldest = name, core, plugin, oldest
        self.seabi = core["lineage"] == "seabi"

    def writes(self, struct, nbytes, settled=None):
        """Cases that fail when the plugin writes `nbytes` from the start of
        `struct` after settling it: past the settled size inside the core's
        object (R09), past the object (R08, and R09); D02 speaks for SP_Device."""
        size = self.core["settled"][struct] if settled is None else settled
        obj = self.core["object"][struct]
        fails = set()
        # A byte past the object is past the settled size too (R09 says
        # writes stay within it).
        if nbytes > size:
            fails.add("R09")
        if nbytes > obj:
            fails.add("R08")
        if fails and struct == "SP_Device":
            fails.add("D02")
        return fails

    def oldest_also(self, fails_in_oldest):
        """R10 plays the oldest seabi release; TensorFlow's cores skip it."""
        return {"R10"} if self.seabi and fails_in_oldest else set()


# ---- each core's own rules, read from the schema itself (not the host's
# tables): which cores' validators require the timer callbacks, and which
# cores' loaders refuse a plugin without TF_InitKernel.
def _yaml(name):
    import yaml
    return yaml.safe_load(open(os.path.join(os.environ.get("SCHEMA", "schema"), name)))


def _release(text):
    major, minor = str(text).split(".")[:2]
    return int(major), int(minor)


def own_rules():
    """(requires_timers(core), loader_refuses_without_kernel(core)) from
    schema/se_api.yaml (each version's deprecations, each edition's and
    in-between layout's core.not_validated) and schema/seabi.yaml
    (releases and loaders)."""
    se, suite = _yaml("se_api.yaml"), _yaml("seabi.yaml")
    member = "SP_PlatformFns.create_timer_fns"
    fns = next(s for s in se["structs"] if s["name"] == "SP_PlatformFns")
    dep = next(f for f in fns["fields"] if f["name"] == "create_timer_fns").get("deprecated")
    deprecated_since = tuple(int(x) for x in str(dep["since"]).split(".")) if dep else None
    editions = se.get("editions", [])
    released = [e for e in editions if e.get("first_release")]
    masters = sorted((e for e in editions if not e.get("first_release")), key=lambda e: e["name"])
    between = {b["name"]: b for b in se.get("in_between", [])}

    def edition_of(core):
        if core.startswith("tensorflow-") and core[len("tensorflow-"):][:1].isdigit():
            r = _release(core[len("tensorflow-"):])
            fit = [e for e in released if _release(e["first_release"]) <= r]
            return max(fit, key=lambda e: _release(e["first_release"]))
        return (masters or released)[-1]  # a master snapshot, tensorflow-next

    def requires_timers(core):
        if core[:1].isdigit():
            v = tuple(int(x) for x in core.split("."))
            return deprecated_since is None or v < deprecated_since
        if core == "seabi-next":
            return False
        layout = between.get(core) or edition_of(core)
        return member not in (layout.get("core") or {}).get("not_validated", [])

    loaders = {x["name"]: x for x in suite["loaders"]}
    entries = {}
    for r in suite["releases"]:
        name = f"tensorflow-{r['release']}" if "release" in r else r.get("master") or r.get("in_between")
        entries[name] = r["loader"]
    newest = [r for r in suite["releases"] if "release" in r or "master" in r][-1]["loader"]

    def refuses_without_kernel(core):
        name = entries.get(core) or (newest if core == "tensorflow-next" else suite["seabi_loader"])
        return any(s["entry"] == "TF_InitKernel" and s["missing"] != "absent" for s in loaders[name]["steps"])
    return requires_timers, refuses_without_kernel


# name: (what the plugin does, expected(layout) -> (failing cases, exact), why a pass is fair)
def misuses():
    requires_timers, refuses_without_kernel = own_rules()
    sizeof = lambda lay, s: lay.plugin["sizeof"][s]  # noqa: E731

    def memset_platform(lay):
        n = sizeof(lay, "SP_Platform")
        return lay.writes("SP_Platform", n) | lay.oldest_also(lay.oldest.writes("SP_Platform", n)), True

    def device_copy(lay):
        n = sizeof(lay, "SP_Device")
        return lay.writes("SP_Device", n) | lay.oldest_also(lay.oldest.writes("SP_Device", n)), True

    def raised(lay, struct, to):
        fails = {"R09"} | ({"D02"} if struct == "SP_Device" else set()) if to > lay.core["size"][struct] else set()
        return fails | lay.oldest_also(to > lay.oldest.core["size"][struct])

    def device_macro(lay):
        return raised(lay, "SP_Device", lay.plugin["macro"]["SP_DEVICE_STRUCT_SIZE"]), True

    def platform_sizeof(lay):
        # A raised SP_Platform is read through in seabi's 0.0.1-layout cores
        # (visible_device_count past their struct): the bring-up breaks there.
        fails = raised(lay, "SP_Platform", sizeof(lay, "SP_Platform"))
        return fails, not (lay.seabi and not lay.core["has"]["SP_PlatformFns.get_device_count"])

    def device_lowered(lay):
        cut = lay.plugin["offsetof"]["SP_Device.hardware_name"]
        # The accessors wrote hardware_name and vendor where the core has them.
        return ({"R09", "D02"} if lay.core["settled"]["SP_Device"] > cut else set()), True

    def every_core(*cases):
        return lambda lay: (set(cases), True)

    def fills_by_version(lay):
        # Filled only when the core reports minor >= 3: TensorFlow's cores
        # report 0.0.1 and, from 2.7, require the fills (R11 refuses).
        skips = lay.core["has"]["SP_StreamExecutor.mem_zero"] and int(lay.core["reports"].split(".")[1]) < 3
        return ({"R11"} if skips else set()), not skips

    def count_mismatch(lay):
        # 0.0.1-layout cores count from visible_device_count, which is right.
        counts = lay.core["has"]["SP_PlatformFns.get_device_count"]
        return ({"D02"} if counts else set()), not counts

    def seabi_lineage(lay):
        return (set() if lay.seabi else {"R11"}), lay.seabi

    def no_visible_count(lay):
        zero = not lay.core["has"]["SP_PlatformFns.get_device_count"]
        return ({"M01"} if zero else set()), not zero

    def executor_template(lay):
        n = sizeof(lay, "SP_StreamExecutor")
        return lay.writes("SP_StreamExecutor", n) | lay.oldest_also(lay.oldest.writes("SP_StreamExecutor", n)), True

    def executor_memset(lay):
        # memset with this header's sizeof, then its own size in
        # struct_size, which settling takes for the core's: raised above a
        # smaller core's (R09), the memset past its object (R08). The core
        # then reads a corrupted executor in another layout: more fails
        # there (R11, H01, ...), all following from the write.
        n = sizeof(lay, "SP_StreamExecutor")
        settled = lay.core["settled-from-macro"]["SP_StreamExecutor"]
        fails = lay.writes("SP_StreamExecutor", n, settled)
        if settled > lay.core["size"]["SP_StreamExecutor"]:
            fails.add("R09")
        old = lay.oldest.core
        fails |= lay.oldest_also(n > old["object"]["SP_StreamExecutor"]
                                 or old["settled-from-macro"]["SP_StreamExecutor"] > old["size"]["SP_StreamExecutor"])
        return fails, "R08" not in fails

    def options_raw(lay):
        # has_priority read at this header's offset: past a core's object that
        # is smaller (TensorFlow master's has no ext), it reads canary bytes
        # and refuses every stream; inside a newer core's zeroed tail it reads
        # 0 and only loses the priority, which no core can observe.
        size = lay.core["object"]["SP_StreamOptions"]
        past = size != 0 and size <= lay.plugin["offsetof"]["SP_StreamOptions.has_priority"]
        return ({"S01", "S10"} if past else set()), not past

    def lineage_of_version(lay):
        # SE_lineage_of_version gives SE_LINEAGE_ANY to every core reporting
        # 0.0.1; where a struct the plugin fills then cannot be settled
        # (a newer or in-between core), settle returns 0 and the plugin
        # refuses: SE_InitPlugin itself when it is the platform's structs.
        if lay.core["reports"] != "0.0.1":
            return set(), True
        # SP_StreamOptions is the core's to fill: the plugin never settles it.
        stuck = [s for s, n in lay.core["settled-any"].items()
                 if n == 0 and lay.core["size"][s] and s != "SP_StreamOptions"]
        if not stuck:
            return set(), True
        first = {"SP_Platform", "SP_PlatformFns"} & set(stuck)
        return ({"R02"} if first else set()), False

    def rfc_memset(lay):
        # Keeps the core's size unless larger than its own (RFC 257's).
        own = lay.plugin["sizeof-0.0.1"]["SP_StreamExecutor"]
        settled = min(lay.core["size"]["SP_StreamExecutor"], own)
        fails = lay.writes("SP_StreamExecutor", own + 16, settled)
        old = min(lay.oldest.core["size"]["SP_StreamExecutor"], own)
        fails |= lay.oldest_also(lay.oldest.writes("SP_StreamExecutor", own + 16, old))
        # Built for RFC 257's layout and never settled: where TensorFlow's
        # core reads another layout, more breaks than the memset.
        exact = lay.seabi and lay.core["size"]["SP_StreamExecutor"] <= own
        return fails, exact

    # ---- the graph optimizer and the profiler (issue 23) ----
    def graph(*cases):
        """Where the core loads graph optimizers."""
        return lambda lay: (set(cases) if lay.core["has"]["module.graph"] else set(), True)

    def profiler(*cases):
        return lambda lay: (set(cases) if lay.core["has"]["module.profiler"] else set(), True)

    def configs_memset(lay):
        # memset with this header's sizeof, then struct_size set to this
        # header's macro before settling: settling reads that as the core's
        # size, so it may leave a size above the core's (R09, and G05: the
        # toggles placed by another layout), and the memset may run past
        # the settled size (R09) or the core's object (R08).
        # (R10's 0.0.1 core loads no graph module: nothing there.)
        if not lay.core["has"]["module.graph"]:
            return set(), True
        n = sizeof(lay, "TP_OptimizerConfigs")
        settled = lay.core["settled-from-macro"]["TP_OptimizerConfigs"]
        size = lay.core["size"]["TP_OptimizerConfigs"]
        other = {"R09", "G05"} if settled > size else set()
        return lay.writes("TP_OptimizerConfigs", n, settled) | other, True

    def optimize_2_5(lay):
        # TensorFlow 2.5's (state, in, out, status) called with 2.6's five
        # arguments: its output goes into the item (G07), its status into
        # the output buffer (X01), the real output stays empty (G08).
        takes = lay.core["has"]["optimize_func.item"]
        return ({"G07", "G08", "X01"} if takes else set()), not takes

    def optimize_2_6(lay):
        # 2.6's five arguments called with 2.5's four: it writes its output
        # into the status (G06: the call fails); what it does with the
        # missing fifth argument varies, so more may fail.
        g, takes = lay.core["has"]["module.graph"], lay.core["has"]["optimize_func.item"]
        return ({"G06"} if g and not takes else set()), not (g and not takes)

    def no_timers(lay):
        # A core whose own validators require create_timer_fns (seabi before
        # 0.3.0, TensorFlow before 2.14) refuses the registration (R05; the
        # cases after it are not run); elsewhere only R12 names the missing
        # destroy_timer_fns, which TensorFlow's platform destructor calls.
        if requires_timers(lay.name):
            return {"R05"}, False
        return {"R12"}, True

    def no_kernel(lay):
        # The core's loader refuses a plugin without TF_InitKernel
        # (TensorFlow before 2.12): R01, and the modules it would initialise
        # after that lookup are never reached (their cases not run).
        if refuses_without_kernel(lay.name):
            return {"R01"}, False
        return set(), True

    return {
        "no_timer_callbacks": ("installs no timer callbacks (deprecated since 0.3.0)", no_timers,
                               "harmless where the core's own validators no longer require them "
                               "(R12 still names destroy_timer_fns)"),
        "no_kernel_module": ("exports no TF_InitKernel", no_kernel,
                             "harmless where the core's loader treats the kernel module as optional"),
        "base": ("nothing: the plugin as the docs say", lambda lay: (set(), True),
                 "conformant in every core"),
        "memset_platform_sizeof": ("memset(platform, 0, sizeof *platform) before settling", memset_platform, ""),
        "device_copied_whole": ("fills a local SP_Device, then copies it whole (sizeof) over the core's",
                                device_copy, "harmless where the core's SP_Device is this header's size"),
        "device_size_from_macro": ("sets device->struct_size = SP_DEVICE_STRUCT_SIZE after filling", device_macro,
                                   "harmless where the core's SP_Device is at least that large"),
        "platform_size_sizeof": ("sets platform->struct_size = sizeof *platform", platform_sizeof, ""),
        "device_size_lowered": ("cuts SP_Device.struct_size to 'the basics' after filling more", device_lowered,
                                "harmless in cores whose SP_Device ends there (0.0.1 layout)"),
        "keeps_platform": ("keeps params->platform and sets its type again in create_device",
                           every_core("R18"), ""),
        "keeps_device": ("keeps the SP_Device it filled and clears its handle in destroy_device",
                         every_core("D05", "R18"), ""),
        "writes_version": ("writes its own version 0.0.1 into the core's params (as DirectML)",
                           lambda lay: ({"R13"} if lay.seabi else set(), True),
                           "harmless in TensorFlow's cores, which report 0.0.1 themselves"),
        "writes_device_params": ("resets SE_CreateDeviceParams.ordinal after reading it", every_core("R13"), ""),
        "name_in_scratch": ("platform name in a scratch buffer it reuses for device names",
                            every_core("R15"), ""),
        "fills_by_version": ("fills mem_zero/memset/memset32 only when the core reports >= 0.3",
                             fills_by_version, "harmless where the core's layout has no fills or reports 0.3"),
        "count_ordinal_mismatch": ("get_device_count says one more device than create_device accepts",
                                   count_mismatch, "harmless where the count comes from visible_device_count"),
        "error_status_unset": ("create_device refuses a bad ordinal without setting the status",
                               every_core("X01", "D04", "D06"), ""),
        "callback_inline": ("host_callback runs the callback at once while copies stay queued",
                            every_core("S03", "E03"), ""),
        "zeroed_stats": ("get_allocator_stats returns true with every field 0", every_core("M06"), ""),
        "stats_memset_sizeof": ("memset(stats, 0, sizeof *stats) before filling",
                                lambda lay: (lay.writes("SP_AllocatorStats", sizeof(lay, "SP_AllocatorStats")),
                                             True),
                                "harmless: SP_AllocatorStats never changed size, so sizeof is every core's"),
        "status_never_set": ("leaves every status it should set OK to the core's default",
                             every_core("X01"), ""),
        "seabi_lineage_always": ("settles in SE_LINEAGE_SEABI whatever the core", seabi_lineage,
                                 "right in seabi's cores"),
        "no_visible_device_count": ("never sets visible_device_count", no_visible_count,
                                    "harmless where get_device_count is there to count"),
        "executor_from_template": ("copies a whole SP_StreamExecutor template (sizeof) over the core's",
                                   executor_template, "harmless where the core's executor is this header's size"),
        "executor_memset_own_size": ("memset(se, 0, sizeof *se) and struct_size = its own size before settling",
                                     executor_memset, "harmless where the core's executor is this header's size"),
        "options_read_raw": ("reads SP_StreamOptions with -> in create_stream_with_options", options_raw,
                             "harmless where the core has no SP_StreamOptions, reads the same layout, or the misread bytes are a zeroed tail"),
        "ordinal_left_unset": ("leaves SP_Device.ordinal to the core", every_core("D06"), ""),
        "lineage_of_version": ("takes its lineage from SE_lineage_of_version (deprecated), not SE_lineage_of_core",
                               lineage_of_version, "harmless where the core's sizes settle in any lineage alike"),
        "rfc_executor_memset": ("RFC 257's layout: memset(se, 0, sizeof *se + 16)", rfc_memset, ""),
        "configs_memset_sizeof": ("memset(configs, 0, sizeof *configs) and this header's struct_size before "
                                  "settling", configs_memset,
                                  "harmless where the core's configs is this header's sizeof (seabi 0.3.0), or "
                                  "the core has no graph module"),
        "optimize_2_5_everywhere": ("installs TensorFlow 2.5's four-argument optimize_func in every core",
                                    optimize_2_5, "right in the 2.5 core, and where no graph module is loaded"),
        "optimize_2_6_everywhere": ("installs 2.6's five-argument optimize_func in every core, 2.5 included",
                                    optimize_2_6, "right in every core that passes the item"),
        "graph_output_no_deallocator": ("hands its optimized graph back from a static buffer, no deallocator",
                                        graph("G09"), "harmless where no graph module is loaded"),
        "graph_returns_input": ("returns 'the graph unchanged' by pointing out->data at the input",
                                graph("G09"), "harmless where no graph module is loaded"),
        "graph_nothing_to_do": ("returns OK with an empty output when nothing applies", graph("G08"),
                                "harmless where no graph module is loaded"),
        "graph_device_type_scratch": ("device_type in a buffer it reuses later (a std::string's c_str())",
                                      graph("G04"), "harmless where no graph module is loaded"),
        "profiler_destroy_frees": ("destroy_profiler frees the state every session uses",
                                   profiler("P03", "P04", "P07"),
                                   "harmless where no profiler module is loaded"),
        "profiler_rebuilds_xspace": ("rebuilds its XSpace on each collect call; the second is longer",
                                     profiler("P05", "P06"), "harmless where no profiler module is loaded"),
        "profiler_size_unset": ("never writes size_in_bytes on the first collect call", profiler("P05"),
                                "harmless where no profiler module is loaded"),
    }


# The headline a core's report must give (issue 37: the failure that
# explains the others, not the one that blocked the most), per misuse:
# name -> (the root cause's case where it applies to this core's layout,
# else None; the cases that never cite it: their own, other-core finding).
def headlines():
    def write_first(lay, want):
        return "R08" if "R08" in want else None
    return {
        # The memset past the object before what it corrupts (R11 'mem_zero'
        # must be set in 0.x cores, H01 in TensorFlow 2.5, 2.6, nightly).
        "executor_memset_own_size": (write_first, {"R10"}),
        "memset_platform_sizeof": (write_first, {"R10"}),
        "executor_from_template": (write_first, {"R10"}),
        # The unset status before the values it leaves behind (D06 "left
        # SP_Device.ordinal 0", D04 "ordinal accepted").
        "error_status_unset": (lambda lay, want: "X01", set()),
    }


def run(seabi, name, plugin, json_path):
    only = ONLY + ("," + EXTRA[name] if name in EXTRA else "") + (",G,P" if name in MODULE_MISUSES else "")
    p = subprocess.run([seabi, "conform", plugin, "--all-cores", "--only", only, "--json", json_path],
                       capture_output=True, text=True)
    return p.returncode, p.stdout + p.stderr


def main():
    seabi, plugins, work = os.environ["SEABI"], os.environ["PLUGINS"], os.environ["WORK"]
    os.makedirs(work, exist_ok=True)
    cores, plugin = load_facts(os.environ["FACTS"])
    exports = exports_data.from_dump(os.environ["EXPORTS_DUMP"])
    oldest = Layout("0.0.1", cores["0.0.1"], plugin, None)
    table = misuses()
    heads = headlines()
    checks = Checks()
    check = checks.check

    built = {f[:-3] for f in os.listdir(plugins) if f.endswith(".so")}
    check(built == set(table), f"misuse: the corpus has one plugin per entry ({len(table)} entries; "
                               f"unbuilt {sorted(set(table) - built)}, unlisted {sorted(built - set(table))})")
    check(len(table) - 1 >= 20, f"misuse: at least 20 misuses ({len(table) - 1})")
    # The READMEs say how many misuses the corpus holds: the count they give
    # is this table's (base, the plugin as the docs say, is not a misuse).
    root = os.path.join(HERE, "..", "..")
    for doc, pattern in (("README.md", r"misuse corpus of (\d+) silent"),
                         ("examples/host/README.md", r"say and (\d+) realistic, silent misuses")):
        m = re.search(pattern, open(os.path.join(root, doc)).read())
        check(m and int(m.group(1)) == len(table) - 1,
              f"misuse: {doc} gives the corpus's size ({m.group(1) if m else 'no count found'}; it has {len(table) - 1})")
    jobs = int(os.environ.get("MISUSE_JOBS", "3"))
    with ThreadPoolExecutor(max_workers=jobs) as pool:
        runs = {name: pool.submit(run, seabi, name, os.path.join(plugins, name + ".so"),
                                  os.path.join(work, name + ".json"))
                for name in table}
    for name, (what, expected, fair) in table.items():
        rc, out = runs[name].result()
        path = os.path.join(work, name + ".json")
        host_ok = rc in (0, 1) and "internal error" not in out and "AddressSanitizer" not in out
        try:
            doc = json.load(open(path))
        except (OSError, ValueError) as e:
            check(False, f"misuse {name}: a report ({e}); seabi said: {out[-300:]}")
            continue
        said = " ".join(x["evidence"] for row in doc["cores"] if row["run"] for x in row["run"]["cases"])
        host_ok = host_ok and "AddressSanitizer" not in said and "seabi bug" not in said and "runtime error" not in said
        check(host_ok, f"misuse {name}: the sanitized host ends with 0 or 1 (got {rc}), no fault of its own")
        wrong = []
        for row in doc["cores"]:
            core = row["core"]
            # A core that does not export a function the plugin imports
            # refuses it before anything runs (tests/loader's dimension).
            missing = row["run"] and exports.unresolved(core, row["run"]["imports"])
            if missing:
                if row["run"]["loadable"] or row["verdict"] != "NOT LOADABLE":
                    wrong.append(f"{core}: want NOT LOADABLE (it does not export {missing[0]}), got {row['verdict']}")
                continue
            want, exact = expected(Layout(core, cores[core], plugin, oldest))
            got = {x["id"] for x in row["run"]["cases"] if x["verdict"] in ("FAIL", "NOT_RUN")} if row["run"] else {"?"}
            if exact and got != want:
                wrong.append(f"{core}: want {sorted(want) or 'none'}, got {sorted(got) or 'none'}")
            elif not exact and (not want <= got or row["verdict"] == "conformant"):
                wrong.append(f"{core}: want not conformant with {sorted(want)} failing, got {row['verdict']} {sorted(got)}")
        fairs = [row["core"] for row in doc["cores"]
                 if not (row["run"] and exports.unresolved(row["core"], row["run"]["imports"]))
                 and not expected(Layout(row["core"], cores[row["core"]], plugin, oldest))[0]]
        note = f"; fair pass in {len(fairs)} core(s): {fair}" if fairs and fair else ""
        check(not wrong, f"misuse {name} ({what}): the verdict every core's layout predicts{note}"
                         + ("" if not wrong else ": " + "; ".join(wrong[:4])))
        if name in heads:
            pick, own = heads[name]
            off = []
            for row in doc["cores"]:
                if not row["run"] or not row["run"]["loadable"]:
                    continue
                want, _ = expected(Layout(row["core"], cores[row["core"]], plugin, oldest))
                root = pick(Layout(row["core"], cores[row["core"]], plugin, oldest), want)
                if root is None:
                    continue
                run_ = row["run"]
                if run_["root_cause"]["case"] != root:
                    off.append(f"{row['core']}: headline {run_['root_cause']['case'] or 'none'}, want {root}")
                    continue
                loose = [c["id"] for c in run_["cases"] if c["verdict"] in ("FAIL", "NOT_RUN")
                         and c["id"] != root and c["id"] not in own and c.get("follows_from") != root]
                if loose:
                    off.append(f"{row['core']}: {loose} do not cite {root}")
            pinned = sum(1 for row in doc["cores"] if row["run"] and row["run"]["loadable"]
                         and pick(Layout(row["core"], cores[row["core"]], plugin, oldest),
                                  expected(Layout(row["core"], cores[row["core"]], plugin, oldest))[0]))
            check(pinned and not off,
                  f"misuse {name}: the root cause is the failure that explains the others, in {pinned} core(s), "
                  f"and every other failure follows from it (the base plugin, the fix, fails nothing)"
                  + ("" if not off else ": " + "; ".join(off[:4])))
        bad = oracle.check_all_cores(doc)
        check(not bad, f"misuse {name}: no report contradicts itself" + ("" if not bad else ": " + "; ".join(bad[:3])))
    return checks.summary()


if __name__ == "__main__":
    sys.exit(main())
