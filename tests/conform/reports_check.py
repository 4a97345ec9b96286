"""Checks of `seabi conform`'s JUnit and HTML reports against its JSON
report of the same run (tests/conform/reports_tests.sh).

    reports_check.py CHECK JSON REPORT [ARG]

Exits 0 when the check holds, else prints why and exits 1. CHECK:
  junit-wellformed   REPORT parses as XML (a real parser: xml.etree)
  junit-cases        a testsuite per core in the JSON's order, a testcase
                     per case in the case order, classname seabi.<core as identifier>, name
                     "ID title", and each verdict as decided: FAIL a
                     <failure> typed by grade, SKIP <skipped>, NOT_RUN an
                     <error type="NOT_RUN">, PASS nothing; a core the JSON
                     has no run for (not loadable, lost) one <error>
  junit-counts       each suite's and the document's tests, failures,
                     errors and skipped, counted from the testcases and as
                     the attributes say, equal the JSON's passed, failed,
                     not_run and skipped
  junit-text         every failure's and skip's message is the case's
                     evidence, shown as both reports show text (shown())
  page-static        one self-contained file: nothing loaded from outside,
                     a Content-Security-Policy, and the JSON it embeds is
                     the JSON report itself
  dom-rendered       REPORT is the page as headless chromium left it (its
                     DOM): the script ran to its end and drew every core and
                     case, with no warning that counts differ
  dom-counts         per core, the counts the page computed and shows, and
                     its cells by colour, equal the JSON's counts
  dom-evidence       every cell's hover text ends with that case's evidence,
                     and each core's root cause is the JSON's
  dom-detail         ARG is CORE/ID, the page was opened at #CORE/ID: the
                     detail panel shows that case's evidence
  dom-title          the page's title is its own (a script in the evidence
                     did not run)
"""
import re
import html.parser
import json
import sys
import xml.etree.ElementTree as ET


def shown(s):
    """Text as the reports show it. The JSON carries the plugin's text as
    UTF-8, a byte that is not UTF-8 already written as \\xNN; JUnit and the
    page also write control characters other than tab and line breaks, DEL,
    U+FFFE and U+FFFF as \\xNN."""
    out = []
    for ch in s:
        o = ord(ch)
        if (o < 0x20 and ch not in "\t\n\r") or o in (0x7F, 0xFFFE, 0xFFFF):
            out.append("".join("\\x%02x" % b for b in ch.encode("utf-8")))
        else:
            out.append(ch)
    return "".join(out)


def cores_of(doc):
    """[(core, its counts, its run or None)] for a single run's JSON or
    --all-cores'; counts as the JSON states them."""
    if "cores" not in doc:
        s = doc["summary"]
        counts = {"passed": s["passed"], "failed": s["failed"], "not_run": s["not_run"], "skipped": s["skipped"],
                  "required_or_expected_failed": s["required_or_expected_failed"],
                  "advisory_failed": s["failed"] - s["required_or_expected_failed"]}
        return [(doc["core"], counts, doc if doc["loadable"] else None, doc.get("root_cause", {}).get("text", ""))]
    out = []
    for c in doc["cores"]:
        counts = {k: c[k] for k in ("passed", "not_run", "skipped", "required_or_expected_failed", "advisory_failed")}
        counts["failed"] = c["required_or_expected_failed"] + c["advisory_failed"]
        run = c["run"] if c["run"] and c["run"]["loadable"] else None
        if run is not None:  # the core's line and its run's summary agree
            s = run["summary"]
            assert (s["passed"], s["failed"], s["not_run"], s["skipped"]) == (
                counts["passed"], counts["failed"], counts["not_run"], counts["skipped"]), (c["core"], s, counts)
        out.append((c["core"], counts, run, c["root_cause"]["text"]))
    return out


def fail(why):
    print(why)
    sys.exit(1)


# ---- JUnit ----------------------------------------------------------------

def junit_wellformed(doc, path, arg):
    root = ET.parse(path).getroot()
    assert root.tag == "testsuites", root.tag


