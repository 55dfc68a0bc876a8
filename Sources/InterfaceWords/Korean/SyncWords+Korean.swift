extension SyncWords {
    public static let korean = SyncWords(
        running: "동기화 중",
        quitsWhenDone: Phrase { "동기화가 끝나면 닫습니다 (\($0) 다시: 지금 닫기, \($1): 열어 두기)" },
        stays: "dal을 닫지 않습니다. 동기화는 계속됩니다",
        notConfigured: "동기화 명령이 없습니다: 설정 파일에 [sync] command = \"vdirsyncer sync\"를 쓰세요 (dal config --print가 파일 위치를 알려 줍니다)",
        alreadyRunning: Phrase { "이미 동기화 중입니다 (\($0))" },
        succeeded: Phrase { "동기화했습니다 (\($0))" },
        failed: Phrase { "동기화 실패: \($0) 종료 상태 \($1). !에서 마지막 줄을 볼 수 있습니다" },
        killed: Phrase { "동기화 실패: \($0)이(가) 신호 \($1)로 끝났습니다. !에서 마지막 줄을 볼 수 있습니다" },
        timedOut: Phrase { "동기화 중단: \($0)이(가) \($1)초 안에 끝나지 않았습니다 (설정 [sync] timeout)" },
        notStarted: Phrase { "동기화를 시작하지 못했습니다: \($0): \($1)" },
        stopped: Phrase { "동기화를 멈췄습니다 (\($0))" },
        lastLines: Phrase { "\"\($0)\"의 마지막 줄:" }
    )
}
