package main

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"reflect"
	"regexp"
	"runtime"
	"strings"
	"testing"

	"github.com/beebatch/beebatch/cmd/beebatch/internal/report"
	"github.com/beebatch/beebatch/pkg/bitset"
	"github.com/beebatch/beebatch/pkg/search"
	"github.com/beebatch/beebatch/pkg/stats"
	"github.com/beebatch/beebatch/pkg/wordlist"
)

// compareLists5 are the golden test's lists: a and b share two pangram
// letter sets (and one more with S), c shares none, every honeycomb of d
// scores the same, and none has no pangram.
var compareLists5 = []string{
	"testdata/compare/a.txt", "testdata/compare/b.txt", "testdata/compare/c.txt",
	"testdata/compare/d.txt", "testdata/compare/none.txt",
}

func TestCompareGolden(t *testing.T) {
	for _, format := range report.Formats {
		t.Run(format, func(t *testing.T) {
			args := append([]string{"compare", "--words", "3", "--format", format}, compareLists5...)
			code, out, errOut := beebatch(t, "", args...)
			if code != 0 || errOut != "" {
				t.Fatalf("exit %d, stderr %q", code, errOut)
			}
			golden(t, "compare/five."+format, []byte(out))
		})
	}
}

// TestCompareFiles checks that --out writes the three reports and the
// charts, and that they match the golden files; the reports are those of
// the formats on standard output, which does not name the charts.
func TestCompareFiles(t *testing.T) {
	dir := t.TempDir()
	args := append([]string{"compare", "--words", "3", "--out", dir}, compareLists5...)
	code, out, errOut := beebatch(t, "", args...)
	if code != 0 || errOut != "" {
		t.Fatalf("exit %d, stderr %q", code, errOut)
	}
	golden(t, "compare/five.text", []byte(out))
	var names []string
	entries, _ := os.ReadDir(dir)
	for _, e := range entries {
		names = append(names, e.Name())
		data, err := os.ReadFile(filepath.Join(dir, e.Name()))
		if err != nil {
			t.Fatal(err)
		}
		golden(t, "compare/out/"+e.Name(), data)
	}
	want := []string{"compare.csv", "compare.json", "compare.md", "compare.no-s.svg", "compare.s.svg"}
	if !reflect.DeepEqual(names, want) {
		t.Errorf("files %q; want %q", names, want)
	}
	// Only the files name the charts beside them.
	read := func(path string) []byte {
		data, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		return data
	}
	md := regexp.MustCompile(`\n### Score distributions\n\n!\[.*\]\(compare\.(no-)?s\.svg\)\n`).
		ReplaceAll(read(filepath.Join(dir, "compare.md")), nil)
	if !bytes.Equal(md, read("testdata/compare/five.md")) {
		t.Error("compare.md differs from the output of --format md by more than the charts")
	}
	if !bytes.Equal(read(filepath.Join(dir, "compare.csv")), read("testdata/compare/five.csv")) {
		t.Error("compare.csv differs from the output of --format csv")
	}
	var file, stdout report.Comparison
	if err := json.Unmarshal(read(filepath.Join(dir, "compare.json")), &file); err != nil {
		t.Fatal(err)
	}
	if err := json.Unmarshal(read("testdata/compare/five.json"), &stdout); err != nil {
		t.Fatal(err)
	}
	for i, v := range file.Variants {
		if v.Plot != "compare."+v.Variant+".svg" {
			t.Errorf("variant %s: plot %q", v.Variant, v.Plot)
		}
		file.Variants[i].Plot = ""
	}
	if !reflect.DeepEqual(file, stdout) {
		t.Error("compare.json differs from the output of --format json by more than the charts")
	}
}

func TestCompareJSONFlag(t *testing.T) {
	_, viaFormat, _ := beebatch(t, "", "compare", "--format", "json", compareLists5[0], compareLists5[1])
	for _, args := range [][]string{{"--json"}, {"--json", "--format", "json"}} {
		args = append(append([]string{"compare"}, args...), compareLists5[0], compareLists5[1])
		code, out, errOut := beebatch(t, "", args...)
		if code != 0 || out != viaFormat {
			t.Errorf("%q: exit %d, stderr %q, output differs from --format json", args, code, errOut)
		}
	}
}

