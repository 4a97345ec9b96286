#!/usr/bin/env bash
# The kernel module (issue 34): the mini plugin with AddV2, Relu and MatMul
# kernels on its streams (tests/conform/kernels_plugin.c, built by
# module.mk), one defect switched on at a time, each caught by the case meant
# to catch it and by no other REQUIRED/EXPECTED case, with the evidence
# naming the kernel; a plugin without TF_InitKernel has every K case SKIP;
# kernels[] in the JSON says the same as the K cases; no host crash (the
# sanitized host runs the kernels too). Every report goes through the
# consistency oracle.
source "$(dirname "$0")/lib.sh"
K=$PLUGINS/kernels
M=$PLUGINS/modules

# run NAME [CORE]: conform under CORE, in the background; the report is
# $WORK/NAME[@CORE].json. ker_base runs the whole catalogue; a defect's
# plugin the kernel cases and the claims over every module.
run() {
  local name=$1 core=${2:-} out=$WORK/$1${2:+@$2} only="" plugin=$K/$1.so
  case $1${2:+@$2} in ker_base) ;; ker_base@*) only="R01,K" ;; *) only="R01,R08,R09,R13,R18,X01,K" ;; esac
  [[ $name == mod_no_kernel ]] && plugin=$M/mod_no_kernel.so only="K"
  "$SEABI" conform "$plugin" ${core:+--core "$core"} ${only:+--only "$only"} --json "$out.json" >"$out.txt" 2>&1
  echo $? >"$out.rc"
}
declare -a jobs=(
  ker_base ker_base@tensorflow-2.5 ker_base@tensorflow-2.14 ker_overrun ker_wrong ker_leak ker_no_reason
  ker_wrong_device ker_bad_constraint ker_unknown_op ker_misuse ker_ignores_transpose ker_temp_no_size mod_no_kernel
)
running=0
for j in "${jobs[@]}"; do
  name=${j%@*} core=""
  [[ $j == *@* ]] && core=${j#*@}
  run "$name" "$core" &
  if ((++running >= CONFORM_JOBS)); then wait -n; running=$((running - 1)); fi
done
wait

rc() { cat "$WORK/$1.rc"; }
only() { # J IDS...: exactly these REQUIRED/EXPECTED cases fail in report J
  local j=$1 want got
  shift
  want="$*"
  got=$(hard_failures "$WORK/$j.json")
  [[ $got == "$want" ]] || { echo "  $j: failing '$got', want '$want'" >&2; return 1; }
}
conformant() { [[ $(rc "$1") == 0 ]]; }
all_verdict() { # J VERDICT IDS...
  local j=$1 v=$2 id
  shift 2
  for id in "$@"; do [[ $(verdict "$WORK/$j.json" "$id") == "$v" ]] || { echo "  $j $id: $(verdict "$WORK/$j.json" "$id")" >&2; return 1; }; done
}
# kernel J NAME FIELD VALUE: kernels[]'s entry NAME has FIELD == VALUE (JSON text)
kernel() {
  "${PYTHON:-python3}" -S -c 'import json,sys
k={k["kernel_name"]: k for k in json.load(open(sys.argv[1]))["kernels"]}[sys.argv[2]]
sys.exit(0 if json.dumps(k[sys.argv[3]]) == sys.argv[4] else 1)' "$WORK/$1.json" "$2" "$3" "$4"
}
kernel_evidence() { # J NAME ERE
  "${PYTHON:-python3}" -S -c 'import json,sys
k={k["kernel_name"]: k for k in json.load(open(sys.argv[1]))["kernels"]}[sys.argv[2]]
print(k["evidence"])' "$WORK/$1.json" "$2" | grep -qE "$3"
}
KCASES="K01 K02 K03 K04 K05 K06 K07 K08 K09"

# ---- the documented plugin ------------------------------------------------------
check "ker_base: conformant (exit 0)" conformant ker_base
# shellcheck disable=SC2086
check "ker_base: every K case passes" all_verdict ker_base PASS $KCASES
check "ker_base: K01 lists the three registrations" \
  judged "$WORK/ker_base.json" K01 PASS "3 kernel\(s\).*AddV2 on MINI as 'MiniAddV2' \(T=float\).*MatMul on MINI"
check "ker_base: K05 ran the four trials (MatMul plain and transposed)" \
  judged "$WORK/ker_base.json" K05 PASS "4 kernel trial\(s\) ran on device 0"
three_ran() {
  local n
  for n in MiniAddV2 MiniRelu MiniMatMul; do kernel ker_base $n ran true && kernel ker_base $n verdict '"PASS"' || return 1; done
}
check "ker_base: kernels[] holds the three kernels, each ran and PASS" three_ran
check "ker_base: kernels[] gives op, device type, constraints, host memory, priority" \
  kernel ker_base MiniMatMul type_constraints '["T=float"]'
check "ker_base: MatMul's entry names both MatMul trials" kernel_evidence ker_base MiniMatMul "transpose_a and transpose_b"
guide_matches_cases() { # DOC PREFIX
  diff <(sed -nE "s/^\| ($2[0-9]{2}) \| ([A-Z]+) \|.*/\1 \2/p" "$1" | sort) \
    <("${PYTHON:-python3}" -S -c 'import json,sys
for c in json.load(open(sys.argv[1]))["cases"]:
    if c["id"].startswith(sys.argv[2]): print(c["id"], c["grade"])' "$WORK/ker_base.json" "$2" | sort)
}
check "docs/kernels.md's case table: the host's K cases, ids and grades" guide_matches_cases docs/kernels.md K
check "ker_base in tensorflow-2.5 (TF_InitKernel after SE_InitPlugin): conformant" conformant ker_base@tensorflow-2.5
check "ker_base in tensorflow-2.14: conformant" conformant ker_base@tensorflow-2.14

# ---- absent module ------------------------------------------------------------------
# shellcheck disable=SC2086
check "a plugin without TF_InitKernel: every K case SKIP (absent module)" all_verdict mod_no_kernel SKIP $KCASES
check "... and says why" judged "$WORK/mod_no_kernel.json" K01 SKIP "does not export TF_InitKernel"
"${PYTHON:-python3}" -S -c 'import json,sys; sys.exit(len(json.load(open(sys.argv[1]))["kernels"]))' \
  "$WORK/mod_no_kernel.json"
check "a plugin without TF_InitKernel: kernels[] is empty" test $? = 0

# ---- one defect each, one case each --------------------------------------------------
check "ker_overrun: K06 only" only ker_overrun K06
check "ker_overrun: K06 names the kernel and the output" \
  judged "$WORK/ker_overrun.json" K06 FAIL "'MiniAddV2'.*past the end of output 0 \('z'\)"
overrun_split() { kernel ker_overrun MiniAddV2 verdict '"FAIL"' && kernel ker_overrun MiniRelu verdict '"PASS"'; }
check "ker_overrun: kernels[] fails MiniAddV2 and passes MiniRelu" overrun_split
check "ker_wrong: K05 only" only ker_wrong K05
check "ker_wrong: K05 gives an element, its value and the reference" \
  judged "$WORK/ker_wrong.json" K05 FAIL "MiniAddV2.*element 0 is .*, the reference -1.25 \(tolerance"
check "ker_leak: K07 only" only ker_leak K07
check "ker_no_reason: K08 only" only ker_no_reason K08
check "ker_no_reason: K08 says the status was OK" judged "$WORK/ker_no_reason.json" K08 FAIL "MiniRelu.*an OK status"
check "ker_wrong_device: K02 only" only ker_wrong_device K02
check "ker_wrong_device: K02 names the device type nothing provides" \
  judged "$WORK/ker_wrong_device.json" K02 FAIL "'MiniMatMul'.*device type 'GPU'.*the platform's type is 'MINI'"
check "ker_wrong_device: its MatMul is not run (kernels[]: ran false, FAIL for the registration)" \
  kernel ker_wrong_device MiniMatMul ran false
check "ker_bad_constraint: K03 only" only ker_bad_constraint K03
check "ker_bad_constraint: K03 names the attribute AddV2 has not" \
  judged "$WORK/ker_bad_constraint.json" K03 FAIL "'Tout', which is no type attribute of AddV2"
unknown_op_advisory() { only ker_unknown_op && grep -qE '^K04 +ADVISORY +FAIL' "$WORK/ker_unknown_op.txt"; }
check "ker_unknown_op: no REQUIRED/EXPECTED failure, K04 (ADVISORY) fails" unknown_op_advisory
check "ker_unknown_op: kernels[] says MiniConv2D was not run" kernel ker_unknown_op MiniConv2D ran false
check "ker_misuse: K09 only" only ker_misuse K09
check "ker_misuse: K09 names the call TensorFlow aborts on" \
  judged "$WORK/ker_misuse.json" K09 FAIL "TF_ExpectedOutputDataType\(3\)"
check "ker_ignores_transpose: K05 only (the transposed MatMul trial fails)" only ker_ignores_transpose K05
check "ker_temp_no_size: K05 only, with TensorFlow's INVALID_ARGUMENT for struct_size 0" only ker_temp_no_size K05
check "ker_temp_no_size: K05's evidence" \
  judged "$WORK/ker_temp_no_size.json" K05 FAIL "INVALID_ARGUMENT: TF_AllocatorAttributes struct size member must be set"

# ---- no host crash: the sanitized host drives the kernels ------------------------------
"$SEABI_ASAN" conform "$K/ker_overrun.so" --only K --json "$WORK/asan_overrun.json" >"$WORK/asan_overrun.txt" 2>&1
arc=$?
check "seabi-asan on ker_overrun: exit 1 (a verdict, no sanitizer report from the host)" \
  bash -c "test $arc = 1 && ! grep -q 'ERROR: AddressSanitizer\|runtime error' $WORK/asan_overrun.txt"
check "seabi-asan on ker_overrun: K06 FAIL as with the plain host" judged "$WORK/asan_overrun.json" K06 FAIL "MiniAddV2"

# ---- simdev ------------------------------------------------------------------------
if [[ -n $SIMDEV ]]; then
  "$SEABI" conform "$SIMDEV" --only K --json "$WORK/simdev_k.json" >"$WORK/simdev_k.txt" 2>&1
  if nm -D --defined-only "$SIMDEV" | grep -qw TF_InitKernel; then
    check "simdev exports TF_InitKernel: K05 passes" judged "$WORK/simdev_k.json" K05 PASS "ran on device 0"
  else
    check "simdev without TF_InitKernel: its K cases SKIP" all_verdict simdev_k SKIP K01 K05
  fi
fi

# ---- no two verdicts disagree -------------------------------------------------------
check "oracle: every kernel report is consistent with its record and its kernels[]" \
  "${PYTHON:-python3}" tests/conform/oracle.py "$WORK"
mkdir -p "$WORK/planted"
"${PYTHON:-python3}" -c "import json,sys
d=json.load(open(sys.argv[1]))
for k in d['kernels']:
    k['verdict'] = 'PASS'
json.dump(d, open(sys.argv[2], 'w'))" "$WORK/ker_wrong.json" "$WORK/planted/kernel_pass.json"
check "oracle catches a kernels[] entry passing over the record's wrong values" \
  bash -c "! ${PYTHON:-python3} tests/conform/oracle.py $WORK/planted/kernel_pass.json >/dev/null"
finish
