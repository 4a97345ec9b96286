/* Reading a plugin's dynamic imports from its file (host_elf.h). Only the
 * section headers are trusted to say where things are, and every offset,
 * size and count they give is checked against the bytes read before it is
 * used: a truncated or corrupt file is an error with a reason. The layout
 * is taken from <elf.h>'s types (Elf32_Shdr, Elf64_Sym, ...) through
 * offsetof, read byte by byte in the file's own byte order, so a 32-bit
 * or big-endian plugin reads the same on any host. */
#include "host_elf.h"

#include <elf.h>
#include <errno.h>
#include <fcntl.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

/* Limits that keep a hostile file from making the host allocate without
 * end: far above any real plugin (ITEX imports ~3000 symbols). */
#define ELF_MAX_FILE (1024u * 1024u * 1024u)
#define ELF_MAX_SYMBOLS 1000000u
#define ELF_MAX_NEEDED 4096u

typedef struct elf_view {
  const unsigned char *b;
  size_t len;
  int big, is64;
} elf_view;

static uint64_t get(const elf_view *v, size_t off, size_t width) {
  uint64_t x = 0;
  for (size_t i = 0; i < width; i++) {
    size_t k = v->big ? i : width - 1 - i;
    x = (x << 8) | v->b[off + k];
  }
  return x;
}

/* A field of a struct at `base`, by its offset and size in <elf.h>'s type
 * of the file's class; the caller has checked the struct lies in the file. */
#define FIELD(v, base, T32, T64, f)                                                                  \
  ((v)->is64 ? get((v), (base) + offsetof(T64, f), sizeof(((T64 *)0)->f))                           \
             : get((v), (base) + offsetof(T32, f), sizeof(((T32 *)0)->f)))

static int fits(const elf_view *v, uint64_t off, uint64_t size) { return off <= v->len && size <= v->len - off; }

static int fail(char *err, size_t n, const char *why) {
  snprintf(err, n, "%s", why);
  return -1;
}

typedef struct section {
  uint32_t type, link;
  uint64_t offset, size, entsize;
} section;

static section read_section(const elf_view *v, uint64_t at) {
  section s;
  s.type = (uint32_t)FIELD(v, at, Elf32_Shdr, Elf64_Shdr, sh_type);
  s.link = (uint32_t)FIELD(v, at, Elf32_Shdr, Elf64_Shdr, sh_link);
  s.offset = FIELD(v, at, Elf32_Shdr, Elf64_Shdr, sh_offset);
  s.size = FIELD(v, at, Elf32_Shdr, Elf64_Shdr, sh_size);
  s.entsize = FIELD(v, at, Elf32_Shdr, Elf64_Shdr, sh_entsize);
  return s;
}

/* A NUL-terminated string at `idx` of the string table `st`, or NULL. */
static const char *string_at(const elf_view *v, const section *st, uint64_t idx) {
  if (idx >= st->size) return NULL;
  const char *p = (const char *)v->b + st->offset + idx;
  return memchr(p, '\0', (size_t)(st->size - idx)) ? p : NULL;
}

static char *dup_str(const char *s) {
  size_t k = strlen(s) + 1;
  char *d = malloc(k);
  if (d) memcpy(d, s, k);
  return d;
}

void host_elf_imports_free(host_elf_imports *im) {
  for (size_t i = 0; i < im->nneeded; i++) free(im->needed[i]);
  for (size_t i = 0; i < im->nundefined; i++) free(im->undefined[i].name);
  for (size_t i = 0; i < im->nexported; i++) free(im->exported[i].name);
  free(im->needed);
  free(im->undefined);
  free(im->exported);
  memset(im, 0, sizeof *im);
}

int host_elf_needs(const host_elf_imports *im, const char *soname) {
  for (size_t i = 0; i < im->nneeded; i++)
    if (strcmp(im->needed[i], soname) == 0) return 1;
  return 0;
}

int host_elf_exports(const host_elf_imports *im, const char *name) {
  for (size_t i = 0; i < im->nexported; i++)
    if (strcmp(im->exported[i].name, name) == 0) return 1;
  return 0;
}