def junit_cases(doc, path, arg):
    suites = list(ET.parse(path).getroot())
    cores = cores_of(doc)
    assert [s.get("name") for s in suites] == [c[0] for c in cores], [s.get("name") for s in suites]
    for suite, (core, counts, run, cause) in zip(suites, cores):
        cases = suite.findall("testcase")
        # Dots only between "seabi" and the core (Jenkins splits at them).
        cls = "seabi." + ("v" if core[:1].isdigit() else "") + re.sub(r"[^A-Za-z0-9]", "_", core)
        assert all(tc.get("classname") == cls for tc in cases), (core, cases[0].get("classname") if cases else None)
        props = {p.get("name"): p.get("value") for p in suite.iter("property")}
        assert run is None or props.get("core") == core, (core, props.get("core"))
        if run is None:
            assert len(cases) == 1 and [e.tag for e in cases[0]] == ["error"], (core, [e.tag for e in cases[0]])
            continue
        assert [tc.get("name") for tc in cases] == ["%s %s" % (x["id"], x["title"]) for x in run["cases"]], core
        for tc, x in zip(cases, run["cases"]):
            tags = [(e.tag, e.get("type")) for e in tc if e.tag != "system-out"]
            want = {"PASS": [], "SKIP": [("skipped", None)], "NOT_RUN": [("error", "NOT_RUN")],
                    "FAIL": [("failure", x["grade"])]}[x["verdict"]]
            assert tags == want, (core, x["id"], x["verdict"], tags)


def junit_counts(doc, path, arg):
    root = ET.parse(path).getroot()
    total = {"tests": 0, "failures": 0, "errors": 0, "skipped": 0}
    for suite, (core, counts, run, cause) in zip(list(root), cores_of(doc)):
        cases = suite.findall("testcase")
        seen = {"tests": len(cases), "failures": sum(1 for tc in cases if tc.find("failure") is not None),
                "errors": sum(1 for tc in cases if tc.find("error") is not None),
                "skipped": sum(1 for tc in cases if tc.find("skipped") is not None)}
        said = {k: int(suite.get(k)) for k in seen}
        assert seen == said, (core, "testcases", seen, "attributes", said)
        if run is None:
            want = {"tests": 1, "failures": 0, "errors": 1, "skipped": 0}
        else:
            want = {"tests": len(run["cases"]), "failures": counts["failed"], "errors": counts["not_run"],
                    "skipped": counts["skipped"]}
            assert seen["tests"] - seen["failures"] - seen["errors"] - seen["skipped"] == counts["passed"], core
        assert seen == want, (core, "junit", seen, "json", want)
        for k in total:
            total[k] += seen[k]
    said = {k: int(root.get(k)) for k in total}
    assert said == total, ("testsuites", said, "sum", total)


def junit_text(doc, path, arg):
    suites = list(ET.parse(path).getroot())
    checked = 0
    for suite, (core, counts, run, cause) in zip(suites, cores_of(doc)):
        if run is None:
            continue
        for tc, x in zip(suite.findall("testcase"), run["cases"]):
            for e in tc:
                if e.tag in ("failure", "skipped"):
                    assert e.get("message") == shown(x["evidence"]), (core, x["id"], e.get("message"), shown(x["evidence"]))
                    checked += 1
                if e.tag in ("failure", "error"):
                    assert (e.text or "").startswith(shown(x["evidence"])), (core, x["id"], e.text)
                    checked += 1
    assert checked, "no failure or skip to check"


# ---- the page ---------------------------------------------------------------

class Page(html.parser.HTMLParser):
    """Elements as (tag, attrs, text inside), the text of the JSON data
    element, and the title."""

    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.elements, self.open, self.data, self.title = [], [], None, None

    def handle_starttag(self, tag, attrs):
        e = [tag, dict(attrs), []]
        self.elements.append(e)
        if tag not in ("meta", "input", "br", "link", "img"):
            self.open.append(e)

    def handle_endtag(self, tag):
        while self.open:
            e = self.open.pop()
            text = "".join(e[2])
            e[2] = text
            if e[0] == "script" and e[1].get("id") == "seabi-data":
                self.data = text
            if e[0] == "title":
                self.title = text
            if self.open:
                self.open[-1][2].append(text)
            if e[0] == tag:
                break

    def handle_data(self, data):
        if self.open:
            self.open[-1][2].append(data)


