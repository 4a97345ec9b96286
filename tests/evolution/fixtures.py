"""One fixture per evolution rule: a small edit of the real schema (or of a
frozen record) that must be refused with that rule id.

Each fixture starts from schema/se_api.yaml and the committed records in
schema/released/se_api/, applies `edit` to the YAML text and `records` to
the parsed records ({version string: record dict}), and names the rule id
and the `Struct.member` (or item) the error message must mention. `sub`
insists that the text it replaces exists, so a fixture cannot silently turn
into a no-op when the schema moves on.

ALLOWED lists edits that must pass: they prove the rules are not blanket
refusals (MINOR appends, deprecation, retirement of a no-op, a MAJOR step).
"""
import copy
import re
from dataclasses import dataclass
from typing import Callable, Optional


def sub(text, old, new, count=1):
    """Replaces `old` by `new` exactly `count` times; fails if it is not there."""
    found = text.count(old)
    if found < count:
        raise AssertionError(f"fixture anchor not found {count}x in schema: {old!r}")
    return text.replace(old, new, count)


def cut(text, start, end):
    """Removes text[start-anchor : end-anchor), returning (rest, removed)."""
    i = text.index(start)
    j = text.index(end, i + len(start))
    return text[:i] + text[j:], text[i:j]


@dataclass
class Fixture:
    name: str
    rule: str
    what: str  # must appear in the message (struct.member or item name)
    edit: Callable[[str], str] = lambda t: t
    records: Optional[Callable[[dict], None]] = None
    command: str = "gen"
    doc: str = ""
    line_has: str = ""  # text the reported line must hold, when not the item's name


# ---------------------------------------------------------------------------
# Edits.

def without_editions(text):
    """The schema minus TensorFlow's editions (its last section).

    These fixtures test the rules on seabi's own lineage; editions refer to
    its members and would report their own errors first. Editions have their
    own tests (tests/editions, tests/bad_schemas 104-108)."""
    start = text.find("\n# TensorFlow's shipped layouts")
    assert start > 0 and "\neditions:" in text[start:], "editions section not found at the end of the schema"
    return text[:start + 1]


def tf_insert_before_host_callback(text, since=None):
    """What TensorFlow did: mem_zero/memset/memset32 put before host_callback.

    TensorFlow never bumped a version for it, so by default the members keep
    the struct's since (0.0.1): a silent edit of released history. With
    `since` they are tagged as new but still inserted, which checks.py
    refuses on its own (insert-not-append)."""
    text, block = cut(text, "      - name: mem_zero\n", "      - name: reserved\n")
    block = block.rstrip("\n") + "\n"
    block = sub(block, "        since: 0.3.0\n", f"        since: {since}\n" if since else "", 3)
    return sub(text, "      - name: host_callback\n", block + "      - name: host_callback\n")


def fill_padding_hole(text):
    # SP_Device: int32_t ordinal at 16, 4 bytes of padding, void* at 24 on LP64.
    handle = "      - {name: device_handle, type: void*, zero: valid, doc: The plugin's own handle for the device.}\n"
    return sub(text, handle, "      - {name: flags, type: int32_t, zero: valid, doc: Sneaked into the hole.}\n" + handle)


def remove_device_vendor(text):
    return cut(text, "      - name: device_vendor\n", "      - name: pci_bus_id\n")[0]


def swap_size_payload(text):
    size = "      - {name: size, type: uint64_t, zero: valid, doc: Size of the allocation in bytes.}\n"
    payload = "      - {name: payload, type: uint64_t, zero: valid, doc: Value for the plugin's own use.}\n"
    return sub(text, size + payload, payload + size)


def versions_block(text, new_block):
    i = text.index("versions:\n")
    j = text.index("\nhandles:", i)
    return text[:i] + new_block + text[j:]


def rebase_to_major(text):
    """Starts a new MAJOR history: only 1.0.0 is listed, everything is since 1.0.0."""
    text = versions_block(text, "versions:\n  - version: 1.0.0\n    status: development\n"
                                "    summary: First version of the new major.\n")
    # A correction of the old major's records has nothing left to correct.
    text = re.sub(r"        corrected:\n(?:          .*\n)+", "", text)
    return re.sub(r"\b(since|retired): 0\.\d+\.\d+", r"\1: 1.0.0", text)


def release_030(text):
    return sub(text, "  - version: 0.3.0\n    status: development\n", "  - version: 0.3.0\n    status: released\n")


