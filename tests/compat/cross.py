"""The matrix across lineages: cores of TensorFlow's editions.

Every seabi-built plugin must pass in every edition core: it exchanges
exactly what compat.expectation says its build fills in that layout, or,
where its build cannot fill the core's layout at all (S_settle_in returns
0), it refuses and leaves every byte as the core wrote it. Every raw plugin
(written the TensorFlow way against one edition) must pass in its own
edition's core, and in the others fail exactly the checks predict.py derives
from the schema: an unexpected pass or an unexpected failure fails the pair.
A crash counts as the predicted failure only when the core was exchanging a
struct in which predict.py expects a callback or string slot to hold
another member's value; any other crash fails the pair.
"""
import copy
import os

from seabigen import compat, editions, resolved

import expected
import predict
from runner import run_all, run_core


_SETTLED = {}


def _settled(api):
    """The API resolved with its settlements (compat.expectation reads them), once per API."""
    if id(api) not in _SETTLED:
        _SETTLED[id(api)] = (api, resolved.resolve(api, settlements=True))
    return _SETTLED[id(api)][1]


def predictions(api):
    """{(plugin edition name, core edition name): PairPrediction} for every ordered pair."""
    return {(p.name, c.name): predict.pair(api, p, c) for p in api.editions for c in api.editions}


def expectation_lines(api, preds):
    """The derived expectations, printed before the runs."""
    lines = []
    labels = compat.plugin_labels(api)
    for v in api.versions:
        i = labels.index(str(v))
        refusals = []
        for e in api.editions:
            ctx_structs = [s for s in api.structs if s.name in editions.members(api, e)]
            refused = [s.name for s in ctx_structs if compat.expectation(_settled(api), e, s, labels[i]).mode == 0]
            if refused:
                refusals.append(f"{e.name}: {', '.join(refused)}")
        if refusals:
            lines.append(f"seabi {v} plugin: passes everywhere; its build cannot fill these layouts, so it must "
                         f"refuse them and write nothing (S_settle_in returns 0) -- " + "; ".join(refusals))
        else:
            lines.append(f"seabi {v} plugin: passes in every core, filling every layout")
    for (p, c), pred in preds.items():
        if p != c:
            lines += pred.lines()
    return lines


def consistency(api, preds, results):
    """The predictions themselves must be explained by, and cover, the schema's breaks."""
    for (p, c), pred in preds.items():
        if pred.unexplained:
            results.record(False, f"raw {p} plugin in {c} core: predicted failures in {', '.join(pred.unexplained)} "
                                  "that no acknowledged break or append explains (schema or checker bug)")
    for e, struct in predict.moving_breaks(api):
        for p, c in ((e.name, e.after), (e.after, e.name)):
            pred = preds[(p, c)]
            ok = all(any(k.split(".")[0].split(":")[0] == struct for k in pred.keys(a)) for a in pred.by_abi)
            results.record(ok, f"the acknowledged break of {struct} in {e.name} is predicted to fail a raw {p} "
                               f"plugin in a {c} core")


def _judge_raw(pred, abi, run, want_checks):
    """(ok, cell, message, detail) for a raw plugin's run."""
    want = pred.keys(abi)
    who = f"raw {pred.plugin.name} plugin in {pred.core.name} core"
    if run.crashed:
        crash_ok = bool(want) and run.where in pred.crash_structs(abi)
        return (crash_ok, "xcrash" if crash_ok else "CRASH",
                f"{who}: crashed (exit {run.rc}) in {run.where}"
                + (", where a callback or string slot holds another member: the predicted layout mismatch"
                   if crash_ok else "; no layout mismatch predicts a crash there"), run.detail())
    got = run.failure_keys()
    ok = got == want and run.checks == want_checks and run.rc == (1 if want else 0)
    extra, missing = sorted(got - want), sorted(want - got)
    detail = "; ".join(x for x in [f"unexpected: {', '.join(extra)}" if extra else "",
                                   f"predicted but not seen: {', '.join(missing)}" if missing else "",
                                   f"{run.checks} checks, {want_checks} implied" if run.checks != want_checks else ""]
                       if x)
    if want:
        msg = f"{who}: fails exactly as predicted ({', '.join(sorted(want))})"
    else:
        msg = f"{who}: passes ({run.checks} checks, {want_checks} implied)"
    return ok, ("xfail" if want else str(run.checks)) if ok else "FAIL", msg, detail or run.detail()


def run_pairs(api, abi, results, workers, preds):
    """Runs every plugin in every edition core for one ABI (run.Abi); returns {(core, plugin): cell}."""
    labels = compat.plugin_labels(api)
    raw = {e.name for e in api.editions}
    by = editions.by_name(api)
    cells, total, want_total = {}, 0, 0
    for (core, label), run in run_all(abi.bin, abi.lib, [(c.name, x) for c in api.editions for x in labels], workers,
                                     prefix=abi.prefix):
        c = by[core]
        want_checks = expected.edition_pair_checks(api, c, label)
        if not run.crashed:  # a crash is judged on its own below
            want_total += want_checks
            total += run.checks
        if label in raw:
            ok, cell, msg, detail = _judge_raw(preds[(label, c.name)], abi.layout, run, want_checks)
        else:
            ok = not run.crashed and run.rc == 0 and run.failed == 0 and run.checks == want_checks \
                and (run.core, run.plugin) == (c.name, label)
            refuses = any(compat.expectation(_settled(api), c, s, label).mode == 0
                          for s in api.structs if s.name in editions.members(api, c))
            cell = (f"{run.checks}" + ("r" if refuses else "")) if ok else "FAIL"
            msg = (f"seabi {label} plugin in {c.name} core: {run.checks} checks (schema implies {want_checks}), "
                   f"{run.failed} failed, exit {run.rc}")
            detail = run.detail()
        results.record(ok, f"[{abi.name}] {msg}", detail)
        cells[(c.name, label)] = cell
    results.record(total == want_total and total > 0,
                   f"[{abi.name}] edition cores: check count {total} equals the schema's {want_total}")
    return cells, len(api.editions) * len(labels), total


def crash_target(api):
    """(edition, struct) of the crash control: the first acknowledged break that moves a member."""
    moving = predict.moving_breaks(api)
    return moving[0] if moving else None


def crash_control(api, abi, results, preds, lib):
    """A raw plugin (`lib`) that dies inside one exchange. The judge must report it as a crash in
    that struct both in its own core (nothing predicted) and in the core of the edition it evolved
    from (that struct predicted to fail, but without a crash); and must accept the very same run as
    the predicted failure only when a crash is predicted in that struct."""
    edition, struct = crash_target(api)
    by = editions.by_name(api)
    for core in (edition, by[edition.after]):
        run = run_core(os.path.join(abi.bin, f"core-{core.name}"), [lib], prefix=abi.prefix)
        pred = preds[(edition.name, core.name)]
        ok, _cell, msg, _detail = _judge_raw(pred, abi.layout, run, expected.edition_pair_checks(api, core, edition.name))
        results.record(run.crashed and run.where == struct and not ok,
                       f"control: a raw {edition.name} plugin crashing in {struct} is reported as a crash "
                       f"in the {core.name} core, not as a predicted failure ({msg})", run.detail(800))
        if core is not edition:
            crashing = copy.deepcopy(pred)
            crashing.by_abi[abi.layout][struct].crash = True
            accepted = _judge_raw(crashing, abi.layout, run, 0)[0]
            results.record(accepted, f"control: the same crash counts as the predicted failure where a crash "
                                     f"in {struct} is predicted")
