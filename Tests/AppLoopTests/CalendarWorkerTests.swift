import CalendarCore
import CalendarUI
import Foundation
import Testing
@testable import AppLoop

/// The worker's waits, stepped on a virtual clock (`WorkerSteps`): what
/// each wake-up does and how long the next wait may last. Then the thread
/// itself, once: it answers through the inbox, and ends when stopped.
@Suite struct CalendarWorkerTests {
    typealias F = EngineFixtures

    /// An engine with nothing left to do when idle (the tasks read once).
    static func settled(_ backend: CalendarBackend) -> (CalendarEngine, F.Answers) {
        let (engine, answers) = F.engine(backend)
        engine.start()
        F.idle(engine)
        return (engine, answers)
    }

    @Test func idleTheWorkerSleepsUntilSomethingComes() {
        let (engine, _) = Self.settled(F.Readings())
        var steps = WorkerSteps(engine: engine, watched: true)
        #expect(steps.nextTimeout == nil, "watched folders and nothing to prepare: no timeout")
        #expect(steps.step(jobs: [], changes: .none, timedOut: false) { false } == nil)
    }

    /// Five files written by a sync are read once, with their paths, when
    /// the folders have been quiet for the settling time.
    @Test func aBurstOfChangesIsReadOnceItSettles() {
        let backend = F.Readings()
        let (engine, answers) = Self.settled(backend)
        var steps = WorkerSteps(engine: engine, watched: true)
        _ = answers.take()
        for index in 0..<5 {
            #expect(steps.step(jobs: [], changes: .some(["/cal/e\(index).ics"]), timedOut: false) { false } == WorkerSteps.settleMilliseconds)
        }
        #expect(backend.reported.isEmpty, "nothing read while files still come")
        _ = steps.step(jobs: [], changes: .none, timedOut: true) { false }
        #expect(backend.reported == [(0..<5).map { "/cal/e\($0).ics" }], "\(backend.reported)")
        #expect(answers.list.contains(.calendarsRead(generation: 1, problems: ["team.ics:3: a warning"])))
    }

    /// The system dropped reports (its queue overflowed): everything is read.
    @Test func droppedReportsReadEverything() {
        let backend = F.Readings()
        let (engine, _) = Self.settled(backend)
        var steps = WorkerSteps(engine: engine, watched: true)
        _ = steps.step(jobs: [], changes: .some(["/cal/a.ics"]), timedOut: false) { false }
        _ = steps.step(jobs: [], changes: .some(nil), timedOut: false) { false }
        _ = steps.step(jobs: [], changes: .some(["/cal/b.ics"]), timedOut: false) { false }
        _ = steps.step(jobs: [], changes: .none, timedOut: true) { false }
        #expect(backend.reported.count == 1 && backend.reported[0] == nil, "\(backend.reported)")
    }

    /// After an answer the blocks around the page wait a frame's pause
    /// (the run loop draws meanwhile), then are prepared one per wake-up
    /// without waiting, until none is left.
    @Test func theBlocksAroundThePageWaitAFrameThenComeOneByOne() {
        let (engine, _) = Self.settled(F.Backend(F.Logging()))
        var steps = WorkerSteps(engine: engine, watched: true)
        #expect(steps.step(jobs: [.loadEvents(F.november, generation: 0)], changes: .none, timedOut: false) { false }
                == WorkerSteps.framePauseMilliseconds)
        var wakes = 0
        while steps.step(jobs: [], changes: .none, timedOut: true, urgent: { false }) == 0 { wakes += 1 }
        #expect(wakes > 3 && !engine.isPreparing, "\(wakes) blocks, one per wake-up")
        #expect(steps.nextTimeout == nil)
    }

    /// Where folders cannot be watched, their signature is compared every
    /// few seconds, and a change reads everything.
    @Test func unwatchedFoldersAreComparedNowAndThen() {
        final class Signed: F.Backend, @unchecked Sendable {
            var value = 1
            private(set) var refreshes = 0
            override func signature() -> Int { value }
            override func refresh(changed paths: [String]?) -> Bool {
                refreshes += 1
                return true
            }
        }
        let backend = Signed(F.Daily(title: "x"))
        let (engine, _) = Self.settled(backend)
        var steps = WorkerSteps(engine: engine, watched: false)
        #expect(steps.nextTimeout == WorkerSteps.signatureMilliseconds)
        _ = steps.step(jobs: [], changes: .none, timedOut: true) { false }
        #expect(backend.refreshes == 0, "the same signature")
        backend.value = 2
        F.idle(engine)
        _ = steps.step(jobs: [], changes: .none, timedOut: true) { false }
        #expect(backend.refreshes == 1)
    }

    // MARK: The thread

    /// Begun before the runner has an inbox (while the terminal is set up),
    /// the worker reads at once and holds what it found until it has one;
    /// its answers come through the inbox; stopped, its thread ends.
    @Test func theThreadAnswersThroughTheInboxAndEndsWhenStopped() throws {
        let worker = CalendarWorker(backend: F.Readings()), inbox = Inbox()
        worker.begin()
        worker.start(posting: inbox)
        worker.perform(.loadEvents(F.november, generation: 0))
        var arrived: [Action] = []
        let deadline = Date().addingTimeInterval(10)
        while !arrived.contains(where: { if case .calendar(.eventsLoaded) = $0 { true } else { false } }), Date() < deadline {
            _ = inbox.wait(milliseconds: 1000)
            arrived += inbox.take()
        }
        #expect(arrived.first == .calendarsRead(generation: 0, problems: ["team.ics:3: a warning"]), "what was found first")
        let window = try #require(arrived.compactMap { if case .calendar(.eventsLoaded(let window)) = $0 { window } else { nil } }.first)
        #expect(window.occurrences(on: CivilDate(year: 2026, month: 11, day: 21)!).map(\.summary) == ["Reading 1"])
        worker.stop()
        #expect(worker.waitUntilEnded(milliseconds: 10_000))
    }

    /// Stopped before it ever had an inbox (the terminal could not be
    /// opened), a begun worker's thread ends instead of waiting forever.
    @Test func begunAndStoppedWithoutAnInboxItsThreadEnds() {
        let worker = CalendarWorker(backend: F.Readings())
        worker.begin()
        worker.stop()
        #expect(worker.waitUntilEnded(milliseconds: 10_000))
    }
}