func TestCompareStdin(t *testing.T) {
	words, err := os.ReadFile(compareLists5[1])
	if err != nil {
		t.Fatal(err)
	}
	code, out, errOut := beebatch(t, string(words), "compare", "--json", "--variants", "no-s", compareLists5[0], "b=-")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	var c report.Comparison
	if err := json.Unmarshal([]byte(out), &c); err != nil {
		t.Fatal(err)
	}
	// No-s valid words: a has amalgam cacciatore erotica game glam
	// megaplex; b has erotica megaplex and 11 others.
	p := c.Variants[0].Pairs[0]
	if c.Lists[1].Path != "-" || p.B != "b" || p.Words != (report.WordCounts{OnlyA: 4, OnlyB: 11, Both: 2}) {
		t.Errorf("lists %+v, pair %+v", c.Lists, p)
	}
}

func TestCompareUsageErrors(t *testing.T) {
	a := compareLists5[0]
	tmp := t.TempDir()
	link := filepath.Join(tmp, "link.txt")
	if err := os.Symlink(mustAbs(t, a), link); err != nil {
		t.Fatal(err)
	}
	words, err := os.ReadFile(a)
	if err != nil {
		t.Fatal(err)
	}
	copied := filepath.Join(tmp, "copy.txt")
	if err := os.WriteFile(copied, words, 0o644); err != nil {
		t.Fatal(err)
	}
	one := t.TempDir()
	if err := os.WriteFile(filepath.Join(one, "x.txt"), words, 0o644); err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		name  string
		args  []string
		want  string // the first line of stderr
		usage bool   // the synopsis follows
	}{
		{"no list", nil,
			"beebatch compare: no WORDLIST given: expected two or more lists to compare", true},
		{"one list", []string{a},
			"beebatch compare: only one WORDLIST, " + a + ": expected two or more lists to compare", true},
		{"one missing list", []string{"testdata/compare/missing.txt"},
			"beebatch compare: only one WORDLIST, testdata/compare/missing.txt: expected two or more lists to compare", true},
		{"a directory of one list", []string{one},
			"beebatch compare: only one word list, " + filepath.Join(one, "x.txt") + ", in " + one + ": expected two or more lists to compare", true},
		{"same path", []string{a, a},
			"beebatch compare: " + a + " and " + a + " are the same file: comparing a list with itself; expected different lists", true},
		{"same file, other names", []string{"x=" + a, "y=testdata/../testdata/compare/a.txt"},
			"beebatch compare: " + a + " and testdata/../testdata/compare/a.txt are the same file: comparing a list with itself; expected different lists", true},
		{"a link to it", []string{a, compareLists5[1], link},
			"beebatch compare: " + a + " and " + link + " are the same file: comparing a list with itself; expected different lists", true},
		{"standard input twice", []string{"-", "mine=-"},
			"beebatch compare: - and mine=- both read standard input: comparing a list with itself; expected different lists", true},
		{"the same words", []string{a, copied},
			"beebatch compare: " + a + " and " + copied + " hold the same 12 distinct words: comparing a list with itself; expected different lists", false},
		{"top 0", []string{"--top", "0", a, copied},
			"beebatch compare: --top 0: expected a count of 1 or more", true},
		{"words -2", []string{"--words", "-2", a, copied},
			"beebatch compare: --words -2: expected a count of 0 or more, or -1 for all", true},
		{"format", []string{"--format", "xml", a, copied},
			`beebatch compare: --format "xml": expected text, md, json or csv`, true},
		{"json and csv", []string{"--json", "--format", "csv", a, copied},
			"beebatch compare: --json and --format csv: expected one format", true},
		{"json and text", []string{"--format", "text", "--json", a, copied},
			"beebatch compare: --json and --format text: expected one format", true},
		{"workers", []string{"--workers", "0", a, copied},
			"beebatch compare: --workers 0: expected 1 or more", true},
		{"variants", []string{"--variants", "s,s", a, copied},
			`beebatch compare: --variants "s,s": variant "s" is given twice`, true},
		{"flag after the lists", []string{a, copied, "--top", "5"},
			"beebatch compare: --top: flags go before the other arguments", true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			code, out, errOut := beebatch(t, "", append([]string{"compare"}, tt.args...)...)
			first, rest, _ := strings.Cut(errOut, "\n")
			if code != 2 || out != "" || first != tt.want {
				t.Errorf("exit %d, stdout %q, stderr %q; want exit 2 and %q", code, out, errOut, tt.want)
			}
			if usage := strings.HasPrefix(rest, "Usage: beebatch compare"); usage != tt.usage {
				t.Errorf("usage shown: %v; want %v", usage, tt.usage)
			}
		})
	}
}

