// libical, opened at its first call instead of when dal starts.
//
// Linked the usual way, libical (and the ICU 72 and libstdc++ it brings)
// was loaded and initialised before dal's `main`: about 1.2 ms of every
// start, with or without calendars (docs/performance.md). These functions
// stand in for the libical functions dal calls: the first call of any of
// them opens the library, looks every one of them up once, and from then
// on each call goes through the table. With calendars, that first call is
// on the calendars' worker, while the terminal is set up; without them,
// libical is never opened.
//
// The list below is every libical function dal calls: a new call of
// another one fails to link until it is added here, and a declaration
// that differs from libical's own header fails to compile.

// The C library's headers come first, those libical's header includes
// among them (assert, stdarg, stdio, time): only libical's own
// declarations are to be hidden.
#include <assert.h>
#include <dlfcn.h>
#include <pthread.h>
#include <stdarg.h>
#include <stdatomic.h>
#include <stdio.h>
#include <time.h>
#include <unistd.h>

// The stand-ins are dal's own (hidden): exported, they would be found in
// place of libical's functions by libical's calls to itself.
#define LIBICAL_ICAL_STATIC_DEFINE
#pragma GCC visibility push(hidden)
#include "CLibical.h"
#pragma GCC visibility pop

#if ICAL_MAJOR_VERSION != 3
#error "dal opens libical.so.3: the library's name must follow its major version"
#endif
#define DAL_LIBICAL_NAME "libical.so.3"

#define DAL_LIBICAL_FUNCTIONS(X) \
    X(icalcomponent_as_ical_string_r) \
    X(icalcomponent_free) \
    X(icalcomponent_get_dtstart) \
    X(icalcomponent_get_first_component) \
    X(icalcomponent_get_first_property) \
    X(icalcomponent_get_next_component) \
    X(icalcomponent_get_next_property) \
    X(icalcomponent_get_status) \
    X(icalcomponent_isa) \
    X(icaldurationtype_as_int) \
    X(icaldurationtype_from_string) \
    X(icaldurationtype_is_bad_duration) \
    X(icalparameter_get_partstat) \
    X(icalparameter_get_range) \
    X(icalparameter_get_reltype) \
    X(icalparameter_get_tzid) \
    X(icalparser_parse_string) \
    X(icalproperty_get_attendee) \
    X(icalproperty_get_duration) \
    X(icalproperty_get_exrule) \
    X(icalproperty_get_first_parameter) \
    X(icalproperty_get_rdate) \
    X(icalproperty_get_rrule) \
    X(icalproperty_get_sequence) \
    X(icalproperty_get_transp) \
    X(icalproperty_get_tzid) \
    X(icalproperty_get_tzoffsetfrom) \
    X(icalproperty_get_tzoffsetto) \
    X(icalproperty_get_value) \
    X(icalproperty_get_value_as_string) \
    X(icalproperty_get_x) \
    X(icalproperty_get_x_name) \
    X(icalproperty_get_xlicerror) \
    X(icalproperty_isa) \
    X(icalproperty_kind_to_string) \
    X(icalrecur_iterator_free) \
    X(icalrecur_iterator_new) \
    X(icalrecur_iterator_next) \
    X(icalrecurrencetype_as_string_r) \
    X(icalrecurrencetype_day_day_of_week) \
    X(icalrecurrencetype_day_position) \
    X(icalrecurrencetype_from_string) \
    X(icaltime_from_timet_with_zone) \
    X(icaltime_is_null_time) \
    X(icaltime_is_utc) \
    X(icaltime_null_time) \
    X(icaltimezone_get_builtin_timezone) \
    X(icaltimezone_get_component) \
    X(icaltimezone_get_utc_offset_of_utc_time) \
    X(icaltimezone_get_utc_timezone) \
    X(icalvalue_get_datetime) \
    X(icalvalue_get_text)

static struct {
#define DAL_LIBICAL_POINTER(name) __typeof__(&name) name;
    DAL_LIBICAL_FUNCTIONS(DAL_LIBICAL_POINTER)
} table;

static pthread_once_t opened = PTHREAD_ONCE_INIT;
static char failure[512];
static void (*exit_hook)(void);
static atomic_flag ending = ATOMIC_FLAG_INIT;

const char *const dal_libical_advice =
    "Install libical 3 (Debian 12 and Ubuntu 22.04: apt-get install libical3; "
    "Debian 13 and Ubuntu 24.04: apt-get install libical3t64) and start dal again.";