def retype_force_memory_growth(text):
    return sub(text, "      - name: force_memory_growth\n        since: 0.3.0\n        type: TF_Bool\n",
               "      - name: force_memory_growth\n        since: 0.3.0\n        type: int32_t\n")


# Record edits (a frozen record that the schema no longer matches).

def add_record_struct(records):
    for v, rec in records.items():
        legacy = copy.deepcopy(next(s for s in rec["structs"] if s["name"] == "SP_Device"))
        legacy["name"], legacy["size_macro"] = "SP_LegacyDevice", "SP_LEGACY_DEVICE_STRUCT_SIZE"
        rec["structs"].append(legacy)


def add_record_enum(records):
    for rec in records.values():
        rec["enums"].append({"name": "SE_LegacyMode", "since": "0.0.1", "deprecated": None, "size": 4,
                             "values": [{"name": "SE_LEGACY_A", "value": 0, "since": "0.0.1", "deprecated": None}]})


def widen_record_enum(records):
    for rec in records.values():
        rec["enums"][0]["size"] = 8


def move_record_offset(records):
    # As if the generator's layout code or type table had changed: the frozen
    # 0.0.1 SP_DeviceMemoryBase.payload sat 8 bytes later.
    s = next(s for s in records["0.0.1"]["structs"] if s["name"] == "SP_DeviceMemoryBase")
    s["members"][-1]["lp64"]["offset"] += 8


def copy_record_as_030(records):
    rec = copy.deepcopy(records["0.2.0"])
    rec["version"] = "0.3.0"
    records["0.3.0"] = rec


def drop_record_020(records):
    del records["0.2.0"]


# ---------------------------------------------------------------------------

