package archive

// Helpers that only the tests use: reading one input, the constraints as
// text and as one filter, and the JSON document of an archive and its
// lists.

import (
	"context"
	"fmt"
	"io"
	"math"
	"strings"

	"github.com/beebatch/beebatch/pkg/filter"
)

// Read reads an archive from r, a single input in any of the forms of the
// package documentation, whose records are named by path, keeping every
// warning.
func Read(r io.Reader, path string, opts Options) (*Archive, error) {
	return load(context.Background(), path, r, opts, math.MaxInt)
}

// String returns the clause and the expected count: "no S (expected 387.1)".
func (c Constraint) String() string {
	return fmt.Sprintf("%s (expected %.1f)", c.Clause(), c.Expected)
}

// LetterFilter returns the filter of the clauses of cs, in canonical
// form; it is nil for no constraints.
func LetterFilter(cs []Constraint) (*filter.Filter, error) {
	if len(cs) == 0 {
		return nil, nil
	}
	clauses := make([]string, len(cs))
	for i, c := range cs {
		clauses[i] = c.Clause()
	}
	return filter.Parse(strings.Join(clauses, ", "))
}

// Result is the JSON form of the analysis of an archive and of word lists
// against it. The names of its fields are part of beebatch's interface:
// programs and checks rely on them. Its numbers are raw, not formatted.
type Result struct {
	Archive *Summary     `json:"archive"`
	Lists   []ListResult `json:"lists"`
}

// NewResult returns the result of an archive, summed up in s, and of the
// lists compared with it, whose results are in order; with no list,
// Lists is empty rather than nil, so that it is [] in JSON, not null.
func NewResult(s *Summary, lists []ListResult) Result {
	if lists == nil {
		lists = []ListResult{}
	}
	return Result{Archive: s, Lists: lists}
}
