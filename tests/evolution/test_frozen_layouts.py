"""TensorFlow's editions and the in-between layouts are frozen records
(generator/seabigen/layout_records.py), and a refusal names its first cause
(generator/seabigen/verdict.py).

Each test edits the real schema, editions included, in a temporary tree
holding the committed outputs and every frozen record (test_evolution's
Sandbox with editions=True), runs the generator's command line and checks
the verdict, the order of the messages and that a refusal writes nothing.
"""
import json
import os
import re
import sys
import unittest

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
sys.path.insert(0, os.path.join(ROOT, "generator"))
sys.path.insert(0, HERE)

from seabigen import checks, layout_records, schema  # noqa: E402
from fixtures import sub  # noqa: E402
from test_evolution import SCHEMA, Sandbox, snapshot  # noqa: E402

EDITIONS_AFTER_2_7 = ("tensorflow-2.7", "tensorflow-2.9", "tensorflow-2.14", "tensorflow-master-2026-05")


def errors(stderr):
    """[(line, rule, message)] in the order printed."""
    return [(int(m.group(1)), m.group(2), m.group(3))
            for m in re.finditer(r"^schema/se_api\.yaml:(\d+): ([a-z0-9-]+): (.*)$", stderr, re.M)]


def member_block(name):
    """Cuts the block of member `name` (written `      - name: NAME`) out of the schema."""
    def edit(text):
        start = f"      - name: {name}\n"
        i = text.index(start)
        j = text.index("\n      - ", i) + 1  # the next member, not a parameter (indented deeper)
        return text[:i] + text[j:]
    return edit


def retype_mem_zero_size(text):
    """The issue's example: mem_zero's `size` becomes size_t (4 bytes on i386)."""
    return sub(text, "          - location: SP_DeviceMemoryBase*\n          - size: uint64_t\n",
               "          - location: SP_DeviceMemoryBase*\n          - size: size_t\n")


def align_priority(text):
    return sub(text, "      - name: priority\n        type: int32_t\n",
               "      - name: priority\n        type: int32_t\n        align: 8\n")


def rename_memset32(text):
    return sub(text, "      - name: memset32\n", "      - name: memset_u32\n")


def cut_rfc_text_elsewhere(text):
    return sub(text, "    ends:\n      SP_PlatformFns: destroy_timer_fns\n",
               "    ends:\n      SP_PlatformFns: create_timer_fns\n")


def require_create_stream_with_options(text):
    """A 0.3.0 member the master edition names becomes required: its core would now validate it."""
    return sub(text, "      - name: create_stream_with_options\n        since: 0.3.0\n",
               "      - name: create_stream_with_options\n        since: 0.3.0\n        required: true\n        zero: no_op\n")


def retype_reserved(text):
    """SP_StreamExecutor.reserved is 0.3.0's own and in no edition: seabi may still change it."""
    i = text.index("      - name: reserved\n")
    j = text.index("type: ", i)
    k = text.index("\n", j)
    return text[:j] + "type: int64_t" + text[k:]


# 2.9's SP_Platform without force_memory_growth: a correction of what the
# record says TensorFlow 2.9 shipped (a made-up one; the real record is right).
CORRECTED_LIST = "      SP_Platform: [struct_size, ext, name, type, supports_unified_memory, use_bfc_allocator]\n"


def correct_2_9(text, acknowledge=("tensorflow-2.9", "tensorflow-2.14", "tensorflow-master-2026-05")):
    text = sub(text, "      SP_Platform: [struct_size, ext, name, type, supports_unified_memory, use_bfc_allocator,\n"
                     "                    force_memory_growth]\n", CORRECTED_LIST)
    entry = "      - {rule: edition-changed, member: SP_Platform.force_memory_growth, note: a test correction}\n"
    for name in acknowledge:
        i = text.index(f"  - name: {name}\n")
        j = text.index("\n\n", i)  # editions are separated by a blank line, and so is the section's end
        block = text[i:j]
        block = block.replace("    acknowledged:\n", "    acknowledged:\n" + entry, 1) if "    acknowledged:\n" in block \
            else block + "\n    acknowledged:\n" + entry.rstrip("\n")
        text = text[:i] + block + text[j:]
    return text