/* The section `link` names as a string table, checked; 0 on success. */
static int string_table(const elf_view *v, uint64_t shoff, uint64_t shentsize, uint64_t shnum, uint32_t link,
                        section *out) {
  if (link == 0 || link >= shnum) return -1;
  *out = read_section(v, shoff + link * shentsize);
  return out->type == SHT_STRTAB && fits(v, out->offset, out->size) ? 0 : -1;
}

static int read_needed(const elf_view *v, const section *dyn, const section *st, host_elf_imports *out, char *err,
                       size_t n) {
  size_t esz = v->is64 ? sizeof(Elf64_Dyn) : sizeof(Elf32_Dyn);
  if (dyn->entsize != 0 && dyn->entsize < esz) return fail(err, n, "dynamic section entries smaller than an Elf_Dyn");
  if (dyn->entsize > esz) esz = (size_t)dyn->entsize;
  for (uint64_t off = 0; off + esz <= dyn->size; off += esz) {
    uint64_t at = dyn->offset + off;
    int64_t tag = (int64_t)FIELD(v, at, Elf32_Dyn, Elf64_Dyn, d_tag);
    if (!v->is64) tag = (int32_t)tag;
    if (tag == DT_NULL) break;
    if (tag != DT_NEEDED) continue;
    uint64_t idx = FIELD(v, at, Elf32_Dyn, Elf64_Dyn, d_un.d_val);
    const char *name = string_at(v, st, idx);
    if (name == NULL) return fail(err, n, "a DT_NEEDED entry points outside its string table");
    if (out->nneeded >= ELF_MAX_NEEDED) return fail(err, n, "more DT_NEEDED entries than any real library has");
    char **grown = realloc(out->needed, (out->nneeded + 1) * sizeof *grown);
    if (grown == NULL) return fail(err, n, "out of memory");
    out->needed = grown;
    if ((out->needed[out->nneeded] = dup_str(name)) == NULL) return fail(err, n, "out of memory");
    out->nneeded++;
  }
  return 0;
}

/* The dynamic symbols: the undefined ones (imports) and the exported ones. */
static int read_symbols(const elf_view *v, const section *sym, const section *st, host_elf_imports *out, char *err,
                        size_t n) {
  size_t esz = v->is64 ? sizeof(Elf64_Sym) : sizeof(Elf32_Sym);
  if (sym->entsize != 0 && sym->entsize < esz) return fail(err, n, "dynamic symbols smaller than an Elf_Sym");
  if (sym->entsize > esz) esz = (size_t)sym->entsize;
  uint64_t count = sym->size / esz;
  if (count > ELF_MAX_SYMBOLS) return fail(err, n, "more dynamic symbols than any real library has");
  out->undefined = calloc(count ? (size_t)count : 1, sizeof *out->undefined);
  out->exported = calloc(count ? (size_t)count : 1, sizeof *out->exported);
  if (out->undefined == NULL || out->exported == NULL) return fail(err, n, "out of memory");
  for (uint64_t i = 1; i < count; i++) { /* symbol 0 is the reserved null symbol */
    uint64_t at = sym->offset + i * esz;
    uint64_t shndx = FIELD(v, at, Elf32_Sym, Elf64_Sym, st_shndx);
    unsigned info = (unsigned)FIELD(v, at, Elf32_Sym, Elf64_Sym, st_info);
    unsigned other = (unsigned)FIELD(v, at, Elf32_Sym, Elf64_Sym, st_other);
    unsigned bind = ELF64_ST_BIND(info); /* the same bits in ELF32_ST_BIND */
    unsigned vis = ELF64_ST_VISIBILITY(other);
    const char *name = string_at(v, st, FIELD(v, at, Elf32_Sym, Elf64_Sym, st_name));
    if (name == NULL) return fail(err, n, "a dynamic symbol's name points outside its string table");
    if (name[0] == '\0') continue;
    host_elf_symbol *s;
    if (shndx == SHN_UNDEF) {
      s = &out->undefined[out->nundefined++];
    } else if ((bind == STB_GLOBAL || bind == STB_WEAK) && (vis == STV_DEFAULT || vis == STV_PROTECTED)) {
      s = &out->exported[out->nexported++];
    } else {
      continue;
    }
    if ((s->name = dup_str(name)) == NULL) return fail(err, n, "out of memory");
    s->weak = bind == STB_WEAK;
  }
  return 0;
}

