package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// The archive tests' inputs: a small archive written by hand and two
// lists.
const (
	archiveNYT   = "testdata/archive/nyt.txt"
	archiveList  = "testdata/archive/list.txt"
	archiveOther = "testdata/archive/other.txt"
	sampleDays   = "../../../shared/archives/spelling-bee-answers/days"
)

func TestArchiveGolden(t *testing.T) {
	tests := []struct {
		name string
		args []string
	}{
		{"archive.text", []string{archiveNYT}},
		{"lists.text", []string{"--calibrate", "--words", "3", archiveNYT, archiveList, archiveOther}},
		{"lists.md", []string{"--format", "md", "--calibrate", "--words", "3", archiveNYT, archiveList, archiveOther}},
		{"lists.json", []string{"--format", "json", "--calibrate", "--words", "3", archiveNYT, archiveList, archiveOther}},
		{"lists.csv", []string{"--format", "csv", archiveNYT, archiveList, archiveOther}},
		{"archive.csv", []string{"--format", "csv", archiveNYT}},
		{"exclude.text", []string{"--exclude-words", archiveOther, archiveNYT, archiveList}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			code, out, errOut := beebatch(t, "", append([]string{"archive"}, tt.args...)...)
			if code != 0 || errOut != "" {
				t.Fatalf("exit %d, stderr %q", code, errOut)
			}
			golden(t, "archive/"+tt.name, []byte(out))
		})
	}
}

// TestArchiveFiles checks --out and --export: the report files and the
// word lists, which rank reads back.
func TestArchiveFiles(t *testing.T) {
	out, export := t.TempDir(), t.TempDir()
	code, stdout, errOut := beebatch(t, "", "archive", "--out", out, "--export", export, "--calibrate", archiveNYT, archiveList, archiveOther)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	for _, f := range []string{"archive.csv", "archive.json", "archive.md"} {
		data, err := os.ReadFile(filepath.Join(out, f))
		if err != nil {
			t.Fatal(err)
		}
		golden(t, "archive/out/"+f, data)
	}
	md, _ := os.ReadFile(filepath.Join(out, "archive.md"))
	if !strings.Contains(string(md), "](archive.svg)") {
		t.Error("archive.md does not embed archive.svg")
	}
	svg, err := os.ReadFile(filepath.Join(out, "archive.svg"))
	if err != nil || !strings.Contains(string(svg), "NYT answers, 4 boards") || !strings.Contains(string(svg), "list, 4 boards") {
		t.Errorf("archive.svg: %v; legend missing", err)
	}
	_, text, _ := beebatch(t, "", "archive", "--calibrate", archiveNYT, archiveList, archiveOther)
	if stdout != text {
		t.Error("--out changes what goes to stdout")
	}
	for name, want := range map[string]string{
		"accepted.txt":       "admit\ncant\ncanto\n",
		"rejected.list.txt":  "eclat\nenol\nlento\nmatte\n",
		"rejected.other.txt": "",
	} {
		data, err := os.ReadFile(filepath.Join(export, name))
		if err != nil || !strings.HasPrefix(string(data), want) || want == "" && len(data) != 0 {
			t.Errorf("%s: %v, %q; want it to start %q", name, err, data, want)
		}
	}
	// accepted.txt is a word list: the NYT's own vocabulary ranks.
	code, _, errOut = beebatch(t, "", "rank", "--variants", "no-s", filepath.Join(export, "accepted.txt"))
	if code != 0 {
		t.Errorf("rank accepted.txt: exit %d: %s", code, errOut)
	}
}

