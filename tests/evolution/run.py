"""Runs the evolution tests and ends with the suite line `N passed, N failed`."""
import os
import sys
import unittest

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)


def main():
    suite = unittest.defaultTestLoader.loadTestsFromNames(["test_evolution", "test_frozen_layouts", "test_apis", "test_messages", "test_cycle", "test_diff"])
    result = unittest.TextTestRunner(verbosity=2, stream=sys.stdout).run(suite)
    failed = len(result.failures) + len(result.errors) + len(result.unexpectedSuccesses)
    passed = result.testsRun - failed - len(result.skipped)
    if result.testsRun == 0:
        failed = 1
    print(f"{passed} passed, {failed} failed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
