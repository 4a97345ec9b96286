#!/usr/bin/env python3
"""The oracle finds the contradictions issue 37 saw (make test-conform-oracle).

tests/conform/recorded/ holds reports seabi wrote before issue 37 (trimmed
of the plugin's import list), each with a contradiction a person read in it;
the oracle must name each one. That every report the conform, misuse and
hostile suites write now passes it with 0 contradictions is checked where
they are written (oracle.py runs over each). Prints ok/FAIL per check and
"N passed, N failed"; takes well under a second.
"""
import copy
import json
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
sys.path.insert(0, os.path.join(HERE, "..", "lib"))
from checks import Checks  # noqa: E402
import oracle  # noqa: E402

RECORDED = os.path.join(HERE, "recorded")

# report: (what a person saw in it, words the oracle must say)
SEEN = {
    "executor_memset_own_size-tensorflow-2.5.json": [
        ("H01 says host_callback 'returned true but the callback never ran', S03, H02 and H05 are not run because "
         "it 'returned false'", "says host_callback returned true"),
        ("the headline is H01, a symptom of the write past the executor", "root cause H01 is not the failure that "
                                                                         "explains the others: R08 judges"),
    ],
    "executor_memset_own_size-0.0.1.json": [
        ("the headline is R11 ''mem_zero' must be set' in a core that has no mem_zero, beside R08 failing",
         "root cause R11 is not the failure that explains the others: R08 judges"),
        ("R11 follows from R08's write without saying so", "R11 FAIL after R08's fault"),
    ],
    "error_status_unset-0.0.1.json": [
        ("the headline is D06 'left SP_Device.ordinal 0', a value the unset status left behind",
         "root cause D06 is not the failure that explains the others: X01 judges"),
        ("D04 'ordinal accepted' follows from the unset status without saying so", "D04 FAIL after X01's fault"),
    ],
    "memset_platform_sizeof-0.0.1.json": [
        ("R09 'no byte past a settled struct_size written' passes beside R08 reporting such a write",
         "R09 PASS says no past_object/past_size/size_raised in 0.0.1, but R08 observed past_object"),
    ],
    "executor_from_template-tensorflow-2.5.json": [
        ("R09 passes beside R08's write past the executor (a memcpy of a local executor)",
         "R09 PASS says no past_object/past_size/size_raised in tensorflow-2.5, but R08 observed past_object"),
    ],
}

CHECKS = Checks(prefix="oracle: ")
check = CHECKS.check


check(sorted(os.listdir(RECORDED)) == sorted(SEEN), f"one entry here per recorded report ({len(SEEN)})")
for name, seen in SEEN.items():
    report = json.load(open(os.path.join(RECORDED, name)))
    found = oracle.check_report(report)
    for saw, words in seen:
        check(any(words in why for why in found), f"{name}: finds what was seen: {saw}"
              + ("" if any(words in why for why in found) else f" (it said: {'; '.join(found)[:400]})"))

# One prerequisite's reason on several lines is one line too many.
report = json.load(open(os.path.join(RECORDED, "executor_memset_own_size-tensorflow-2.5.json")))
doubled = copy.deepcopy(report)
first = doubled["blocked"][0]
doubled["blocked"].append(dict(first, by="S01", cases=1))
for c in doubled["cases"]:
    if c["id"] == "H05":
        c["blocked_by"] = "S01"
found = oracle.check_report(doubled)
check(any("one prerequisite's reason on 2 lines" in why for why in found),
      "a prerequisite's reason repeated on two blocked lines is found")

# And a report that says where children disagree, in words and in claims,
# is no contradiction: the claims array is what the oracle reads.
said = copy.deepcopy(report)
for c in said["cases"]:
    c["claims"] = oracle.claims_oracle.derived_claims(said, c)
    for k in c["claims"]:
        if k["says"] == "returned":
            k["varies"] = True
found = [why for why in oracle.check_report(said) if "returned true" in why]
check(not found, "answers that differ from run to run, said so in the claims, are not a contradiction"
      + ("" if not found else f" ({found[0]})"))

sys.exit(CHECKS.summary())