def parse(path):
    p = Page()
    p.feed(open(path, encoding="utf-8", newline="").read())  # as written: a CR stays a CR
    p.close()
    for e in p.elements:  # elements never closed (none in a well-formed page)
        if isinstance(e[2], list):
            e[2] = "".join(e[2])
    return p


def page_static(doc, path, arg):
    raw = open(path, encoding="utf-8", newline="").read()
    p = parse(path)
    for tag, attrs, _ in p.elements:
        assert tag not in ("link", "img", "iframe", "object", "embed", "base"), tag
        assert "src" not in attrs and "href" not in attrs, (tag, attrs)
    outside = raw.replace(p.data or "", "")
    for bad in ("url(", "@import", "http://", "https://"):
        assert bad not in outside, bad
    csp = [a["content"] for t, a, _ in p.elements if t == "meta" and a.get("http-equiv") == "Content-Security-Policy"]
    assert csp and "default-src 'none'" in csp[0], csp
    assert p.data is not None and "<" not in p.data, "the data element is missing or holds a '<'"
    assert json.loads(p.data) == doc, "the page's JSON differs from the JSON report"


def by_id(p, ident):
    return [e for e in p.elements if e[1].get("id") == ident]


def rows(p, table):
    """The <tr data-core> rows of the table with that id, as (core, cells)."""
    out, inside = [], None
    for e in p.elements:
        if e[0] == "table":
            inside = e[1].get("id")
        elif e[0] == "tr" and inside == table and "data-core" in e[1]:
            out.append((e[1]["data-core"], []))
        elif e[0] in ("td", "th") and inside == table and out:
            out[-1][1].append(e)
        elif e[0] == "tfoot":
            inside = None
    return out


def kind(x):
    if x["verdict"] in ("PASS", "SKIP", "NOT_RUN"):
        return {"PASS": "pass", "SKIP": "skip", "NOT_RUN": "notrun"}[x["verdict"]]
    return {"REQUIRED": "fail-req", "EXPECTED": "fail-exp"}.get(x["grade"], "fail-adv")


def dom_rendered(doc, path, arg):
    p = parse(path)
    mark = by_id(p, "seabi-rendered")
    assert mark, "no #seabi-rendered: the page's script did not run to its end"
    cores = cores_of(doc)
    ids = []
    for core, counts, run, cause in cores:
        for x in (run or {}).get("cases", []):
            if x["id"] not in ids:
                ids.append(x["id"])
    a = mark[0][1]
    assert (int(a["data-cores"]), int(a["data-cases"]), int(a["data-cells"])) == (
        len(cores), len(ids), len(cores) * len(ids)), (a, len(cores), len(ids))
    assert not by_id(p, "seabi-mismatch"), by_id(p, "seabi-mismatch")[0][2]
    assert [c for c, _ in rows(p, "matrix")] == [c[0] for c in cores]
    assert [c for c, _ in rows(p, "cores")] == [c[0] for c in cores]


def dom_counts(doc, path, arg):
    p = parse(path)
    keys = ("passed", "required_or_expected_failed", "advisory_failed", "not_run", "skipped")
    table = dict(rows(p, "cores"))
    matrix = dict(rows(p, "matrix"))
    checked = 0
    for core, counts, run, cause in cores_of(doc):
        shown_counts = {e[1]["data-count"]: int(e[2]) for e in table[core] if "data-count" in e[1]}
        assert shown_counts == {k: counts[k] for k in keys}, (core, "page", shown_counts, "json", counts)
        cells = [e for e in matrix[core] if "cell" in e[1].get("class", "").split()]
        by_kind = {}
        for e in cells:
            k = [c[2:] for c in e[1]["class"].split() if c.startswith("k-")][0]
            by_kind[k] = by_kind.get(k, 0) + 1
        want = {}
        for x in (run or {}).get("cases", []):
            want[kind(x)] = want.get(kind(x), 0) + 1
        by_kind.pop("none", None)
        assert by_kind == want, (core, "cells", by_kind, "json", want)
        checked += 1
    assert checked


