// swift-tools-version:6.1
// The benchmarks live in their own package so that the test suite does not
// build ordo-one/benchmark. Run: cd Benchmarks && swift package --disable-sandbox benchmark
import Foundation
import PackageDescription

/// A path dependency is known by its folder's name, which is whatever the
/// repository was cloned as.
let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().lastPathComponent.lowercased()

let package = Package(
    name: "DalBenchmarks",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(path: ".."),
        .package(url: "https://github.com/ordo-one/benchmark", from: "1.38.1", traits: ["MallocInterposer"]),
    ],
    targets: [
        .executableTarget(
            name: "DalBenchmarks",
            dependencies: [
                .product(name: "DalLibraries", package: root),
                .product(name: "Benchmark", package: "benchmark"),
            ],
            path: "Benchmarks/DalBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
    ]
)
