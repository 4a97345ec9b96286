"""Every refusal names the edit (issue 38): a maintainer's illegal edit of
the real suite (schema/seabi.yaml, its records and outputs, in a temporary
copy) is refused with a message that says what was edited and what to do
instead, and the closing line names the file the errors are in."""
import os
import re
import sys
import unittest

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
sys.path.insert(0, os.path.join(ROOT, "tests", "lib"))

from repo_copy import RepoCopy  # noqa: E402
from tree import snapshot  # noqa: E402

SE = "schema/se_api.yaml"
VENDOR = "      - name: device_vendor\n        since: 0.1.0\n"
HANDLE = "      - {name: device_handle, type: void*, zero: valid, doc: The plugin's own handle for the device.}\n"


class Refusals(unittest.TestCase):
    def refuse(self, old, new):
        """The stderr of `gen` on the suite with one edit of se_api.yaml; asserts nothing was written."""
        with RepoCopy(prefix="messages-") as repo:
            repo.edit(SE, old, new)
            before = snapshot(repo.root)
            rc, out, err = repo.gen()
            self.assertEqual(rc, 1, err)
            self.assertEqual(snapshot(repo.root), before, "a refused gen wrote something")
            # The summary names the file the errors are in, not the manifest.
            self.assertRegex(err, rf"\n\d+ error\(s\) in {re.escape(SE)}; nothing was written\n$")
            return err

    def test_insert_with_since_names_the_inserted_member_and_where_it_goes(self):
        err = self.refuse(VENDOR, "      - {name: thing, since: 0.3.0, type: int32_t, zero: valid, doc: New.}\n"
                          + VENDOR)
        self.assertIn("insert-not-append: SP_Device.thing (since 0.3.0) was inserted before the older "
                      "SP_Device.device_vendor (since 0.1.0) and 1 more older member; members are only appended: "
                      "move it to the end of SP_Device, after pci_bus_id", err)
        self.assertEqual(err.count("insert-not-append"), 1, err)

    def test_insert_without_since_names_the_inserted_member(self):
        err = self.refuse(VENDOR, "      - {name: thing, type: int32_t, zero: valid, doc: New.}\n" + VENDOR)
        self.assertIn("insert-not-append: SP_Device.thing has no `since:`, so it dates from 0.0.1, but sits after "
                      "members added in 0.1.0: a new member takes `since:` the version in development and goes "
                      "at the end of SP_Device, after pci_bus_id", err)

    def test_retype_gives_both_sizes_and_the_remedy(self):
        err = self.refuse(HANDLE, HANDLE.replace("type: void*", "type: uint32_t"))
        self.assertIn("type-changed: SP_Device.device_handle: type void* became uint32_t and its size "
                      "(LP64 8 -> 4 bytes, ILP32 4 -> 4 bytes); keep the released type, and add a member of the "
                      "new type at the end of SP_Device with `deprecated: {since: <development version>, "
                      "replaced_by: SP_Device.<new member>}` on this one", err)

    def test_removal_is_not_pointed_at_edition_acknowledgements(self):
        err = self.refuse(HANDLE, "")
        self.assertIn("member-removed: SP_Device.device_handle (since 0.0.1) was removed; deprecate it", err)
        self.assertNotIn("acknowledged`", err.replace("`acknowledged` is only for", ""))
        self.assertNotIn("under its `acknowledged`", err)
        self.assertIn("This follows from the edit of released history reported above", err)
        # One cause, one message: the later released step does not call it a rename.
        self.assertNotIn("member-renamed", err)

    def test_an_edited_edition_is_still_pointed_at_its_acknowledgement(self):
        # Here an edition itself is what changed: the acknowledgement is the remedy.
        with RepoCopy(prefix="messages-") as repo:
            text = repo.read(SE)
            start = text.index("\neditions:")
            i = text.index("SP_StreamExecutor: [struct_size, ext, allocate, deallocate, ", start)
            repo.write(SE, text[:i] + text[i:].replace("deallocate, ", "", 1))
            rc, _, err = repo.gen()
            self.assertEqual(rc, 1, err)
            self.assertIn("edition-changed", err)
            self.assertIn("under its `acknowledged`", err)

    def test_moved_since_is_named_a_history_rewrite(self):
        err = self.refuse(VENDOR, VENDOR.replace("0.1.0", "0.2.0"))
        self.assertIn("history-rewrite: SP_Device.device_vendor (since 0.2.0) sits before the older "
                      "SP_Device.pci_bus_id (since 0.1.0): released 0.2.0 cannot gain a member in the middle, so "
                      "its `since:` was moved later or it was inserted into released history", err)


if __name__ == "__main__":
    unittest.main()