func TestArchiveErrors(t *testing.T) {
	dir := t.TempDir()
	empty := filepath.Join(dir, "empty.txt")
	os.WriteFile(empty, nil, 0o644)
	tests := []struct {
		name  string
		stdin string
		args  []string
		code  int
		want  string // stderr, exactly
	}{
		{"no archive", "", nil, 2, "beebatch archive: no ARCHIVE given\n"},
		{"coverage", "", []string{"--coverage", "0", archiveNYT}, 2, "beebatch archive: --coverage 0: expected a share above 0 and at most 1, such as 0.95\n"},
		{"words", "", []string{"--words", "-1", archiveNYT}, 2, "beebatch archive: --words -1: expected a count of 0 or more\n"},
		{"stdin twice", "", []string{"-", "l=-"}, 2, "beebatch archive: ARCHIVE - and WORDLIST l=- both read standard input, which can be read once; expected one of them to name a file\n"},
		{"missing", "", []string{"testdata/archive/missing.txt"}, 1,
			"beebatch archive: testdata/archive/missing.txt: no such file or directory; expected an archive file, a directory of them, or - for standard input\n"},
		{"empty", "", []string{empty}, 1, "warning: " + empty + ": empty: no puzzle in it\nbeebatch archive: " + empty + ": no valid puzzle in the archive (skipped: 1 empty-file)\n"},
		{"too large", "", []string{"--max-bytes", "100", archiveNYT}, 1,
			"beebatch archive: testdata/archive/nyt.txt: archive larger than --max-bytes 100 (counted after decompression); expected a smaller archive, or a larger --max-bytes\n"},
		// --bonus is checked against the official answers, each list and,
		// with --calibrate, what a filter can name (fault 5 of issue 21).
		{"bonus answers", "", []string{"--format", "csv", "--bonus", "9223372036854775807", archiveNYT}, 2,
			"beebatch archive: --bonus 9223372036854775807: the official answers of 2024-02-03 in testdata/archive/nyt.txt would score more than the 9,007,199,254,740,992 points that beebatch counts; expected a bonus of at most 9,007,199,254,740,983 for this archive\n"},
		{"bonus list", "", []string{"--bonus", "9007199254740983", archiveNYT, archiveList}, 2,
			"beebatch archive: --bonus 9007199254740983: the scores of list could reach 9,007,199,254,741,060 points, more than the 9,007,199,254,740,992 that beebatch counts; expected a bonus of at most 9,007,199,254,740,915 for this list\n"},
		{"bonus calibrate", "", []string{"--calibrate", "--bonus", "3000000000", archiveNYT, archiveList}, 2,
			"beebatch archive: --bonus 3000000000: with --calibrate, the board of 2024-02-03 scores 3,000,000,008 points in list, more than the 2,147,483,647 that a filter can name; expected a smaller bonus\n"},
		{"no valid record", "2024-13-01 acelnot e cent\n", []string{"-"}, 1,
			"warning: -:1: date 2024-13-01: there is no month 13; expected 01 to 12\nbeebatch archive: -: no valid puzzle in the archive (skipped: 1 bad-date)\n"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			code, out, errOut := beebatch(t, tt.stdin, append([]string{"archive"}, tt.args...)...)
			if tt.code == 2 {
				errOut, _, _ = strings.Cut(errOut, "Usage:")
			}
			if code != tt.code || out != "" || errOut != tt.want {
				t.Errorf("exit %d, stdout %q, stderr %q; want exit %d, stderr %q", code, out, errOut, tt.code, tt.want)
			}
		})
	}
}

// sampleArchive returns the shared sample archive, or skips the test.
func sampleArchive(t *testing.T) string {
	t.Helper()
	needEnable1(t)
	if _, err := os.Stat(sampleDays); err != nil {
		t.Skipf("the shared archive is needed next to the project: %v", err)
	}
	return sampleDays
}

// TestArchiveBonus64 checks that archive counts points in 64 bits: a
// bonus that passes 32 bits, refused before, gives the totals worked out
// by hand. On the boards of nyt.txt the words of list.txt score 37
// (ACELNOT/E: cent, clean, cleat, cone, eclat, enol, lance, lent, lento,
// note, octane, tone), 32 (ACELNOT/N: the same less cleat and eclat, with
// tonal), 1 + 7 + bonus (BEJKOUX/J: joke and the pangram jukebox) and 22
// (ADEIMRT/M: admit, dream, mate, matte, tame, timed): 99 and a bonus.
// The official answers score 31 + 34 + 9 + 30 (the pangram jukebox among
// them) and a bonus, and those the list has 26 + 23 + 8 + 17 and a bonus.
func TestArchiveBonus64(t *testing.T) {
	const bonus = 4294967280 // 2^32 - 16
	code, out, errOut := beebatch(t, "", "archive", "--format", "json", "--bonus", "4294967280", archiveNYT, archiveList)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	var doc struct {
		Lists []struct {
			AnswerPoints int64 `json:"answer_points"`
			ListPoints   int64 `json:"list_points"`
			BothPoints   int64 `json:"both_points"`
		}
	}
	if err := json.Unmarshal([]byte(out), &doc); err != nil {
		t.Fatal(err)
	}
	if len(doc.Lists) != 1 {
		t.Fatalf("%d lists; want 1", len(doc.Lists))
	}
	l := doc.Lists[0]
	if l.ListPoints != 99+bonus || l.AnswerPoints != 104+bonus || l.BothPoints != 74+bonus {
		t.Errorf("list points %d, answer points %d, both %d; want %d, %d, %d", l.ListPoints, l.AnswerPoints, l.BothPoints, 99+bonus, 104+bonus, 74+bonus)
	}
}

