extension ImportWords {
    public static let korean = ImportWords(
        component: Phrase { kind, title in
            let what = switch kind {
            case "VEVENT": "일정"
            case "VTODO": "할 일"
            default: "구성 요소 \(kind)"
            }
            return title.isEmpty ? "제목 없는 \(what)" : "\(what) \"\(title)\""
        },
        instance: Phrase { "(\($0) 회차)" },
        into: Phrase { "가져올 캘린더: \($0)" },
        willAdd: Phrase { "  추가     \($0)  (\($1))" },
        willJoin: Phrase { "  추가     \($0), 반복 일정에 넣음  (\($1))" },
        willReplace: Phrase { "  변경     \($0): 더 새로운 판  (\($1))" },
        leftSame: Phrase { "  그대로   \($0): 이미 있음  (\($1))" },
        leftOlder: Phrase { "  그대로   \($0): 캘린더의 것이 더 새로움  (\($1))" },
        cannotHold: Phrase { "  건너뜀   \($0): 이 캘린더에 넣을 수 없는 종류 (캘린더: \($2))  (\($1))" },
        noUID: Phrase { "  건너뜀   \($0): 합칠 기준인 UID가 없음  (\($1))" },
        counts: Phrase { add, change, left, skipped in
            "추가 \(add)개, 변경 \(change)개, 그대로 \(left)개, 건너뜀 \(skipped)개"
        },
        question: "가져올까요? [y/N] ",
        yes: "예",
        needsYes: "물어볼 터미널이 없습니다. 묻지 않고 가져오려면 --yes를 쓰세요. 아무것도 가져오지 않았습니다",
        notImported: "아무것도 가져오지 않았습니다",
        nothingToImport: "가져올 것이 없습니다: 캘린더에 이미 같거나 더 새로운 것이 있습니다. 아무것도 쓰지 않았습니다",
        nothingImportable: "가져올 것이 없습니다: 파일에 이 캘린더가 받는 일정이나 할 일이 없습니다. 아무것도 쓰지 않았습니다",
        imported: Phrase { added, changed, files in
            "가져왔습니다: 추가 \(added)개, 변경 \(changed)개 (파일 \(files)개를 씀)"
        },
        takesFile: "iCalendar 파일의 경로, 또는 표준 입력을 뜻하는 -",
        takesCalendarName: "dal이 쓰는 캘린더의 이름 또는 그 폴더의 이름",
        noCalendar: "가져올 캘린더가 없습니다. --calendar FOLDER로 지정하세요",
        noSuchCalendar: Phrase { "--into '\($0)': dal이 쓰는 캘린더 중에 그런 이름이 없습니다 (있는 캘린더: \($1))" },
        notICalendar: Phrase { "\($0):\($1): iCalendar 파일이 아닙니다. BEGIN:VCALENDAR로 시작해야 합니다. 아무것도 가져오지 않았습니다" },
        empty: Phrase { "\($0):\($1): 파일이 비어 있습니다(iCalendar가 아님). 아무것도 가져오지 않았습니다" },
        endClosesNothing: Phrase { "\($0):\($1): END:\($2)이(가) 닫을 구성 요소가 없습니다. 아무것도 가져오지 않았습니다" },
        endClosesOther: Phrase { path, line, end, open in
            "\(path):\(line): END:\(end)은(는) 열려 있는 \(open)을(를) 닫지 않습니다. 아무것도 가져오지 않았습니다" },
        notClosed: Phrase { "\($0):\($1): 이 \($2)에 END:\($2)이(가) 없습니다. 아무것도 가져오지 않았습니다" },
        notUTF8: Phrase { "\($0):\($1): UTF-8 텍스트가 아닙니다. 여기 있는 바이트 \($2)은(는) UTF-8 문자의 일부가 아닙니다. iCalendar는 UTF-8이므로 먼저 파일을 변환하세요 (Latin-1에서: iconv -f latin1 -t utf-8). 아무것도 가져오지 않았습니다" },
        unreadable: Phrase { path, line, kind, detail in "\(path):\(line): libical이 이 \(kind)을(를) 읽을 수 없습니다\(detail). 아무것도 가져오지 않았습니다" }
    )
}
