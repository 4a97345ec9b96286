"""Judging a schema: every rule, reported in the order of their causes.

One edit can break several rules. Deleting a released member breaks
`member-removed`, changes every TensorFlow edition that had it
(`edition-changed`), and leaves each edition naming a member that no longer
exists (`edition-unknown-member`). The first message must name the first
cause, so the rules run in stages and their errors are reported stage by
stage (by line within a stage):

1. the schema on its own: shape (schema.py) and meaning (checks.py). The
   later stages need a model that passed, so judging stops here;
2. history: released versions against their frozen records (evolution.py);
3. TensorFlow's editions and the in-between layouts against their frozen
   records (layout_records.py);
4. what the editions and in-between layouts name (editions.py, in_between.py);
5. what needs those names to be right: no two layouts with one size
   (layouts.py), editions' breaks of the evolution rules are acknowledged
   (evolution.py), every header declares the types its structs use
   (declarations.py).

Stages 2 and 3 need the repository's frozen records, so only `gen` and
`check` run them (with the repository root); every other stage runs for
every command. Every stage that can run does, so one run reports every
problem.
"""
from . import checks, declarations, editions, evolution, in_between, layout_records, layouts, ranges
from .errors import Collector, SchemaErrors

HISTORY, FROZEN_LAYOUTS, NAMES, LAYOUTS = 2, 3, 4, 5


def judge(api, root=None, freeze=False):
    """Raises SchemaErrors unless the schema passes every stage.

    With `root` (the repository root) it is also judged against the frozen
    records there; returns {path relative to root: text} of the records a
    `gen` (`freeze`) must write with its outputs: released versions,
    editions and in-between layouts frozen for the first time, and
    acknowledged corrections. Without `root`, returns {}.
    """
    checks.check_own(api)
    stage = {n: Collector(api.path, n) for n in (HISTORY, FROZEN_LAYOUTS, NAMES, LAYOUTS)}
    records = {}
    if root is not None:
        records.update(evolution.check(api, root, freeze, stage[HISTORY]))
        # An edit of released history changes the frozen layouts that name
        # the same members too: those findings follow from it, and their
        # remedy is undoing it, not acknowledging a correction of an edition.
        records.update(layout_records.check(api, root, freeze, stage[FROZEN_LAYOUTS],
                                            history_broken=bool(stage[HISTORY].errors)))
    elif ranges.records_history(api):
        # A schema that records history is judged step by step by every
        # command: its acknowledgements are most of what it says.
        evolution.check_steps(api, err=stage[HISTORY])
    # An edition acknowledges its breaks of the evolution rules, and corrections of its frozen record.
    acknowledgeable = set(evolution.RULES) | {layout_records.KINDS["edition"][1]}
    editions.check(api, stage[NAMES], acknowledgeable)
    in_between.check(api, stage[NAMES])
    if not stage[NAMES].errors:
        late = stage[LAYOUTS]
        layouts.check(api, late)
        if not late.errors:
            evolution.check_editions(api, late)
        declarations.check(api, late)
    errors = [e for c in stage.values() for e in c.errors]
    if errors:
        raise SchemaErrors(errors)
    return records