func mustAbs(t *testing.T, path string) string {
	t.Helper()
	abs, err := filepath.Abs(path)
	if err != nil {
		t.Fatal(err)
	}
	return abs
}

func TestCompareHelp(t *testing.T) {
	code, out, errOut := beebatch(t, "", "compare", "-h")
	if code != 0 || !strings.HasPrefix(out, "Usage: beebatch compare") || !strings.Contains(out, "-top N") || errOut != "" {
		t.Errorf("exit %d, stdout %q, stderr %q", code, out, errOut)
	}
	_, out, _ = beebatch(t, "", "-h")
	if !strings.Contains(out, "beebatch compare [flags] LIST_A LIST_B") {
		t.Errorf("the usage does not mention compare:\n%s", out)
	}
}

func TestCompareMissingFileLeavesNoFiles(t *testing.T) {
	dir := t.TempDir()
	missing := "testdata/compare/missing.txt"
	code, out, errOut := beebatch(t, "", "compare", "--out", dir, compareLists5[0], missing)
	if code != 1 || out != "" || !strings.Contains(errOut, missing) {
		t.Errorf("exit %d, stdout %q, stderr %q; want exit 1 naming %s", code, out, errOut, missing)
	}
	if files, _ := filepath.Glob(filepath.Join(dir, "*")); len(files) != 0 {
		t.Errorf("a failed run wrote %q", files)
	}
}

func TestCompareCancelled(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	dir := t.TempDir()
	var stdout, stderr bytes.Buffer
	code := run(ctx, append([]string{"compare", "--out", dir}, compareLists5...), nil, &stdout, &stderr)
	if code != 1 || !strings.Contains(stderr.String(), "context canceled") || stdout.Len() != 0 {
		t.Errorf("exit %d, stdout %q, stderr %q", code, stdout.String(), stderr.String())
	}
	if files, _ := filepath.Glob(filepath.Join(dir, "*")); len(files) != 0 {
		t.Errorf("a cancelled run wrote %q", files)
	}
}

