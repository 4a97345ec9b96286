"""`seabigen import`: a schema and a break report from a C header's history.

The second reader of the generator (the YAML schema is the first): it reads
versions of one C header with a real C front end, lines the versions up and
writes what it found as a schema the generator renders, plus a report of
every break and stale size constant. One job per module:

  bindings.py   finds libclang's Python bindings for whatever python3 runs
  front.py      one header on one ABI -> its declarations with their layouts
  decls.py      the declarations, as plain data
  versions.py   the header's version, from its own version macros
  history.py    the versions side by side: members, since, per-version records
  diff.py       neighbouring versions compared with the evolution checker's rules
  sizes.py      *_STRUCT_SIZE constants that do not end at the struct's end
  report.py     REPORT.json and the same findings for a person
  schema_writer.py  the schema YAML
  cli.py        the command line
"""
