import Testing
@testable import Settings
