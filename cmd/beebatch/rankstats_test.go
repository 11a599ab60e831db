package main

import (
	"bytes"
	"encoding/json"
	"encoding/xml"
	"errors"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/beebatch/beebatch/cmd/beebatch/internal/report"
)

func TestRankStatsGolden(t *testing.T) {
	code, out, errOut := beebatch(t, "", "rank", "--stats", "--top", "2", "testdata/rank/mini.txt", "empty=testdata/rank/nopangram.txt")
	if code != 0 || errOut != "" {
		t.Fatalf("exit %d, stderr %q", code, errOut)
	}
	golden(t, "rank/stats.text", []byte(out))
}

// TestRankStatsWhen checks when rank computes statistics: by default
// with --json or --out, and as --stats says when it is given.
func TestRankStatsWhen(t *testing.T) {
	tests := []struct {
		args []string
		want bool
	}{
		{[]string{"rank"}, false},
		{[]string{"rank", "--stats"}, true},
		{[]string{"rank", "--json"}, false},
		{[]string{"rank", "--json", "--stats=false"}, false},
		{[]string{"rank", "--out", "DIR"}, true},
		{[]string{"rank", "--out", "DIR", "--stats=false"}, false},
		{[]string{"rank", "--stats=true", "--out", "DIR"}, true},
		{[]string{"rank", "--space", "all", "--json"}, false},
		{[]string{"rank", "--space", "all", "--out", "DIR"}, false},
		{[]string{"rank", "--space", "all", "--json", "--stats"}, true},
		{[]string{"rank", "--space", "pangram", "--json"}, false},
		{[]string{"rank", "--space", "pangram", "--json", "--stats"}, true},
		{[]string{"rank", "--where", "pangrams >= 1"}, true},
		{[]string{"rank", "--space", "all", "--where", "pangrams >= 1", "--json"}, true},
		{[]string{"rank", "--space", "all", "--where", "pangrams >= 1", "--stats=false"}, false},
	}
	for _, tt := range tests {
		dir := t.TempDir()
		args := append([]string{}, tt.args...)
		for i, a := range args {
			if a == "DIR" {
				args[i] = dir
			}
		}
		args = append(args, "--variants", "no-s", "testdata/rank/mini.txt")
		code, out, errOut := beebatch(t, "", args...)
		if code != 0 {
			t.Fatalf("%q: exit %d: %s", tt.args, code, errOut)
		}
		var got []string
		if strings.Contains(out, "\nscores: min 15, q1 23, median 24,") {
			got = append(got, "text line")
		}
		if strings.Contains(out, `"stats": {`) {
			got = append(got, "json")
		}
		if _, err := os.Stat(filepath.Join(dir, "mini.no-s.svg")); err == nil {
			got = append(got, "svg")
		}
		md, _ := os.ReadFile(filepath.Join(dir, "mini.no-s.md"))
		if bytes.Contains(md, []byte("## Score distribution")) {
			got = append(got, "md")
		}
		if (len(got) > 0) != tt.want {
			t.Errorf("%q: statistics in %q; want them: %v", tt.args, got, tt.want)
		}
	}
}

func TestRankStatsUsage(t *testing.T) {
	code, out, errOut := beebatch(t, "", "rank", "--stats=maybe", "x")
	if code != 2 || out != "" || !strings.Contains(errOut, `invalid boolean value "maybe" for -stats`) {
		t.Errorf("exit %d, stdout %q, stderr %q", code, out, errOut)
	}
}

// TestRankSVG checks that each plot rank writes is an SVG document with
// the list's title and one bar per bin of the histogram in summary.json.
func TestRankSVG(t *testing.T) {
	needEnable1(t)
	dir := t.TempDir()
	if code, _, errOut := beebatch(t, "", "rank", "--quiet", "--out", dir, enable1); code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	data, err := os.ReadFile(filepath.Join(dir, "summary.json"))
	if err != nil {
		t.Fatal(err)
	}
	var rep report.Report
	if err := json.Unmarshal(data, &rep); err != nil {
		t.Fatal(err)
	}
	for _, l := range rep.Lists {
		svg, err := os.ReadFile(filepath.Join(dir, l.PlotFile()))
		if err != nil {
			t.Fatal(err)
		}
		root, texts, bars := readSVG(t, svg)
		if root != "svg" {
			t.Errorf("%s: root element %q", l.PlotFile(), root)
		}
		if !strings.Contains(texts, l.PlotTitle()) || !strings.Contains(texts, "score (points)") || !strings.Contains(texts, "honeycombs") {
			t.Errorf("%s: texts %q lack the title or an axis label", l.PlotFile(), texts)
		}
		if n := len(l.Stats.Histogram.Counts); bars != n {
			t.Errorf("%s: %d bars; want %d, one per bin", l.PlotFile(), bars, n)
		}
		md, _ := os.ReadFile(filepath.Join(dir, l.FileBase()+".md"))
		if link := "](" + l.PlotFile() + ")"; !bytes.Contains(md, []byte(link)) {
			t.Errorf("%s.md does not embed %s", l.FileBase(), l.PlotFile())
		}
	}
}

