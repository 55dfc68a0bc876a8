/* The floor for dal's first frame: a C ncurses program that draws the same
 * month grid (title, weekday header, the weeks of November 2026 in cells
 * that fill the window, weekend colours) and nothing else, then waits for
 * `q`. scripts/perf times it beside dal and calcurse in one run, so that
 * "dal's first frame is at most twice the floor" is a ratio of one moment
 * of one machine. Built by scripts/perf with `cc floor.c -lncursesw`. */
#define _XOPEN_SOURCE_EXTENDED
#include <curses.h>
#include <locale.h>
#include <stdio.h>
#include <string.h>

static const char *weekdays[] = {"Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"};

static void draw(void) {
    int height, width;
    getmaxyx(stdscr, height, width);
    erase();
    const char *title = "November 2026";
    attron(A_BOLD);
    mvaddstr(0, (width - (int)strlen(title)) / 2, title);
    attroff(A_BOLD);
    int cell = width / 7 < 4 ? 4 : width / 7;
    int origin = (width - 7 * cell) / 2 < 0 ? 0 : (width - 7 * cell) / 2;
    for (int column = 0; column < 7; column++) {
        int pair = column == 0 ? 1 : column == 6 ? 2 : 0;
        attron(COLOR_PAIR(pair) | A_BOLD);
        mvaddstr(1, origin + column * cell + (cell - 3) / 2, weekdays[column]);
        attroff(COLOR_PAIR(pair) | A_BOLD);
    }
    /* November 2026 starts on a Sunday: five weeks. */
    int rows = 5, rowHeight = (height - 3) / rows < 1 ? 1 : (height - 3) / rows;
    for (int day = 1; day <= 30; day++) {
        int index = day - 1, row = index / 7, column = index % 7;
        int pair = column == 0 ? 1 : column == 6 ? 2 : 0;
        char text[8];
        snprintf(text, sizeof text, "%2d", day);
        attron(COLOR_PAIR(pair));
        mvaddstr(2 + row * rowHeight, origin + column * cell + (cell - 2) / 2, text);
        attroff(COLOR_PAIR(pair));
    }
    mvaddstr(height - 1, 0, " MONTH");
    refresh();
}

int main(void) {
    setlocale(LC_ALL, "");
    initscr();
    cbreak();
    noecho();
    keypad(stdscr, TRUE);
    start_color();
    use_default_colors();
    init_pair(1, COLOR_RED, -1);
    init_pair(2, COLOR_BLUE, -1);
    draw();
    for (int key; (key = getch()) != 'q';) {
        if (key == KEY_RESIZE) draw();
    }
    endwin();
    return 0;
}