class FrozenLayouts(unittest.TestCase):
    def refused(self, edit, command="gen"):
        box = Sandbox(edit, editions=True)
        try:
            before = snapshot(box.root)
            rc, out, err = box.run(command)
            self.assertEqual(rc, 1, f"accepted; stderr: {err}")
            self.assertEqual(before, snapshot(box.root), "a refusal wrote under --root")
            self.assertEqual(out, "")
            self.assertTrue(err.rstrip().endswith("nothing was written"), err)
            return errors(err), box.text
        finally:
            box.close()

    def test_committed_records_match_schema(self):
        """The committed edition and in-between records are what the schema builds now."""
        api = schema.read(SCHEMA)
        checks.check(api)
        recs = layout_records.load_all(ROOT, api)
        want = {("edition", e.name) for e in api.editions} | {("in_between", b.name) for b in api.in_between}
        self.assertEqual(set(recs), want)
        for (kind, name), rec in recs.items():
            item = next(i for i in (api.editions if kind == "edition" else api.in_between) if i.name == name)
            built = layout_records.build(api, kind, item)
            self.assertEqual({k: v for k, v in rec.items() if k != "corrections"}, built, f"{kind} {name} drifted")
            with open(os.path.join(ROOT, layout_records.record_path(api, kind, name)), encoding="utf-8") as f:
                self.assertEqual(f.read(), layout_records._dumps(rec), f"{name}: record not canonical")

    def test_issue_example_mem_zero_size_is_refused(self):
        found, text = self.refused(retype_mem_zero_size)
        line, rule, message = found[0]
        self.assertEqual(rule, "edition-changed", found)
        self.assertIn("SP_StreamExecutor.mem_zero: signature", message)
        for name in EDITIONS_AFTER_2_7:
            self.assertIn(name, message)
        self.assertNotIn("tensorflow-2.5", message)  # 2.5 has no mem_zero
        self.assertIn("- name: mem_zero", text.splitlines()[line - 1])

    def test_issue_example_align_priority_is_refused(self):
        found, text = self.refused(align_priority)
        self.assertEqual([r for _, r, _ in found], ["edition-changed"], found)
        self.assertIn("SP_StreamOptions.priority: alignment natural (LP64 4, ILP32 4) became 8", found[0][2])
        self.assertIn("edition tensorflow-master-2026-05", found[0][2])

    def test_renaming_a_shared_development_member_is_refused_first(self):
        found, _ = self.refused(rename_memset32)
        self.assertEqual(found[0][1], "edition-changed", found)
        self.assertIn("memset32 no longer in it", found[0][2])
        self.assertIn("edition-unknown-member", [r for _, r, _ in found[1:]])

    def test_in_between_cut_elsewhere_is_refused(self):
        found, text = self.refused(cut_rfc_text_elsewhere)
        self.assertEqual(found[0][1], "in-between-changed", found)
        self.assertIn("in-between layout rfc-257-text", found[0][2])
        self.assertIn("SP_PlatformFns: create_timer_fns", text.splitlines()[found[0][0] - 1])

    def test_what_an_edition_core_validates_is_frozen(self):
        found, _ = self.refused(require_create_stream_with_options)
        self.assertEqual(found[0][1], "edition-changed", found)
        self.assertIn("SP_StreamExecutor.create_stream_with_options: its core accepted a NULL", found[0][2])

    def test_a_development_member_in_no_edition_may_still_change(self):
        box = Sandbox(retype_reserved, editions=True)
        try:
            rc, _, err = box.run("gen")
            self.assertEqual(rc, 0, err)
        finally:
            box.close()

    def test_acknowledged_correction_rewrites_the_record_once(self):
        box = Sandbox(correct_2_9, editions=True)
        try:
            rc, out, err = box.run("gen")
            self.assertEqual(rc, 0, err)
            for name in ("tensorflow-2.9", "tensorflow-2.14", "tensorflow-master-2026-05"):
                self.assertIn(f"froze schema/released/se_api/editions/{name}.json", out)
            with open(os.path.join(box.rdir, "editions", "tensorflow-2.9.json"), encoding="utf-8") as f:
                rec = json.load(f)
            self.assertEqual(rec["corrections"], [{"member": "SP_Platform.force_memory_growth",
                                                  "note": "a test correction"}])
            rc, _, err = box.run("check")
            self.assertEqual(rc, 0, err)
            # The absorbed entry does not excuse another change of the same struct.
            at = box.text.index("  - name: tensorflow-2.9\n")
            box.set_schema(box.text[:at] + sub(box.text[at:], CORRECTED_LIST,
                                               "      SP_Platform: [struct_size, ext, name, type, use_bfc_allocator]\n"))
            before = snapshot(box.root)
            rc, _, err = box.run("gen")
            self.assertEqual(rc, 1, err)
            self.assertRegex(err, r"edition-changed: SP_Platform: members changed \(supports_unified_memory no "
                                  r"longer in it\) in editions tensorflow-2.9, tensorflow-2.14 and")
            self.assertEqual(before, snapshot(box.root))
        finally:
            box.close()

    def test_an_in_between_layout_is_corrected_the_same_way(self):
        def correct(text):
            text = cut_rfc_text_elsewhere(text)
            return sub(text, "    ends:\n      SP_PlatformFns: create_timer_fns\n",
                       "    ends:\n      SP_PlatformFns: create_timer_fns\n    acknowledged:\n"
                       "      - {rule: in-between-changed, member: SP_PlatformFns, note: a test correction}\n")
        box = Sandbox(correct, editions=True)
        try:
            rc, out, err = box.run("gen")
            self.assertEqual(rc, 0, err)
            self.assertIn("froze schema/released/se_api/in_between/rfc-257-text.json", out)
            rc, _, err = box.run("check")
            self.assertEqual(rc, 0, err)
        finally:
            box.close()

    def test_a_correction_needs_every_changed_edition_to_say_so(self):
        found, _ = self.refused(lambda t: correct_2_9(t, acknowledge=("tensorflow-2.9",)))
        self.assertEqual([r for _, r, _ in found], ["edition-changed"], found)
        self.assertIn("editions tensorflow-2.14 and tensorflow-master-2026-05", found[0][2])

    def test_check_refuses_a_correction_gen_has_not_written(self):
        found, _ = self.refused(correct_2_9, command="check")
        self.assertEqual(sorted({r for _, r, _ in found}), ["edition-not-frozen"], found)
        self.assertEqual(len(found), 3)


