# tests/migrate: README's "Migrating from TensorFlow's header", literally.
# tf_way_plugin.c is written against TensorFlow 2.14's stream_executor.h and
# built unchanged (shim/ answers that include with se_api_tensorflow.h);
# tf_way_plugin_migrated.c is what migrate.py makes of it by README's steps,
# committed. tests/conform/module.mk builds the plugins; this suite
# regenerates the migrated source and compares, and shows each step matters.
MIGRATE_DIR := tests/migrate
MIGRATE_TF_WAY := $(CONFORM_OUT)/tf_way_plugin.so

TEST_SUITES += migrate
TEST_PREREQS += $(MIGRATE_TF_WAY)
.PHONY: test-migrate
test-migrate: $(MIGRATE_TF_WAY) $(HOST_BIN)
	@SEABI=$(HOST_BIN) PYTHON=$(PYTHON) CC="$(CC)" CFLAGS="$(CONFORM_CFLAGS)" TF_WAY=$(MIGRATE_TF_WAY) \
	  WORK=$(BUILD)/migrate/work.$$$$ $(MIGRATE_DIR)/run.sh
