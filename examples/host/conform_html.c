/* The HTML report: one self-contained page (no network, nothing outside
 * the file), cores by cases as a coloured matrix, each cell's evidence on
 * hover (its title) and on click (a panel, also opened by the address
 * #CORE/ID), and per core its verdict, counts and root cause.
 *
 * The page embeds the JSON report, a single run's (conform_write_json) or
 * --all-cores' (every core's run inside it), and draws it with an inline
 * script, rather than being drawn here in C: the --all-cores parent holds
 * no core's cases, only the JSON documents their runs wrote, so the page
 * is built from exactly what --json says, the data travels with the page
 * (a reader can take the JSON back out of it), and the counts a reader
 * sees are computed by the page from the cases it draws, which is what the
 * headless-browser check compares with the JSON (tests/conform/
 * reports_tests.sh). The page says so when its counts and the report's own
 * differ.
 *
 * Escaping. Nothing the plugin controls is written into the markup: it is
 * all in the JSON, which goes into a <script type="application/json">
 * element with every '<', '>' and '&' written as \u003c, \u003e, \u0026
 * (they only occur inside JSON strings, where those escapes mean the same
 * character), so no "</script>" or "<!--" in any evidence can end or
 * change the element. The script puts text into the page only through
 * textContent and attributes, never as markup. A Content-Security-Policy
 * allows no network at all and only this page's own style and script
 * (by a nonce made for each page). */
#include "conform.h"
#include "report_file.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

/* The page's style and script, a line each. */
static const char *const page_style[] = {
    "body { font: 14px/1.4 system-ui, sans-serif; margin: 1em 1.5em 16em; color: #1d1d1d; background: #fff; }",
    "h1 { font-size: 1.4em; margin: 0 0 .2em; }",
    "h2 { font-size: 1.1em; margin: 1.2em 0 .4em; }",
    "#plugin { font-family: ui-monospace, monospace; word-break: break-all; margin: 0; }",
    "#headline { font-weight: 600; margin: .3em 0; }",
    ".mismatch { background: #fde0dc; border: 1px solid #b71c1c; padding: .4em .6em; }",
    "table { border-collapse: collapse; }",
    "#cores td, #cores th { border-bottom: 1px solid #ddd; padding: .25em .6em; text-align: left; vertical-align: top; }",
    "#cores td.n { text-align: right; font-variant-numeric: tabular-nums; }",
    "#cores td.n.bad { color: #b71c1c; font-weight: 600; }",
    ".verdict-ok { color: #1b5e20; font-weight: 600; }",
    ".verdict-bad { color: #b71c1c; font-weight: 600; }",
    ".cause { max-width: 48em; }",
    ".cause span { display: block; }",
    "#cores td.core, #cores td.verdict-ok, #cores td.verdict-bad { white-space: nowrap; }",
    "button.case { font: inherit; font-family: ui-monospace, monospace; padding: 0 .3em; margin-right: .4em; cursor: pointer; }",
    ".scroll { overflow-x: auto; max-width: 100%; }",
    "#matrix th, #matrix td { padding: 0; }",
    "#matrix th.core { position: sticky; left: 0; z-index: 1; background: #fff; text-align: left; padding: 0 .6em 0 0; white-space: nowrap; }",
    "#matrix tr.sections th.sec { font-weight: 400; font-size: 11px; color: #555; text-align: left; overflow: hidden; white-space: nowrap; max-width: 1px; border-left: 2px solid #999; padding-left: 2px; }",
    "#matrix tr.ids th.id { font: 10px ui-monospace, monospace; writing-mode: vertical-rl; transform: rotate(180deg); height: 3.2em; text-align: left; padding: 2px 0; }",
    "#matrix td.cell { width: 15px; min-width: 15px; height: 19px; text-align: center; font: 600 10px ui-monospace, monospace; cursor: pointer; border: 1px solid #fff; }",
    "#matrix .first { border-left: 2px solid #999 !important; }",
    "#matrix .folded { display: none; }",
    "#matrix tr.sections th.sec { cursor: pointer; }",
    "#matrix td.group { width: 15px; min-width: 15px; height: 19px; text-align: center; font: 600 10px ui-monospace, monospace; cursor: pointer; border: 1px solid #fff; }",
    "#matrix tr.ids th.grp { font: italic 10px ui-monospace, monospace; writing-mode: vertical-rl; transform: rotate(180deg); height: 3.2em; text-align: left; padding: 2px 0; color: #555; }",
    "#matrix td.cell:hover, #matrix td.cell.on { outline: 2px solid #000; outline-offset: -2px; }",
    "#matrix tfoot td { font: 10px ui-monospace, monospace; text-align: center; color: #b71c1c; }",
    "#matrix tfoot th { font-weight: 400; font-size: 11px; text-align: left; position: sticky; left: 0; background: #fff; }",
    "table.hide-quiet .quiet { display: none; }",
    ".k-pass { background: #a5d6a7; }",
    ".k-fail-req { background: #b71c1c; color: #fff; }",
    ".k-fail-exp { background: #ef6c00; color: #fff; }",
    ".k-fail-adv { background: #fdd835; color: #000; }",
    ".k-skip { background: #e0e0e0; color: #555; }",
    ".k-notrun { background: #7e57c2; color: #fff; }",
    ".k-none { background: repeating-linear-gradient(45deg, #fff, #fff 3px, #ccc 3px, #ccc 5px); }",
    "span.sw { display: inline-block; min-width: 1.4em; height: 1.2em; padding: 0 .2em; vertical-align: middle; text-align: center; font: 600 10px/1.2em ui-monospace, monospace; }",
    "#legend span.sw { margin: 0 .3em 0 1em; }",
    "#legend span.sw:first-child { margin-left: 0; }",
    "#detail { z-index: 10; position: fixed; left: 0; right: 0; bottom: 0; max-height: 42vh; overflow: auto; background: #fafafa; border-top: 3px solid #555; padding: .5em 1.5em 1em; box-shadow: 0 -2px 8px rgba(0, 0, 0, .15); }",
    "#detail h2 { margin-top: .2em; }",
    "#detail pre { white-space: pre-wrap; word-break: break-word; background: #fff; border: 1px solid #ddd; padding: .5em; margin: .3em 0; font-size: 12px; }",
    "#detail .close { float: right; }",
    "#detail ul { margin: .2em 0; padding-left: 1.2em; font-size: 12px; font-family: ui-monospace, monospace; }",
    NULL,
};

