import ArgumentParser
import CalendarCore
import Calendars
import Storage

extension SourceOptions {
    /// The calendars' paths without the hidden ones, hidden as the full
    /// screen hides them: `--only`, else the choice kept from its `c`,
    /// else the config's `hidden`. What `dal list`, `dal next`,
    /// `dal search` and `dal free` read: a hidden calendar is shown by
    /// none of them and is not busy. With none hidden, the paths as given
    /// (the calendars' names are then not even read).
    func shownCalendars(only: [String]) throws -> (paths: [String], writable: [String]) {
        let (paths, writable) = (try readSetting.paths, try writableFolders)
        let config = try LoadedConfig.get()
        let kept = HiddenCalendarsFile.starting(configured: config.hiddenCalendars?.value ?? [],
                                                kept: CalendarLaunch.hiddenCalendarsFile.flatMap(HiddenCalendarsFile.read))
        guard !only.isEmpty || !kept.isEmpty else { return (paths, writable) }
        let calendars: [CalendarInfo]
        do throws(FileError) {
            calendars = try CalendarLoader.describe(paths, writable: writable).map(config.calendarOverrides.applied)
        } catch {
            StandardStreams.report(error)
            throw ExitCode(ExitStatus.dataError)
        }
        let hidden = only.isEmpty ? kept : try CalendarLaunch.startingHiddenCalendars(only: only, config: config, calendars: calendars)
        guard !hidden.indices(in: calendars).isEmpty else { return (paths, writable) }
        let shown = calendars.filter { !hidden.hides($0) }
        return (shown.filter { !$0.writable }.map(\.path), shown.filter(\.writable).map(\.path))
    }
}
