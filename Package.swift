// swift-tools-version:6.1
import PackageDescription

// The release build asks the Swift runtime for a generic type's metadata
// with the conformances it needs, not by its mangled name: a name makes
// the runtime look each conformance up through all 6,000 records of the
// statically linked program, the first time, at every start (such looks
// took 0.41 ms of each start before, 0.16 ms after; docs/performance.md).
let releaseSwiftSettings: [SwiftSetting] = [
    .unsafeFlags(["-Xfrontend", "-disable-concrete-type-metadata-mangled-name-accessors"], .when(configuration: .release)),
]

let package = Package(
    name: "dal",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "dal", targets: ["dal"]),
        // For the benchmark package in Benchmarks/.
        .library(name: "DalLibraries", targets: ["CalendarCore", "InterfaceWords", "CalendarUI", "SystemServices", "Storage", "Calendars", "AppLoop", "Settings", "QuickAdd", "Reminders"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.1"),
        .package(url: "https://github.com/LebJe/TOMLKit", from: "0.6.0"),
    ],
    targets: [
        // Wide-character ncurses, the only C dependency (libncurses-dev,
        // which scripts/ensure-system-packages installs). No pkgConfig:
        // ncursesw's pkg-config gives only -D flags, which SwiftPM refuses
        // with a warning on every build; shim.h defines what they would,
        // and the module map links ncursesw (Debian's pulls in tinfo).
        .systemLibrary(name: "CNcursesw"),
        // libical, the only other C dependency; only the Calendars module
        // imports it. Not linked: it is opened at its first call
        // (LibicalLoader.c), so a start without calendars never loads it
        // and its ICU, and a start with them loads it on the worker.
        .target(name: "CLibical"),
        // timerfd, signalfd, sched and malloc tuning (Linux headers only).
        .systemLibrary(name: "CLinux"),
        // Pure date arithmetic and models: no I/O, no terminal, no Date.
        .target(name: "CalendarCore", swiftSettings: releaseSwiftSettings),
        // Every word of the interface, one catalog per language. Pure.
        .target(name: "InterfaceWords", dependencies: ["CalendarCore"], swiftSettings: releaseSwiftSettings),
        // The quick-add parser: typed text to an event or a reason. Pure.
        .target(name: "QuickAdd", dependencies: ["CalendarCore", "InterfaceWords"], swiftSettings: releaseSwiftSettings),
        // State, reducer, views rendered into cell buffers: no terminal.
        .target(name: "CalendarUI", dependencies: ["CalendarCore", "InterfaceWords", "QuickAdd"], swiftSettings: releaseSwiftSettings),
        // The process's world apart from files: threads, wake-up pipes,
        // timers and signals, the clocks and the zone database, malloc tuning.
        .target(name: "SystemServices", dependencies: ["CalendarCore", "CLinux"], swiftSettings: releaseSwiftSettings),
        // Files: the one door to folder listings and watching, bounded
        // reads, atomic durable writes, the store and dal's state files.
        .target(name: "Storage", dependencies: ["CalendarCore", "SystemServices", "CLinux"], swiftSettings: releaseSwiftSettings),
        // iCalendar through libical: parsing, zones, recurrence, calendar folders.
        .target(name: "Calendars", dependencies: ["CLibical", "CalendarCore", "SystemServices", "Storage"], swiftSettings: releaseSwiftSettings),
        // `dal remind` as a feature of a headless runner: a pure reducer.
        .target(name: "Reminders", dependencies: ["CalendarCore"], swiftSettings: releaseSwiftSettings),
        // The config file: TOML read through TOMLKit (only this module
        // imports it), checked against the settings dal knows.
        .target(name: "Settings", dependencies: [
            "CalendarCore", "InterfaceWords", "CalendarUI", "SystemServices", "Storage", .product(name: "TOMLKit", package: "TOMLKit"),
        ], swiftSettings: releaseSwiftSettings),
        // The run loop against a terminal protocol, with an in-memory terminal.
        .target(name: "AppLoop", dependencies: ["CalendarCore", "CalendarUI", "SystemServices", "Storage"], swiftSettings: releaseSwiftSettings),
        // The only code that talks to ncurses.
        .target(name: "TerminalIO", dependencies: ["CNcursesw", "CalendarUI", "AppLoop", "SystemServices"], swiftSettings: releaseSwiftSettings),
        .executableTarget(
            name: "dal",
            dependencies: [
                "CalendarCore", "InterfaceWords", "CalendarUI", "AppLoop", "TerminalIO", "SystemServices", "Storage", "Calendars", "Settings", "Reminders",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            swiftSettings: releaseSwiftSettings,
            // SwiftPM exports every symbol of an executable (6,700): each
            // start then paid for the loader's look-ups in that table and
            // the runtime's `dladdr` through it (docs/performance.md).
            linkerSettings: [
                .unsafeFlags(["-Xlinker", "--no-export-dynamic"], .when(platforms: [.linux])),
                // lld, for the release binary: it takes a library from an
                // archive wherever the archive stands on the command line,
                // which the static C++ runtime of scripts/build-release
                // needs (gold leaves ICU's references unresolved).
                .unsafeFlags(["-use-ld=lld"], .when(platforms: [.linux], configuration: .release)),
            ]
        ),
        // Helpers for the test targets only: golden files, running processes,
        // the Python oracle, the tmux harness.
        .target(name: "TestSupport", path: "Tests/TestSupport"),
        .testTarget(name: "InterfaceWordsTests", dependencies: ["InterfaceWords", "CalendarCore"]),
        .testTarget(name: "CalendarCoreTests", dependencies: ["CalendarCore", "InterfaceWords", "TestSupport"], exclude: ["DataCorpus", "Fixtures"]),
        // The quick-add phrase tables, the RRULE oracle, random text.
        .testTarget(name: "QuickAddTests", dependencies: [
            "QuickAdd", "CalendarCore", "InterfaceWords", "TestSupport",
            // DisplayWidth, the widths the preview is fitted with on screen.
            "CalendarUI",
            .product(name: "PropertyBased", package: "swift-property-based"),
        ], exclude: ["Phrases"]),
        .testTarget(name: "CalendarUITests", dependencies: ["CalendarUI", "InterfaceWords", "TestSupport"], exclude: ["Golden"]),
        .testTarget(name: "TerminalIOTests", dependencies: ["TerminalIO"]),
        // Random keys, resizes and data against the reducer and every frame.
        // (Calendars and TestSupport: the worker on real vdirs.)
        .testTarget(name: "AppLoopTests", dependencies: ["AppLoop", "CalendarUI", "CalendarCore", "Calendars", "TestSupport"]),
        // (Calendars: undo all on a real vdir, through the reading and writer dal uses.)
        .testTarget(name: "PropertyTests", dependencies: [
            "AppLoop", "CalendarUI", "CalendarCore", "Calendars",
            .product(name: "PropertyBased", package: "swift-property-based"),
        ]),
        .testTarget(name: "RemindersTests", dependencies: ["Reminders", "CalendarCore", "TestSupport"]),
        .testTarget(name: "StorageTests", dependencies: ["Storage", "TestSupport"]),
        .testTarget(name: "SystemServicesTests", dependencies: ["SystemServices"]),
        .testTarget(name: "SettingsTests", dependencies: ["Settings", "CalendarUI", "CalendarCore", "TestSupport"]),
        .testTarget(name: "CalendarsTests", dependencies: ["Calendars", "CalendarCore", "InterfaceWords", "TestSupport", "QuickAdd"],
                    exclude: ["Fixtures"]),
        // Drives the built `dal` binary: `dal print` through pipes, the full
        // screen through tmux.
        .testTarget(name: "EndToEndTests", dependencies: [
            "dal", "CalendarCore", "CalendarUI", "TestSupport",
            // The seeded generator of the random config files.
            .product(name: "PropertyBased", package: "swift-property-based"),
        ], exclude: ["Golden", "ICalendarCorpus"]),
    ],
    swiftLanguageModes: [.v6]
)
