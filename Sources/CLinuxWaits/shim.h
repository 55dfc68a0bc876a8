#ifndef DAL_LINUX_WAITS_SHIM_H
#define DAL_LINUX_WAITS_SHIM_H

// Linux's file descriptors for waiting on the wall clock (timerfd: a time
// of day that still comes after a suspend, and a report when the clock is
// set) and on signals (signalfd), which Swift's Glibc module leaves out.
#include <sys/timerfd.h>
#include <sys/signalfd.h>

#endif
