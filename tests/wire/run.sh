#!/usr/bin/env bash
# The protobuf wire format by hand (examples/wire): the unit tests, plain
# and under ASan+UBSan, and the bytes checked against protoc, the
# reference implementation, in both directions: what seabi writes decodes
# with protoc --decode to the committed text, and what protoc --encode
# writes from that text reads back in seabi as the committed dump. The
# .proto files are written from TensorFlow's field numbers
# (graph.proto, xplane.proto here). Where protoc is missing the protoc
# checks are counted as skipped.
#
# Environment (module.mk): WIRE_TEST, WIRE_TEST_ASAN, WORK.
set -uo pipefail
here=$(cd "$(dirname "$0")" && pwd)
source "$here/../lib/checks.sh"
: "${WIRE_TEST:?}" "${WIRE_TEST_ASAN:?}" "${WORK:?}"
rm -rf "$WORK"
mkdir -p "$WORK"

for t in "$WIRE_TEST" "$WIRE_TEST_ASAN"; do
  name=$(basename "$t")
  if "$t" >"$WORK/$name.log" 2>&1; then
    ok "$name: $(tail -n 1 "$WORK/$name.log")"
  else
    bad "$name" "$(grep -m 3 '^FAIL\|ERROR' "$WORK/$name.log" | tr '\n' ' ')(log: $WORK/$name.log)"
  fi
done

"$WIRE_TEST" write-graph "$WORK/graph.pb"
"$WIRE_TEST" write-xspace "$WORK/xspace.pb"
if ! command -v protoc >/dev/null 2>&1; then
  for what in "GraphDef decodes as protoc reads it" "XSpace decodes as protoc reads it" \
              "protoc's GraphDef reads back" "protoc's XSpace reads back"; do
    skip "$what" "protoc not installed (protobuf-compiler; .ci/ensure-deps test installs it)"
  done
  summary
  exit
fi
decode() { protoc --decode="$1" -I"$here" "$here/$2" <"$3"; }
encode() { protoc --encode="$1" -I"$here" "$here/$2" <"$3"; }
check "seabi's GraphDef decodes with protoc --decode to tests/wire/sample_graph.txt" \
  cmp <(decode tensorflow.GraphDef graph.proto "$WORK/graph.pb") "$here/sample_graph.txt"
check "seabi's XSpace decodes with protoc --decode to tests/wire/sample_xspace.txt" \
  cmp <(decode tensorflow.profiler.XSpace xplane.proto "$WORK/xspace.pb") "$here/sample_xspace.txt"
encode tensorflow.GraphDef graph.proto "$here/sample_graph.txt" >"$WORK/protoc_graph.pb"
encode tensorflow.profiler.XSpace xplane.proto "$here/sample_xspace.txt" >"$WORK/protoc_xspace.pb"
check "protoc --encode's GraphDef reads back in seabi as tests/wire/sample_graph.dump" \
  cmp <("$WIRE_TEST_ASAN" dump-graph "$WORK/protoc_graph.pb") "$here/sample_graph.dump"
check "protoc --encode's XSpace reads back in seabi as tests/wire/sample_xspace.dump" \
  cmp <("$WIRE_TEST_ASAN" dump-xspace "$WORK/protoc_xspace.pb") "$here/sample_xspace.dump"
# Fields in protoc's order, lengths as protoc computes them: the same bytes.
check "seabi writes the sample XSpace byte for byte as protoc --encode does" \
  cmp "$WORK/xspace.pb" "$WORK/protoc_xspace.pb"
summary