// TestArchiveSample checks the report of the published sample against
// enable1: the JSON field names that programs rely on, the figures, and
// that rank and score take the calibrated filter as it is printed.
func TestArchiveSample(t *testing.T) {
	days := sampleArchive(t)
	code, out, errOut := beebatch(t, "", "archive", "--format", "json", "--calibrate", days, enable1)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	var doc struct {
		Archive map[string]json.RawMessage   `json:"archive"`
		Lists   []map[string]json.RawMessage `json:"lists"`
	}
	if err := json.Unmarshal([]byte(out), &doc); err != nil {
		t.Fatal(err)
	}
	for _, k := range []string{"puzzles", "first", "last", "skipped", "answers", "distinct_answers", "constraints"} {
		if _, ok := doc.Archive[k]; !ok {
			t.Errorf("archive has no %q", k)
		}
	}
	for _, k := range []string{"name", "path", "boards", "answers", "list_words", "both", "recall", "precision",
		"distinct_recall", "missing", "rejected", "filter"} {
		if _, ok := doc.Lists[0][k]; !ok {
			t.Errorf("lists[0] has no %q", k)
		}
	}
	var got struct {
		Archive struct {
			Puzzles, Answers, DistinctAnswers int
			First, Last                       string
		}
		Lists []struct {
			Name                  string
			Boards, Answers, Both int
			ListWords             int `json:"list_words"`
			Recall, Precision     float64
			Missing, Rejected     int
			Filter                string
			DistinctRecall        float64 `json:"distinct_recall"`
		}
	}
	json.Unmarshal([]byte(out), &got)
	a, l := got.Archive, got.Lists[0]
	if a.Puzzles != 793 || a.Answers != 33931 || a.First != "2023-01-01" || a.Last != "2025-03-05" ||
		l.Name != "enable1" || l.Boards != 793 || l.Answers != 33931 || l.ListWords != 57495 || l.Both != 32572 ||
		l.Missing != 346 || l.Rejected != 6056 {
		t.Errorf("archive %+v, enable1 %+v", a, l)
	}
	const filter = "score 118..703, words 31..126, pangrams >= 1, vowels 1..3, no S, not-together E R, not-together H J, not-together R X, center not X"
	if l.Filter != filter {
		t.Errorf("calibrated filter %q; want %q", l.Filter, filter)
	}
	// rank and score take it as it is.
	if code, _, errOut := beebatch(t, "", "rank", "--space", "all", "--variants", "no-s", "--top", "1", "--stats=false", "--where", l.Filter, enable1); code != 0 {
		t.Errorf("rank --where calibrated: exit %d: %s", code, errOut)
	}
	if code, out, errOut := beebatch(t, "", "score", "--where", l.Filter, "E/ACLNOW", enable1); code != 0 || !strings.Contains(out, "1 of 1 boards pass") {
		t.Errorf("score --where calibrated: exit %d, stdout %q, stderr %q", code, out, errOut)
	}
}

