/* Broken: ignores params->major_version, as every plugin studied does (versioning note asks plugins to refuse). Caught by R06. */
#define MINI_BUG_IGNORE_MAJOR 1
#include "mini_plugin.inc.c"
