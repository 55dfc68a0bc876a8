#ifndef DAL_LINUX_SHIM_H
#define DAL_LINUX_SHIM_H

// What Swift's Glibc module leaves out. Linux's file descriptors for
// waiting on the wall clock (timerfd: a time of day that still comes after
// a suspend, and a report when the clock is set) and on signals
// (signalfd); glibc's malloc settings (mallopt), for MemoryRelease; the
// cores a new thread may start on, for JoinedThreads; getdents64, for
// Folders.
#include <sys/timerfd.h>
#include <sys/signalfd.h>
#include <malloc.h>
#include <sched.h>
#include <pthread.h>

// Which core a thread runs on and may run on, its name, and a folder's
// entries read a few at a time (glibc declares these only for
// _GNU_SOURCE, which Swift's Glibc module is not built with).
extern int sched_getcpu(void);
extern int sched_getaffinity(pid_t pid, size_t size, cpu_set_t *set);
extern int sched_setaffinity(pid_t pid, size_t size, const cpu_set_t *set);
extern int pthread_attr_setaffinity_np(pthread_attr_t *attr, size_t size, const cpu_set_t *set);
extern int pthread_setname_np(pthread_t thread, const char *name);
extern ssize_t getdents64(int fd, void *buffer, size_t length);
// A pipe made closed on exec at once (a sync's output): a program another
// thread starts meanwhile must not inherit its write end and hold it open.
extern int pipe2(int fds[2], int flags);

#endif
