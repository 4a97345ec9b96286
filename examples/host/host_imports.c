/* A plugin's imports judged against the active core before anything is
 * loaded (issue 34): each TF_ function it leaves undefined must be exported
 * by that release from a library the plugin reaches: the framework library
 * always (TensorFlow has it loaded when it opens a plugin), the others only
 * where the plugin names them DT_NEEDED, because TensorFlow opens plugins
 * RTLD_NOW | RTLD_LOCAL and a library loaded RTLD_LOCAL binds only objects
 * that depend on it. A strong import nothing reachable defines makes that
 * dlopen fail, and with it `import tensorflow`; a weak one resolves to NULL
 * and is fine if the plugin tests it before calling. The export sets are
 * data (host_profile_export); no release is a code path here. */
#include "host.h"

#include <stdio.h>
#include <string.h>

static int is_tf_function(const char *name) { return strncmp(name, "TF_", 3) == 0; }

int host_imports_read(const char *path, host_imports *im) {
  memset(im, 0, sizeof *im);
  char e[200];
  if (host_elf_read_imports(path, &im->elf, e, sizeof e) != 0) {
    host_format(im->error, sizeof im->error, "%s", e);
    host_elf_imports_free(&im->elf);
    return -1;
  }
  im->read = 1;
  for (size_t i = 0; i < im->elf.nundefined; i++) {
    const host_elf_symbol *s = &im->elf.undefined[i];
    if (!is_tf_function(s->name)) continue;
    im->tf++;
    if (host_import_resolves_from(im, s->name, NULL) != NULL) continue;
    if (s->weak) im->weak_missing++;
    else im->missing++;
  }
  return 0;
}

void host_imports_free(host_imports *im) { host_elf_imports_free(&im->elf); }

const char *host_import_resolves_from(const host_imports *im, const char *name, unsigned *exported) {
  unsigned libs = 0;
  if (exported) *exported = 0;
  if (!is_tf_function(name) || !host_profile_export(name, &libs, NULL, NULL)) return NULL;
  if (exported) *exported = libs;
  /* The framework first: it is loaded globally, so it wins the lookup. */
  for (int l = 0; l < host_tf_library_count(); l++) {
    if (!(libs & (1u << l))) continue;
    if (l == 0 || host_elf_needs(&im->elf, host_tf_library_soname(l))) return host_tf_library_soname(l);
  }
  return NULL;
}

/* "_pywrap_tensorflow_internal.so or libtensorflow_cc.so.2" */
static void libraries_text(unsigned libs, char *buf, size_t n) {
  size_t used = 0;
  buf[0] = '\0';
  for (int l = 0; l < host_tf_library_count(); l++)
    if (libs & (1u << l)) {
      host_format(buf + used, n - used, "%s%s", used ? " or " : "", host_tf_library_soname(l));
      used = strlen(buf);
    }
}

void host_imports_problems(const host_imports *im, int longform, char *buf, size_t n) {
  size_t used = 0;
  buf[0] = '\0';
  const char *core = host_profile_active_name();
  for (size_t i = 0; i < im->elf.nundefined && used + 1 < n; i++) {
    const host_elf_symbol *s = &im->elf.undefined[i];
    unsigned libs;
    if (s->weak || !is_tf_function(s->name) || host_import_resolves_from(im, s->name, &libs) != NULL) continue;
    char from[200];
    libraries_text(libs, from, sizeof from);
    if (libs == 0 && longform)
      host_format(buf + used, n - used,
                  "%simports %s, which core %s does not export: its dlopen fails with 'undefined symbol: %s' "
                  "(fix: import it weakly and test it for NULL before calling, or look it up with dlsym; "
                  "no library of this release defines it)",
                  used ? "; " : "", s->name, core, s->name);
    else if (libs == 0)
      host_format(buf + used, n - used, "%score %s does not export %s: import it weakly or use dlsym",
                  used ? "; " : "", core, s->name);
    else if (longform)
      host_format(buf + used, n - used,
                  "%simports %s, which core %s exports only from %s, which the plugin does not link (no "
                  "DT_NEEDED): its dlopen fails with 'undefined symbol: %s' (fix: link that library, import it "
                  "weakly and test it for NULL before calling, or look it up with dlsym)",
                  used ? "; " : "", s->name, core, from, s->name);
    else
      host_format(buf + used, n - used, "%score %s exports %s only from %s, which the plugin does not link: link it, import it weakly or use dlsym",
                  used ? "; " : "", core, s->name, from);
    used = strlen(buf);
  }
}

void host_imports_weak_notes(const host_imports *im, char *buf, size_t n) {
  size_t used = 0;
  buf[0] = '\0';
  for (size_t i = 0; i < im->elf.nundefined && used + 1 < n; i++) {
    const host_elf_symbol *s = &im->elf.undefined[i];
    if (!s->weak || !is_tf_function(s->name) || host_import_resolves_from(im, s->name, NULL) != NULL) continue;
    host_format(buf + used, n - used, "%s%s", used ? ", " : "", s->name);
    used = strlen(buf);
  }
}