def dom_evidence(doc, path, arg):
    p = parse(path)
    matrix = dict(rows(p, "matrix"))
    table = dict(rows(p, "cores"))
    for core, counts, run, cause in cores_of(doc):
        cells = {e[1]["data-case"]: e for e in matrix[core] if "data-case" in e[1]}
        for x in (run or {}).get("cases", []):
            title = cells[x["id"]][1]["title"]
            assert title.startswith(core + " \u00b7 " + x["id"] + " "), (core, x["id"], title)
            assert title.endswith(": " + shown(x["evidence"])), (core, x["id"], title, shown(x["evidence"]))
        said = [e[1]["data-root-cause"] for e in table[core] if "data-root-cause" in e[1]]
        assert said == [shown(cause)], (core, said, shown(cause))


def dom_detail(doc, path, arg):
    core, ident = arg.rsplit("/", 1)
    p = parse(path)
    detail = by_id(p, "detail")
    assert detail and "hidden" not in detail[0][1], "the detail panel is hidden"
    run = [c[2] for c in cores_of(doc) if c[0] == core][0]
    x = [x for x in run["cases"] if x["id"] == ident][0]
    pre = [e for e in p.elements if e[0] == "pre" and e[1].get("class") == "evidence"]
    assert pre and pre[0][2] == shown(x["evidence"]), (pre and pre[0][2], shown(x["evidence"]))
    heads = [e[2] for e in p.elements if e[0] == "h2" and e[2].startswith(core + " \u00b7 " + ident + " ")]
    assert heads, "no heading for %s" % arg


def dom_title(doc, path, arg):
    p = parse(path)
    assert p.title == "seabi conform: " + shown(doc["plugin"]), p.title


def dom_fit(doc, path, arg):
    """The page as drawn in a window `arg` pixels wide (a measuring script the
    test added to a copy of it wrote #seabi-fit): no sideways scrolling, of
    the page or of the matrix; every section of the matrix shown within the
    window, folded or not; every root cause shown in full."""
    p = parse(path)
    fit = by_id(p, "seabi-fit")
    assert fit, "no #seabi-fit: the measuring script did not run"
    m = json.loads(fit[0][2])
    width = int(arg)
    assert m["viewport"] == width, ("window", m["viewport"], width)
    assert m["page_scroll"] <= m["viewport"], ("the page scrolls sideways", m["page_scroll"], m["viewport"])
    assert m["matrix_scroll"] <= m["matrix_client"], ("the matrix hides columns behind a scrollbar",
                                                    m["matrix_scroll"], m["matrix_client"])
    sections = []
    for c in cores_of(doc)[:1]:
        for x in (c[2] or {}).get("cases", []):
            if x["section"] not in sections:
                sections.append(x["section"])
    shown = {s["name"]: s for s in m["sections"]}
    assert sorted(shown) == sorted(sections), (sorted(shown), sections)
    for name, s in shown.items():
        assert s["visible"] and 0 <= s["left"] < s["right"] <= width, ("section not within the window", name, s)
    assert m["causes"], "no root cause drawn"
    for c in m["causes"]:
        assert c["scroll_height"] <= c["client_height"] + 1, ("a root cause is cut", c)


def png_width(doc, path, arg):
    """A screenshot chromium took: a PNG `arg` pixels wide (IHDR)."""
    data = open(path, "rb").read(24)
    assert data[:8] == b"\x89PNG\r\n\x1a\n", "not a PNG"
    assert int.from_bytes(data[16:20], "big") == int(arg), int.from_bytes(data[16:20], "big")


CHECKS = {name.replace("_", "-"): f for name, f in list(globals().items())
          if name.startswith(("junit_", "page_", "dom_", "png_")) and callable(f)}

if __name__ == "__main__":
    check, json_path, report = sys.argv[1:4]
    arg = sys.argv[4] if len(sys.argv) > 4 else None
    try:
        CHECKS[check](json.load(open(json_path)), report, arg)
    except (AssertionError, ET.ParseError, KeyError, IndexError, ValueError) as e:
        fail("%s %s: %s: %r" % (check, report, type(e).__name__, e))