// readSVG returns the name of the root element, all the text, and the
// number of filled bars.
func readSVG(t *testing.T, data []byte) (root, texts string, bars int) {
	t.Helper()
	dec := xml.NewDecoder(bytes.NewReader(data))
	var b strings.Builder
	for {
		tok, err := dec.Token()
		if errors.Is(err, io.EOF) {
			break
		}
		if err != nil {
			t.Fatalf("not valid XML: %v", err)
		}
		switch tok := tok.(type) {
		case xml.StartElement:
			if root == "" {
				root = tok.Name.Local
			}
			for _, a := range tok.Attr {
				if tok.Name.Local == "path" && a.Name.Local == "style" && a.Value == "fill:#466EA0" {
					bars++
				}
			}
		case xml.CharData:
			b.Write(tok)
			b.WriteByte('\n')
		}
	}
	return root, b.String(), bars
}

// TestRankStatsEnable1 checks the statistics of enable1 against the
// ranking's own figures.
func TestRankStatsEnable1(t *testing.T) {
	needEnable1(t)
	code, out, errOut := beebatch(t, "", "rank", "--json", "--stats", "--top", "100", enable1)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	var rep report.Report
	if err := json.Unmarshal([]byte(out), &rep); err != nil {
		t.Fatal(err)
	}
	for _, l := range rep.Lists {
		s := l.Stats
		if s == nil {
			t.Fatalf("%s: no stats", l.Variant)
		}
		d := s.Distribution
		if d.Count != l.Passed || l.Passed != l.Candidates || d.Max != l.Top[0].Score || d.Min > d.Q1 || d.Q1 > d.Median || d.Median > d.Q3 ||
			d.Q3 > d.P90 || d.P90 > d.P99 || d.P99 > d.Max || d.Mean < float64(d.Min) || d.Mean > float64(d.Max) {
			t.Errorf("%s: distribution %+v", l.Variant, d)
		}
		// 1% of enable1's candidates is more than 100 honeycombs, so the
		// p99 is no higher than the 100th best score.
		if d.P99 > l.Top[99].Score {
			t.Errorf("%s: p99 %d above the 100th best score %d", l.Variant, d.P99, l.Top[99].Score)
		}
		total := 0
		for _, c := range s.Histogram.Counts {
			total += c
		}
		if total != l.Candidates || len(s.Histogram.Counts) > 40 || s.Histogram.Start > d.Min ||
			d.Max >= s.Histogram.Start+len(s.Histogram.Counts)*s.Histogram.Width {
			t.Errorf("%s: histogram %+v", l.Variant, s.Histogram)
		}
		cands, sets := 0, 0
		for _, c := range s.Centers {
			cands += c.Honeycombs
			sets += c.BestCenterOf
		}
		if cands != l.Candidates || sets != l.PangramLettersets {
			t.Errorf("%s: centers count %d candidates and %d letter sets; want %d and %d", l.Variant, cands, sets, l.Candidates, l.PangramLettersets)
		}
		// The letter frequency is that of the top 100 of the report.
		in, center := map[string]int{}, map[string]int{}
		for _, h := range l.Top {
			for _, c := range h.Letters {
				in[string(c)]++
			}
			center[h.Center]++
		}
		if s.LetterFrequency.Top != 100 || len(s.LetterFrequency.Letters) != len(in) {
			t.Errorf("%s: letter frequency %+v; top letters %v", l.Variant, s.LetterFrequency, in)
		}
		for _, c := range s.LetterFrequency.Letters {
			if c.Honeycombs != in[c.Letter] || c.Center != center[c.Letter] {
				t.Errorf("%s: %+v; the top 100 has it in %d, as center in %d", l.Variant, c, in[c.Letter], center[c.Letter])
			}
		}
	}
	// Without S: the published best score, in bins of 100 points.
	nos := rep.Lists[0]
	if nos.Stats.Distribution.Max != 3898 || nos.Stats.Histogram.Width != 100 || len(nos.Stats.Histogram.Counts) != 39 {
		t.Errorf("no-s: %+v %+v", nos.Stats.Distribution, nos.Stats.Histogram)
	}
}

// TestRankStatsFiltered checks that with --space all and a filter the
// statistics describe the honeycombs ranked, those that pass.
func TestRankStatsFiltered(t *testing.T) {
	for _, args := range [][]string{
		{"--space", "all", "--exclude", "bdfhjkquvwyz"},
		{"--where", "center in ACE"},
		{"--space", "all", "--size", "5", "--where", "pangrams >= 1, center in ACE"},
	} {
		args = append(append([]string{"rank", "--json", "--stats", "--top", "3"}, args...), "testdata/rank/mini.txt")
		code, out, errOut := beebatch(t, "", args...)
		if code != 0 {
			t.Fatalf("%q: exit %d: %s", args, code, errOut)
		}
		var rep report.Report
		if err := json.Unmarshal([]byte(out), &rep); err != nil {
			t.Fatal(err)
		}
		for _, l := range rep.Lists {
			s := l.Stats
			if l.Passed == 0 {
				if s != nil {
					t.Errorf("%q %s: stats for no honeycomb: %+v", args, l.Variant, s)
				}
				continue
			}
			total := 0
			for _, c := range s.Histogram.Counts {
				total += c
			}
			honeycombs := 0
			for _, c := range s.Centers {
				honeycombs += c.Honeycombs
			}
			if s.Distribution.Count != l.Passed || total != l.Passed || honeycombs != l.Passed ||
				s.Distribution.Max != l.Top[0].Score || s.LetterFrequency.Top != min(100, l.Passed) {
				t.Errorf("%q %s: passed %d; stats %+v", args, l.Variant, l.Passed, s)
			}
		}
	}
}
