"""Answers derived from a loaded API, computed once per run.

Once checks.py has passed, nothing modifies the model, so whatever the
generator derives from it (layouts, records, editions' member lists) can be
kept with it: a large schema asks the same questions thousands of times.
The answers live in the API object itself, so they go when it goes (tests
load many schemas in one process) and two APIs never share one. Each kind
has its own dict in the object's __dict__, under a "memo:" name no attribute
can have: one lookup, as some are asked for tens of thousands of times.

Only the judge and the resolver (resolved.py) ask these questions: the
renderers read the Resolved, which keeps each answer they need, so a table
here serves the modules that decide (layouts, layout, editions, ranges),
never a renderer.
"""
import functools


def table(api, name):
    """The dict where answers called `name` are kept for `api` (for callers that build their own keys)."""
    key = "memo:" + name
    found = api.__dict__.get(key)
    if found is None:
        found = api.__dict__[key] = {}
    return found


def per_api(fn):
    """Decorator: `fn(api, *args)` runs once per API and (hashable) arguments; later calls get that result.

    Callers must treat the result as read-only: every caller shares it."""
    key = f"memo:{fn.__module__}.{fn.__qualname__}"

    @functools.wraps(fn)
    def once(api, *args):
        answers = api.__dict__.get(key)  # table(), without a second call per lookup
        if answers is None:
            answers = api.__dict__[key] = {}
        if args not in answers:
            answers[args] = fn(api, *args)
        return answers[args]
    return once