// TestCompareEnable1Count1w compares the two shared lists and checks the
// report against what must hold of it and against figures found another
// way: the word counts with maps of the words, and the correlations from
// the scores of the common honeycombs found with Table.Score.
func TestCompareEnable1Count1w(t *testing.T) {
	needEnable1(t)
	var outs []string
	for _, workers := range []string{"1", "2"} {
		code, out, errOut := beebatch(t, "", "compare", "--json", "--workers", workers, enable1, count1w)
		if code != 0 {
			t.Fatalf("exit %d: %s", code, errOut)
		}
		outs = append(outs, out)
	}
	if outs[0] != outs[1] {
		t.Error("--workers 1 and 2 give different reports")
	}
	var c report.Comparison
	if err := json.Unmarshal([]byte(outs[0]), &c); err != nil {
		t.Fatal(err)
	}
	if len(c.Variants) != 2 || c.TopN != 100 {
		t.Fatalf("%d variants, top %d", len(c.Variants), c.TopN)
	}

	lists := loadForTest(t, enable1, count1w)
	wantBest := map[string]report.Honeycomb{
		"no-s": {Rank: 1, Letters: "AEGINRT", Center: "R", Score: 3898, Words: 537, Pangrams: 50, HasPangram: true},
		"s":    {Rank: 1, Letters: "AEINRST", Center: "E", Score: 8681, Words: 1179, Pangrams: 86, HasPangram: true},
	}
	for _, v := range c.Variants {
		t.Run(v.Variant, func(t *testing.T) {
			variant, _ := search.ParseVariants(v.Variant)
			la, lb := v.Lists[0], v.Lists[1]
			if *la.Best != wantBest[v.Variant] {
				t.Errorf("enable1's best %+v; want %+v", *la.Best, wantBest[v.Variant])
			}
			if len(v.Pairs) != 1 {
				t.Fatalf("%d pairs", len(v.Pairs))
			}
			p := v.Pairs[0]

			// The valid words, counted with maps.
			ws := [2]map[string]bool{validWords(lists[0], variant[0]), validWords(lists[1], variant[0])}
			var want report.WordCounts
			for w := range ws[0] {
				if ws[1][w] {
					want.Both++
				} else {
					want.OnlyA++
				}
			}
			want.OnlyB = len(ws[1]) - want.Both
			if p.Words != want {
				t.Errorf("valid words %+v; maps give %+v", p.Words, want)
			}
			if p.Words.OnlyA+p.Words.Both != la.ValidWords || p.Words.OnlyB+p.Words.Both != lb.ValidWords {
				t.Errorf("valid words %+v do not add up to %d and %d", p.Words, la.ValidWords, lb.ValidWords)
			}

			// The top sets.
			top := p.Top
			if top == nil || top.N != 100 || top.A != 100 || top.B != 100 || top.Common > 100 ||
				top.Union != top.A+top.B-top.Common || top.Jaccard != float64(top.Common)/float64(top.Union) ||
				top.Jaccard < 0 || top.Jaccard > 1 {
				t.Errorf("top %+v", top)
			}

			// The correlations, over the common candidates scored anew.
			tables := [2]*search.Table{}
			rules := search.DefaultRules
			for i, l := range lists {
				tables[i] = search.NewTable(&l.Words, rules, variant[0].Banned)
			}
			var xs, ys []int
			for _, set := range tables[0].Pangrams() {
				if _, ok := slicesIndex(tables[1].Pangrams(), set); !ok {
					continue
				}
				for c := set; c != 0; c &= c - 1 {
					h := search.Honeycomb{Letters: set, Center: c.Lowest()}
					xs = append(xs, tables[0].Score(h).Score)
					ys = append(ys, tables[1].Score(h).Score)
				}
			}
			if p.CommonCandidates != len(xs) || len(xs) == 0 {
				t.Errorf("%d common candidates; scoring finds %d", p.CommonCandidates, len(xs))
			}
			rho, err1 := stats.Spearman(xs, ys)
			tau, err2 := stats.KendallTauB(xs, ys)
			if err1 != nil || err2 != nil || p.Spearman == nil || p.KendallTauB == nil || *p.Spearman != rho || *p.KendallTauB != tau {
				t.Errorf("Spearman %v, Kendall %v; scoring gives %v, %v (%v, %v)", p.Spearman, p.KendallTauB, rho, tau, err1, err2)
			}
			if rho < 0.5 || tau < 0.5 {
				t.Errorf("two English lists correlate weakly: Spearman %v, Kendall %v", rho, tau)
			}

			// The best boards, in both lists.
			in := map[[2]string]report.BoardIn{} // board, list
			for _, b := range v.Best {
				if b.In[0].List != b.List || b.In[0].Rank == nil || *b.In[0].Rank != 1 {
					t.Errorf("%s's best %s: %+v", b.List, b.Board, b.In[0])
				}
				for _, x := range b.In {
					in[[2]string{b.Board, x.List}] = x
					cands := la.Candidates
					if x.List == lb.Name {
						cands = lb.Candidates
					}
					if x.Rank != nil && (*x.Rank < 1 || *x.Rank > cands) {
						t.Errorf("%s in %s: rank %d of %d", b.Board, x.List, *x.Rank, cands)
					}
				}
			}
			for _, b := range p.Boards {
				a, bb := in[[2]string{b.Board, p.A}], in[[2]string{b.Board, p.B}]
				if len(b.OnlyA)+b.Both != a.Words || b.OnlyAPoints+b.BothPoints != a.Score ||
					len(b.OnlyB)+b.Both != bb.Words || b.OnlyBPoints+b.BothPoints != bb.Score {
					t.Errorf("%s: only A %d (%d points), only B %d (%d), both %d (%d); in A %+v, in B %+v",
						b.Board, len(b.OnlyA), b.OnlyAPoints, len(b.OnlyB), b.OnlyBPoints, b.Both, b.BothPoints, a, bb)
				}
				for _, side := range [][]report.ScoredWord{b.OnlyA, b.OnlyB} {
					for i := 1; i < len(side); i++ {
						if side[i].Score > side[i-1].Score {
							t.Errorf("%s: words not best first: %v then %v", b.Board, side[i-1], side[i])
							break
						}
					}
				}
			}
		})
	}
}

// slicesIndex finds set in the ascending sets.
func slicesIndex(sets []bitset.Set, set bitset.Set) (int, bool) {
	lo, hi := 0, len(sets)
	for lo < hi {
		m := (lo + hi) / 2
		if sets[m] < set {
			lo = m + 1
		} else {
			hi = m
		}
	}
	return lo, lo < len(sets) && sets[lo] == set
}

// loadForTest reads the lists at paths with the default options.
func loadForTest(t testing.TB, paths ...string) []*wordlist.List {
	t.Helper()
	var out []*wordlist.List
	for _, p := range paths {
		l, err := wordlist.Source{Name: strings.TrimSuffix(filepath.Base(p), ".txt"), Path: p}.Load(nil, wordlist.Options{MinCount: -1})
		if err != nil {
			t.Fatal(err)
		}
		out = append(out, l)
	}
	return out
}

