import CalendarCore

// The jobs and answers by their names, as effects and actions: one case of
// each carries them all (`Effect.calendar`, `Action.calendar`).
extension Effect {
    public static func loadEvents(_ days: ClosedRange<CivilDate>, generation: Int) -> Effect { .calendar(.loadEvents(days, generation: generation)) }
    public static func change(_ changes: [EventChange]) -> Effect { .calendar(.change(changes)) }
    public static func changeTasks(_ changes: [TaskChange]) -> Effect { .calendar(.changeTasks(changes)) }
    public static func loadDetails(_ occurrences: [EventOccurrence]) -> Effect { .calendar(.loadDetails(occurrences)) }
    public static func findAlarms(after: Int?, through: Int) -> Effect { .calendar(.findAlarms(after: after, through: through)) }
    public static func search(_ query: String, today: CivilDate) -> Effect { .calendar(.search(query, today: today)) }
    public static func prepareSearch(today: CivilDate) -> Effect { .calendar(.prepareSearch(today: today)) }
}

extension Action {
    public static func eventsLoaded(_ window: EventWindow) -> Action { .calendar(.eventsLoaded(window)) }
    public static func detailsLoaded(_ details: [EventKey: EventDetails]) -> Action { .calendar(.detailsLoaded(details)) }
    public static func changesApplied(_ receipts: [WriteReceipt], error: String?) -> Action { .calendar(.changesApplied(receipts, error: error)) }
    public static func calendarsRead(generation: Int, problems: [String]) -> Action { .calendar(.calendarsRead(generation: generation, problems: problems)) }
    public static func todosLoaded(_ todos: [Todo], problems: [String]) -> Action { .calendar(.todosLoaded(todos, problems: problems)) }
    public static func alarmsFound(_ report: AlarmReport) -> Action { .calendar(.alarmsFound(report)) }
    public static func searchResults(query: String, hits: [SearchHit]) -> Action { .calendar(.searchResults(query: query, hits: hits)) }
}