/* The ELF header checked: the file's class and byte order in `v`, where
 * its section headers are (each checked to lie inside the file). */
typedef struct elf_sections {
  uint64_t shoff, shentsize, shnum;
} elf_sections;

static int open_view(const unsigned char *buf, size_t len, elf_view *v, elf_sections *sh, char *err, size_t n) {
  if (len < EI_NIDENT || memcmp(buf, ELFMAG, SELFMAG) != 0) return fail(err, n, "not an ELF file");
  *v = (elf_view){buf, len, 0, 0};
  switch (buf[EI_CLASS]) {
    case ELFCLASS32: v->is64 = 0; break;
    case ELFCLASS64: v->is64 = 1; break;
    default: return fail(err, n, "ELF file of unknown class (neither 32- nor 64-bit)");
  }
  switch (buf[EI_DATA]) {
    case ELFDATA2LSB: v->big = 0; break;
    case ELFDATA2MSB: v->big = 1; break;
    default: return fail(err, n, "ELF file of unknown byte order");
  }
  if (!fits(v, 0, v->is64 ? sizeof(Elf64_Ehdr) : sizeof(Elf32_Ehdr))) return fail(err, n, "truncated ELF header");
  uint64_t type = FIELD(v, 0, Elf32_Ehdr, Elf64_Ehdr, e_type);
  if (type != ET_DYN && type != ET_EXEC) return fail(err, n, "ELF file is neither a shared object nor an executable");
  sh->shoff = FIELD(v, 0, Elf32_Ehdr, Elf64_Ehdr, e_shoff);
  sh->shentsize = FIELD(v, 0, Elf32_Ehdr, Elf64_Ehdr, e_shentsize);
  sh->shnum = FIELD(v, 0, Elf32_Ehdr, Elf64_Ehdr, e_shnum);
  size_t shdr = v->is64 ? sizeof(Elf64_Shdr) : sizeof(Elf32_Shdr);
  if (sh->shoff == 0) return fail(err, n, "no section headers (stripped to the program headers): imports not readable");
  if (sh->shentsize < shdr) return fail(err, n, "section headers smaller than an Elf_Shdr");
  if (!fits(v, sh->shoff, sh->shentsize)) return fail(err, n, "section headers past the end of the file (truncated?)");
  /* More than SHN_LORESERVE sections: the count is in section 0's size. */
  if (sh->shnum == 0) sh->shnum = read_section(v, sh->shoff).size;
  if (sh->shnum > (v->len - sh->shoff) / sh->shentsize)
    return fail(err, n, "section headers past the end of the file (truncated?)");
  return 0;
}

int host_elf_parse_imports(const unsigned char *buf, size_t len, host_elf_imports *out, char *err, size_t n) {
  memset(out, 0, sizeof *out);
  elf_view v;
  elf_sections sh;
  if (open_view(buf, len, &v, &sh, err, n) != 0) return -1;
  out->elf_class = v.is64 ? 64 : 32;
  int seen_dynsym = 0;
  for (uint64_t i = 0; i < sh.shnum; i++) {
    section s = read_section(&v, sh.shoff + i * sh.shentsize);
    if (s.type != SHT_DYNSYM && s.type != SHT_DYNAMIC) continue;
    if (!fits(&v, s.offset, s.size)) return fail(err, n, "a dynamic section lies past the end of the file (truncated?)");
    section st;
    if (string_table(&v, sh.shoff, sh.shentsize, sh.shnum, s.link, &st) != 0)
      return fail(err, n, "a dynamic section names no valid string table");
    if (s.type == SHT_DYNAMIC) {
      if (read_needed(&v, &s, &st, out, err, n) != 0) return -1;
    } else if (!seen_dynsym++) {
      if (read_symbols(&v, &s, &st, out, err, n) != 0) return -1;
    }
  }
  return 0;
}