void dal_libical_set_exit_hook(void (*hook)(void)) { exit_hook = hook; }

static void open_libical(void) {
    void *library = dlopen(DAL_LIBICAL_NAME, RTLD_NOW | RTLD_LOCAL);
    if (library == NULL) {
        snprintf(failure, sizeof failure, "%s", dlerror());
        return;
    }
    // Looked up in libical itself: a lookup by name from here would find
    // these stand-ins.
#define DAL_LIBICAL_LOOK_UP(name) \
    table.name = (__typeof__(&name))dlsym(library, #name); \
    if (table.name == NULL) { \
        snprintf(failure, sizeof failure, "%s has no function %s", DAL_LIBICAL_NAME, #name); \
        return; \
    }
    DAL_LIBICAL_FUNCTIONS(DAL_LIBICAL_LOOK_UP)
}

const char *dal_libical_open(void) {
    pthread_once(&opened, open_libical);
    return failure[0] != '\0' ? failure : NULL;
}

// Every stand-in asks for the table. No libical call can go on without the
// library, so a library that cannot be opened ends dal, saying why and what
// to do, with 69 (EX_UNAVAILABLE: `ExitStatus.noTerminal` in the dal
// executable, which lists it). Once: a second thread that fails meanwhile
// waits for the end.
static const __typeof__(table) *libical(void) {
    if (dal_libical_open() != NULL) {
        if (atomic_flag_test_and_set(&ending)) {
            for (;;) pause();
        }
        if (exit_hook != NULL) exit_hook();
        dprintf(STDERR_FILENO, "dal: cannot open libical, which dal reads calendars with: %s\n%s\n",
                failure, dal_libical_advice);
        _exit(69);
    }
    return &table;
}

char *icalcomponent_as_ical_string_r(icalcomponent *component) { return libical()->icalcomponent_as_ical_string_r(component); }
void icalcomponent_free(icalcomponent *component) { libical()->icalcomponent_free(component); }
struct icaltimetype icalcomponent_get_dtstart(icalcomponent *comp) { return libical()->icalcomponent_get_dtstart(comp); }
icalcomponent *icalcomponent_get_first_component(icalcomponent *component, icalcomponent_kind kind) { return libical()->icalcomponent_get_first_component(component, kind); }
icalproperty *icalcomponent_get_first_property(icalcomponent *component, icalproperty_kind kind) { return libical()->icalcomponent_get_first_property(component, kind); }
icalcomponent *icalcomponent_get_next_component(icalcomponent *component, icalcomponent_kind kind) { return libical()->icalcomponent_get_next_component(component, kind); }
icalproperty *icalcomponent_get_next_property(icalcomponent *component, icalproperty_kind kind) { return libical()->icalcomponent_get_next_property(component, kind); }
enum icalproperty_status icalcomponent_get_status(icalcomponent *comp) { return libical()->icalcomponent_get_status(comp); }
icalcomponent_kind icalcomponent_isa(const icalcomponent *component) { return libical()->icalcomponent_isa(component); }
int icaldurationtype_as_int(struct icaldurationtype duration) { return libical()->icaldurationtype_as_int(duration); }
struct icaldurationtype icaldurationtype_from_string(const char *dur) { return libical()->icaldurationtype_from_string(dur); }
int icaldurationtype_is_bad_duration(struct icaldurationtype d) { return libical()->icaldurationtype_is_bad_duration(d); }
icalparameter_partstat icalparameter_get_partstat(const icalparameter *value) { return libical()->icalparameter_get_partstat(value); }
icalparameter_range icalparameter_get_range(const icalparameter *value) { return libical()->icalparameter_get_range(value); }
icalparameter_reltype icalparameter_get_reltype(const icalparameter *value) { return libical()->icalparameter_get_reltype(value); }
const char *icalparameter_get_tzid(const icalparameter *value) { return libical()->icalparameter_get_tzid(value); }
icalcomponent *icalparser_parse_string(const char *str) { return libical()->icalparser_parse_string(str); }
const char *icalproperty_get_attendee(const icalproperty *prop) { return libical()->icalproperty_get_attendee(prop); }
struct icaldurationtype icalproperty_get_duration(const icalproperty *prop) { return libical()->icalproperty_get_duration(prop); }
struct icalrecurrencetype icalproperty_get_exrule(const icalproperty *prop) { return libical()->icalproperty_get_exrule(prop); }
icalparameter *icalproperty_get_first_parameter(icalproperty *prop, icalparameter_kind kind) { return libical()->icalproperty_get_first_parameter(prop, kind); }
struct icaldatetimeperiodtype icalproperty_get_rdate(const icalproperty *prop) { return libical()->icalproperty_get_rdate(prop); }
struct icalrecurrencetype icalproperty_get_rrule(const icalproperty *prop) { return libical()->icalproperty_get_rrule(prop); }
int icalproperty_get_sequence(const icalproperty *prop) { return libical()->icalproperty_get_sequence(prop); }
enum icalproperty_transp icalproperty_get_transp(const icalproperty *prop) { return libical()->icalproperty_get_transp(prop); }
const char *icalproperty_get_tzid(const icalproperty *prop) { return libical()->icalproperty_get_tzid(prop); }
int icalproperty_get_tzoffsetfrom(const icalproperty *prop) { return libical()->icalproperty_get_tzoffsetfrom(prop); }
int icalproperty_get_tzoffsetto(const icalproperty *prop) { return libical()->icalproperty_get_tzoffsetto(prop); }
icalvalue *icalproperty_get_value(const icalproperty *prop) { return libical()->icalproperty_get_value(prop); }
const char *icalproperty_get_value_as_string(const icalproperty *prop) { return libical()->icalproperty_get_value_as_string(prop); }
const char *icalproperty_get_x(const icalproperty *prop) { return libical()->icalproperty_get_x(prop); }
const char *icalproperty_get_x_name(icalproperty *prop) { return libical()->icalproperty_get_x_name(prop); }
const char *icalproperty_get_xlicerror(const icalproperty *prop) { return libical()->icalproperty_get_xlicerror(prop); }
icalproperty_kind icalproperty_isa(icalproperty *property) { return libical()->icalproperty_isa(property); }
const char *icalproperty_kind_to_string(icalproperty_kind kind) { return libical()->icalproperty_kind_to_string(kind); }
void icalrecur_iterator_free(icalrecur_iterator *iterator) { libical()->icalrecur_iterator_free(iterator); }
icalrecur_iterator *icalrecur_iterator_new(struct icalrecurrencetype rule, struct icaltimetype dtstart) { return libical()->icalrecur_iterator_new(rule, dtstart); }
struct icaltimetype icalrecur_iterator_next(icalrecur_iterator *iterator) { return libical()->icalrecur_iterator_next(iterator); }
char *icalrecurrencetype_as_string_r(struct icalrecurrencetype *recur) { return libical()->icalrecurrencetype_as_string_r(recur); }
enum icalrecurrencetype_weekday icalrecurrencetype_day_day_of_week(short day) { return libical()->icalrecurrencetype_day_day_of_week(day); }
int icalrecurrencetype_day_position(short day) { return libical()->icalrecurrencetype_day_position(day); }
struct icalrecurrencetype icalrecurrencetype_from_string(const char *str) { return libical()->icalrecurrencetype_from_string(str); }
struct icaltimetype icaltime_from_timet_with_zone(const time_t tm, const int is_date, const icaltimezone *zone) { return libical()->icaltime_from_timet_with_zone(tm, is_date, zone); }
int icaltime_is_null_time(const struct icaltimetype t) { return libical()->icaltime_is_null_time(t); }
int icaltime_is_utc(const struct icaltimetype t) { return libical()->icaltime_is_utc(t); }
struct icaltimetype icaltime_null_time(void) { return libical()->icaltime_null_time(); }
icaltimezone *icaltimezone_get_builtin_timezone(const char *location) { return libical()->icaltimezone_get_builtin_timezone(location); }
icalcomponent *icaltimezone_get_component(icaltimezone *zone) { return libical()->icaltimezone_get_component(zone); }
int icaltimezone_get_utc_offset_of_utc_time(icaltimezone *zone, struct icaltimetype *tt, int *is_daylight) { return libical()->icaltimezone_get_utc_offset_of_utc_time(zone, tt, is_daylight); }
icaltimezone *icaltimezone_get_utc_timezone(void) { return libical()->icaltimezone_get_utc_timezone(); }
struct icaltimetype icalvalue_get_datetime(const icalvalue *value) { return libical()->icalvalue_get_datetime(value); }
const char *icalvalue_get_text(const icalvalue *value) { return libical()->icalvalue_get_text(value); }
