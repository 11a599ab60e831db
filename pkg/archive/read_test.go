package archive

import (
	"bytes"
	"compress/gzip"
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"reflect"
	"runtime"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/klauspost/compress/zstd"
	"github.com/ulikunitz/xz"

	"github.com/beebatch/beebatch/pkg/puzzle"
	"github.com/beebatch/beebatch/pkg/wordlist"
)

// puzzleLine writes a puzzle in the text form, for comparisons.
func puzzleLine(p *Puzzle) string {
	return fmt.Sprintf("%s %s %s %s", p.Date, p.Board.Letters, p.Board.Center, strings.Join(p.Answers, " "))
}

// puzzleLines writes the puzzles of a in the text form.
func puzzleLines(a *Archive) []string {
	var out []string
	for _, p := range a.Puzzles {
		out = append(out, puzzleLine(p))
	}
	return out
}

// warningTexts returns the messages of the warnings.
func warningTexts(errs []error) []string {
	out := []string{}
	for _, e := range errs {
		out = append(out, e.Error())
	}
	return out
}

// The puzzles of testdata/text.txt, which every other form repeats in
// part.
var textPuzzles = []string{
	"2024-01-01 AEGILNT G gait gale gate gelatin genital giant glean tangle tinge",
	"2024-01-02 ABEKLNT B abet able bake bank beak beat belt bent blank blanket bleat table tablet",
	"2024-01-03 ADIMPRY M army damp dram myriad pram primary pyramid ramp",
	"2024-01-04 BEJKOUX J joke juke jukebox",
}