/* The whole file, read (not mapped: a file shortened while it is read is a
 * short read, not a SIGBUS). */
static unsigned char *slurp(const char *path, size_t *len, char *err, size_t n) {
  int fd = open(path, O_RDONLY | O_CLOEXEC);
  if (fd < 0) {
    snprintf(err, n, "cannot open: %s", strerror(errno));
    return NULL;
  }
  struct stat st;
  if (fstat(fd, &st) != 0 || !S_ISREG(st.st_mode) || st.st_size <= 0 || (uint64_t)st.st_size > ELF_MAX_FILE) {
    close(fd);
    fail(err, n, "not a regular file of a plausible size");
    return NULL;
  }
  size_t want = (size_t)st.st_size, got = 0;
  unsigned char *buf = malloc(want);
  if (buf == NULL) {
    close(fd);
    fail(err, n, "out of memory");
    return NULL;
  }
  while (got < want) {
    ssize_t k = read(fd, buf + got, want - got);
    if (k < 0 && errno == EINTR) continue;
    if (k <= 0) break;
    got += (size_t)k;
  }
  close(fd);
  *len = got;
  return buf;
}

int host_elf_function_ranges(const char *path, const char *prefix, host_elf_range **out, size_t *count, char *err,
                             size_t n) {
  *out = NULL;
  *count = 0;
  size_t len;
  unsigned char *buf = slurp(path, &len, err, n);
  if (buf == NULL) return -1;
  elf_view v;
  elf_sections sh;
  memset(&v, 0, sizeof v);
  memset(&sh, 0, sizeof sh);
  int rc = open_view(buf, len, &v, &sh, err, n);
  size_t plen = strlen(prefix), esz = v.is64 ? sizeof(Elf64_Sym) : sizeof(Elf32_Sym);
  for (uint64_t i = 0; rc == 0 && i < sh.shnum; i++) {
    section s = read_section(&v, sh.shoff + i * sh.shentsize), st;
    if (s.type != SHT_SYMTAB) continue;
    if (!fits(&v, s.offset, s.size) || string_table(&v, sh.shoff, sh.shentsize, sh.shnum, s.link, &st) != 0 ||
        (s.entsize != 0 && s.entsize < esz)) {
      rc = fail(err, n, "a symbol table that does not fit the file");
      break;
    }
    size_t step = s.entsize > esz ? (size_t)s.entsize : esz;
    for (uint64_t k = 1; k < s.size / step; k++) {
      uint64_t at = s.offset + k * step;
      unsigned info = (unsigned)FIELD(&v, at, Elf32_Sym, Elf64_Sym, st_info);
      if (ELF64_ST_TYPE(info) != STT_FUNC || FIELD(&v, at, Elf32_Sym, Elf64_Sym, st_shndx) == SHN_UNDEF) continue;
      const char *name = string_at(&v, &st, FIELD(&v, at, Elf32_Sym, Elf64_Sym, st_name));
      if (name == NULL || strncmp(name, prefix, plen) != 0) continue;
      host_elf_range *grown = realloc(*out, (*count + 1) * sizeof *grown);
      if (grown == NULL) {
        rc = fail(err, n, "out of memory");
        break;
      }
      *out = grown;
      grown[*count].start = FIELD(&v, at, Elf32_Sym, Elf64_Sym, st_value);
      grown[*count].size = FIELD(&v, at, Elf32_Sym, Elf64_Sym, st_size);
      (*count)++;
    }
  }
  free(buf);
  return rc;
}

int host_elf_read_imports(const char *path, host_elf_imports *out, char *err, size_t n) {
  memset(out, 0, sizeof *out);
  size_t len;
  unsigned char *buf = slurp(path, &len, err, n);
  if (buf == NULL) return -1;
  int rc = host_elf_parse_imports(buf, len, out, err, n);
  free(buf);
  return rc;
}
