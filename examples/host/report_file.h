/* Report files (--json, --junit, --html, --trace, --xspace): checked before
 * any plugin code runs, so a path that cannot be written is a usage error
 * (exit 2) and not found after the whole run; and written whole or not at
 * all: into a temporary file beside the report, renamed over it once
 * complete, so a run that fails or dies part way leaves the old report or
 * none, never half of one (report_file.c). "-" is stdout. */
#ifndef SEABI_REPORT_FILE_H_
#define SEABI_REPORT_FILE_H_

#include <stdio.h>

/* 0 when `path` can be written; else -1 with the reason in `why` ("the
 * directory /x does not exist", "/x/y is a directory", "cannot create
 * files in /x: Read-only file system"). Creates and removes one empty
 * temporary file in the report's directory to find out. */
int report_file_check(const char *path, char *why, size_t n);

typedef struct report_file {
  FILE *f;
  char path[4096];
  char tmp[4200]; /* "" when written in place (stdout, a device or fifo) */
} report_file;

/* Opens the temporary file (or stdout, or the special file itself);
 * returns rf->f, NULL on error. */
FILE *report_file_open(report_file *rf, const char *path, const char *mode);
/* Closes it and, when `ok` and every write succeeded, renames it over the
 * report; otherwise removes it. Returns 0 when the report was written. */
int report_file_commit(report_file *rf, int ok);

#endif /* SEABI_REPORT_FILE_H_ */