static const char *const page_script[] = {
    "'use strict';",
    "(function () {",
    "  // The report: a single run's JSON (seabi conform --json) or --all-cores'.",
    "  var raw = JSON.parse(document.getElementById('seabi-data').textContent);",
    "  var doc = raw.cores ? raw : single(raw);",
    "  var KEYS = ['passed', 'required_or_expected_failed', 'advisory_failed', 'not_run', 'skipped'];",
    "  var HEAD = ['passed', 'REQUIRED/EXPECTED failed', 'ADVISORY failed', 'not run', 'skipped'];",
    "  var KINDS = [['pass', 'PASS', ''], ['fail-req', 'FAIL, REQUIRED', 'R'], ['fail-exp', 'FAIL, EXPECTED', 'E'],",
    "               ['fail-adv', 'FAIL, ADVISORY', 'A'], ['notrun', 'NOT RUN (a prerequisite failed)', 'n'],",
    "               ['skip', 'SKIP (does not apply)', 's'], ['none', 'not in this core\\'s run', '']];",
    "  var LETTER = {};",
    "  KINDS.forEach(function (k) { LETTER[k[0]] = k[2]; });",
    "",
    "  function single(d) {",
    "    var s = d.summary || {};",
    "    return {plugin: d.plugin, single: true, cores: [{",
    "      core: d.core, verdict: !d.loadable ? 'NOT LOADABLE' : s.conformant ? 'conformant' : 'NOT CONFORMANT',",
    "      passed: s.passed, required_or_expected_failed: s.required_or_expected_failed,",
    "      advisory_failed: s.failed - s.required_or_expected_failed, not_run: s.not_run, skipped: s.skipped,",
    "      root_cause: d.loadable ? d.root_cause : {case: '', text: 'cannot load: ' + d.load_error}, run: d}]};",
    "  }",
    "  function el(tag, cls, txt) {",
    "    var e = document.createElement(tag);",
    "    if (cls) e.className = cls;",
    "    if (txt !== undefined) e.textContent = txt;",
    "    return e;",
    "  }",
    "  function hex(c) { return '\\\\x' + (c < 16 ? '0' : '') + c.toString(16); }",
    "  // The JSON carries the plugin's text as UTF-8, a byte that is not UTF-8",
    "  // already written as \\xNN; a control character other than tab and line",
    "  // breaks, U+FFFE and U+FFFF are shown as \\xNN (as the JUnit report writes them).",
    "  function text(s) {",
    "    s = s === undefined || s === null ? '' : String(s);",
    "    var out = '';",
    "    for (var i = 0; i < s.length; i++) {",
    "      var c = s.charCodeAt(i);",
    "      if ((c < 0x20 && c !== 9 && c !== 10 && c !== 13) || c === 0x7f) out += hex(c);",
    "      else if (c === 0xfffe || c === 0xffff) out += hex(0xef) + hex(0xbf) + hex(c === 0xfffe ? 0xbe : 0xbf);",
    "      else out += s.charAt(i);",
    "    }",
    "    return out;",
    "  }",
    "  function kind(x) {",
    "    if (!x) return 'none';",
    "    if (x.verdict === 'PASS') return 'pass';",
    "    if (x.verdict === 'SKIP') return 'skip';",
    "    if (x.verdict === 'NOT_RUN') return 'notrun';",
    "    return x.grade === 'REQUIRED' ? 'fail-req' : x.grade === 'EXPECTED' ? 'fail-exp' : 'fail-adv';",
    "  }",
    "",
    "  // The cases, in the order the runs list them; each core's results by id.",
    "  var cases = [], known = {};",
    "  doc.cores.forEach(function (c) {",
    "    c.cells = {};",
    "    ((c.run && c.run.cases) || []).forEach(function (x) {",
    "      c.cells[x.id] = x;",
    "      if (!known[x.id]) {",
    "        known[x.id] = x;",
    "        cases.push(x);",
    "      }",
    "    });",
    "    // Counted here, from the cases themselves, and set against the report's own counts.",
    "    var n = {passed: 0, required_or_expected_failed: 0, advisory_failed: 0, not_run: 0, skipped: 0};",
    "    ((c.run && c.run.cases) || []).forEach(function (x) {",
    "      var k = kind(x);",
    "      n[k === 'pass' ? 'passed' : k === 'skip' ? 'skipped' : k === 'notrun' ? 'not_run'",
    "        : k === 'fail-adv' ? 'advisory_failed' : 'required_or_expected_failed']++;",
    "    });",
    "    c.counted = n;",
    "  });",
    "",
    "  var page = document.getElementById('page');",
    "  document.title = 'seabi conform: ' + text(doc.plugin);",
    "  document.getElementById('plugin').textContent = text(doc.plugin);",
    "  var good = doc.cores.filter(function (c) { return c.verdict === 'conformant'; }).length;",
    "  var platform = doc.cores.map(function (c) { return c.run && c.run.platform; }).filter(function (p) { return p && (p.name || p.type); })[0];",
    "  document.getElementById('headline').textContent = (doc.single ? 'core ' + doc.cores[0].core + ': ' + doc.cores[0].verdict",
    "    : good + ' of ' + doc.cores.length + ' cores conformant') +",
    "    (platform ? ' \\u00b7 platform ' + text(platform.name) + ', type ' + text(platform.type) : '');",
    "",
    "  // Counts the page computed that differ from the report's own: said, never hidden.",
    "  var differ = [];",
    "  doc.cores.forEach(function (c) {",
    "    var s = (c.run && c.run.summary) || null;",
    "    KEYS.forEach(function (k) {",
    "      var said = c[k];",
    "      if (said !== undefined && said !== c.counted[k]) differ.push(c.core + ' ' + k + ': ' + said + ' in the report, ' + c.counted[k] + ' cases here');",
    "    });",
    "    if (s && c.run.loadable && (s.passed !== c.counted.passed || s.skipped !== c.counted.skipped || s.not_run !== c.counted.not_run ||",
    "        s.required_or_expected_failed !== c.counted.required_or_expected_failed ||",
    "        s.failed - s.required_or_expected_failed !== c.counted.advisory_failed))",
    "      differ.push(c.core + ': its run\\'s summary differs from its cases');",
    "  });",
    "  if (differ.length) {",
    "    var warn = el('p', 'mismatch', 'The counts below are the cases\\'; the report says otherwise: ' + differ.join('; '));",
    "    warn.id = 'seabi-mismatch';",
    "    page.appendChild(warn);",
    "  }",
    "",
    "  // Per core: verdict, counts, root cause (shown below the matrix).",
    "  var cores = el('table');",
    "  cores.id = 'cores';",
    "  var tr = el('tr');",
    "  ['core', 'verdict'].concat(HEAD, ['root cause']).forEach(function (h) { tr.appendChild(el('th', null, h)); });",
    "  cores.appendChild(el('thead')).appendChild(tr);",
    "  var tb = cores.appendChild(el('tbody'));",
    "  doc.cores.forEach(function (c) {",
    "    var row = tb.appendChild(el('tr'));",
    "    row.setAttribute('data-core', c.core);",
    "    row.appendChild(el('td', 'core', c.core));",
    "    row.appendChild(el('td', c.verdict === 'conformant' ? 'verdict-ok' : 'verdict-bad', c.verdict));",
    "    KEYS.forEach(function (k) {",
    "      var td = row.appendChild(el('td', 'n' + (c.counted[k] && k !== 'passed' && k !== 'skipped' ? ' bad' : ''), String(c.counted[k])));",
    "      td.setAttribute('data-count', k);",
    "    });",
    "    var cause = row.appendChild(el('td', 'cause'));",
    "    var rc = c.root_cause || {};",
    "    var why = text(rc.text || c.first_failure || '');",
    "    if (rc.case && c.cells[rc.case]) {",
    "      var b = cause.appendChild(el('button', 'case', rc.case));",
    "      b.type = 'button';",
    "      b.title = 'show ' + rc.case + ' in ' + c.core;",
    "      b.addEventListener('click', function () { go(c.core, rc.case); });",
    "    }",
    "    cause.appendChild(el('span', null, why));",
    "    cause.setAttribute('data-root-cause', why);",
    "  });",
    "",
    "  // The matrix: a row per core, a column per case, grouped by section.",
    "  page.appendChild(el('h2', null, doc.single ? 'Cases' : 'Cores by cases'));",
    "  var legend = page.appendChild(el('p'));",
    "  legend.id = 'legend';",
    "  KINDS.forEach(function (k) {",
    "    legend.appendChild(el('span', 'sw k-' + k[0], k[2]));",
    "    legend.appendChild(document.createTextNode(k[1]));",
    "  });",
    "  var opts = page.appendChild(el('p'));",
    "  var quietBox = el('input');",
    "  quietBox.type = 'checkbox';",
    "  quietBox.id = 'hide-quiet';",
    "  var label = el('label', null, ' only the cases that did not pass (or skip) in every core');",
    "  label.insertBefore(quietBox, label.firstChild);",
    "  opts.appendChild(label);",
    "  opts.appendChild(document.createTextNode(' \\u00b7 hover a cell for its evidence, click it for the whole story'));",
    "",
    "  var matrix = el('table');",
    "  matrix.id = 'matrix';",
    "  var head = matrix.appendChild(el('thead'));",
    "  var secRow = head.appendChild(el('tr', 'sections')), idRow = head.appendChild(el('tr', 'ids'));",
    "  var corner = secRow.appendChild(el('th', 'core', 'core'));",
    "  corner.rowSpan = 2;",
    "  // A section is shown folded (one column: each core's worst verdict in it)",
    "  // or unfolded (a column per case); the page unfolds what fits its width,",
    "  // sections with a case that did not pass everywhere first.",
    "  var sections = [], quiet = {}, secOf = {};",
    "  cases.forEach(function (x, i) {",
    "    var first = i === 0 || cases[i - 1].section !== x.section;",
    "    if (first) sections.push({name: x.section, ids: [], open: true, n: sections.length});",
    "    var s = sections[sections.length - 1];",
    "    s.ids.push(x.id);",
    "    secOf[x.id] = s;",
    "    quiet[x.id] = doc.cores.every(function (c) { var k = kind(c.cells[x.id]); return k === 'pass' || k === 'skip' || k === 'none'; });",
    "    if (first) {",
    "      s.grp = idRow.appendChild(el('th', 'grp first', ''));",
    "      s.grp.setAttribute('data-section', s.name);",
    "    }",
    "    var th = idRow.appendChild(el('th', 'id' + (first ? ' first' : '') + (quiet[x.id] ? ' quiet' : ''), x.id));",
    "    th.title = x.id + ' ' + x.grade + ': ' + text(x.title);",
    "    th.setAttribute('data-case', x.id);",
    "  });",
    "  sections.forEach(function (s) {",
    "    s.quiet = s.ids.every(function (id) { return quiet[id]; });",
    "    s.failing = doc.cores.some(function (c) { return s.ids.some(function (id) { return kind(c.cells[id]).indexOf('fail') === 0; }); });",
    "    s.grp.textContent = s.ids[0].replace(/[0-9]+$/, '') + '\u00d7' + s.ids.length;",
    "    s.grp.title = s.name + ': ' + s.ids.length + ' cases, folded (click the section to unfold)';",
    "    if (s.quiet) s.grp.classList.add('quiet');",
    "  });",
    "  var WORST = ['fail-req', 'fail-exp', 'notrun', 'fail-adv', 'pass', 'skip', 'none'];",
    "  sections.forEach(function (s) {",
    "    var th = secRow.appendChild(el('th', 'sec', s.name));",
    "    th.title = s.name + ' (click to fold or unfold)';",
    "    th.setAttribute('data-section', s.name);",
    "    th.addEventListener('click', function () { s.open = !s.open; layout(); });",
    "    th.colSpan = s.ids.length;",
    "    s.th = th;",
    "  });",
    "  var body = matrix.appendChild(el('tbody')), cellCount = 0;",
    "  doc.cores.forEach(function (c) {",
    "    var row = body.appendChild(el('tr'));",
    "    row.setAttribute('data-core', c.core);",
    "    var th = row.appendChild(el('th', 'core ' + (c.verdict === 'conformant' ? 'verdict-ok' : 'verdict-bad'), c.core));",
    "    th.title = c.verdict + (c.root_cause && c.root_cause.text ? ': ' + text(c.root_cause.text) : '');",
    "    cases.forEach(function (x, i) {",
    "      var r = c.cells[x.id], k = kind(r);",
    "      var first = i === 0 || cases[i - 1].section !== x.section;",
    "      if (first) group(row, c, secOf[x.id]);",
    "      var td = row.appendChild(el('td', 'cell k-' + k + (first ? ' first' : '') + (quiet[x.id] ? ' quiet' : ''), LETTER[k]));",
    "      td.setAttribute('data-case', x.id);",
    "      td.title = c.core + ' \\u00b7 ' + x.id + ' ' + x.grade + ' ' + (r ? r.verdict : 'not in this run') +",
    "        (r && r.verdict === 'NOT_RUN' && r.blocked_by ? ' (blocked by ' + r.blocked_by + ')' : '') + ': ' + (r ? text(r.evidence) : '');",
    "      cellCount++;",
    "    });",
    "  });",
    "  var foot = matrix.appendChild(el('tfoot')).appendChild(el('tr'));",
    "  foot.appendChild(el('th', null, 'cores not passing'));",
    "  cases.forEach(function (x, i) {",
    "    var bad = doc.cores.filter(function (c) { var k = kind(c.cells[x.id]); return k !== 'pass' && k !== 'skip' && k !== 'none'; }).length;",
    "    var first = i === 0 || cases[i - 1].section !== x.section;",
    "    if (first) {",
    "      var s = secOf[x.id], sbad = doc.cores.filter(function (c) { return s.ids.some(function (id) { var k = kind(c.cells[id]); return k !== 'pass' && k !== 'skip' && k !== 'none'; }); }).length;",
    "      var g = foot.appendChild(el('td', 'first grpfoot' + (s.quiet ? ' quiet' : ''), sbad ? String(sbad) : ''));",
    "      g.setAttribute('data-section', s.name);",
    "    }",
    "    var td = foot.appendChild(el('td', (first ? 'first' : '') + (quiet[x.id] ? ' quiet' : ''), bad ? String(bad) : ''));",
    "    td.setAttribute('data-case', x.id);",
    "    td.title = x.id + ': ' + bad + ' of ' + doc.cores.length + ' cores failed or could not run it';",
    "  });",
    "  var holder = page.appendChild(el('div', 'scroll'));",
    "  holder.appendChild(matrix);",
    "  page.appendChild(el('h2', null, doc.single ? 'The core: counts and root cause' : 'Cores: counts and root cause'));",
    "  page.appendChild(el('div', 'scroll')).appendChild(cores);",
    "",
    "  // One core's folded column for a section: its worst verdict there.",
    "  function group(row, c, s) {",
    "    var n = {}, worst = 'none';",
    "    s.ids.forEach(function (id) { var k = kind(c.cells[id]); (n[k] = n[k] || []).push(id); });",
    "    WORST.some(function (k) { if (n[k]) { worst = k; return true; } return false; });",
    "    var td = row.appendChild(el('td', 'group first k-' + worst + (s.quiet ? ' quiet' : ''), LETTER[worst]));",
    "    td.setAttribute('data-section', s.name);",
    "    td.title = c.core + ' \u00b7 ' + s.name + ': ' + WORST.filter(function (k) { return n[k]; }).map(function (k) {",
    "      return n[k].length + ' ' + k + (k === 'pass' || k === 'skip' ? '' : ' (' + n[k].join(', ') + ')'); }).join(', ') + ' \u00b7 click to unfold';",
    "    td.addEventListener('click', function () { s.open = true; layout(); });",
    "  }",
    "  // Columns, section headers and folds as the sections' state says.",
    "  function layout() {",
    "    matrix.classList.toggle('hide-quiet', quietBox.checked);",
    "    sections.forEach(function (s) {",
    "      var shown = quietBox.checked ? s.ids.filter(function (id) { return !quiet[id]; }).length : s.ids.length;",
    "      s.ids.forEach(function (id) {",
    "        matrix.querySelectorAll('[data-case=\"' + CSS.escape(id) + '\"]').forEach(function (e) { e.classList.toggle('folded', !s.open); });",
    "      });",
    "      matrix.querySelectorAll('td[data-section=\"' + CSS.escape(s.name) + '\"], th.grp[data-section=\"' + CSS.escape(s.name) + '\"]')",
    "        .forEach(function (e) { e.classList.toggle('folded', s.open); });",
    "      s.th.colSpan = s.open ? Math.max(shown, 1) : 1;",
    "      s.th.textContent = s.open ? s.name : s.ids[0].replace(/[0-9]+$/, '');",
    "      s.th.hidden = shown === 0;",
    "      s.th.classList.toggle('open', s.open);",
    "    });",
    "  }",
    "  // Unfolds, in section order within each group, as many sections as the",
    "  // page's width shows without scrolling (those with a FAIL, then those",
    "  // with a case not run, then the rest); the others stay folded.",
    "  function fit() {",
    "    var cell = matrix.querySelector('td.cell, td.group'), corner = matrix.querySelector('th.core');",
    "    var w = cell ? cell.getBoundingClientRect().width : 17, avail = holder.clientWidth - (corner ? corner.getBoundingClientRect().width : 0) - 4;",
    "    var cols = sections.length, order = sections.slice().sort(function (a, b) { return (b.failing - a.failing) || (a.quiet - b.quiet) || (a.n - b.n); });",
    "    var opened = [];",
    "    sections.forEach(function (s) { s.open = false; });",
    "    order.forEach(function (s) {",
    "      var extra = (quietBox.checked ? s.ids.filter(function (id) { return !quiet[id]; }).length : s.ids.length) - 1;",
    "      if ((cols + extra) * w <= avail) s.open = true, cols += Math.max(extra, 0), opened.push(s);",
    "    });",
    "    layout();",
    "    // The estimate by one cell's width can be a few pixels off: what the",
    "    // page really drew decides, folding the last unfolded until it fits.",
    "    while (holder.scrollWidth > holder.clientWidth && opened.length) {",
    "      opened.pop().open = false;",
    "      layout();",
    "    }",
    "  }",
    "  fit();",
    "  quietBox.addEventListener('change', fit);",
    "",
    "  // A cell's whole story, in a panel: on click, and for the address #CORE/ID.",
    "  var detail = document.getElementById('detail');",
    "  function go(core, id) { location.hash = encodeURIComponent(core) + '/' + encodeURIComponent(id); }",
    "  matrix.addEventListener('click', function (e) {",
    "    var td = e.target.closest('td.cell');",
    "    if (td) go(td.parentNode.getAttribute('data-core'), td.getAttribute('data-case'));",
    "  });",
    "  function show() {",
    "    var h = location.hash.slice(1), at = h.lastIndexOf('/');",
    "    var on = matrix.querySelector('td.cell.on');",
    "    if (on) on.classList.remove('on');",
    "    var core = null, id = null;",
    "    try {",
    "      core = decodeURIComponent(h.slice(0, at));",
    "      id = decodeURIComponent(h.slice(at + 1));",
    "    } catch (err) { at = -1; }",
    "    var c = at < 0 ? null : doc.cores.filter(function (x) { return x.core === core; })[0];",
    "    if (!c || !known[id]) {",
    "      detail.hidden = true;",
    "      return;",
    "    }",
    "    var r = c.cells[id], x = known[id];",
    "    detail.textContent = '';",
    "    var close = detail.appendChild(el('button', 'close', 'close'));",
    "    close.type = 'button';",
    "    close.addEventListener('click', function () { history.replaceState(null, '', location.pathname + location.search); show(); });",
    "    detail.appendChild(el('h2', null, c.core + ' \\u00b7 ' + id + ' ' + text(x.title)));",
    "    var facts = detail.appendChild(el('p', 'facts'));",
    "    facts.appendChild(el('span', 'sw k-' + kind(r), r ? r.verdict : 'not in this run'));",
    "    facts.appendChild(document.createTextNode(' ' + x.grade + ' \\u00b7 ' + x.section + (r ? ' \\u00b7 ' + r.ms + ' ms' : '')));",
    "    if (r && r.verdict === 'NOT_RUN' && r.blocked_by) {",
    "      var by = detail.appendChild(el('p', null, 'blocked by '));",
    "      var bb = by.appendChild(el('button', 'case', r.blocked_by));",
    "      bb.type = 'button';",
    "      bb.addEventListener('click', function () { go(c.core, r.blocked_by); });",
    "      var judge = c.cells[r.blocked_by];",
    "      by.appendChild(document.createTextNode(judge ? judge.verdict : '(not in this run)'));",
    "    }",
    "    detail.appendChild(el('h3', null, 'evidence'));",
    "    detail.appendChild(el('pre', 'evidence', r ? text(r.evidence) : 'this case is not in ' + c.core + '\\'s run'));",
    "    var cites = ((r && r.cites) || []).map(function (i) { return c.run.record && c.run.record[i]; }).filter(Boolean);",
    "    if (cites.length) {",
    "      detail.appendChild(el('h3', null, 'from the record of what the plugin did'));",
    "      var ul = detail.appendChild(el('ul'));",
    "      cites.forEach(function (o) { ul.appendChild(el('li', null, text(o.text))); });",
    "    }",
    "    detail.hidden = false;",
    "    var cell = matrix.querySelector('tr[data-core=\"' + CSS.escape(c.core) + '\"] td.cell[data-case=\"' + CSS.escape(id) + '\"]');",
    "    if (cell) cell.classList.add('on');",
    "  }",
    "  window.addEventListener('hashchange', show);",
    "  show();",
    "",
    "  // Drawn: the mark a headless check looks for, with what was drawn.",
    "  var done = el('div');",
    "  done.id = 'seabi-rendered';",
    "  done.hidden = true;",
    "  done.setAttribute('data-cores', String(doc.cores.length));",
    "  done.setAttribute('data-cases', String(cases.length));",
    "  done.setAttribute('data-cells', String(cellCount));",
    "  document.body.appendChild(done);",
    "})();",
    NULL,
};

