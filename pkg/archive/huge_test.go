package archive

import (
	"errors"
	"fmt"
	"maps"
	"runtime"
	"slices"
	"strings"
	"testing"

	"github.com/beebatch/beebatch/internal/testenv"
)

// hugeRecords are archives of one record that lists n words of the board
// ABCDELN, in each form that can list them, beside a valid record.
func hugeRecords(n int) map[string]string {
	words := make([]string, n)
	for i := range words {
		words[i] = fmt.Sprintf("able%c%c%c", 'a'+i%7, 'a'+i/7%7, 'a'+i/49%7)
	}
	quoted := `"` + strings.Join(words, `","`) + `"`
	ok := `{"printDate":"2024-01-01","centerLetter":"a","outerLetters":["b","c","d","e","l","n"],"answers":["able","cable"]}`
	return map[string]string{
		"game":     `{"printDate":"2024-01-02","centerLetter":"a","outerLetters":["b","c","d","e","l","n"],"answers":[` + quoted + `]}`,
		"lines":    ok + "\n" + `{"printDate":"2024-01-02","centerLetter":"a","outerLetters":["b","c","d","e","l","n"],"answers":[` + quoted + `]}` + "\n",
		"array":    "[" + ok + `,{"printDate":"2024-01-02","centerLetter":"a","validLetters":["a","b","c","d","e","l","n"],"pangrams":[` + quoted + `],"answers":["able"]}]`,
		"wrapper":  `{"today":{"printDate":"2024-01-02","centerLetter":"a","outerLetters":["b","c","d","e","l","n"],"answers":[` + quoted + `]},"yesterday":` + ok + `}`,
		"rejected": ok + "\n" + `{"date":"2024-01-02","center":"a","letters":"abcdeln","accepted":["able"],"rejected":[` + quoted + `]}`,
		"by date":  `{"20240102":{"valid":[` + quoted + `]},"20240101":{"valid":["balanced","aaaa"]}}`,
		"text":     "2024-01-01 abcdeln a able cable\n2024-01-02 abcdeln a " + strings.Join(words, " ") + "\n",
	}
}

// TestHugeRecordMemory checks that a record of many more words than
// MaxWords is skipped before its words are decoded, in every form: reading
// it allocates a few times its bytes, and not one string for each of its
// words (over a million allocations before; about 40 now).
func TestHugeRecordMemory(t *testing.T) {
	// Five times MaxWords (twenty with BEEBATCH_FULL_TESTS=1): a reader
	// that decoded the words would make 50,000 strings, fifty times the
	// 1,000 allowed. The bytes allocated, 2.3 to 7.2 times the input's, do
	// not grow with its size, but for where the buffers double.
	small, huge := hugeRecords(3), hugeRecords(testenv.Sample(5, 5, 20)*MaxWords)
	for _, form := range slices.Sorted(maps.Keys(huge)) {
		// The puzzles read and the records skipped.
		measure := func(input string) (bytes, mallocs uint64, puzzles int, skipped Skips) {
			var before, after runtime.MemStats
			runtime.GC()
			runtime.ReadMemStats(&before)
			a, err := Read(strings.NewReader(input), "in", DefaultOptions)
			runtime.ReadMemStats(&after)
			var np *NoPuzzleError
			switch {
			case errors.As(err, &np):
				skipped = np.Skipped
			case err != nil:
				t.Fatalf("%s: %v", form, err)
			default:
				puzzles, skipped = len(a.Puzzles), a.Skipped
			}
			return after.TotalAlloc - before.TotalAlloc, after.Mallocs - before.Mallocs, puzzles, skipped
		}
		_, m0, _, _ := measure(small[form])
		b, m, puzzles, skipped := measure(huge[form])
		t.Logf("%s: %d allocations more than for 3 words, %.1f times its bytes", form, int64(m)-int64(m0), float64(b)/float64(len(huge[form])))
		if m > m0+1000 || b > 10*uint64(len(huge[form])) {
			t.Errorf("%s: a record of %d words took %d allocations and %d bytes (%d allocations for 3 words); want at most 1,000 more and 10 times its %d bytes",
				form, 20*MaxWords, m, b, m0, len(huge[form]))
		}
		want := 1 // the valid record beside the huge one
		if form == "game" {
			want = 0
		}
		if puzzles != want || skipped.Total() != 1 || skipped[BadRecord] != 1 {
			t.Errorf("%s: %d puzzles, skipped %v; want %d, and the huge record a bad record", form, puzzles, skipped.Map(), want)
		}
	}
}
