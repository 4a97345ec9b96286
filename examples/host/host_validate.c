/* Validation and reading as the active core does it.
 *
 * The generated validators stop at the first required member that is NULL.
 * An older core does not check some members the schema now requires (the
 * profile's not_validated list); to judge the rest, the member is filled
 * with a placeholder in a scratch copy, found by trying the empty pointer
 * slots until the validator stops naming it, and validation goes on. The
 * plugin's struct is never changed. */
#include "host.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static size_t max_size(size_t a, size_t b) { return a > b ? a : b; }

void *host_core_copy(enum host_struct_slot kind, const void *filled, size_t object_size) {
  size_t cap = max_size(object_size, host_profile_host_sizeof(kind));
  unsigned char *dst = host_guard_alloc(cap, cap);
  if (dst == NULL) return NULL;
  memcpy(dst, filled, object_size);
  size_t plugin_size;
  memcpy(&plugin_size, dst, sizeof plugin_size); /* every struct starts with struct_size */
  if (host_profile_reads_own_layout() && plugin_size != 0) {
    size_t core_size = host_guard_struct_size(filled);
    memcpy(dst, &core_size, sizeof core_size);
    host_read_as_core(kind, dst);
  }
  return dst;
}

const char *host_layout_note(enum host_struct_slot kind, size_t plugin_size, char *buf, size_t n) {
  size_t core_size = host_profile_size(kind);
  buf[0] = '\0';
  /* A plugin that settled as documented filled this core's own layout, up
   * to what it knows: nothing to explain. */
  if (plugin_size == 0 || host_profile_is_settled_size(kind, plugin_size)) return buf;
  char theirs[256];
  /* Runs of neighbouring cores read first..last: TensorFlow's releases
   * repeat a layout for many releases. */
  host_profile_mask_str(host_profile_mask(kind, plugin_size), theirs, sizeof theirs);
  const char *name = host_profile_layout_name(kind, plugin_size);
  if (name != NULL)
    host_format(buf, n, " (plugin's %s.struct_size %zu is the size in %s; this %s core's is %zu: "
                "plugin filled %s's %s in a %s core)",
                host_profile_struct_name(kind), plugin_size, theirs, host_profile_active_name(),
                core_size, name, host_profile_struct_name(kind), host_profile_active_name());
  else
    host_format(buf, n, " (plugin's %s.struct_size %zu is no known core's; this %s core's is %zu)",
                host_profile_struct_name(kind), plugin_size, host_profile_active_name(), core_size);
  /* A development version grows under one version string: a plugin built
   * from another snapshot of it is the likelier cause than a core it names. */
  if (host_profile_is_development()) {
    size_t used = strlen(buf);
    if (used > 0 && buf[used - 1] == ')') used--;
    host_format(buf + used, n - used, "; this core is %s, a development snapshot: a plugin built against "
                "another snapshot of %s has other sizes, rebuild it against this core's headers)",
                SE_VERSION_STRING, host_profile_active_name());
  }
  return buf;
}

/* Extracts 'member' from "'member' field in Struct must be set." */
static int required_member(const char *msg, const char *struct_name, char *member, size_t n) {
  char want[160];
  const char *q = strchr(msg, '\'');
  if (q != msg) return 0;
  const char *end = strchr(msg + 1, '\'');
  if (end == NULL || (size_t)(end - msg - 1) >= n) return 0;
  host_format(want, sizeof want, "' field in %s must be set.", struct_name);
  if (strcmp(end, want) != 0) return 0;
  memcpy(member, msg + 1, (size_t)(end - msg - 1));
  member[end - msg - 1] = '\0';
  return 1;
}

static void placeholder(void) {}

/* Fills the empty pointer slot the validator reports as `member`. */
static int fill_member(unsigned char *copy, size_t struct_size, host_validator v, const void *ctx,
                       const char *member) {
  void (*fn)(void) = placeholder;
  unsigned char zero[sizeof fn];
  memset(zero, 0, sizeof zero);
  char msg[512], quoted[140];
  host_format(quoted, sizeof quoted, "'%s'", member);
  for (size_t off = sizeof(size_t); off + sizeof fn <= struct_size; off += sizeof(void *)) {
    if (memcmp(copy + off, zero, sizeof fn) != 0) continue;
    memcpy(copy + off, &fn, sizeof fn);
    if (v(copy, ctx, msg, sizeof msg) == TF_OK || strstr(msg, quoted) == NULL) return 1;
    memcpy(copy + off, zero, sizeof fn);
  }
  return 0;
}

