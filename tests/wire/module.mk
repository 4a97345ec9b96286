# tests/wire: the hand-written protobuf wire format (examples/wire), unit
# tests plain and under ASan+UBSan, and the bytes against protoc in both
# directions.
#   make test-wire
WIRE_TDIR := tests/wire
WIRE_TOUT := $(BUILD)/wire
WIRE_TEST := $(WIRE_TOUT)/wire_test
WIRE_TEST_ASAN := $(WIRE_TOUT)/wire_test_asan
WIRE_TCFLAGS := $(CSTD) $(CWARN) -g -I$(WIRE_DIR) -Iinclude

$(WIRE_TEST): $(WIRE_TDIR)/wire_test.c $(WIRE_SRCS) $(WIRE_HDRS)
	@mkdir -p $(@D)
	$(CC) $(WIRE_TCFLAGS) -O2 -o $@ $< $(WIRE_SRCS)
$(WIRE_TEST_ASAN): $(WIRE_TDIR)/wire_test.c $(WIRE_SRCS) $(WIRE_HDRS)
	@mkdir -p $(@D)
	$(CC) $(WIRE_TCFLAGS) -O1 $(SAN_ASAN) -o $@ $< $(WIRE_SRCS)

TEST_SUITES += wire
TEST_PREREQS += $(WIRE_TEST) $(WIRE_TEST_ASAN)
.PHONY: test-wire
test-wire: $(WIRE_TEST) $(WIRE_TEST_ASAN)
	@WIRE_TEST=$(WIRE_TEST) WIRE_TEST_ASAN=$(WIRE_TEST_ASAN) WORK=$(WIRE_TOUT)/work $(WIRE_TDIR)/run.sh
