/* The ELF import reader (examples/host/host_elf.c) driven from the tests:
 *   elf_tool dump FILE       its imports, one per line ("needed SONAME",
 *                            "undefined NAME strong|weak", "exported NAME"),
 *                            for comparing
 *                            with readelf/nm (tests/loader/matrix.py)
 *   elf_tool fuzz FILE N     the file cut at N points and with N random
 *                            corruptions (fixed seed): each must parse or
 *                            be refused, never read outside its bytes (run
 *                            under ASan); prints how many of each
 *   elf_tool ranges FILE     the TF_ functions of its static symbol table */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "host_elf.h"

static unsigned char *slurp(const char *path, size_t *len) {
  FILE *f = fopen(path, "rb");
  if (f == NULL) return NULL;
  fseek(f, 0, SEEK_END);
  long n = ftell(f);
  fseek(f, 0, SEEK_SET);
  unsigned char *b = n > 0 ? malloc((size_t)n) : NULL;
  if (b && fread(b, 1, (size_t)n, f) != (size_t)n) free(b), b = NULL;
  fclose(f);
  *len = (size_t)n;
  return b;
}

/* Parses `len` bytes copied to a buffer of exactly that size, so ASan sees
 * any read past them. */
static int parse_exact(const unsigned char *src, size_t len) {
  unsigned char *b = malloc(len ? len : 1);
  if (b == NULL) return -2;
  memcpy(b, src, len);
  host_elf_imports im;
  char err[200];
  int rc = host_elf_parse_imports(b, len, &im, err, sizeof err);
  if (rc != 0 && err[0] == '\0') rc = -3; /* a refusal must say why */
  host_elf_imports_free(&im);
  free(b);
  return rc;
}

int main(int argc, char **argv) {
  if (argc >= 3 && strcmp(argv[1], "dump") == 0) {
    host_elf_imports im;
    char err[200];
    if (host_elf_read_imports(argv[2], &im, err, sizeof err) != 0) {
      printf("error %s\n", err);
      host_elf_imports_free(&im);
      return 1;
    }
    printf("class %d\n", im.elf_class);
    for (size_t i = 0; i < im.nneeded; i++) printf("needed %s\n", im.needed[i]);
    for (size_t i = 0; i < im.nundefined; i++)
      printf("undefined %s %s\n", im.undefined[i].name, im.undefined[i].weak ? "weak" : "strong");
    for (size_t i = 0; i < im.nexported; i++) printf("exported %s\n", im.exported[i].name);
    host_elf_imports_free(&im);
    return 0;
  }
  if (argc >= 4 && strcmp(argv[1], "fuzz") == 0) {
    size_t len;
    unsigned char *orig = slurp(argv[2], &len);
    long n = atol(argv[3]);
    if (orig == NULL || n <= 0) return 2;
    if (parse_exact(orig, len) != 0) {
      printf("the intact file does not parse\n");
      return 1;
    }
    size_t parsed = 0, refused = 0, silent = 0;
    /* Cuts: every prefix length at n points, plus the first 256 bytes one by one (the headers). */
    for (long i = 0; i < n + 256; i++) {
      size_t cut = i < 256 ? (size_t)i : (size_t)((double)(i - 256) / (double)n * (double)len);
      int rc = parse_exact(orig, cut);
      rc == 0 ? parsed++ : rc == -3 ? silent++ : refused++;
    }
    /* Corruptions: 1-8 random bytes set to random values, biased to the
     * headers and the end (where the section table lives). */
    unsigned long long seed = 0x5eab1u;
    unsigned char *b = malloc(len);
    for (long i = 0; i < n && b; i++) {
      memcpy(b, orig, len);
      int k = 1 + (int)(i % 8);
      for (int j = 0; j < k; j++) {
        seed = seed * 6364136223846793005ull + 1442695040888963407ull;
        size_t where = (size_t)(seed >> 33);
        switch ((seed >> 20) % 3) {
          case 0: where %= 64 < len ? 64 : len; break;
          case 1: where = len - 1 - where % (len < 4096 ? len : 4096); break;
          default: where %= len;
        }
        b[where] = (unsigned char)(seed >> 12);
      }
      int rc = parse_exact(b, len);
      rc == 0 ? parsed++ : rc == -3 ? silent++ : refused++;
    }
    free(b);
    free(orig);
    printf("parsed %zu refused %zu refused_without_reason %zu\n", parsed, refused, silent);
    return silent ? 1 : 0;
  }
  if (argc >= 3 && strcmp(argv[1], "ranges") == 0) {
    host_elf_range *r;
    size_t n;
    char err[200];
    if (host_elf_function_ranges(argv[2], "TF_", &r, &n, err, sizeof err) != 0) {
      printf("error %s\n", err);
      return 1;
    }
    for (size_t i = 0; i < n; i++) printf("%llx %llu\n", r[i].start, r[i].size);
    free(r);
    return 0;
  }
  fprintf(stderr, "usage: elf_tool dump FILE | fuzz FILE N | ranges FILE\n");
  return 2;
}
