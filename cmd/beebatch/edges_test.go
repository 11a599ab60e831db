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
