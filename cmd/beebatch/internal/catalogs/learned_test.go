package catalogs

import (
	"context"
	"os"
	"testing"

	"github.com/beebatch/beebatch/pkg/archive"
	"github.com/beebatch/beebatch/pkg/catalog"
	"github.com/beebatch/beebatch/pkg/puzzle"
	"github.com/beebatch/beebatch/pkg/wordlist"
)

// TestLearnedOf checks what a learned list says of a board: whether the
// archive it came from, or the run's, published it in the dates it
// learned from; nothing for a list that is not learned.
func TestLearnedOf(t *testing.T) {
	ctx := context.Background()
	t.Setenv("BEEBATCH_CACHE", t.TempDir())
	t.Setenv("BEEBATCH_MIRROR", "")
	c, err := New("")
	if err != nil {
		t.Fatal(err)
	}
	const days = "../../../../pkg/archive/testdata/lines.jsonl"
	install := func(name, arch string) *wordlist.List {
		path, err := c.InstallLearned(ctx, name, []string{"gelatin", "blanket"}, catalog.Origin{Archive: arch, First: "2024-01-02", Last: "2024-01-03", Model: "rule"})
		if err != nil {
			t.Fatal(err)
		}
		return &wordlist.List{Name: name, Path: path}
	}
	mine, lost := install("mine", days), install("lost", "no-such-days")
	board := func(text string) puzzle.Honeycomb {
		h, err := puzzle.ParseBoard(text, puzzle.DefaultRules)
		if err != nil {
			t.Fatal(err)
		}
		return h
	}
	run, err := archive.Load(ctx, days, nil, archive.Options{Rules: puzzle.DefaultRules})
	if err != nil {
		t.Fatal(err)
	}
	for _, tt := range []struct {
		name               string
		lc                 Learned
		l                  *wordlist.List
		board              string
		checked, published string
		learnedOn          string
	}{
		{"learned from", Learned{}, mine, "B/AEKLNT", days, "2024-01-02", "2024-01-02"},
		{"published before", Learned{}, mine, "G/AEILNT", days, "2024-01-01", ""},
		{"not published", Learned{}, mine, "A/BCDELN", days, "", ""},
		{"the run's archive", Learned{Archive: run, ArchivePath: "DAYS"}, mine, "B/AEKLNT", "DAYS", "2024-01-02", "2024-01-02"},
		{"its archive gone", Learned{}, lost, "B/AEKLNT", "", "", ""},
	} {
		t.Run(tt.name, func(t *testing.T) {
			got, err := tt.lc.Of(ctx, tt.l, board(tt.board))
			if err != nil || got == nil {
				t.Fatalf("%v, %v", got, err)
			}
			if got.Checked != tt.checked || got.Published != tt.published || got.LearnedOn != tt.learnedOn || got.Prediction != (tt.learnedOn == "") {
				t.Errorf("%+v; want checked %q, published %q, learned on %q", got, tt.checked, tt.published, tt.learnedOn)
			}
		})
	}
	copied := &wordlist.List{Name: "mine", Path: os.DevNull}
	var lc Learned
	if got, err := lc.Of(ctx, copied, board("B/AEKLNT")); got != nil || err != nil {
		t.Errorf("a list that is not the cache's file: %+v, %v; want nothing", got, err)
	}
}
