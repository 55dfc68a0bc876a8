/* The floor for a cold first reading: what any program that shows a month's
 * events from a vdir must do at least when nothing is kept, written in C
 * with libical and no more. It lists one folder, then on every core reads
 * each .ics file, and parses only what can touch the shown month (November
 * 2026, the month scripts/perf opens): a file without a rule whose DTSTART's
 * date is more than a day from the month, or a rule that starts after it, is
 * passed over by a look at its bytes. What is parsed has its DTSTART taken
 * (with its zone) and its rule stepped to its instances in the month. It
 * assumes one event per file, as the vdirs scripts/perf makes have. It prints the milliseconds from start to
 * finish. scripts/perf runs it beside dal's cold rows, so that a cold budget
 * can be read against what the files themselves cost on this machine.
 * Built by scripts/perf with `cc reading-floor.c -lical -lpthread`. */
#include <libical/ical.h>
#include <dirent.h>
#include <fcntl.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

static char **paths;
static int count;

static double now_ms(void) {
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return t.tv_sec * 1e3 + t.tv_nsec / 1e6;
}

static void read_one(const char *path, struct icaltimetype month_start, struct icaltimetype month_end) {
    static __thread char buffer[1 << 20];
    int fd = open(path, O_RDONLY);
    if (fd < 0) return;
    ssize_t length = read(fd, buffer, sizeof buffer - 1);
    close(fd);
    if (length <= 0) return;
    buffer[length] = 0;
    /* The look at the bytes: DTSTART's date (the 8 digits after its colon). */
    const char *dtstart = strstr(buffer, "\nDTSTART");
    const char *colon = dtstart ? strchr(dtstart, ':') : NULL;
    if (colon && strlen(colon) > 8) {
        int date = atoi((char[9]){colon[1], colon[2], colon[3], colon[4], colon[5], colon[6], colon[7], colon[8], 0});
        int repeats = strstr(buffer, "\nRRULE") != NULL;
        if (date > 20261201 || (!repeats && date < 20261031)) return;
    }
    icalcomponent *calendar = icalparser_parse_string(buffer);
    if (!calendar) return;
    for (icalcomponent *event = icalcomponent_get_first_component(calendar, ICAL_VEVENT_COMPONENT); event;
         event = icalcomponent_get_next_component(calendar, ICAL_VEVENT_COMPONENT)) {
        struct icaltimetype start = icalcomponent_get_dtstart(event);
        icalproperty *rule = icalcomponent_get_first_property(event, ICAL_RRULE_PROPERTY);
        if (!rule) continue;
        icalrecur_iterator *steps = icalrecur_iterator_new(icalproperty_get_rrule(rule), start);
        if (!steps) continue;
        icalrecur_iterator_set_start(steps, month_start);
        for (struct icaltimetype next = icalrecur_iterator_next(steps);
             !icaltime_is_null_time(next) && icaltime_compare(next, month_end) < 0;
             next = icalrecur_iterator_next(steps)) {
        }
        icalrecur_iterator_free(steps);
    }
    icalcomponent_free(calendar);
}

static void *worker(void *argument) {
    long index = (long)argument, threads = sysconf(_SC_NPROCESSORS_ONLN);
    struct icaltimetype month_start = icaltime_from_string("20261101T000000");
    struct icaltimetype month_end = icaltime_from_string("20261201T000000");
    for (int n = (int)index; n < count; n += (int)threads) read_one(paths[n], month_start, month_end);
    return NULL;
}

int main(int argc, char **argv) {
    if (argc != 2) {
        fprintf(stderr, "usage: reading-floor FOLDER\n");
        return 2;
    }
    double started = now_ms();
    DIR *folder = opendir(argv[1]);
    if (!folder) {
        perror(argv[1]);
        return 1;
    }
    int capacity = 1024;
    paths = malloc(sizeof *paths * capacity);
    for (struct dirent *entry; (entry = readdir(folder));) {
        size_t name = strlen(entry->d_name);
        if (name < 4 || strcmp(entry->d_name + name - 4, ".ics") != 0) continue;
        if (count == capacity) paths = realloc(paths, sizeof *paths * (capacity *= 2));
        paths[count] = malloc(strlen(argv[1]) + name + 2);
        sprintf(paths[count++], "%s/%s", argv[1], entry->d_name);
    }
    closedir(folder);
    long threads = sysconf(_SC_NPROCESSORS_ONLN);
    pthread_t *workers = malloc(sizeof *workers * threads);
    for (long n = 0; n < threads; n++) pthread_create(&workers[n], NULL, worker, (void *)n);
    for (long n = 0; n < threads; n++) pthread_join(workers[n], NULL);
    printf("%.1f\n", now_ms() - started);
    return 0;
}
