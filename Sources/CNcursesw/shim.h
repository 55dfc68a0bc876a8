#ifndef DAL_NCURSES_SHIM_H
#define DAL_NCURSES_SHIM_H
#define NCURSES_WIDECHAR 1
#define _XOPEN_SOURCE_EXTENDED 1
#include <locale.h>
#include <ncurses.h>
#endif
