package main

import (
	"strings"
	"testing"
)

// TestRoughEdges checks the answers to the mistakes and surprises a new
// user met (issue 21, part 2): each command line, its exit status, and
// text that its standard output or error must hold, or must not.
func TestRoughEdges(t *testing.T) {
	mini := "testdata/rank/mini.txt"
	nyt := "testdata/archive/nyt.txt"
	mini2 := "testdata/archive/list.txt"
	days := "../../pkg/archive/testdata/dir"
	tests := []struct {
		name   string
		args   []string
		code   int
		stdout []string // each must be in standard output
		stderr []string // each must be in standard error
		absent []string // none may be in standard output or error
	}{
		{"format in upper case", []string{"rank", "--format", "CSV", "--top", "1", mini}, 0, []string{"list,variant,section,rank"}, nil, nil},
		{"variants in upper case", []string{"rank", "--variants", "NO-S", "--top", "1", "--json", mini}, 0, []string{`"variant": "no-s"`}, nil, []string{`"variant": "s"`}},
		{"top with a thousands separator", []string{"rank", "--space", "all", "--variants", "s", "--top", "1500", mini}, 0, []string{"top 1,500 "}, nil, nil},
		{"Top with a thousands separator in md", []string{"rank", "--space", "all", "--variants", "s", "--top", "1500", "--format", "md", mini}, 0, []string{"## Top 1,500 "}, nil, nil},
		{"did you mean enable1", []string{"rank", "enable1.txt"}, 1, nil, []string{"(did you mean enable1?)"}, nil},
		{"did you mean wamerican", []string{"rank", "american-english"}, 1, nil, []string{"(did you mean wamerican?)"}, nil},
		{"solve's arguments swapped", []string{"solve", "enable1", "R/AEGINT"}, 2, nil,
			[]string{"enable1 is a word list and R/AEGINT a board: the arguments are swapped", "beebatch solve R/AEGINT enable1"}, nil},
		{"--found took the board", []string{"solve", "--found", "D/AGINRW", mini}, 2, nil,
			[]string{"--found D/AGINRW: a board, not a file", "beebatch solve --found found.txt D/AGINRW " + mini}, []string{"no WORDLIST given"}},
		{"archive's arguments swapped", []string{"archive", "enable1", nyt}, 2, nil,
			[]string{"ARCHIVE enable1 is a word list", "beebatch archive " + nyt + " enable1"}, nil},
		{"archive given a list file", []string{"archive", mini, nyt}, 2, nil,
			[]string{"ARCHIVE " + mini + " is a word list", "beebatch archive " + nyt + " " + mini}, []string{"not a date"}},
		{"--archive given a list", []string{"solve", "--archive", mini, "G/AELMPX", mini}, 2, nil,
			[]string{"--archive " + mini + " is a word list, not an archive of puzzles"}, nil},
		{"puzzles given to rank", []string{"rank", days}, 2, nil,
			[]string{"in WORDLIST " + days + ", looks like puzzle data (JSON), not a word list", `run "beebatch archive ` + days + `"`}, []string{"0 distinct words"}},
		{"puzzle lines given to solve", []string{"solve", "G/AELMPX", nyt}, 2, nil,
			[]string{nyt + " looks like puzzle data (puzzle lines)"}, nil},
		{"solve by date", []string{"solve", "--archive", nyt, "--date", "2024-02-03", mini2}, 0,
			[]string{"letters BEJKOUX, center J", "published in " + nyt + " on 2024-02-03", "2024-02-03: the NYT's answers: 16 points, 3 words, 1 pangram (1 perfect)\n",
				"2024-02-03: list: 15 points, 2 words, 1 pangram (1 perfect)\n"}, nil, nil},
		{"solve by date, hints", []string{"solve", "--archive", nyt, "--date", "2024-02-03", "--hints", mini2}, 0,
			[]string{"letters BEJKOUX, center J", "hints"}, nil, []string{"published", "jukebox", "NYT's answers"}},
		{"solve by date, found", []string{"solve", "--archive", nyt, "--date", "2024-02-03", "--found", "testdata/solve/found.txt", mini2}, 0,
			[]string{"letters BEJKOUX, center J", "found 0 of"}, nil, []string{"published"}},
		{"solve by a date not in the archive", []string{"solve", "--archive", nyt, "--date", "2025-03-05", mini2}, 2, nil,
			[]string{"--date 2025-03-05: no puzzle of that day in " + nyt + ", which has"}, nil},
		{"solve by date without --archive", []string{"solve", "--date", "2025-03-05", mini2}, 2, nil,
			[]string{"--date 2025-03-05 solves the puzzle of that day in the archive of --archive"}, nil},
		{"solve by date and board", []string{"solve", "--archive", nyt, "--date", "2024-02-03", "J/BEKOUX", mini2}, 2, nil,
			[]string{"J/BEKOUX is a board, and --date 2024-02-03 gives the board"}, nil},
		{"solve by a bad date", []string{"solve", "--archive", nyt, "--date", "2024-2-3", mini2}, 2, nil,
			[]string{`--date "2024-2-3": expected a day written YYYY-MM-DD`}, nil},
		{"solve by a day that does not exist", []string{"solve", "--archive", nyt, "--date", "2025-02-30", mini2}, 2, nil,
			[]string{"--date 2025-02-30: February 2025 has 28 days\n"}, []string{"expected a day written"}},
		{"score over several lists", []string{"score", "--format", "csv", "G/AELMPX", "R/AEGINT", mini, "testdata/compare/a.txt"}, 0,
			[]string{"mini,AEGLMPX,G,AEGLMPX:G,24", "mini,AEGINRT,R,AEGINRT:R,0", "a,AEGLMPX,G,AEGLMPX:G,", "a,AEGINRT,R,AEGINRT:R,"}, nil, nil},
		{"score --boards and several lists", []string{"score", "--boards", "testdata/solve/jukebox.boards", mini, "testdata/compare/a.txt"}, 0,
			[]string{"list "}, nil, nil},
		{"a bad line of --boards", []string{"score", "--boards", "testdata/solve/bad.boards", mini}, 1,
			[]string{"AEGINRT:R      0"},
			[]string{`warning: testdata/solve/bad.boards:4: board "R/AEGGINT": letter G is repeated; skipped`,
				"beebatch score: --boards testdata/solve/bad.boards: 1 bad line skipped; expected one board per line"}, nil},
		{"--quiet on score", []string{"score", "--quiet", "--boards", "testdata/solve/bad.boards", mini}, 1, []string{"AEGINRT:R      0"},
			[]string{"beebatch score: --boards testdata/solve/bad.boards: 1 bad line skipped"}, []string{"warning:"}},
		{"--quiet on solve", []string{"solve", "--quiet", "--found", "testdata/solve/found.txt", "G/AELMPX", mini}, 0, []string{"found 2 of 4 words"}, nil, []string{"warning:"}},
		{"--quiet on archive", []string{"archive", "--quiet", "testdata/archive/bad.txt"}, 0, nil, nil, []string{"warning:"}},
		{"--quiet on lists", []string{"lists", "--quiet", "--format", "csv"}, 0, []string{"enable1"}, nil, nil},
		{"--quiet on compare", []string{"compare", "--quiet", "--top", "3", mini, "testdata/compare/a.txt"}, 0, nil, nil, nil},
		{"rank's board column", []string{"rank", "--top", "1", "--format", "csv", mini}, 0,
			[]string{",rank,letters,center,board,score,", "mini,no-s,top,1,ACEIORT,A,ACEIORT:A,31,"}, nil, nil},
		{"score --boards reads rank's CSV", []string{"score", "--boards", "testdata/rank/mini.csv", "--format", "csv", mini}, 0,
			[]string{"mini,ACEIORT,A,ACEIORT:A,31,2,2\n"}, nil, []string{"warning"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			code, out, errOut := beebatch(t, "", tt.args...)
			if code != tt.code {
				t.Errorf("%q: exit %d; want %d\nstderr: %s", tt.args, code, tt.code, errOut)
			}
			for _, s := range tt.stdout {
				if !strings.Contains(out, s) {
					t.Errorf("%q: stdout lacks %q:\n%.2000s", tt.args, s, out)
				}
			}
			for _, s := range tt.stderr {
				if !strings.Contains(errOut, s) {
					t.Errorf("%q: stderr lacks %q:\n%s", tt.args, s, errOut)
				}
			}
			for _, s := range tt.absent {
				if strings.Contains(out+errOut, s) {
					t.Errorf("%q: output has %q:\n%.2000s%s", tt.args, s, out, errOut)
				}
			}
		})
	}
}
