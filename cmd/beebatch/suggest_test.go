package main

import (
	"strings"
	"testing"

	"github.com/beebatch/beebatch/pkg/catalog"
)

// TestSuggestions checks that each kind of name that beebatch knows gets
// the nearest suggested when it is mistyped, with the exit status of its
// mistake.
func TestSuggestions(t *testing.T) {
	t.Setenv("BEEBATCH_CACHE", t.TempDir())
	tests := []struct {
		args []string
		code int
		want string // the first line of stderr
	}{
		{[]string{"socre", "R/AEGINT", "x"}, 2, `beebatch: unknown command "socre" (did you mean score?)`},
		{[]string{"rank", "--botom", "3", "x"}, 2, "beebatch rank: unknown flag --botom (did you mean --bottom?)"},
		{[]string{"rank", "--preset", "editr", "x"}, 2, `beebatch rank: --preset "editr": expected nyt, editor or list (did you mean editor?)`},
		{[]string{"lists", "fetch", "sowpod"}, 2, `beebatch lists fetch: unknown word list "sowpod"; expected one of ` + strings.Join(catalog.Names(), ", ") + ` (did you mean sowpods?)`},
		{[]string{"rank", "sowpod"}, 1, `beebatch rank: "sowpod": no such file or directory, nor a list of the catalog (did you mean sowpods?)`},
		{[]string{"compare", "enabel1", "web2"}, 1, `beebatch compare: "enabel1": no such file or directory, nor a list of the catalog (did you mean enable1?)`},
	}
	for _, tt := range tests {
		code, _, errOut := beebatch(t, "", tt.args...)
		if first, _, _ := strings.Cut(errOut, "\n"); code != tt.code || first != tt.want {
			t.Errorf("%q: exit %d, stderr %q; want exit %d and %q", tt.args, code, errOut, tt.code, tt.want)
		}
	}
}
