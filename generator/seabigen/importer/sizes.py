"""`*_STRUCT_SIZE` constants that do not end at the end of their struct.

A struct_size ABI's size constant is what a writer puts in struct_size: the
offset of the end of the struct's last member (never sizeof, which adds
tail padding). A hand-kept constant goes stale when a member is appended
and the constant still names the old last one: a writer then claims a
struct shorter than the one it filled, and a reader skips the new members.
Each constant is judged on each ABI on its own, since padding can hide the
difference on one of them.
"""
from dataclasses import dataclass
from typing import Optional


@dataclass
class StaleSize:
    version: str
    struct: str
    macro: str
    declared: int
    actual: int
    abi: str
    path: str
    line: int
    ends_at: Optional[str]  # the member the declared value ends at, when one does
    last: str  # the struct's true last member


def stale(history):
    """[StaleSize] for every version, constant and ABI, in header order."""
    out = []
    for h in history.headers:
        for c in h.size_constants:
            s = h.struct(c.struct) if c.struct else None
            if s is None or not s.members:
                continue
            for abi in ("lp64", "ilp32"):
                declared = c.values.get(abi)
                actual = s.true_end(abi)
                if declared is None or declared == actual:
                    continue
                ends_at = next((m.name for m in reversed(s.members) if m.end(abi) == declared), None)
                last = max(s.members, key=lambda m: m.end(abi)).name
                out.append(StaleSize(h.version_text, s.name, c.name, declared, actual, abi, h.path, c.line,
                                     ends_at, last))
    return out