// TestSolveScoreArchive says where boards were published, and how a
// list's words on a published board differ from its answers.
func TestSolveScoreArchive(t *testing.T) {
	for _, format := range []string{"text", "md", "json", "csv"} {
		code, out, errOut := beebatch(t, "", "score", "--archive", archiveNYT, "--format", format, "E/ACLNOT", "N/ACELOT", "J/BEKOUX", "R/ADEIMT", archiveList)
		if code != 0 {
			t.Fatalf("score --format %s: exit %d: %s", format, code, errOut)
		}
		golden(t, "archive/score."+format, []byte(out))
	}
	for _, format := range []string{"text", "json"} {
		code, out, errOut := beebatch(t, "", "solve", "--archive", archiveNYT, "--format", format, "E/ACLNOT", archiveList)
		if code != 0 {
			t.Fatalf("solve --format %s: exit %d: %s", format, code, errOut)
		}
		golden(t, "archive/solve."+format, []byte(out))
	}
	code, _, errOut := beebatch(t, "", "solve", "--archive", "-", "E/ACLNOT", "-")
	if code != 2 || !strings.HasPrefix(errOut, "beebatch solve: --archive - and WORDLIST - both read standard input") {
		t.Errorf("--archive - with a list -: exit %d, stderr %q", code, errOut)
	}
}

// TestExcludeWords drops the words of a list from every list in every
// command, and says how many.
func TestExcludeWords(t *testing.T) {
	drop := t.TempDir() + "/drop.txt"
	os.WriteFile(drop, []byte("octane\njukebox\nnotaword\n"), 0o644)
	code, out, errOut := beebatch(t, "", "rank", "--format", "json", "--exclude-words", drop, archiveList)
	if code != 0 || !strings.Contains(out, `"excluded": 2`) {
		t.Errorf("rank: exit %d, stderr %q, stdout %.300q", code, errOut, out)
	}
	code, out, _ = beebatch(t, "", "solve", "--exclude-words", drop, "J/BEKOUX", archiveList)
	if code != 0 || strings.Contains(out, "jukebox(") || !strings.Contains(out, "2 words dropped from the list by --exclude-words") {
		t.Errorf("solve: exit %d, stdout %q", code, out)
	}
	code, out, _ = beebatch(t, "", "score", "--exclude-words", drop, "J/BEKOUX", archiveList)
	if code != 0 || !strings.HasSuffix(out, "--exclude-words "+drop+" dropped 2 words from list\n") {
		t.Errorf("score: exit %d, stdout %q", code, out)
	}
	code, out, _ = beebatch(t, "", "compare", "--format", "json", "--exclude-words", drop, archiveList, archiveOther)
	if code != 0 || !strings.Contains(out, `"excluded": 2`) {
		t.Errorf("compare: exit %d, stdout %.300q", code, out)
	}
	code, _, errOut = beebatch(t, "", "rank", "--exclude-words", "-", "-")
	if code != 2 || !strings.HasPrefix(errOut, "beebatch rank: --exclude-words - and WORDLIST - both read standard input") {
		t.Errorf("stdin twice: exit %d, stderr %q", code, errOut)
	}
	code, _, errOut = beebatch(t, "", "rank", "--exclude-words", "testdata/nosuch.txt", archiveList)
	if code != 1 || !strings.HasPrefix(errOut, `beebatch rank: --exclude-words: "testdata/nosuch.txt": no such file or directory`) {
		t.Errorf("missing file: exit %d, stderr %q", code, errOut)
	}
}

// TestArchiveOutExportTogether makes --export fail, with a directory
// named accepted.txt in it, and a report file of --out fail, with a
// directory named archive.md: --out and --export are one set, so the run
// writes neither, and removes the directories it made (fault 10 of issue
// 21: the --out directory it created held 4 files).
func TestArchiveOutExportTogether(t *testing.T) {
	for _, blocked := range []string{"export/accepted.txt", "out/archive.md"} {
		dir := t.TempDir()
		out, export := filepath.Join(dir, "out"), filepath.Join(dir, "export")
		if err := os.MkdirAll(filepath.Join(dir, blocked), 0o755); err != nil {
			t.Fatal(err)
		}
		code, _, errOut := beebatch(t, "", "archive", "--out", out, "--export", export, archiveNYT, archiveList)
		if code != 1 || !strings.Contains(errOut, "is a directory") {
			t.Errorf("%s a directory: exit %d, stderr %q; want exit 1 and the directory named", blocked, code, errOut)
		}
		for _, d := range []string{out, export} {
			entries, _ := os.ReadDir(d)
			for _, e := range entries {
				if !e.IsDir() {
					t.Errorf("%s a directory: %s holds %s", blocked, d, e.Name())
				}
			}
		}
	}
}
