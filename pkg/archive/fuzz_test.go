package archive

import (
	"bytes"
	"encoding/json"
	"errors"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/beebatch/beebatch/pkg/wordlist"
)

// FuzzRead checks that Read never panics, fails only as documented, and
// keeps its invariants: the records add up, each skipped record has one
// warning naming the input, the puzzles are valid with the figures that
// puzzle.Solve gives, the puzzles written in the text form read back the
// same, and the vocabulary compared as a list with the archive has every
// answer. Its seeds are the files of testdata and testdata/fuzz/FuzzRead.
func FuzzRead(f *testing.F) {
	files, _ := filepath.Glob(filepath.Join("testdata", "*.*"))
	for _, name := range files {
		if data, err := os.ReadFile(name); err == nil {
			f.Add(data)
		}
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		opts := Options{MaxBytes: 1 << 20}
		a, err := Read(bytes.NewReader(data), "fuzz", opts)
		var npe *NoPuzzleError
		var ge *wordlist.CorruptError
		var le *wordlist.LimitError
		var ee *wordlist.EncodingError
		switch {
		case errors.As(err, &npe):
			checkWarnings(t, npe.Skipped, npe.Warnings)
			if npe.Skipped.Total() == 0 {
				t.Fatalf("no puzzle and nothing skipped: %v", err)
			}
			return
		case errors.As(err, &ge), errors.As(err, &le), errors.As(err, &ee):
			return
		case err != nil && strings.HasPrefix(err.Error(), "fuzz: ") && strings.Contains(err.Error(), ", not an archive of puzzles; "):
			return // a compressed format that is refused, such as .Z
		case err != nil:
			t.Fatalf("unexpected error %T: %v", err, err)
		}
		checkArchive(t, a)
		checkWarnings(t, a.Skipped, a.Warnings)

		// The puzzles, written in the text form, read back the same.
		var text strings.Builder
		for _, p := range a.Puzzles {
			text.WriteString(strings.ToLower(puzzleLine(p)) + "\n")
		}
		b, err := Read(strings.NewReader(text.String()), "text", opts)
		if err != nil || !slices.Equal(puzzleLines(b), puzzleLines(a)) || b.Skipped.Total() != 0 {
			t.Fatalf("written as text and read back: %v\n%q\nwant\n%q", err, puzzleLines(b), puzzleLines(a))
		}

		// The vocabulary, as a list, gives every answer.
		var words bytes.Buffer
		WriteWords(&words, a.Vocabulary())
		l, err := wordlist.Read(&words, "vocabulary", "vocabulary", wordlist.DefaultOptions)
		if err != nil {
			t.Fatal(err)
		}
		c := a.Compare(&l.Words, l.Name, l.Path, nil)
		if c.Recall != 1 || c.DistinctRecall != 1 || len(c.Missing) != 0 || c.FullBoards != len(a.Puzzles) {
			t.Fatalf("the vocabulary as a list: recall %v, distinct %v, %d missing, %d full boards of %d",
				c.Recall, c.DistinctRecall, len(c.Missing), c.FullBoards, len(a.Puzzles))
		}
		s := a.Summarize(DefaultMinExpected)
		if _, err := LetterFilter(s.Constraints); err != nil {
			t.Fatalf("constraints %v: %v", s.Constraints, err)
		}
		if _, err := c.Calibrate(DefaultCoverage, s.Constraints); err != nil {
			t.Fatal(err)
		}
	})
}

// checkWarnings checks that each record skipped but for a duplicate has
// one warning, a *RecordError for the input with its reason.
func checkWarnings(t *testing.T, skipped Skips, warnings []error) {
	t.Helper()
	var counted Skips
	for _, w := range warnings {
		var re *RecordError
		if !errors.As(w, &re) || re.Pos.Path != "fuzz" || re.Msg == "" || !strings.HasPrefix(re.Error(), re.Pos.String()+": ") {
			t.Fatalf("warning %v is not a *RecordError for the input", w)
		}
		counted[re.Reason]++
	}
	skipped[Duplicate] = 0
	if counted != skipped {
		t.Fatalf("warnings by reason %v, skipped %v", counted.Map(), skipped.Map())
	}
}

// FuzzWordArray checks that a wordArray decodes any valid JSON as
// json.Unmarshal decodes it into a []string, with the same words or an
// error, so that its path for plain strings changes no record. A
// record's arrays hold at most MaxWords words, which no seed reaches.
func FuzzWordArray(f *testing.F) {
	for _, s := range []string{
		`[]`, ` [ ] `, `["a"]`, `[ "able" , "bale" ]`, `["", "x"]`,
		`["a\"b"]`, `["caf\u00e9"]`, `["café"]`, `["a\n"]`, `null`,
		`[null]`, `["a", 1]`, `[["a"]]`, `{"a": "b"}`, `"a"`, `[{}]`,
		"[\"a\"\n,\t\"b\"\r]",
		"[\"a\xffb\"]",
	} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		if !json.Valid(data) {
			return
		}
		var want []string
		werr := json.Unmarshal(data, &want)
		var got wordArray
		gerr := json.Unmarshal(data, &got)
		var many *tooManyWords
		if errors.As(gerr, &many) {
			t.Skip("more than MaxWords words")
		}
		if (werr == nil) != (gerr == nil) {
			t.Fatalf("%q: error %v, json.Unmarshal's %v", data, gerr, werr)
		}
		if !slices.Equal(got, want) || (got == nil) != (want == nil) {
			t.Fatalf("%q: %q (nil %t), json.Unmarshal's %q (nil %t)", data, got, got == nil, want, want == nil)
		}
	})
}