class ConservativeRefusals(unittest.TestCase):
    """Issue 26: edits that move nothing on LP64 or i386 stay refused (a released
    declaration, or a frozen edition's, is kept as written), and the message
    says that this is not a layout change and why it is refused anyway."""

    def first_error(self, edit, editions=True):
        box = Sandbox(edit, editions=editions)
        try:
            rc, _, err = box.run("gen")
            self.assertEqual(rc, 1, err)
            return errors(err)[0]
        finally:
            box.close()

    def test_int32_t_to_int(self):
        _, rule, message = self.first_error(lambda t: sub(t, "      - name: ordinal\n        type: int32_t\n",
                                                             "      - name: ordinal\n        type: int\n"))
        self.assertEqual(rule, "type-changed")
        self.assertIn("int32_t and int are both int, so no offset, size or alignment moves on LP64 or i386: "
                      "this is not a layout change; refused all the same", message)

    def test_tf_bool_to_uint8_t(self):
        _, rule, message = self.first_error(lambda t: sub(
            t, "      - {name: supports_unified_memory, type: TF_Bool, zero: optional, doc: Whether the allocator",
            "      - {name: supports_unified_memory, type: uint8_t, zero: optional, doc: Whether the allocator"))
        self.assertEqual(rule, "type-changed")
        self.assertIn("TF_Bool and uint8_t are both unsigned char", message)
        self.assertIn("this is not a layout change", message)

    def test_align_1_on_a_one_byte_member(self):
        _, rule, message = self.first_error(lambda t: sub(
            t, "      - {name: supports_unified_memory, type: TF_Bool, zero: optional, doc: Whether the allocator",
            "      - {name: supports_unified_memory, type: TF_Bool, align: 1, zero: optional, doc: Whether the allocator"))
        self.assertEqual(rule, "alignment-changed")
        self.assertIn("so this is not a layout change; refused all the same: an explicit `align` pins", message)
        self.assertIn("its offset and size stay 16/1 on LP64 and 8/1 on ILP32 and so do its struct's", message)

    def test_align_2_that_moves_nothing_in_a_frozen_edition(self):
        """Found by the differential test (trial 254 of seed 26): has_priority sits at an even
        offset in the master edition, so `align: 2` moves nothing there."""
        _, rule, message = self.first_error(lambda t: sub(
            t, "      - name: has_priority\n        type: TF_Bool\n",
            "      - name: has_priority\n        type: TF_Bool\n        align: 2\n"))
        self.assertEqual(rule, "edition-changed")
        self.assertIn("its offset and size stay 8/1 on LP64 and 4/1 on ILP32 and so do its struct's size and "
                      "alignment, so this is not a layout change", message)

    def test_an_align_that_moves_the_struct_gets_no_such_note(self):
        _, rule, message = self.first_error(lambda t: sub(
            t, "      - name: priority\n        type: int32_t\n", "      - name: priority\n        type: int32_t\n"
               "        align: 8\n"))
        self.assertEqual(rule, "edition-changed")
        self.assertNotIn("not a layout change", message)

    def test_an_align_that_moves_only_the_struct_gets_no_such_note(self):
        """`align: 8` on SP_StreamOptions.struct_size moves no member, but the master
        edition's struct becomes 8-aligned and 16 bytes on i386: a layout change."""
        def edit(text):
            at = text.index("  - name: SP_StreamOptions\n")
            return text[:at] + sub(text[at:], "      - {name: struct_size, type: size_t,",
                                   "      - {name: struct_size, type: size_t, align: 8,")
        _, rule, message = self.first_error(edit)
        self.assertEqual(rule, "edition-changed")
        self.assertIn("SP_StreamOptions.struct_size: alignment", message)
        self.assertNotIn("not a layout change", message)

    def test_same_c_type_in_a_frozen_editions_signature(self):
        _, rule, message = self.first_error(lambda t: sub(t, "          - pattern: uint8_t\n",
                                                             "          - pattern: TF_Bool\n"))
        self.assertEqual(rule, "edition-changed")
        self.assertIn("SP_StreamExecutor.memset: signature", message)
        self.assertIn("so the calling convention does not change: this is not an ABI change", message)

    def test_a_real_change_gets_no_such_note(self):
        _, rule, message = self.first_error(lambda t: sub(t, "      - name: ordinal\n        type: int32_t\n",
                                                             "      - name: ordinal\n        type: uint32_t\n"))
        self.assertEqual(rule, "type-changed")
        self.assertIn("only signedness", message)
        self.assertNotIn("not a layout change", message)


