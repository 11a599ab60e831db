package learn

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/beebatch/beebatch/pkg/archive"
	"github.com/beebatch/beebatch/pkg/catalog"
)

// BenchmarkLearn learns from 3,000 puzzles, the 793 of the shared
// archive repeated under later dates, with every feature, the lists
// taken from the cache (beebatch lists fetch enable1 scowl-us-70
// scowl-levels count_1w_100k subtlex wamerican wbritish). It skips
// without them.
func BenchmarkLearn(b *testing.B) {
	days := filepath.Join("..", "..", "..", "shared", "archives", "spelling-bee-answers", "days")
	a0, err := archive.Load(context.Background(), days, nil, archive.DefaultOptions)
	if err != nil {
		b.Skip(err)
	}
	c, err := catalog.FromEnv("")
	if err != nil {
		b.Skip(err)
	}
	counts := map[string]map[string]int64{}
	for _, name := range append([]string{"enable1", "scowl-us-70"}, FeatureLists...) {
		l, _ := c.Find(name)
		loc, err := c.Locate(l)
		if err != nil {
			b.Skip(err)
		}
		f, _ := os.Open(loc.Path)
		counts[name], err = ReadCounts(f, loc.Path)
		f.Close()
		if err != nil {
			b.Fatal(err)
		}
	}
	keys := func(m map[string]int64) []string {
		var out []string
		for w := range m {
			out = append(out, w)
		}
		return out
	}
	set := func(m map[string]int64) map[string]bool {
		out := map[string]bool{}
		for w := range m {
			out[w] = true
		}
		return out
	}
	ls := Lists{Base: map[string][]string{"enable1": keys(counts["enable1"]), "scowl-us-70": keys(counts["scowl-us-70"])},
		Level: map[string]int{}, Count1w: counts[Count1w], Subtlex: map[string]int64{},
		American: set(counts[American]), British: set(counts[British])}
	for w, n := range counts[Levels] {
		ls.Level[w] = int(n)
	}
	for w, n := range counts[Subtlex] {
		ls.Subtlex[strings.ToLower(w)] = max(ls.Subtlex[strings.ToLower(w)], n)
	}
	// 3,000 puzzles: the archive's, again and again, a day apart.
	var text strings.Builder
	day, _ := time.Parse(time.DateOnly, "2023-01-01")
	for i := range 3000 {
		p := a0.Puzzles[i%len(a0.Puzzles)]
		fmt.Fprintf(&text, "%s %s %s %s\n", day.AddDate(0, 0, i).Format(time.DateOnly),
			strings.ToLower(p.Board.Letters.String()), strings.ToLower(p.Board.Center.String()), strings.Join(p.Answers, " "))
	}
	a, err := archive.Load(context.Background(), "-", strings.NewReader(text.String()), archive.DefaultOptions)
	if err != nil {
		b.Fatal(err)
	}
	b.ReportAllocs()
	for b.Loop() {
		m, err := Learn(a, ls, Options{})
		if err != nil {
			b.Fatal(err)
		}
		b.ReportMetric(float64(len(m.List)), "words")
	}
}
