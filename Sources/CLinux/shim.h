#ifndef DAL_LINUX_SHIM_H
#define DAL_LINUX_SHIM_H

// What Swift's Glibc module leaves out. Linux's file descriptors for
// waiting on the wall clock (timerfd: a time of day that still comes after
// a suspend, and a report when the clock is set) and on signals
// (signalfd); glibc's malloc settings (mallopt), for MemoryRelease.
#include <sys/timerfd.h>
#include <sys/signalfd.h>
#include <malloc.h>

#endif