// validWords returns the words of l valid in variant v under the
// default rules.
func validWords(l *wordlist.List, v search.Variant) map[string]bool {
	out := map[string]bool{}
	r := search.DefaultRules
	for i, m := range l.Words.Masks {
		if l.Words.WordLen(i) >= r.MinLen && m&v.Banned == 0 && m.Len() <= r.Size {
			out[l.Words.Word(i)] = true
		}
	}
	return out
}

// benchLists returns the five lists of BenchmarkCompareFive: enable1,
// count_1w_100k's entries counted more than 100,000 times, and three
// lists made from enable1 by dropping a tenth, a quarter and a half of
// its words, chosen with fixed seeds.
func benchLists(b *testing.B) []*wordlist.List {
	b.Helper()
	data, err := os.ReadFile(enable1)
	if err != nil {
		b.Fatalf("the shared word lists are needed next to the project: %v", err)
	}
	lists := loadForTest(b, enable1)
	freq, err := wordlist.Source{Name: "count_1w", Path: count1w}.Load(nil, wordlist.Options{MinCount: 100000})
	if err != nil {
		b.Fatal(err)
	}
	lists = append(lists, freq)
	words := strings.Fields(string(data))
	for i, percent := range []int{10, 25, 50} {
		rng := rand.New(rand.NewPCG(uint64(i), 42))
		var kept strings.Builder
		for _, w := range words {
			if rng.IntN(100) >= percent {
				kept.WriteString(w + "\n")
			}
		}
		name := fmt.Sprintf("enable1-drop%d", percent)
		l, err := wordlist.Read(strings.NewReader(kept.String()), name, name, wordlist.Options{MinCount: -1})
		if err != nil {
			b.Fatal(err)
		}
		lists = append(lists, l)
	}
	return lists
}

// BenchmarkCompareFive times the work of a compare of five lists in both
// variants beyond reading them: ranking every candidate of each list,
// scoring and solving the best boards, and comparing the ten pairs. Its
// cpu-ms/op is the processor time, all goroutines together, which a
// shared machine disturbs less than the wall time of ns/op.
func BenchmarkCompareFive(b *testing.B) {
	lists := benchLists(b)
	vs, _ := search.ParseVariants("no-s,s")
	ctx := context.Background()
	opts := wordlist.Options{MinCount: -1}
	start, ok := cpuTime()
	for b.Loop() {
		c, err := compareLists(ctx, lists, vs, search.DefaultRules, opts, 100, runtime.GOMAXPROCS(0), nil)
		if err != nil || len(c.Variants[1].Pairs) != 10 || len(c.lists) != 5 {
			b.Fatal(err)
		}
	}
	if end, _ := cpuTime(); ok {
		b.ReportMetric(float64(end-start)/1e6/float64(b.N), "cpu-ms/op")
	}
}

// TestCompareWordsNone checks that --words 0 gives the counts of the words
// that tell the best boards apart, and no word.
func TestCompareWordsNone(t *testing.T) {
	for _, format := range []string{"text", "md"} {
		all := append([]string{"compare", "--words", "-1", "--format", format}, compareLists5...)
		none := append([]string{"compare", "--words", "0", "--format", format}, compareLists5...)
		code, withWords, errOut := beebatch(t, "", all...)
		if code != 0 {
			t.Fatalf("exit %d: %s", code, errOut)
		}
		code, out, errOut := beebatch(t, "", none...)
		if code != 0 {
			t.Fatalf("exit %d: %s", code, errOut)
		}
		// The lines that list words: "  only in a: ..." and "- Only in a: ...".
		listing := regexp.MustCompile(`(?m)^(  only|- Only) in `)
		if !listing.MatchString(withWords) || listing.MatchString(out) {
			t.Errorf("%s: --words 0 lists words, or --words -1 does not:\n%s", format, out)
		}
		for _, line := range strings.Split(out, "\n") {
			if strings.Contains(line, " vs ") && strings.Contains(line, "in both:") {
				if !strings.Contains(withWords, line) {
					t.Errorf("%s: headline %q missing from the full report", format, line)
				}
			}
		}
		if !strings.Contains(out, "in both:") {
			t.Errorf("%s: no headline with counts:\n%s", format, out)
		}
	}
}