static void lines(FILE *f, const char *const *text) {
  for (; *text; text++) fprintf(f, "%s\n", *text);
}

/* A nonce for the page's Content-Security-Policy. */
static void make_nonce(char *out, size_t n) {
  unsigned char b[16];
  FILE *r = fopen("/dev/urandom", "rb");
  size_t got = r ? fread(b, 1, sizeof b, r) : 0;
  if (r) fclose(r);
  if (got != sizeof b) {
    uint64_t x = (uint64_t)time(NULL) * 6364136223846793005u ^ (uint64_t)getpid() * 1442695040888963407u;
    for (size_t i = 0; i < sizeof b; i++) x = x * 6364136223846793005u + 1442695040888963407u, b[i] = (unsigned char)(x >> 56);
  }
  out[0] = '\0';
  for (size_t i = 0; i < sizeof b && 2 * i + 2 < n; i++) host_format(out + 2 * i, n - 2 * i, "%02x", b[i]);
}

/* The JSON document (UTF-8: conform_json_string writes no other), with
 * '<', '>' and '&' as \u00XX: the same string to JSON.parse, and nothing an
 * HTML parser reads as a tag, a comment or a reference. Returns -1 when it
 * cannot be read. */
static int embed_json(FILE *f, const char *json_file) {
  FILE *in = fopen(json_file, "rb");
  if (in == NULL) return -1;
  int c, any = 0;
  while ((c = getc(in)) != EOF) {
    any = 1;
    if (c == '<' || c == '>' || c == '&') fprintf(f, "\\u%04x", (unsigned)c);
    else fputc(c, f);
  }
  int bad = ferror(in);
  fclose(in);
  return any && !bad ? 0 : -1;
}

