# tests/loader (issue 34): a plugin's imports and the cores that export
# them. The ELF reader on real and corrupt files (elf_tool, under ASan);
# each core's export libraries against the data (soname, exactly its names);
# the function dimension of the compat matrix: a plugin importing one
# function (TF_Version, TF_AssignVariable, TF_Log, TF_SetStatus, a weak
# TF_AssignVariable, TF_TensorFromProto without and with DT_NEEDED on
# _pywrap_tensorflow_internal.so, TF_Version with it) x each core, loading or failing exactly
# as the export data predicts (matrix.py), and the reference plugin judged
# by R00 in every core the same way.
#   make test-loader   a slice: six cores (part of make test)
#   make compat        ... every core (test-loader-matrix)
LOADER_DIR := tests/loader
LOADER_OUT := $(BUILD)/loader
LOADER_TOOL := $(LOADER_OUT)/elf_tool
LOADER_DUMP := $(LOADER_OUT)/exports_dump
LOADER_PLUGIN_CFLAGS := $(CSTD) $(CWARN) -O1 -fPIC -shared
# name:function[:weak]; a name ending _pywrap also links a stand-in
# _pywrap_tensorflow_internal.so, for its DT_NEEDED.
LOADER_PLUGINS_SPEC := imp_tf_version:TF_Version imp_tf_assign:TF_AssignVariable imp_tf_log:TF_Log \
  imp_tf_status:TF_SetStatus imp_weak_assign:TF_AssignVariable:weak imp_from_proto:TF_TensorFromProto \
  imp_from_proto_pywrap:TF_TensorFromProto imp_version_pywrap:TF_Version
LOADER_PLUGINS := $(foreach s,$(LOADER_PLUGINS_SPEC),$(LOADER_OUT)/$(word 1,$(subst :, ,$(s))).so)

$(LOADER_TOOL): $(LOADER_DIR)/elf_tool.c $(HOST_DIR)/host_elf.c $(HOST_DIR)/host_elf.h
	@mkdir -p $(@D)
	$(CC) $(CSTD) $(CWARN) -O1 -g -D_GNU_SOURCE $(SAN_ASAN) -I$(HOST_DIR) -o $@ $< $(HOST_DIR)/host_elf.c

$(LOADER_DUMP): $(LOADER_DIR)/exports_dump.c $(HOST_LIB) $(HOST_HDRS)
	@mkdir -p $(@D)
	$(CC) $(HOST_CFLAGS) -o $@ $< $(HOST_LIB) $(HOST_LDLIBS)

define loader_plugin_rule
$(LOADER_OUT)/$(1).so: $(LOADER_DIR)/import_plugin.c $(if $(filter %_pywrap,$(1)),$(TF_PYWRAP_STUB))
	@mkdir -p $$(@D)
	$(CC) $(LOADER_PLUGIN_CFLAGS) -DIMPORT=$(2) $(if $(3),-DIMPORT_WEAK) -o $$@ $$< \
	  $(if $(filter %_pywrap,$(1)),$(TF_LINK_PYWRAP))
endef
$(foreach s,$(LOADER_PLUGINS_SPEC),$(eval $(call loader_plugin_rule,$(word 1,$(subst :, ,$(s))),$(word 2,$(subst :, ,$(s))),$(word 3,$(subst :, ,$(s))))))

LOADER_DEPS := $(LOADER_TOOL) $(LOADER_DUMP) $(LOADER_PLUGINS) $(HOST_BIN) $(HOST_EXPORT_LIBS) $(SIMDEV_LIB)
LOADER_RUN = $(PYTHON) $(LOADER_DIR)/matrix.py --seabi $(HOST_BIN) --tool $(LOADER_TOOL) --dump $(LOADER_DUMP) \
  --plugins $(LOADER_OUT) --cores-dir $(HOST_CORES_DIR) --spec "$(LOADER_PLUGINS_SPEC)" --cc "$(CC)" \
  $(if $(SIMDEV_LIB),--simdev $(SIMDEV_LIB))

TEST_SUITES += loader
TEST_PREREQS += $(LOADER_DEPS)
.PHONY: test-loader test-loader-matrix
test-loader: $(LOADER_DEPS)
	@$(LOADER_RUN) --cores fast

test-loader-matrix: $(LOADER_DEPS)
	@$(LOADER_RUN) --cores all

# graph_compat.py (test-conform-modules) and the misuse corpus predict from
# the export data too.
test-conform-modules test-misuse: $(LOADER_DUMP)
TEST_PREREQS += $(LOADER_DUMP)
CONFORM_ENV += EXPORTS_DUMP=$(LOADER_DUMP)

# The compat matrix's function dimension (make compat).
compat: test-loader-matrix
