import Foundation
import Testing
import TestSupport

/// The first ten minutes: the first build says it takes minutes and shows
/// that it is still going, and SwiftPM has no warning of the package's
/// making to print before it.
@Suite struct FirstBuildTests {
    static let root = ScreenshotScriptTests.root

    /// SwiftPM refuses the -D flags a system library's pkg-config gives
    /// and says so on every build ("prohibited flag(s)"): no system-library
    /// target takes its flags from a pkg-config that gives any.
    @Test func noSystemLibraryReadsPkgConfigFlagsSwiftPMWouldRefuse() throws {
        let manifest = try String(contentsOfFile: Self.root + "/Package.swift", encoding: .utf8)
        let libraries = manifest.matches(of: #/pkgConfig:\s*"([^"]+)"/#).map { String($0.output.1) }
        for library in libraries {
            let flags = try ProcessRunner.run("/usr/bin/env", ["pkg-config", "--cflags", library], inheritEnvironment: true)
            #expect(!flags.stdout.split(separator: " ").contains { $0.hasPrefix("-D") }, "\(library): \(flags.stdout)")
        }
        #expect(!manifest.contains("pkgConfig: \"ncursesw\""), "ncursesw's pkg-config gives -D_DEFAULT_SOURCE -D_XOPEN_SOURCE=600")
    }

    @Test func aFirstBuildSaysItTakesMinutesThenThatItIsStillGoingAndEndsAsItsCommand() throws {
        let script = Self.root + "/scripts/lib/with-progress"
        let first = try ProcessRunner.run("/usr/bin/env", ["bash", script, "/nonexistent/dal", "bash", "-c", "sleep 2.5; exit 3"],
                                          environment: ["DAL_PROGRESS_SECONDS": "1"], inheritEnvironment: true)
        #expect(first.status == 3, "the command's status")
        let lines = first.stderr.split(separator: "\n").map(String.init)
        #expect(lines.first?.hasPrefix("dal: the first build compiles dal and its packages: several minutes") == true, "\(lines)")
        #expect(lines.contains("dal: still building, 0m02s so far"), "\(lines)")
        let later = try ProcessRunner.run("/usr/bin/env", ["bash", script, Self.root + "/Package.swift", "true"], inheritEnvironment: true)
        #expect(later.status == 0 && later.stderr.isEmpty, "a build with a binary says nothing of its own: \(later.stderr)")
        let release = try String(contentsOfFile: Self.root + "/scripts/build-release", encoding: .utf8)
        #expect(release.contains("scripts/lib/with-progress .build/release/dal swift build -c release"), "scripts/run builds through it")
    }
}
