"""The Python suites' half of tests/lib/checks.sh: each check printed as
"ok   WHAT" or "FAIL WHAT[: DETAIL]", a check that cannot be made here as
"SKIP WHAT: WHY" (never a pass), and the closing line
"N passed, N failed[, N skipped]" that tests/run_suites.sh sums.

    from checks import Checks
    c = Checks()
    c.check(ok, "what it asserts")
    sys.exit(c.summary())   # prints the closing line; 1 when a check failed
"""


class Checks:
    def __init__(self, prefix=""):
        self.prefix = prefix  # before every WHAT ("oracle: ")
        self.passed = self.failed = self.skipped = 0

    def check(self, ok, what, detail=""):
        if ok:
            self.passed += 1
            print(f"ok   {self.prefix}{what}")
        else:
            self.failed += 1
            print(f"FAIL {self.prefix}{what}" + (f": {detail}" if detail else ""))
        return ok

    def skip(self, what, why):
        self.skipped += 1
        print(f"SKIP {self.prefix}{what}: {why}")

    def summary(self):
        print(f"{self.passed} passed, {self.failed} failed" + (f", {self.skipped} skipped" if self.skipped else ""))
        return 1 if self.failed else 0
