"""Schema errors: every message names the file, the line and the rule broken."""


class SchemaError(Exception):
    """One problem in a schema, reported as `path:line: rule: message`.

    `stage` is the stage of judging that found it (verdict.py): a cause is
    reported before the bookkeeping errors it drags along."""

    def __init__(self, path, line, rule, message, stage=0):
        super().__init__(f"{path}:{line}: {rule}: {message}")
        self.path = path
        self.line = line
        self.rule = rule
        self.message = message
        self.stage = stage


class SchemaErrors(Exception):
    """All the problems found, stage by stage, each stage's sorted by line."""

    def __init__(self, errors):
        self.errors = sorted(errors, key=lambda e: (e.stage, e.path, e.line, e.rule))
        super().__init__("\n".join(str(e) for e in self.errors))

    @property
    def rules(self):
        return [e.rule for e in self.errors]


class Collector:
    """Gathers errors so one run reports every problem, not just the first."""

    def __init__(self, path, stage=0):
        self.path = path
        self.stage = stage
        self.errors = []

    def add(self, line, rule, message):
        self.errors.append(SchemaError(self.path, line, rule, message, self.stage))

    def raise_if_any(self):
        if self.errors:
            raise SchemaErrors(self.errors)