class FirstCause(unittest.TestCase):
    """Issue 26, item 3: the evolution rule for the member comes first, the bookkeeping after."""

    def run_refused(self, edit):
        box = Sandbox(edit, editions=True)
        try:
            rc, _, err = box.run("gen")
            self.assertEqual(rc, 1, err)
            return errors(err)
        finally:
            box.close()

    def test_deleting_a_released_member_says_member_removed_first(self):
        found = self.run_refused(member_block("device_vendor"))
        rules = [r for _, r, _ in found]
        self.assertEqual(rules[0], "member-removed", found)
        self.assertIn("SP_Device.device_vendor", found[0][2])
        self.assertIn("edition-unknown-member", rules)
        self.assertIn("edition-changed", rules)
        self.assertLess(rules.index("edition-changed"), rules.index("edition-unknown-member"))

    def test_retyping_a_released_member_says_type_changed_first(self):
        found = self.run_refused(lambda t: sub(t, "      - name: ordinal\n        type: int32_t\n",
                                                  "      - name: ordinal\n        type: int64_t\n"))
        self.assertEqual(found[0][1], "type-changed", found)
        self.assertIn("SP_Device.ordinal", found[0][2])
        self.assertIn("edition-changed", [r for _, r, _ in found[1:]])

    def test_deleting_a_shared_development_member_says_edition_changed_first(self):
        found = self.run_refused(member_block("mem_zero"))
        self.assertEqual(found[0][1], "edition-changed", found)
        self.assertIn("mem_zero no longer in it", found[0][2])
        self.assertIn("edition-unknown-member", [r for _, r, _ in found[1:]])


if __name__ == "__main__":
    unittest.main()
