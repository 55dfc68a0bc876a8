#ifndef DAL_NCURSES_SHIM_H
#define DAL_NCURSES_SHIM_H

// SwiftPM drops the -D flags pkg-config gives, so wide-character ncurses
// must be asked for here, before the header.
#define NCURSES_WIDECHAR 1
#define _XOPEN_SOURCE_EXTENDED 1
#define _DEFAULT_SOURCE 1

#include <locale.h>
#include <langinfo.h>
#include <stdio.h>
#include <wchar.h>
#include <ncurses.h>
#include <term.h>

// Attribute macros are built from NCURSES_BITS, which Swift cannot import.
static inline attr_t dal_attr_bold(void) { return A_BOLD; }           // A_BOLD
static inline attr_t dal_attr_dim(void) { return A_DIM; }             // A_DIM
static inline attr_t dal_attr_reverse(void) { return A_REVERSE; }     // A_REVERSE
static inline attr_t dal_attr_underline(void) { return A_UNDERLINE; } // A_UNDERLINE

// Key codes Swift may not see as constants (octal macros, KEY_F(n)).
static inline int dal_key_resize(void) { return KEY_RESIZE; }      // KEY_RESIZE
static inline int dal_key_mouse(void) { return KEY_MOUSE; }        // KEY_MOUSE

// ncurses globals: Swift 6 refuses direct access to C mutable globals.
static inline WINDOW *dal_stdscr(void) { return stdscr; }               // stdscr
static inline int dal_color_pairs(void) { return COLOR_PAIRS; }         // COLOR_PAIRS
static inline int dal_colors(void) { return COLORS; }                   // COLORS
static inline void dal_forget_terminfo(void) { del_curterm(cur_term); } // cur_term after a probe

// tigetstr answers (char *)-1 for "not a string capability"; hide that.
static inline const char *dal_tigetstr(const char *name) {
    char *value = tigetstr(name);
    return (value == NULL || value == (char *)-1) ? NULL : value;
}

#endif
