extension SyncWords {
    public static let english = SyncWords(
        running: "syncing",
        quitsWhenDone: Phrase { "quitting after the sync (\($0) again: now, \($1): stay)" },
        stays: "dal stays open; the sync goes on",
        notConfigured: "no sync command: write [sync] command = \"vdirsyncer sync\" in the config file (dal config --print shows where)",
        alreadyRunning: Phrase { "already syncing (\($0))" },
        succeeded: Phrase { "synced (\($0))" },
        failed: Phrase { "sync failed: \($0) exited with status \($1); ! shows its last lines" },
        killed: Phrase { "sync failed: \($0) was ended by signal \($1); ! shows its last lines" },
        timedOut: Phrase { "sync stopped: \($0) did not finish within \($1) s (config [sync] timeout)" },
        notStarted: Phrase { "sync did not start: \($0): \($1)" },
        stopped: Phrase { "sync stopped (\($0))" },
        lastLines: Phrase { "The last lines of \"\($0)\":" }
    )
}