int conform_write_html(const char *file, const char *json_file) {
  report_file rf;
  FILE *f = report_file_open(&rf, file, "w");
  if (f == NULL) return -1;
  char nonce[40];
  make_nonce(nonce, sizeof nonce);
  fprintf(f,
          "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
          "<meta http-equiv=\"Content-Security-Policy\" content=\"default-src 'none'; style-src 'nonce-%s'; "
          "script-src 'nonce-%s'; base-uri 'none'; form-action 'none'\">\n"
          "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n"
          "<meta name=\"generator\" content=\"seabi conform\">\n<title>seabi conform</title>\n<style nonce=\"%s\">\n",
          nonce, nonce, nonce);
  lines(f, page_style);
  fputs("</style>\n</head>\n<body>\n<header>\n<h1>seabi conform</h1>\n<p id=\"plugin\"></p>\n<p id=\"headline\"></p>\n"
        "</header>\n<noscript><p>This page draws its tables with JavaScript. The report itself is the JSON in the "
        "script element with id seabi-data, as <code>seabi conform --json</code> writes it.</p></noscript>\n"
        "<main id=\"page\"></main>\n<aside id=\"detail\" hidden></aside>\n"
        "<script type=\"application/json\" id=\"seabi-data\">\n",
        f);
  int rc = embed_json(f, json_file);
  fprintf(f, "</script>\n<script nonce=\"%s\">\n", nonce);
  lines(f, page_script);
  fputs("</script>\n</body>\n</html>\n", f);
  return report_file_commit(&rf, rc == 0);
}

/* A single run: its JSON document, written aside, in the page. */
int conform_write_html_run(const char *file, const conform_run *run) {
  char json[] = "/tmp/seabi-html-XXXXXX";
  int fd = mkstemp(json);
  if (fd < 0) return -1;
  close(fd);
  int rc = conform_write_json(json, run) == 0 ? conform_write_html(file, json) : -1;
  unlink(json);
  return rc;
}