REFUSED = [
    Fixture("tf-insert-before-host-callback", "member-inserted", "SP_StreamExecutor.mem_zero",
            tf_insert_before_host_callback,
            doc="TensorFlow's real change (tf_ground_truth.md section 1), no version bump"),
    Fixture("tf-insert-tagged-0.3.0", "insert-not-append", "SP_StreamExecutor.host_callback",
            lambda t: tf_insert_before_host_callback(t, "0.3.0"),
            doc="the same insertion tagged since 0.3.0: checks.py refuses it within the schema"),
    Fixture("padding-hole", "member-inserted", "SP_Device.flags", fill_padding_hole,
            doc="no LP64 offset moves, ILP32 ones do"),
    Fixture("remove-member", "member-removed", "SP_Device.device_vendor", remove_device_vendor),
    Fixture("reorder", "member-reordered", "SP_DeviceMemoryBase.size", swap_size_payload),
    Fixture("rename", "member-renamed", "SP_Device.pci_bus_id",
            lambda t: sub(t, "      - name: pci_bus_id\n", "      - name: pci_bus_address\n"),
            line_has="pci_bus_address"),
    Fixture("retype-signedness", "type-changed", "SP_DeviceMemoryBase.size",
            lambda t: sub(t, "{name: size, type: uint64_t,", "{name: size, type: int64_t,")),
    Fixture("retype-const", "type-changed", "SP_Device.hardware_name",
            lambda t: sub(t, "      - name: hardware_name\n        since: 0.1.0\n        type: const char*\n",
                          "      - name: hardware_name\n        since: 0.1.0\n        type: char*\n")),
    Fixture("retype-size", "type-changed", "SE_CreateDeviceParams.ordinal",
            lambda t: sub(t, "{name: ordinal, type: int32_t, zero: valid, doc: Device index to create.}",
                          "{name: ordinal, type: int64_t, zero: valid, doc: Device index to create.}")),
    Fixture("callback-signature-tf-const-device", "signature-changed", "SP_StreamExecutor.host_callback",
            lambda t: sub(t, "          - device: SP_Device*\n          - stream: SP_Stream\n          - callback_fn:",
                          "          - device: const SP_Device*\n          - stream: SP_Stream\n          - callback_fn:"),
            doc="TensorFlow later made host_callback's device const"),
    Fixture("function-type-signature", "signature-changed", "SE_StatusCallbackFn",
            lambda t: sub(t, "      - arg: void* const\n      - status: TF_Status* const\n",
                          "      - arg: const void*\n      - status: TF_Status* const\n")),
    Fixture("align", "alignment-changed", "SE_CreateDeviceParams.ordinal",
            lambda t: sub(t, "{name: ordinal, type: int32_t, zero: valid, doc: Device index to create.}",
                          "{name: ordinal, type: int32_t, align: 8, zero: valid, doc: Device index to create.}")),
    Fixture("layout-drift", "layout-changed", "SP_DeviceMemoryBase.payload", records=move_record_offset),
    Fixture("struct-removed", "struct-removed", "SP_LegacyDevice", records=add_record_struct),
    Fixture("size-macro", "size-macro-renamed", "SP_DEVICE_STRUCT_SIZE",
            lambda t: sub(t, "    size_macro: SP_DEVICE_STRUCT_SIZE\n", "    size_macro: SP_DEVICE_SIZE\n"),
            line_has="name: SP_Device"),
    Fixture("filled-by", "filled-by-changed", "SE_PlatformRegistrationParams.destroy_platform",
            lambda t: sub(t, "      - name: destroy_platform\n        filled_by: plugin\n",
                          "      - name: destroy_platform\n")),
    Fixture("enum-removed", "enum-removed", "SE_LegacyMode", records=add_record_enum),
    Fixture("enumerator-removed", "enumerator-removed", "SE_EventStatus.SE_EVENT_ERROR",
            lambda t: sub(t, "      - {name: SE_EVENT_ERROR, value: 1, since: 0.0.1}\n", "")),
    Fixture("enumerator-renumbered", "enumerator-renumbered", "SE_EventStatus.SE_EVENT_PENDING",
            lambda t: sub(sub(t, "{name: SE_EVENT_PENDING, value: 2,", "{name: SE_EVENT_PENDING, value: 3,"),
                          "{name: SE_EVENT_COMPLETE, value: 3,", "{name: SE_EVENT_COMPLETE, value: 2,")),
    Fixture("enum-resized", "enum-resized", "SE_EventStatus", records=widen_record_enum),
    Fixture("entry-point-removed", "callback-removed", "SE_InitPlugin",
            lambda t: t[:t.index("\nentry_points:")] + "\n"),
    Fixture("handle-tag", "handle-removed", "SP_Stream",
            lambda t: sub(t, "    tag: SP_Stream_st\n", "    tag: SP_StreamImpl\n")),
    Fixture("zero-class", "zero-class-changed", "SP_Platform.visible_device_count",
            lambda t: sub(t, "      - name: visible_device_count\n        type: size_t\n        zero: valid\n",
                          "      - name: visible_device_count\n        type: size_t\n        zero: no_op\n")),
    Fixture("optional-made-required", "optional-made-required", "SP_StreamExecutor.memcpy_dtod",
            lambda t: sub(t, "      - name: memcpy_dtod\n        required: false\n",
                          "      - name: memcpy_dtod\n        required: true\n")),
    Fixture("required-dropped", "required-dropped", "SP_StreamExecutor.get_allocator_stats",
            lambda t: sub(t, "      - name: get_allocator_stats\n        required: true\n        returns: TF_Bool\n"
                             "        params:\n          - device: const SP_Device*\n          - stats:",
                          "      - name: get_allocator_stats\n        required: false\n        returns: TF_Bool\n"
                          "        params:\n          - device: const SP_Device*\n          - stats:")),
    Fixture("pattern", "validation-changed", "SP_Platform.name",
            lambda t: sub(t, "      - name: name\n        type: const char*\n        zero: no_op\n        required: true\n"
                             "        pattern: \"[A-Z][A-Z_]*\"\n",
                          "      - name: name\n        type: const char*\n        zero: no_op\n        required: true\n"
                          "        pattern: \"[A-Z][A-Z0-9_]*\"\n")),
    Fixture("default", "default-changed", "SE_CreateDeviceParams.ordinal",
            lambda t: sub(t, "{name: ordinal, type: int32_t, zero: valid, doc: Device index to create.}",
                          "{name: ordinal, type: int32_t, zero: valid, default: -1, doc: Device index to create.}")),
    Fixture("undeprecate", "deprecation-rewritten", "SP_Platform.visible_device_count",
            lambda t: cut(t, "        deprecated:\n          since: 0.1.0\n          replaced_by: SP_PlatformFns.get_device_count\n",
                          "      - name: supports_unified_memory\n")[0]),
    Fixture("deprecate-retroactively", "deprecation-rewritten", "SP_Device.device_handle",
            lambda t: sub(t, "{name: device_handle, type: void*, zero: valid,",
                          "{name: device_handle, type: void*, zero: valid, deprecated: {since: 0.1.0},")),
    Fixture("append-into-released", "history-rewrite", "SP_Device.bus_speed",
            lambda t: sub(t, "          (domain:bus:device.function, hexadecimal).\n",
                          "          (domain:bus:device.function, hexadecimal).\n"
                          "      - {name: bus_speed, since: 0.1.0, type: int64_t, zero: valid, doc: Slipped into 0.1.0.}\n")),
    Fixture("version-inserted", "history-rewrite", "0.1.2",
            lambda t: sub(t, "  - version: 0.2.0\n", "  - version: 0.1.2\n    status: released\n"
                             "    summary: Inserted after the fact.\n  - version: 0.2.0\n")),
    Fixture("patch-appends", "patch-changes-abi", "SP_Platform.force_memory_growth",
            lambda t: t.replace("0.3.0", "0.2.1"),
            doc="the development version turned into a PATCH that still appends"),
    Fixture("released-version-removed", "released-version-removed", "0.1.1",
            lambda t: cut(t, "  - version: 0.1.1\n", "  - version: 0.2.0\n")[0]),
    Fixture("release-reopened", "release-reopened", "0.3.0", records=copy_record_as_030),
    Fixture("release-not-frozen", "release-not-frozen", "0.2.0", records=drop_record_020, command="check"),
    Fixture("retire-valid", "retire-needs-major", "SP_Platform.visible_device_count",
            lambda t: sub(t, "          replaced_by: SP_PlatformFns.get_device_count\n",
                          "          replaced_by: SP_PlatformFns.get_device_count\n          retired: 0.3.0\n"),
            line_has="deprecated"),
    Fixture("retire-required", "retire-required", "SP_StreamExecutor.create_timer",
            lambda t: sub(t, "        doc: Creates a timer.\n        deprecated: {since: 0.3.0,",
                          "        doc: Creates a timer.\n        deprecated: {since: 0.3.0, retired: 0.3.0,"),
            line_has="retired"),
]


