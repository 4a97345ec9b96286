/* Whose fault is a fault (issue 16 item 3).
 *
 * Plugin code runs in forked children; when one dies of a signal the parent
 * used to book it as the plugin's crash. A fault whose instruction is in the
 * host's own code (or a call through NULL made from it) is the host's bug
 * and must not hide as a plugin verdict. The handler asks dladdr which
 * object holds the faulting instruction and, for a jump to address 0, the
 * return address the call left on the stack; when that is the object that
 * holds this file, it reports an internal error before the child dies. */
#include "host.h"

#include <dlfcn.h>
#include <signal.h>
#include <stdint.h>
#include <string.h>
#include <ucontext.h>
#include <unistd.h>

static void (*fault_report)(const char *why);

/* The faulting instruction and the stack pointer, where the ABI says where
 * they are; 0 elsewhere (then nothing is attributed to the host). */
static void fault_pc_sp(const void *uc_, uintptr_t *pc, uintptr_t *sp) {
  const ucontext_t *uc = uc_;
  *pc = *sp = 0;
#if defined(__x86_64__) && defined(REG_RIP)
  *pc = (uintptr_t)uc->uc_mcontext.gregs[REG_RIP];
  *sp = (uintptr_t)uc->uc_mcontext.gregs[REG_RSP];
#elif defined(__i386__) && defined(REG_EIP)
  *pc = (uintptr_t)uc->uc_mcontext.gregs[REG_EIP];
  *sp = (uintptr_t)uc->uc_mcontext.gregs[REG_ESP];
#else
  (void)uc;
#endif
}

/* The host's TF_* implementations (tf_status.c, tf_buffer.c, host_item.c,
 * ...), as address ranges of this process: the binary exports none of
 * them (plugins reach them through the export libraries' forwarders), so
 * dladdr cannot name them; the executable's static symbol table does. Read
 * once, in the parent, before the first child is forked. */
static host_elf_range *tf_ranges;
static size_t tf_nranges;
static uintptr_t tf_base;

static int in_tf_function(uintptr_t addr) {
  for (size_t i = 0; i < tf_nranges; i++) {
    uintptr_t start = tf_base + (uintptr_t)tf_ranges[i].start;
    if (addr >= start && addr - start < (uintptr_t)tf_ranges[i].size) return 1;
  }
  return 0;
}

void host_fault_prepare(void) {
  static int done;
  if (done++) return;
  Dl_info here;
  void *self = (void *)(uintptr_t)&fault_pc_sp;
  if (dladdr(self, &here) == 0 || here.dli_fname == NULL) return;
  char err[200];
  if (host_elf_function_ranges("/proc/self/exe", "TF_", &tf_ranges, &tf_nranges, err, sizeof err) != 0) return;
  /* A position-independent executable is linked at 0, so its symbols move
   * with its load address; one linked at a fixed address has them absolute.
   * Which one this is shows where TF_GetCode (tf_status.c) falls. */
  uintptr_t probe = (uintptr_t)&TF_GetCode;
  tf_base = (uintptr_t)here.dli_fbase;
  if (!in_tf_function(probe)) tf_base = 0;
  if (!in_tf_function(probe)) tf_nranges = 0; /* not understood: attribute nothing by it */
}

/* In the host's own code: the object holding this file, except the TF_*
 * functions the host implements for plugins (tf_status.c): a fault there
 * comes from what the plugin passed them (a garbage TF_Status*), so it is
 * the plugin's. */
static int in_host(uintptr_t addr) {
  Dl_info here, there;
  void *self = (void *)(uintptr_t)&fault_pc_sp;
  if (addr == 0 || dladdr(self, &here) == 0 || dladdr((void *)addr, &there) == 0) return 0;
  if (there.dli_sname != NULL && strncmp(there.dli_sname, "TF_", 3) == 0) return 0;
  if (in_tf_function(addr)) return 0;
  return here.dli_fbase == there.dli_fbase;
}

static void on_fault(int sig, siginfo_t *info, void *uc) {
  uintptr_t pc, sp;
  (void)info;
  fault_pc_sp(uc, &pc, &sp);
  /* pc 0: a call through a NULL pointer; the caller is the return address. */
  uintptr_t where = pc;
  if (pc == 0 && sp != 0) memcpy(&where, (const void *)sp, sizeof where);
  if (fault_report != NULL && in_host(where)) {
    Dl_info d;
    char why[256];
    const char *fn = dladdr((void *)where, &d) && d.dli_sname ? d.dli_sname : "?";
    host_format(why, sizeof why, "internal error: signal %d (%s) in the host's own code (%s%s) -- this is a seabi bug",
                sig, strsignal(sig), fn, pc == 0 ? ", a call through NULL" : "");
    fault_report(why);
  }
  signal(sig, SIG_DFL);
  raise(sig);
}

void host_fault_install(void (*report)(const char *why)) {
  static const int sigs[] = {SIGSEGV, SIGBUS, SIGFPE, SIGILL};
  struct sigaction sa;
  memset(&sa, 0, sizeof sa);
  sa.sa_sigaction = on_fault;
  sa.sa_flags = SA_SIGINFO | SA_NODEFER;
  sigemptyset(&sa.sa_mask);
  fault_report = report;
  for (size_t i = 0; i < sizeof sigs / sizeof sigs[0]; i++) sigaction(sigs[i], &sa, NULL);
}
