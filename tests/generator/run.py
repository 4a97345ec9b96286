#!/usr/bin/env python3
"""Runs every tests/generator/test_*.py (stdlib unittest); ends with `N passed, N failed[, N skipped]`."""
import os
import sys
import unittest

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import seabitest  # noqa: E402  (puts generator/ on sys.path)

if __name__ == "__main__":
    pattern = sys.argv[1] if len(sys.argv) > 1 else "test_*.py"
    suite = unittest.defaultTestLoader.discover(HERE, pattern=pattern, top_level_dir=HERE)
    runner = unittest.TextTestRunner(stream=sys.stdout, verbosity=2, resultclass=seabitest._Result)
    result = runner.run(suite)
    failed = len(result.failures) + len(result.errors) + len(result.unexpectedSuccesses)
    print(seabitest.closing_line(result.passed, failed, len(result.skipped)))
    sys.exit(1 if failed else 0)