/* What the active core's own validators require beyond this build's (a
 * member deprecated since, which an older core still refuses to see NULL):
 * TensorFlow's text for the first one missing. */
static TF_Code own_rules(enum host_struct_slot kind, const void *s, char *msg, size_t n) {
  const char *sname = host_profile_struct_name(kind);
  const char *member = host_profile_extra_missing(sname, s);
  if (member == NULL) return TF_OK;
  host_format(msg, n, "'%s' field in %s must be set. (this %s core's own validators require it, as the header "
              "of its version or edition does; newer headers deprecate it, but a plugin that runs in this core "
              "must still set it)",
              member, sname, host_profile_active_name());
  return TF_FAILED_PRECONDITION;
}

TF_Code host_validate(enum host_struct_slot kind, const void *s, size_t plugin_size,
                      host_validator v, const void *ctx, char *msg, size_t n,
                      char *skipped, size_t skipped_n) {
  const char *sname = host_profile_struct_name(kind);
  if (skipped_n) skipped[0] = '\0';
  /* A core newer than every header has members no plugin knows: settling
   * an SP_ struct (the plugin's to fill) always cuts them off, so a
   * struct_size still at the core's own means the plugin wrote by a layout
   * it guessed from struct_size alone. */
  if (host_profile_is_newer() && strncmp(sname, "SP_", 3) == 0 && plugin_size != 0 &&
      plugin_size == host_profile_size(kind)) {
    host_format(msg, n, "%s.struct_size is still this %s core's %zu: the plugin did not settle it "
                "(S_settle_in with SE_lineage_of_core) before filling it, so it wrote by a layout it "
                "guessed from struct_size alone",
                sname, host_profile_active_name(), plugin_size);
    return TF_FAILED_PRECONDITION;
  }
  TF_Code c = v(s, ctx, msg, n);
  if (s == NULL) return c;
  if (c == TF_OK) return own_rules(kind, s, msg, n);
  size_t struct_size;
  memcpy(&struct_size, s, sizeof struct_size);
  size_t cap = max_size(struct_size, host_profile_host_sizeof(kind));
  unsigned char *copy = calloc(1, cap);
  if (copy == NULL) return c;
  /* `s` is a core copy: at least this build's sizeof is readable. */
  size_t readable = host_profile_host_sizeof(kind);
  memcpy(copy, s, struct_size < readable ? struct_size : readable);
  char member[128];
  for (int guard = 0; guard < 64 && c != TF_OK; guard++) {
    if (!required_member(msg, sname, member, sizeof member) || host_profile_validates(sname, member))
      break;
    if (!fill_member(copy, struct_size, v, ctx, member)) break;
    if (skipped_n) {
      size_t used = strlen(skipped);
      host_format(skipped + used, skipped_n - used, "%s%s.%s NULL (not checked by this core)",
                  used ? "; " : "", sname, member);
    }
    c = v(copy, ctx, msg, n);
  }
  free(copy);
  if (c == TF_OK) c = own_rules(kind, s, msg, n);
  if (c != TF_OK) {
    char note[600];
    host_layout_note(kind, plugin_size, note, sizeof note);
    size_t used = strlen(msg);
    /* The one member TensorFlow moved (2.7): say what sits where it was. */
    if (note[0] && kind == HOST_SZ_STREAM_EXECUTOR &&
        SP_StreamExecutor_get_host_callback(s) == NULL && SP_StreamExecutor_get_mem_zero(s) != NULL) {
      host_format(msg + used, n - used, " host_callback NULL, mem_zero holds a function:");
      used = strlen(msg);
    }
    if (note[0] && used + 1 < n) host_format(msg + used, n - used, "%s", note);
  }
  return c;
}
