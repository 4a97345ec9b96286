/* A plugin's dynamic imports, read from its file before anything is loaded
 * (host_elf.c): the libraries it names (DT_NEEDED) and the symbols it
 * leaves undefined in its dynamic symbol table, each strong or weak; and
 * the symbols it exports (defined there, global or weak, visible), which
 * the conformance runner takes as its own fact of which modules the file
 * has, whatever plugin code later says. Plain
 * C on <elf.h>: 32- and 64-bit ELF of either byte order; any file that is
 * truncated, garbage or lies about its sizes gives an error, never a read
 * outside the bytes it has. */
#ifndef SEABI_HOST_ELF_H_
#define SEABI_HOST_ELF_H_

#include <stddef.h>

typedef struct host_elf_symbol {
  char *name;
  int weak; /* STB_WEAK: the dynamic linker leaves it NULL when nothing defines it */
} host_elf_symbol;

typedef struct host_elf_imports {
  int elf_class; /* 32 or 64 */
  char **needed; /* DT_NEEDED, in the file's order */
  size_t nneeded;
  host_elf_symbol *undefined; /* undefined dynamic symbols, in the file's order */
  size_t nundefined;
  host_elf_symbol *exported; /* defined, global or weak, default or protected visibility */
  size_t nexported;
} host_elf_imports;

/* The file's imports into `out` (freed with host_elf_imports_free, also
 * after an error). Returns 0, or -1 with why in `err`. */
int host_elf_read_imports(const char *path, host_elf_imports *out, char *err, size_t n);
/* The same from `len` bytes in memory (the file's whole contents). */
int host_elf_parse_imports(const unsigned char *buf, size_t len, host_elf_imports *out, char *err, size_t n);
void host_elf_imports_free(host_elf_imports *im);
/* Whether the imports name `soname` as DT_NEEDED. */
int host_elf_needs(const host_elf_imports *im, const char *soname);
/* Whether the file's dynamic symbol table exports `name`. */
int host_elf_exports(const host_elf_imports *im, const char *name);

/* The functions (STT_FUNC, defined) of the file's static symbol table
 * whose names start with `prefix`: their addresses as linked and sizes
 * (host_fault.c tells the host's TF_ implementations from its own code by
 * them). `*out` is malloc'd; 0, or -1 with why (a stripped file has none). */
typedef struct host_elf_range {
  unsigned long long start, size;
} host_elf_range;
int host_elf_function_ranges(const char *path, const char *prefix, host_elf_range **out, size_t *count, char *err,
                             size_t n);

#endif /* SEABI_HOST_ELF_H_ */