// TestForms reads every form of testdata and finds the same puzzles.
func TestForms(t *testing.T) {
	for _, tc := range []struct {
		path    string
		want    []string // of textPuzzles
		skipped map[string]int
		lines   []int // the line of each puzzle
	}{
		{"text.txt", textPuzzles, map[string]int{}, []int{3, 4, 6, 7}},
		{"text.dat", textPuzzles, map[string]int{}, []int{3, 4, 6, 7}}, // gzip, by content
		{"one.json", textPuzzles[:1], map[string]int{}, []int{1}},
		{"page.json", textPuzzles[:2], map[string]int{}, []int{4, 1}},
		{"array.json", textPuzzles[2:], map[string]int{}, []int{2, 4}},
		{"lines.jsonl", textPuzzles, map[string]int{}, []int{1, 2, 3, 4}},
		{"lines.jsonl.gz", textPuzzles, map[string]int{}, []int{1, 2, 3, 4}},
		{"dir", textPuzzles, map[string]int{"duplicate": 2}, []int{1, 1, 2, 4}},
	} {
		t.Run(tc.path, func(t *testing.T) {
			path := filepath.Join("testdata", tc.path)
			a, err := Load(context.Background(), path, nil, DefaultOptions)
			if err != nil {
				t.Fatal(err)
			}
			checkArchive(t, a)
			if got := puzzleLines(a); !slices.Equal(got, tc.want) {
				t.Errorf("puzzles:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(tc.want, "\n"))
			}
			if got := a.Skipped.Map(); !reflect.DeepEqual(got, tc.skipped) {
				t.Errorf("skipped = %v, want %v", got, tc.skipped)
			}
			var lines []int
			for _, p := range a.Puzzles {
				lines = append(lines, p.Pos.Line)
			}
			if !slices.Equal(lines, tc.lines) {
				t.Errorf("lines = %v, want %v", lines, tc.lines)
			}
		})
	}
}

// TestDirectory checks what Load says of a directory: the files it reads,
// in order, and the entries it skips.
func TestDirectory(t *testing.T) {
	a, err := Load(context.Background(), filepath.Join("testdata", "dir"), nil, DefaultOptions)
	if err != nil {
		t.Fatal(err)
	}
	want := []string{"testdata/dir/sub: skipped: a directory; only the files directly in testdata/dir are read"}
	if got := warningTexts(a.Warnings); !slices.Equal(got, want) {
		t.Errorf("warnings = %q, want %q", got, want)
	}
	var from []string
	for _, p := range a.Puzzles {
		from = append(from, p.Pos.String())
	}
	wantFrom := []string{"testdata/dir/2024-01-01.json:1", "testdata/dir/2024-01-02.json.gz:1",
		"testdata/dir/2024-01-03.json:2", "testdata/dir/2024-01-03.json:4"}
	if !slices.Equal(from, wantFrom) {
		t.Errorf("read from %q, want %q", from, wantFrom)
	}
	if n := len(a.Puzzles) + a.Skipped.Total() - a.Skipped[EmptyFile]; n != 6 {
		t.Errorf("%d records, want 6", n)
	}
}

// TestStdin reads an archive from standard input, as "-".
func TestStdin(t *testing.T) {
	data, err := os.ReadFile(filepath.Join("testdata", "lines.jsonl.gz"))
	if err != nil {
		t.Fatal(err)
	}
	a, err := Load(context.Background(), "-", bytes.NewReader(data), DefaultOptions)
	if err != nil {
		t.Fatal(err)
	}
	if got := puzzleLines(a); !slices.Equal(got, textPuzzles) {
		t.Errorf("puzzles = %q", got)
	}
	if a.Puzzles[0].Pos.String() != "-:1" {
		t.Errorf("position %s, want -:1", a.Puzzles[0].Pos)
	}
	if _, err := Load(context.Background(), "-", nil, DefaultOptions); err == nil || err.Error() != "-: no standard input to read" {
		t.Errorf("Load(context.Background(), -, nil) = %v", err)
	}
}

// TestHostile checks the exact messages for bad records: the warnings,
// the counts and, when nothing is left, the error.
func TestHostile(t *testing.T) {
	const good = `{"printDate": "2024-01-01", "centerLetter": "g", "validLetters": ["g","a","e","i","l","n","t"], "answers": ["gait", "gelatin"]}`
	// rec returns good with one change.
	rec := func(old, new string) string {
		if !strings.Contains(good, old) {
			panic(old)
		}
		return strings.Replace(good, old, new, 1)
	}
	for _, tc := range []struct {
		name, input string
		warnings    []string
		skipped     map[string]int
		err         string // when no puzzle is left
	}{
		{
			name:     "bad JSON",
			input:    "{\"printDate\": \"2024-01-01\", \"centerLetter\": \"g\",\n \"answers\": [gait]}",
			warnings: []string{"x:2:14: invalid JSON: invalid character 'g' looking for beginning of value"},
			skipped:  map[string]int{"bad-json": 1},
			err:      "x: no valid puzzle in the archive (skipped: 1 bad-json)",
		},
		{
			name:     "truncated JSON",
			input:    "[\n" + good + ",\n{\"printDate\": ",
			warnings: []string{"x:3:14: invalid JSON: unexpected end of JSON input"},
			skipped:  map[string]int{"bad-json": 1},
		},
		{
			name:     "bad line of JSON lines",
			input:    good + "\n{\"printDate\": 2024-01-02}\n" + rec("01-01", "01-03") + "\n",
			warnings: []string{"x:2:19: invalid JSON: invalid character '-' after object key:value pair"},
			skipped:  map[string]int{"bad-json": 1},
		},
		{
			name:     "repeated letter",
			input:    rec(`"t"]`, `"g"]`),
			warnings: []string{"x:1: 2024-01-01: letter G is repeated in validLetters"},
			skipped:  map[string]int{"repeated-letter": 1},
			err:      "x: no valid puzzle in the archive (skipped: 1 repeated-letter)",
		},
		{
			name:     "repeated letter, text",
			input:    "2024-01-01 aegilng g gait\n",
			warnings: []string{`x:1: 2024-01-01: letter G is repeated in "aegilng"`},
			skipped:  map[string]int{"repeated-letter": 1},
		},
		{
			name:     "answer off the board",
			input:    rec(`"gait"`, `"gains"`),
			warnings: []string{`x:1: 2024-01-01: answer "gains" has S, which is not on the board AEGILNT:G`},
			skipped:  map[string]int{"off-board-answer": 1},
		},
		{
			name:     "answer off the board, text",
			input:    "2024-01-01 aegilnt g gait gelatin zigzag\n",
			warnings: []string{`x:1: 2024-01-01: answer "zigzag" has Z, which is not on the board AEGILNT:G`},
			skipped:  map[string]int{"off-board-answer": 1},
		},
		{
			name:     "center not among the letters",
			input:    rec(`"g","a"`, `"r","a"`),
			warnings: []string{"x:1: 2024-01-01: center G is not among the validLetters AEILNRT"},
			skipped:  map[string]int{"bad-center": 1},
		},
		{
			name:     "center not among the letters, text",
			input:    "2024-01-01 aeilnrt g gait\n",
			warnings: []string{"x:1: 2024-01-01: center G is not among the letters AEILNRT"},
			skipped:  map[string]int{"bad-center": 1},
		},
		{
			name:  "two different records for one date",
			input: good + "\n" + rec(`"gait"`, `"gilt"`) + "\n",
			warnings: []string{"x:2: 2024-01-01: differs from the record at x:1, which is kept: " +
				"1 answer only there (gait), 1 answer only here (gilt)"},
			skipped: map[string]int{"conflict": 1},
		},
		{
			name:  "two boards for one date",
			input: "2024-01-01 aegilnt g gait\n2024-01-01 aegilnt a gait\n",
			warnings: []string{"x:2: 2024-01-01: differs from the record at x:1, which is kept: " +
				"board AEGILNT:G there, AEGILNT:A here"},
			skipped: map[string]int{"conflict": 1},
		},
		{
			name:    "two records for one date that agree",
			input:   good + "\n" + rec(`["gait", "gelatin"]`, `["GELATIN", "gait"]`) + "\n",
			skipped: map[string]int{"duplicate": 1},
		},
		{
			name:     "empty file",
			input:    "",
			warnings: []string{"x: empty: no puzzle in it"},
			skipped:  map[string]int{"empty-file": 1},
			err:      "x: no valid puzzle in the archive (skipped: 1 empty-file)",
		},
		{
			name:     "only comments",
			input:    "\ufeff# nothing yet\n\n   \n",
			warnings: []string{"x: empty: no puzzle in it"},
			skipped:  map[string]int{"empty-file": 1},
			err:      "x: no valid puzzle in the archive (skipped: 1 empty-file)",
		},
		{
			name:     "bad date",
			input:    rec("2024-01-01", "2024-1-1") + "\n" + rec("2024-01-01", "2023-02-29") + "\n" + rec(`"printDate": "2024-01-01", `, ""),
			warnings: []string{`x:1: printDate "2024-1-1" is not a date written YYYY-MM-DD`, `x:2: printDate 2023-02-29: February 2023 has 28 days`, "x:3: no printDate"},
			skipped:  map[string]int{"bad-date": 3},
		},
		{
			name:     "wrong number of letters",
			input:    rec(`,"t"]`, `]`),
			warnings: []string{"x:1: 2024-01-01: validLetters has 6 letters (AEGILN), expected 7"},
			skipped:  map[string]int{"letter-count": 1},
		},
		{
			name:     "wrong number of letters, text",
			input:    "2024-01-02 aegilntr e gait\n",
			warnings: []string{`x:1: 2024-01-02: letters "aegilntr": 8 letters, expected 7`},
			skipped:  map[string]int{"letter-count": 1},
		},
		{
			name:     "not a letter",
			input:    rec(`"t"]`, `"tt"]`),
			warnings: []string{`x:1: 2024-01-01: validLetters[6] "tt" is not a single letter a-z`},
			skipped:  map[string]int{"bad-letter": 1},
		},
		{
			name:     "not a letter, text",
			input:    "2024-01-02 aegi1nt g gait\n2024-01-03\n",
			warnings: []string{`x:1: 2024-01-02: letters "aegi1nt": '1' is not a letter a-z`, "x:2: 2024-01-03: no letters after the date"},
			skipped:  map[string]int{"bad-letter": 2},
		},
		{
			name:     "outer letters and center do not make the letters",
			input:    rec(`"validLetters"`, `"outerLetters": ["a","e","i","l","n","r"], "validLetters"`),
			warnings: []string{"x:1: 2024-01-01: outerLetters AEILNR and center G make AEGILNR, not the validLetters AEGILNT"},
			skipped:  map[string]int{"letters-mismatch": 1},
		},
		{
			name:     "center among the outer letters",
			input:    rec(`"validLetters": ["g","a","e","i","l","n","t"]`, `"outerLetters": ["a","g","i","l","n","t"]`),
			warnings: []string{"x:1: 2024-01-01: center G is also among the outerLetters AGILNT"},
			skipped:  map[string]int{"bad-center": 1},
		},
		{
			name:     "no center",
			input:    rec(`"centerLetter": "g", `, "") + "\n" + rec(`"centerLetter": "g"`, `"centerLetter": "?"`),
			warnings: []string{"x:1: 2024-01-01: no centerLetter", `x:2: 2024-01-01: centerLetter "?" is not a single letter a-z`},
			skipped:  map[string]int{"bad-center": 2},
		},
		{
			name:     "no center, text",
			input:    "2024-01-02 aegilnt\n2024-01-03 aegilnt gg gait\n",
			warnings: []string{"x:1: 2024-01-02: no center after the letters", `x:2: 2024-01-03: center "gg" is not a single letter a-z`},
			skipped:  map[string]int{"bad-center": 2},
		},
		{
			name: "bad answers",
			input: rec(`"gait"`, `"ga it"`) + "\n" + rec(`"gait"`, `"gag"`) + "\n" + rec(`"gait"`, `"tail"`) + "\n" +
				rec(`"gait"`, `"gelatin"`) + "\n" + rec(`"answers": ["gait", "gelatin"]`, `"answers": []`),
			warnings: []string{
				`x:1: 2024-01-01: answer "ga it" has ' ', which is not a letter a-z`,
				`x:2: 2024-01-01: answer "gag" has 3 letters, fewer than 4`,
				`x:3: 2024-01-01: answer "tail" lacks the center G`,
				`x:4: 2024-01-01: answer "gelatin" is given twice`,
				"x:5: 2024-01-01: no answers",
			},
			skipped: map[string]int{"bad-answer": 1, "short-answer": 1, "centerless-answer": 1, "repeated-answer": 1, "no-answers": 1},
		},
		{
			name:     "bad pangrams",
			input:    rec(`"answers"`, `"pangrams": ["genital"], "answers"`) + "\n" + rec(`"answers"`, `"pangrams": ["gait"], "answers"`),
			warnings: []string{`x:1: 2024-01-01: pangram "genital" is not among the answers`, `x:2: 2024-01-01: pangram "gait" does not use every letter: it lacks E, L and N`},
			skipped:  map[string]int{"bad-pangram": 2},
		},
		{
			name:     "not puzzle objects",
			input:    `[3, "x", null, [], {"printDate": 2024}, {"answers": "gait"}]`,
			warnings: []string{"x:1: expected a puzzle object, found a number", "x:1: expected a puzzle object, found a string", "x:1: expected a puzzle object, found null", "x:1: expected a puzzle object, found an array", "x:1: field printDate: expected a string, found a number", "x:1: field answers: expected an array of strings, found a string"},
			skipped:  map[string]int{"bad-record": 6},
			err:      "x: no valid puzzle in the archive (skipped: 6 bad-record)",
		},
		{
			name:     "a page with one puzzle and one bad",
			input:    "{\"today\": " + good + ",\n \"yesterday\": {\"printDate\": \"2023-12-31\"}, \"other\": 1}",
			warnings: []string{"x:2: 2023-12-31: no validLetters or outerLetters"},
			skipped:  map[string]int{"bad-letter": 1},
		},
	} {
		t.Run(tc.name, func(t *testing.T) {
			a, err := Read(strings.NewReader(tc.input), "x", DefaultOptions)
			var warnings []error
			var skipped Skips
			var npe *NoPuzzleError
			switch {
			case tc.err != "" && (err == nil || err.Error() != tc.err):
				t.Fatalf("error %v, want %s", err, tc.err)
			case errors.As(err, &npe):
				warnings, skipped = npe.Warnings, npe.Skipped
			case err != nil:
				t.Fatal(err)
			default:
				checkArchive(t, a)
				warnings, skipped = a.Warnings, a.Skipped
			}
			if got := warningTexts(warnings); !slices.Equal(got, append([]string{}, tc.warnings...)) {
				t.Errorf("warnings:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(tc.warnings, "\n"))
			}
			if got := skipped.Map(); !reflect.DeepEqual(got, tc.skipped) {
				t.Errorf("skipped = %v, want %v", got, tc.skipped)
			}
		})
	}
}

// TestHostileFiles checks the messages for bad files in a directory.
func TestHostileFiles(t *testing.T) {
	dir := t.TempDir()
	write := func(name, text string) {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	write("a.txt", "2024-01-01 aegilnt g gait gelatin\n")
	write("b.txt", "# the same day, another answer\n2024-01-01 aegilnt g gait gelatin genital\n")
	write("c.json", "")
	write("d.json", "{\"printDate\": \"2024-01-02\",\n\"centerLetter\": \"g\"\n\"answers\": []}\n")
	write("e.gz", "\x1f\x8b not really gzip")
	if err := os.Symlink("nowhere", filepath.Join(dir, "f.json")); err != nil {
		t.Fatal(err)
	}
	_, err := Load(context.Background(), dir, nil, DefaultOptions)
	var ge *wordlist.CorruptError
	if !errors.As(err, &ge) || err.Error() != dir+"/e.gz: corrupt or truncated gzip data: invalid header" {
		t.Fatalf("error %v, want a *wordlist.CorruptError for e.gz", err)
	}
	os.Remove(filepath.Join(dir, "e.gz"))
	a, err := Load(context.Background(), dir, nil, DefaultOptions)
	if err != nil {
		t.Fatal(err)
	}
	want := []string{
		dir + "/f.json: skipped: a broken symbolic link (no such file or directory)",
		dir + "/b.txt:2: 2024-01-01: differs from the record at " + dir + "/a.txt:1, which is kept: 1 answer only here (genital)",
		dir + "/c.json: empty: no puzzle in it",
		dir + "/d.json:3:1: invalid JSON: invalid character '\"' after object key:value pair",
	}
	if got := warningTexts(a.Warnings); !slices.Equal(got, want) {
		t.Errorf("warnings:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
	if got, want := a.Skipped.Map(), map[string]int{"conflict": 1, "empty-file": 1, "bad-json": 1}; !reflect.DeepEqual(got, want) {
		t.Errorf("skipped = %v, want %v", got, want)
	}
}

// TestLoadErrors checks the errors of paths that cannot be archives.
func TestLoadErrors(t *testing.T) {
	dir := t.TempDir()
	if err := os.Mkdir(filepath.Join(dir, "sub"), 0o755); err != nil {
		t.Fatal(err)
	}
	os.WriteFile(filepath.Join(dir, ".hidden"), []byte("2024-01-01 aegilnt g gait\n"), 0o644)
	for _, tc := range []struct{ path, err string }{
		{filepath.Join(dir, "none"), dir + "/none: no such file or directory; expected an archive file, a directory of them, or - for standard input"},
		{dir, dir + ": directory holds no regular files; expected puzzle files in it (files starting with '.' are left out)"},
	} {
		if _, err := Load(context.Background(), tc.path, nil, DefaultOptions); err == nil || err.Error() != tc.err {
			t.Errorf("Load(context.Background(), %s) = %v, want %s", tc.path, err, tc.err)
		}
	}
	rules := puzzle.DefaultRules
	rules.Size = 3
	var re *puzzle.RuleError
	if _, err := Read(strings.NewReader(""), "x", Options{Rules: rules}); !errors.As(err, &re) || re.Rule != "Size" {
		t.Errorf("Read with size 3 = %v, want a *puzzle.RuleError for Size", err)
	}
}

// TestLimit checks that an input larger than MaxBytes fails with a
// *wordlist.LimitError, counted after decompression and over all files.
func TestLimit(t *testing.T) {
	line := "2024-01-01 aegilnt g gait gelatin\n"
	var big bytes.Buffer
	zw := gzip.NewWriter(&big)
	for range 1000 {
		io.WriteString(zw, line)
	}
	zw.Close()
	opts := DefaultOptions
	opts.MaxBytes = 10000
	for _, tc := range []struct {
		name string
		r    io.Reader
	}{
		{"plain", strings.NewReader(strings.Repeat(line, 1000))},
		{"gzip", bytes.NewReader(big.Bytes())},
	} {
		_, err := Read(tc.r, tc.name, opts)
		var le *wordlist.LimitError
		if !errors.As(err, &le) || le.Limit != 10000 || le.Path != tc.name {
			t.Errorf("%s: error %v, want a *wordlist.LimitError", tc.name, err)
		}
	}
	// Two files of 200 bytes each, with a limit of 300.
	dir := t.TempDir()
	for _, name := range []string{"a.txt", "b.txt"} {
		os.WriteFile(filepath.Join(dir, name), []byte(strings.Repeat("# padding\n", 20)+line), 0o644)
	}
	opts.MaxBytes = 300
	_, err := Load(context.Background(), dir, nil, opts)
	var le *wordlist.LimitError
	if !errors.As(err, &le) || le.Path != dir {
		t.Errorf("error %v, want a *wordlist.LimitError for the directory", err)
	}
	if want := dir + ": input larger than the limit of 300 bytes (counted after decompression)"; err == nil || err.Error() != want {
		t.Errorf("error %v, want %s", err, want)
	}
	opts.MaxBytes = 2 * int64(len(strings.Repeat("# padding\n", 20)+line))
	if _, err := Load(context.Background(), dir, nil, opts); err != nil {
		t.Errorf("two files within the limit: %v", err)
	}
}

// TestMaxWarnings checks that Load sums up the warnings beyond
// DefaultMaxWarnings, and Read of the tests keeps them all.
func TestMaxWarnings(t *testing.T) {
	input := strings.Repeat("bad\n", 15) + "2024-01-01 aegilnt g gait\n"
	a, err := Load(context.Background(), "-", strings.NewReader(input), DefaultOptions)
	if err != nil {
		t.Fatal(err)
	}
	if len(a.Warnings) != DefaultMaxWarnings+1 || a.Warnings[DefaultMaxWarnings].Error() != "-: 5 more warnings not shown" {
		t.Errorf("warnings = %q", warningTexts(a.Warnings))
	}
	a, err = Read(strings.NewReader(input), "x", DefaultOptions)
	if err != nil || len(a.Warnings) != 15 {
		t.Errorf("with no limit: %v, %d warnings", err, len(a.Warnings))
	}
}

// TestParser reads the records of one input, bad ones too.
func TestParser(t *testing.T) {
	p := parser{path: "x", rules: puzzle.DefaultRules}
	p.parse([]byte("2024-01-01 aegilnt g gait\n\n2024-01-02 aegilnt g tail\n"))
	var got []string
	for _, rec := range p.records {
		if rec.Puzzle != nil {
			got = append(got, rec.Puzzle.Pos.String()+" "+puzzleLine(rec.Puzzle))
		} else {
			got = append(got, rec.Err.Error())
		}
	}
	want := []string{"x:1 2024-01-01 AEGILNT G gait", `x:3: 2024-01-02: answer "tail" lacks the center G`}
	if !slices.Equal(got, want) {
		t.Errorf("records %q, want %q", got, want)
	}
}

// checkArchive checks what must hold for every archive: the puzzles are
// valid and in order of date, one per date, their figures are those that
// puzzle.Solve gives for a list of their answers, and the vocabulary is
// the distinct answers.
func checkArchive(t testing.TB, a *Archive) {
	t.Helper()
	if len(a.Puzzles) == 0 {
		t.Fatal("no puzzles")
	}
	vocab := map[string]int{}
	for i, p := range a.Puzzles {
		if i > 0 && p.Date <= a.Puzzles[i-1].Date {
			t.Errorf("puzzle %d: date %s after %s", i, p.Date, a.Puzzles[i-1].Date)
		}
		checkPuzzle(t, p, a.Rules)
		for j, w := range p.Answers {
			vocab[w]++
			if a.vocab[p.ids[j]] != w {
				t.Errorf("%s: answer %s has id %d, which is %s", p.Date, w, p.ids[j], a.vocab[p.ids[j]])
			}
		}
	}
	if len(vocab) != len(a.vocab) {
		t.Errorf("vocabulary of %d words, want %d", len(a.vocab), len(vocab))
	}
	for i, w := range a.vocab {
		if int(a.accepted[i]) != vocab[w] {
			t.Errorf("%s accepted %d times, want %d", w, a.accepted[i], vocab[w])
		}
	}
}

// checkPuzzle checks one puzzle against the rules, and its figures
// against puzzle.Solve over a list of its answers read by wordlist.Read,
// under the rules but for Exclude, which the official answers ignore.
func checkPuzzle(t testing.TB, p *Puzzle, rules puzzle.Rules) {
	t.Helper()
	h := p.Board
	if h.Letters.Len() != rules.Size || h.Center.Len() != 1 || !h.Letters.Contains(h.Center) {
		t.Errorf("%s: bad board %s", p.Date, h)
	}
	if _, err := time.Parse(time.DateOnly, p.Date); err != nil {
		t.Errorf("bad date %q", p.Date)
	}
	if len(p.Answers) == 0 || !slices.IsSorted(p.Answers) || len(slices.Compact(slices.Clone(p.Answers))) != len(p.Answers) {
		t.Errorf("%s: answers %q not sorted and distinct", p.Date, p.Answers)
	}
	l, err := wordlist.Read(strings.NewReader(strings.Join(p.Answers, "\n")), "answers", "answers", wordlist.DefaultOptions)
	if err != nil || l.Words.Len() != len(p.Answers) {
		t.Fatalf("%s: answers read back as %v, %v", p.Date, l, err)
	}
	rules.Exclude = 0
	sol := puzzle.Solve(&l.Words, h, rules)
	want := Figures{Words: len(sol.Words), Points: sol.Score, Pangrams: sol.Pangrams, Perfect: sol.PerfectPangrams, Bingo: sol.Bingo()}
	if p.Official != want {
		t.Errorf("%s: figures %+v, puzzle.Solve gives %+v", p.Date, p.Official, want)
	}
	if got := sol.Texts(); len(got) != len(p.Answers) {
		t.Errorf("%s: Solve keeps %d of the %d answers", p.Date, len(got), len(p.Answers))
	}
	// The rejected words are words of the board, as the answers are.
	if len(p.Rejected) > 0 {
		r, err := wordlist.Read(strings.NewReader(strings.Join(p.Rejected, "\n")), "rejected", "rejected", wordlist.DefaultOptions)
		if err != nil || len(puzzle.Solve(&r.Words, h, rules).Words) != len(p.Rejected) {
			t.Errorf("%s: rejected words %q are not all words of the board", p.Date, p.Rejected)
		}
	}
}

// TestLoadCancelled cancels Load while it reads a pipe that never ends,
// and before it reads an archive of many puzzles: each returns the
// context's error, where Load once read on until a second signal (fault 6
// of issue 21).
func TestLoadCancelled(t *testing.T) {
	pr, pw := io.Pipe()
	defer pw.Close()
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan error, 1)
	go func() {
		_, err := Load(ctx, "-", pr, DefaultOptions)
		done <- err
	}()
	pw.Write([]byte("2024-02-03 bejkoux j joke juke jukebox\n"))
	cancel()
	if err := <-done; !errors.Is(err, context.Canceled) {
		t.Errorf("Load of a pipe, cancelled: %v; want %v", err, context.Canceled)
	}
	var b strings.Builder
	for i := range 5000 {
		fmt.Fprintf(&b, "%04d-02-03 bejkoux j joke juke jukebox\n", 1000+i)
	}
	if _, err := Load(ctx, "-", strings.NewReader(b.String()), DefaultOptions); !errors.Is(err, context.Canceled) {
		t.Errorf("Load of 5,000 puzzles, cancelled: %v; want %v", err, context.Canceled)
	}
	if in := readInput(ctx, strings.NewReader(b.String()), "-", DefaultOptions, nil); !errors.Is(in.err, context.Canceled) || len(in.records) > 0 {
		t.Errorf("readInput of 5,000 puzzles, cancelled: %d records, %v; want %v", len(in.records), in.err, context.Canceled)
	}
}

// TestLoadForms reads an archive compressed as a word list may be, and
// refuses at once, saying what it is, an input that no archive is: a zip
// or tar archive, UTF-16, or the NUL bytes of /dev/zero, which were once
// read to the limit and then parsed as "date ... is not a date" (faults 9
// and 13 of issue 21).
func TestLoadForms(t *testing.T) {
	const day = "2024-02-03 bejkoux j joke juke jukebox\n"
	gz := func(b []byte) []byte {
		var out bytes.Buffer
		zw := gzip.NewWriter(&out)
		zw.Write(b)
		zw.Close()
		return out.Bytes()
	}
	var zs bytes.Buffer
	enc, err := zstd.NewWriter(&zs)
	if err != nil {
		t.Fatal(err)
	}
	enc.Write([]byte(day))
	enc.Close()
	var xzb bytes.Buffer
	xw, err := xz.NewWriter(&xzb)
	if err != nil {
		t.Fatal(err)
	}
	xw.Write([]byte(day))
	xw.Close()
	tarHead := make([]byte, 512)
	copy(tarHead[257:], "ustar")
	utf16 := []byte{0xff, 0xfe}
	for _, c := range day {
		utf16 = append(utf16, byte(c), 0)
	}
	for _, tt := range []struct {
		name string
		data []byte
		want string // in the error; "" for the puzzle read
	}{
		{"gzip in gzip", gz(gz([]byte(day))), ""},
		{"zstd", zs.Bytes(), ""},
		{"xz", xzb.Bytes(), ""},
		{"zip", []byte("PK\x03\x04\x14\x00\x00\x00\x08\x00"), "a zip archive, not an archive of puzzles; unpack it first"},
		{"tar", tarHead, "a tar archive, not an archive of puzzles; unpack it first"},
		{"utf-16", utf16, "looks like UTF-16"},
		{"zeros", make([]byte, 2<<20), "binary data"},
		{"zeros, gzip", gz(make([]byte, 2<<20)), "binary data"},
	} {
		opts := DefaultOptions
		opts.MaxBytes = 1 << 20
		a, err := Load(context.Background(), "-", bytes.NewReader(tt.data), opts)
		switch {
		case tt.want == "" && (err != nil || len(a.Puzzles) != 1):
			t.Errorf("%s: %v", tt.name, err)
		case tt.want != "" && (err == nil || !strings.Contains(err.Error(), tt.want)):
			t.Errorf("%s: error %v; want %q in it", tt.name, err, tt.want)
		}
	}
}

// TestLoadStreamMemory reads a stream over the limit, which once cost
// several times the limit in the copies of a buffer that doubled: it now
// fails having allocated little more than the limit (fault 9 of issue 21).
func TestLoadStreamMemory(t *testing.T) {
	line := []byte("2024-02-03 bejkoux j joke juke jukebox\n")
	data := bytes.Repeat(line, (16<<20)/len(line))
	opts := DefaultOptions
	opts.MaxBytes = 8 << 20
	var before, after runtime.MemStats
	runtime.ReadMemStats(&before)
	_, err := Load(context.Background(), "-", io.MultiReader(bytes.NewReader(data)), opts)
	runtime.ReadMemStats(&after)
	var le *wordlist.LimitError
	if !errors.As(err, &le) {
		t.Fatalf("Load of 16 MiB with --max-bytes 8MiB: %v; want a *wordlist.LimitError", err)
	}
	if alloc := after.TotalAlloc - before.TotalAlloc; alloc > 12<<20 {
		t.Errorf("Load allocated %d MiB for a limit of 8", alloc>>20)
	}
}