@dataclass
class Allowed:
    name: str
    edit: Callable[[str], str]
    changes_header: bool = True
    freezes: tuple = ()  # record versions `gen` must write
    doc: str = ""


ALLOWED = [
    Allowed("unchanged", lambda t: t, changes_header=False),
    Allowed("reword-released-doc",
            lambda t: sub(t, "doc: Number of allocations made so far.}", "doc: Allocations made until now.}")),
    Allowed("append-member-minor",
            lambda t: sub(t, "        doc: Always grow device memory on demand, ignoring the user's allow_growth setting.\n",
                          "        doc: Always grow device memory on demand, ignoring the user's allow_growth setting.\n"
                          "      - {name: preferred_alignment, since: 0.3.0, type: int32_t, zero: no_op, doc: Bytes.}\n")),
    Allowed("new-struct-minor",
            lambda t: sub(t, "\nentry_points:", "\n  - name: SP_Extra\n    since: 0.3.0\n    doc: New in 0.3.0.\n    fields:\n"
                             "      - {name: struct_size, type: size_t, zero: no_op, doc: Size.}\n"
                             "      - {name: ext, type: void*, zero: optional, doc: Reserved.}\n\nentry_points:")),
    Allowed("new-enumerator-minor",
            lambda t: sub(t, "      - {name: SE_EVENT_COMPLETE, value: 3, since: 0.0.1}\n",
                          "      - {name: SE_EVENT_COMPLETE, value: 3, since: 0.0.1}\n"
                          "      - {name: SE_EVENT_CANCELLED, value: 4, since: 0.3.0}\n")),
    Allowed("deprecate-minor",
            lambda t: sub(t, "        doc: Optional NUL-terminated device name, for printing only.\n",
                          "        doc: Optional NUL-terminated device name, for printing only.\n"
                          "        deprecated: {since: 0.3.0, note: Use device_vendor.}\n")),
    Allowed("retire-no-op-minor",
            lambda t: sub(t, "{name: allocator, type: SP_Allocator*, zero: no_op, doc: Output for the plugin to fill.}",
                          "{name: allocator, type: SP_Allocator*, zero: no_op, doc: Output for the plugin to fill., "
                          "deprecated: {since: 0.3.0, retired: 0.3.0}}")),
    Allowed("major-removes-member", lambda t: remove_device_vendor(rebase_to_major(t)),
            doc="a new MAJOR starts a new history; the old records are archive"),
    Allowed("release-030-freezes", release_030, freezes=("0.3.0",)),
]
