import AppLoop
import CalendarCore
import CalendarUI

/// The jobs the tests send most, by name (a runner sends them as values:
/// `CalendarService.perform`).
extension CalendarService {
    func loadEvents(_ days: ClosedRange<CivilDate>, generation: Int) { perform(.loadEvents(days, generation: generation)) }
    func apply(_ changes: [EventChange]) { perform(.change(changes)) }
    func apply(tasks changes: [TaskChange]) { perform(.changeTasks(changes)) }
    func loadDetails(_ occurrences: [EventOccurrence]) { perform(.loadDetails(occurrences)) }
    func search(_ query: String, today: CivilDate) { perform(.search(query, today: today)) }
    func prepareSearch(today: CivilDate) { perform(.prepareSearch(today: today)) }
}
