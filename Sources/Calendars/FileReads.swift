import CalendarCore
import Foundation
import Storage
import SystemServices

/// The files of a collection read on every core: what the first open of a
/// big calendar (no reading cache yet) and a sync that changed many files
/// wait for. Each file is looked up in the cache, else read and parsed
/// (libical keeps its state per thread: `ICalendarFile.init`); what the
/// looks found and the new readings are kept in the cache afterwards, on
/// the caller's thread.
enum FileReads {
    typealias Reading = (file: ICalendarFile, digest: UInt64)

    /// What reading one file found, before the cache is told.
    private struct Outcome {
        var result: Result<Reading, FileError>
        var lookup: ReadingCache.Lookup = .unknown
        /// A new reading that may be kept: whole, of a regular file.
        var keeps = false
    }

    /// Fewer files than this are read on the caller's thread (threads
    /// cost more than they save).
    static let filesPerThread = 48

    /// The readings of `files` (each with its identity as listed, found
    /// before its bytes are read), in their order.
    static func read(_ files: [(path: String, identity: FileIdentity?)], cache: inout ReadingCache?,
                     window: ClosedRange<CivilDate>?) -> [Result<Reading, FileError>] {
        let lookIn = cache
        var outcomes = [Outcome?](repeating: nil, count: files.count)
        let parts = files.count >= 2 * filesPerThread ? min(ProcessInfo.processInfo.activeProcessorCount, 8) : 1
        // A count of parses asked for on this thread counts the other threads' too.
        let parseCount = ICalendarFile.parseCount
        outcomes.withUnsafeMutableBufferPointer { results in
            let results = results
            JoinedThreads.run(count: files.count, chunk: 16, parts: parts) { range in
                ICalendarFile.$parseCount.withValue(parseCount) {
                    for index in range {
                        results[index] = read(files[index].path, identity: files[index].identity, cache: lookIn, window: window,
                                              streams: false)
                    }
                }
            }
        }
        return zip(files, outcomes).map { file, outcome in
            let outcome = outcome!
            if let identity = file.identity {
                cache?.note(outcome.lookup, of: file.path, identity: identity)
                if outcome.keeps, case .success(let reading) = outcome.result {
                    cache?.store(reading.file, of: file.path, identity: identity, digest: reading.digest)
                }
            }
            return outcome.result
        }
    }

    /// One file's reading, as `CalendarLoader.read` describes it.
    static func readOne(_ path: String, identity: FileIdentity?, cache: inout ReadingCache?, window: ClosedRange<CivilDate>?,
                        streams: Bool) throws(FileError) -> Reading {
        let outcome = read(path, identity: identity, cache: cache, window: window, streams: streams)
        if let identity {
            cache?.note(outcome.lookup, of: path, identity: identity)
            if outcome.keeps, case .success(let reading) = outcome.result {
                cache?.store(reading.file, of: path, identity: identity, digest: reading.digest)
            }
        }
        return try outcome.result.get()
    }

    /// From the cache when it holds this version (by identity, else by the
    /// digest of the bytes), else parsed; the cache is only looked at.
    private static func read(_ path: String, identity: FileIdentity?, cache: ReadingCache?, window: ClosedRange<CivilDate>?,
                             streams: Bool) -> Outcome {
        var outcome = Outcome(result: .failure(FileError(path: path, message: "no such file or folder", reason: .noSuchFileOrFolder)))
        if let identity, let cache {
            outcome.lookup = cache.lookUp(path, identity: identity)
            if case .found(let file, let digest, _) = outcome.lookup { outcome.result = .success((file, digest)); return outcome }
        }
        let bytes: [UInt8]
        do {
            guard let read = try BoundedFileReader.read(path, limit: CalendarLoader.maximumFileBytes, streams: streams) else { return outcome }
            bytes = read
        } catch {
            outcome.result = .failure(error)
            return outcome
        }
        if let identity, let cache {
            let byBytes = cache.lookUp(path, identity: identity, bytes: bytes)
            if case .unknown = byBytes {} else { outcome.lookup = byBytes }
            if case .found(let file, let digest, _) = byBytes {
                outcome.result = .success((file, digest))
                return outcome
            }
        }
        let file: ICalendarFile
        do { file = try ICalendarFile(bytes: bytes, path: path, window: window) } catch {
            outcome.result = .failure(FileError(path: path, message: "\(error.line): \(error.message)", reason: error.reason))
            return outcome
        }
        outcome.result = .success((file, FileDigest.of(bytes)))
        // Only a regular file's reading is kept: a pipe has no version.
        outcome.keeps = identity != nil && !file.isPartial && Folders.isRegularFile(path)
        return outcome
    }
}
