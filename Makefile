# seabi: versioned ABI structs for the StreamExecutor C API.
#
# The two commands that set up a fresh machine and show everything working:
#   make demo     generate, build, and run the reference plugin through the host
#   make test     every test suite; ends with "N passed, N failed"
#
# Each area owns a make fragment (examples/*/module.mk, tests/*/module.mk) that
# adds build outputs to ALL_TARGETS, test suites to TEST_SUITES (target
# test-NAME), what those suites need built to TEST_PREREQS, and benchmarks to
# BENCH_SUITES (target bench-NAME).

SHELL := /bin/bash
.DEFAULT_GOAL := all
.DELETE_ON_ERROR:

CC      ?= gcc
CXX     ?= g++
BUILD   := build
# Where `seabi list` looks for plugins, relative to the parent of the
# directory holding the seabi binary: $(BUILD)/ in the build tree, PREFIX
# once installed (examples/host/seabi_main.c).
PLUGIN_DIR := lib/seabi/plugins
HEADER  := include/se_api.h
# The API `make header` renders; `make gen` renders every API of the suite.
SCHEMA  := schema/se_api.yaml
SUITE   := schema/seabi.yaml
SCHEMAS := $(SUITE) $(wildcard schema/*_api.yaml)
# Every build and test here compiles se_api.h's opt-in sections (validators
# and layout pins), so each validator and pin stays tested; a plugin's own
# translation units need neither (include/se_api.h, "OPT-IN SECTIONS").
SE_OPT_IN := -DSE_API_VALIDATORS -DSE_API_LAYOUT_PINS
INCLUDES := -Iinclude $(SE_OPT_IN)
CSTD    := -std=c11
CWARN   := -Wall -Wextra -Wpedantic -Werror
SAN_ASAN := -fsanitize=address,undefined -fno-omit-frame-pointer -fno-sanitize-recover=all
SAN_TSAN := -fsanitize=thread

ALL_TARGETS :=
DEMO_STEPS :=
TEST_SUITES :=
TEST_PREREQS :=
# Suites that mostly create processes (tests/run_suites.sh runs one at a time)
TEST_FORKING :=
BENCH_SUITES :=

# ---------------------------------------------------------------------------
# Python for the generator: the first of PY_CANDIDATES with jinja2 and PyYAML.
# The distribution's interpreter comes first: Debian builds it with
# profile-guided and link-time optimization and links libpython into the
# executable, and the generator runs about a quarter faster on it than on a
# python3 built from source without them (pyenv's default build, a shared
# libpython: the image's python3 on PATH is one). A bare Debian needs
# python3-jinja2 and python3-yaml from apt (.ci/ensure-deps installs them).
# This runs at every make start, so it looks the modules up without
# importing them, and PYTHON is the interpreter itself (sys.executable), not
# what PATH finds: under pyenv that is a shell shim costing ~0.1 s at every start.
PY_CANDIDATES := /usr/bin/python3 python3
PY_PROBE := import sys, importlib.util as u; all(map(u.find_spec, ("jinja2", "yaml"))) or sys.exit(1); print(sys.executable)
PYTHON := $(shell for p in $(PY_CANDIDATES); do $$p -c '$(PY_PROBE)' 2>/dev/null && break; done)
ifeq ($(PYTHON),)
PYTHON := $(shell ./.ci/ensure-deps python >/dev/null 2>&1; \
            for p in $(PY_CANDIDATES); do $$p -c '$(PY_PROBE)' 2>/dev/null && break; done)
endif
# Compiled Python goes to build/pycache, never beside the sources, and is
# reused: the tests start the generator a few hundred times, and where the
# environment sets PYTHONDONTWRITEBYTECODE each start recompiled its 29
# modules (40 ms of a 250 ms run).
export PYTHONPYCACHEPREFIX := $(abspath $(BUILD))/pycache
unexport PYTHONDONTWRITEBYTECODE
# `python3 -m seabigen`, minus two startup costs a no-op gen would mostly
# consist of: -S skips site's work (generator/seabigen/__main__.py adds it
# back for a full run), and importing seabigen.__main__ from -c (its
# arguments follow, as -m's would) skips runpy and the modules it imports.
GEN := PYTHONPATH=generator $(PYTHON) -S -c 'import seabigen.__main__'
# `gen` skips its work when nothing it reads changed since this stamp was
# written (generator/seabigen/stamp.py); check-gen never uses it.
GEN_STAMP := $(BUILD)/gen.stamp

GENERATOR_SOURCES := $(wildcard generator/seabigen/*.py generator/seabigen/templates/*)

# Schemas that record an existing ABI's shipped history (`seabigen import`,
# README "Bring your own ABI"): each renders include/<api.header>, its opt-in
# companion and docs/<api.name>-history.md. make decides by the stamp's time
# whether one must be rendered again, so a no-op `make gen` starts no Python
# for them.
RECORDED_SCHEMAS := schema/pjrt.yaml
RECORDED_STAMPS := $(patsubst schema/%.yaml,$(BUILD)/recorded/%.stamp,$(RECORDED_SCHEMAS))

.PHONY: all gen check-gen header demo test test-prereqs compat bench clean deps

# Regenerates every committed output from the schemas of the suite
# (atomically: a schema error leaves all of them untouched), and those of
# every recorded schema.
gen: $(RECORDED_STAMPS)
	@test -n "$(PYTHON)" || { echo "error: no python3 with jinja2 and PyYAML (run: make deps)" >&2; exit 1; }
	$(GEN) gen --schema $(SUITE) --stamp $(GEN_STAMP)

$(BUILD)/recorded/%.stamp: schema/%.yaml $(GENERATOR_SOURCES)
	@test -n "$(PYTHON)" || { echo "error: no python3 with jinja2 and PyYAML (run: make deps)" >&2; exit 1; }
	$(GEN) gen --schema $<
	@mkdir -p $(@D) && touch $@

# Fails, naming the stale files, if any committed output differs from what
# the schemas render now.
check-gen:
	@test -n "$(PYTHON)" || { echo "error: no python3 with jinja2 and PyYAML (run: make deps)" >&2; exit 1; }
	$(GEN) check --schema $(SUITE)
	@for s in $(RECORDED_SCHEMAS); do $(GEN) check --schema $$s || exit 1; done

# make header AT=0.0.1 OUT=build/hdr/0.0.1/se_api.h
header:
	@test -n "$(AT)" -a -n "$(OUT)" || { echo "usage: make header AT=x.y.z OUT=path" >&2; exit 2; }
	$(GEN) header --schema $(SCHEMA) --at $(AT) --out $(OUT)

# The writer leaves unchanged files alone, so touch the header to record that
# it is now up to date with the schema and generator.
$(HEADER): $(SCHEMAS) $(GENERATOR_SOURCES)
	$(GEN) gen --schema $(SUITE) --stamp $(GEN_STAMP)
	@touch $@

deps:
	./.ci/ensure-deps all

# ---------------------------------------------------------------------------
-include $(sort $(wildcard examples/*/module.mk tests/*/module.mk))

# After the fragments, not before: make expands a rule's prerequisites when
# it reads the rule, and ALL_TARGETS is only complete once every fragment has
# added to it. (.DEFAULT_GOAL above keeps `all` the goal of plain `make`.)
all: $(HEADER) $(ALL_TARGETS)

# Everything the suites build, built once by one `make -j` before they run
# side by side (tests/run_suites.sh): two makes building the same file at
# once would clobber it, while targets already up to date are only checked.
test-prereqs: all $(TEST_PREREQS)

# The host module provides the workload half of the demo.
ifneq ($(wildcard examples/host/module.mk),)
DEMO_STEPS += demo-host
endif

# Suites that run plugins under every core (--all-cores, the misuse
# corpus, hostile plugins, the facts tools) run, in make test, one core per
# set of profiles the host cannot tell apart (SEABI_CORE_SET=distinct: a
# TensorFlow release that changed no layout, rule or loader is represented
# by the first release of its set; host_profiles.h `same_as`). `make
# test-all-releases` runs those suites under every release's profile.
ALL_CORES_SET ?= distinct
export SEABI_CORE_SET := $(ALL_CORES_SET)
.PHONY: test-all-releases
test-all-releases:
	@$(MAKE) --no-print-directory ALL_CORES_SET=all test-conform-all test-conform-reports test-conform-modules \
	  test-misuse test-hostile

test:
	@./.ci/ensure-deps test >/dev/null
	@FORKING_SUITES="$(TEST_FORKING)" tests/run_suites.sh $(TEST_SUITES)

# One table: every suite prints `| what | measured | goal |` rows, each a
# ratio against a baseline measured in the same run (or info). How i386
# programs run (compat's i386 matrix) is probed afresh (tests/lib/run-i386).
# The compile-time history and breakdown: make bench-compile-history.
bench:
	@rm -f $(BUILD)/i386-runner
	@echo "| what | measured | goal |"
	@echo "|---|---|---|"
	@for s in $(BENCH_SUITES); do $(MAKE) --no-print-directory -s bench-$$s || exit 1; done

# The main job: generate, check, summarise the ABI, then every DEMO_STEPS
# target. The build is quiet (a person reads the demo, not the compiler
# lines; a warning or an error still shows, and stops it), every table has a
# heading, and the last line says how to check one's own plugin.
demo:
	@echo "== make all, then make check-gen (quiet; warnings are errors)"
	@$(MAKE) --no-print-directory -s all
	@$(MAKE) --no-print-directory -s check-gen
	@echo
	@echo "== struct_size per API version on LP64 (seabigen summary; - not in that version)"
	@for s in $(filter-out $(SUITE),$(SCHEMAS)); do $(GEN) summary --schema $$s || exit 1; done
	@for s in $(DEMO_STEPS); do $(MAKE) --no-print-directory -s $$s || exit 1; done
	@echo
	@echo "Your own plugin: $(BUILD)/bin/seabi conform path/to/libyourplugin.so --all-cores   (README: \"Checking your own plugin\")"

clean:
	rm -rf $(BUILD)

# ---- install ---------------------------------------------------------------
# make install PREFIX=/opt/seabi [DESTDIR=/stage]; make uninstall PREFIX=...
# Installs the generated headers, a pkg-config file, a CMake package (seabi::seabi),
# the header's contract (docs/header.md) and the generated docs
# (share/doc/seabi), plus the host tool and the reference plugin when they
# have been built (`make` builds them; install never builds them itself).
# Uninstall removes exactly those files, then the directories left empty.
PREFIX ?= /usr/local
DESTDIR ?=
INSTALL_VERSION = $(shell sed -n 's/^\#define SE_VERSION_STRING "\(.*\)"/\1/p' $(HEADER))
INSTALL_MAJOR = $(firstword $(subst ., ,$(INSTALL_VERSION)))
INSTALL_ROOT = $(DESTDIR)$(PREFIX)
INSTALL_CMAKE_DIR = lib/cmake/seabi
INSTALL_PLUGIN_DIR = $(PLUGIN_DIR)
INSTALL_HOST = $(BUILD)/bin/seabi
INSTALL_PLUGIN = $(BUILD)/lib/libsimdev.so
INSTALL_DOC_DIR = share/doc/seabi
# What install copies of the generated files is data, not a list per API:
# every header (include/) and doc (docs/, CHANGELOG.md) that `make gen`
# writes from the suite, the API schemas schema/seabi.yaml lists and each
# recorded schema (RECORDED_SCHEMAS), each told by the banner it carries
# ("Generated from schema/X.yaml by"). A new API or recorded ABI is
# installed with no change here; a file left over from one no longer
# listed is not. The host's own generated table (examples/host) is no
# part of the install.
INSTALL_SCHEMAS = $(SUITE) $(addprefix schema/,$(shell sed -n 's/^ *- *schema: *\([^ #]*\).*/\1/p' $(SUITE))) $(RECORDED_SCHEMAS)
INSTALL_SPACE := $(eval) $(eval)
INSTALL_BANNER = generated from ($(subst $(INSTALL_SPACE),|,$(strip $(subst .,\.,$(INSTALL_SCHEMAS))))) by
INSTALL_GENERATED = $(shell grep -l -i -E -e '$(INSTALL_BANNER)' include/*.h docs/*.md CHANGELOG.md)
# The hand-written guides installed beside the generated docs.
INSTALL_GUIDES = docs/graph-optimizer.md docs/profiler.md
INSTALL_DOCS = $(filter-out include/%,$(INSTALL_GENERATED)) $(INSTALL_GUIDES)
# Every file install may create, relative to the prefix (uninstall's list).
# Beside the generated headers, the hand-written header-only XSpace writer a
# profiler plugin writes its collect_data_xspace bytes with.
INSTALL_HEADERS = $(notdir $(filter include/%,$(INSTALL_GENERATED))) xspace_writer.h
INSTALL_FILES = $(addprefix include/,$(INSTALL_HEADERS)) lib/pkgconfig/seabi.pc $(addprefix $(INSTALL_DOC_DIR)/,$(notdir $(INSTALL_DOCS))) \
  $(INSTALL_CMAKE_DIR)/seabiConfig.cmake $(INSTALL_CMAKE_DIR)/seabiConfigVersion.cmake \
  bin/seabi $(INSTALL_PLUGIN_DIR)/libsimdev.so $(INSTALL_CORE_LIBS)
# Each core's export libraries (examples/host/module.mk), which the
# installed seabi loads from <prefix>/lib/seabi/cores as the built one does
# from build/lib/seabi/cores.
INSTALL_CORE_LIBS = $(patsubst $(BUILD)/%,%,$(HOST_EXPORT_LIBS))
INSTALL_CORE_DIRS = $(sort $(patsubst %/,%,$(dir $(INSTALL_CORE_LIBS))))
INSTALL_SUBST = sed -e 's|@PREFIX@|$(PREFIX)|g' -e 's|@VERSION@|$(INSTALL_VERSION)|g' -e 's|@MAJOR@|$(INSTALL_MAJOR)|g'

.PHONY: install uninstall
install: $(HEADER)
	@test -n "$(INSTALL_VERSION)" || { echo "install: no SE_VERSION_STRING in $(HEADER)" >&2; exit 1; }
	@test -n "$(INSTALL_HEADERS)" || { echo "install: no generated header found for $(INSTALL_SCHEMAS)" >&2; exit 1; }
	install -d "$(INSTALL_ROOT)/include" "$(INSTALL_ROOT)/lib/pkgconfig" "$(INSTALL_ROOT)/$(INSTALL_CMAKE_DIR)"
	install -m 0644 $(addprefix include/,$(INSTALL_HEADERS)) "$(INSTALL_ROOT)/include/"
	install -d "$(INSTALL_ROOT)/$(INSTALL_DOC_DIR)"
	install -m 0644 $(INSTALL_DOCS) "$(INSTALL_ROOT)/$(INSTALL_DOC_DIR)/"
	$(INSTALL_SUBST) include/packaging/seabi.pc.in >"$(INSTALL_ROOT)/lib/pkgconfig/seabi.pc"
	$(INSTALL_SUBST) include/packaging/seabiConfig.cmake.in >"$(INSTALL_ROOT)/$(INSTALL_CMAKE_DIR)/seabiConfig.cmake"
	$(INSTALL_SUBST) include/packaging/seabiConfigVersion.cmake.in >"$(INSTALL_ROOT)/$(INSTALL_CMAKE_DIR)/seabiConfigVersion.cmake"
	chmod 0644 "$(INSTALL_ROOT)/lib/pkgconfig/seabi.pc" "$(INSTALL_ROOT)/$(INSTALL_CMAKE_DIR)"/*.cmake
	@if [ -x $(INSTALL_HOST) ]; then \
	  echo "install -D -m 0755 $(INSTALL_HOST) $(INSTALL_ROOT)/bin/seabi"; \
	  install -D -m 0755 $(INSTALL_HOST) "$(INSTALL_ROOT)/bin/seabi"; \
	else echo "install: $(INSTALL_HOST) not built, skipped"; fi
	@if [ -f $(INSTALL_PLUGIN) ]; then \
	  echo "install -D -m 0755 $(INSTALL_PLUGIN) $(INSTALL_ROOT)/$(INSTALL_PLUGIN_DIR)/libsimdev.so"; \
	  install -D -m 0755 $(INSTALL_PLUGIN) "$(INSTALL_ROOT)/$(INSTALL_PLUGIN_DIR)/libsimdev.so"; \
	else echo "install: $(INSTALL_PLUGIN) not built, skipped"; fi
	@for f in $(INSTALL_CORE_LIBS); do \
	  if [ -f $(BUILD)/$$f ]; then install -D -m 0644 $(BUILD)/$$f "$(INSTALL_ROOT)/$$f"; \
	  else echo "install: $(BUILD)/$$f not built, skipped"; fi; done

uninstall:
	rm -f $(foreach f,$(INSTALL_FILES),"$(INSTALL_ROOT)/$(f)")
	@# rmdir only removes empty directories, so shared ones (/usr/local/lib)
	@# stay as long as anything else lives there.
	@for d in $(INSTALL_CMAKE_DIR) $(INSTALL_PLUGIN_DIR) $(INSTALL_CORE_DIRS) lib/seabi/cores lib/seabi lib/cmake lib/pkgconfig lib include bin \
	  $(INSTALL_DOC_DIR) share/doc share; do \
	  rmdir "$(INSTALL_ROOT)/$$d" 2>/dev/null || true; done
# ---- end install -------------------------------------------------------------
