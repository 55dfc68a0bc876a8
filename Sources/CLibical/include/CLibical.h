#ifndef DAL_CLIBICAL_H
#define DAL_CLIBICAL_H

#include <libical/ical.h>

// libical is opened at its first call, not when dal starts (LibicalLoader.c).
// If it cannot be opened, that first call writes why to standard error and
// ends dal with status 69 (EX_UNAVAILABLE), after this hook, when one is
// set, has given the terminal back (once, whichever thread comes first).
void dal_libical_set_exit_hook(void (*hook)(void));

// What to do when libical cannot be opened, for every message that says so.
extern const char *const dal_libical_advice;

// Opens libical if it is not open yet. Returns NULL when it is open, or why
// it cannot be; never ends dal. A thread that must not end dal asks this
// before its first call.
const char *dal_libical_open(void);

// The BY lists of a recurrence rule are fixed-size C arrays, which Swift
// imports as tuples; these read and set them by part number instead.
enum dal_by_part {
    DAL_BY_SECOND, DAL_BY_MINUTE, DAL_BY_HOUR, DAL_BY_DAY, DAL_BY_MONTH_DAY,
    DAL_BY_YEAR_DAY, DAL_BY_WEEK_NO, DAL_BY_MONTH, DAL_BY_SET_POS
};

static inline short *dal_by_list(struct icalrecurrencetype *rule, enum dal_by_part part, int *size) {
    switch (part) {
    case DAL_BY_SECOND: *size = ICAL_BY_SECOND_SIZE; return rule->by_second;
    case DAL_BY_MINUTE: *size = ICAL_BY_MINUTE_SIZE; return rule->by_minute;
    case DAL_BY_HOUR: *size = ICAL_BY_HOUR_SIZE; return rule->by_hour;
    case DAL_BY_DAY: *size = ICAL_BY_DAY_SIZE; return rule->by_day;
    case DAL_BY_MONTH_DAY: *size = ICAL_BY_MONTHDAY_SIZE; return rule->by_month_day;
    case DAL_BY_YEAR_DAY: *size = ICAL_BY_YEARDAY_SIZE; return rule->by_year_day;
    case DAL_BY_WEEK_NO: *size = ICAL_BY_WEEKNO_SIZE; return rule->by_week_no;
    case DAL_BY_MONTH: *size = ICAL_BY_MONTH_SIZE; return rule->by_month;
    default: *size = ICAL_BY_SETPOS_SIZE; return rule->by_set_pos;
    }
}

// How many values a BY list holds (it ends at ICAL_RECURRENCE_ARRAY_MAX).
static inline int dal_by_count(struct icalrecurrencetype *rule, enum dal_by_part part) {
    int size = 0;
    short *list = dal_by_list(rule, part, &size);
    int count = 0;
    while (count < size && list[count] != ICAL_RECURRENCE_ARRAY_MAX) count++;
    return count;
}

// Makes a BY list hold exactly one value.
static inline void dal_by_set_single(struct icalrecurrencetype *rule, enum dal_by_part part, short value) {
    int size = 0;
    short *list = dal_by_list(rule, part, &size);
    list[0] = value;
    if (size > 1) list[1] = ICAL_RECURRENCE_ARRAY_MAX;
}

#endif
