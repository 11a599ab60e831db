package archive

import (
	"context"
	"fmt"
	"testing"
)

// BenchmarkLoadSample reads the 793 files of the sample archive.
func BenchmarkLoadSample(b *testing.B) {
	dir := shared(b, sampleDir)
	var a *Archive
	for b.Loop() {
		var err error
		if a, err = Load(context.Background(), dir, nil, DefaultOptions); err != nil {
			b.Fatal(err)
		}
	}
	if len(a.Puzzles) != 793 {
		b.Fatal(len(a.Puzzles))
	}
}

// BenchmarkSummarize describes the sample archive.
func BenchmarkSummarize(b *testing.B) {
	a := loadSample(b)
	var s *Summary
	for b.Loop() {
		s = a.Summarize(DefaultMinExpected)
	}
	if s.Puzzles != 793 {
		b.Fatal(s.Puzzles)
	}
}

// BenchmarkCompareEnable1 compares enable1 with the sample archive and
// calibrates its filter, the index of the archive made once beforehand.
func BenchmarkCompareEnable1(b *testing.B) {
	a := loadSample(b)
	l := readList(b, enable1, "enable1")
	cs := a.Constraints(DefaultMinExpected)
	a.index()
	var cal *Calibration
	for b.Loop() {
		c := a.Compare(&l.Words, l.Name, l.Path, nil)
		var err error
		if cal, err = c.Calibrate(DefaultCoverage, cs); err != nil {
			b.Fatal(err)
		}
	}
	if cal.Pass < 754 {
		b.Fatal(cal.Pass)
	}
}

// BenchmarkIndex makes the index that Compare needs of the sample
// archive.
func BenchmarkIndex(b *testing.B) {
	a := loadSample(b)
	for b.Loop() {
		if ix := a.newIndex(); len(ix.boardSlots) != 793*64 {
			b.Fatal(len(ix.boardSlots))
		}
	}
}

// BenchmarkCompare3000x5 compares five lists (enable1 five times) with an
// archive of 3,000 puzzles, the sample's boards over again under later
// dates, as the second target has it, the index included.
func BenchmarkCompare3000x5(b *testing.B) {
	s := loadSample(b)
	l := readList(b, enable1, "enable1")
	a := &Archive{Path: "3000", Rules: s.Rules}
	for i := range 3000 {
		p := *s.Puzzles[i%len(s.Puzzles)]
		p.Date = fmt.Sprintf("%04d-01-01", 3000+i)
		a.Puzzles = append(a.Puzzles, &p)
	}
	a.indexAnswers()
	for b.Loop() {
		a2 := &Archive{Path: a.Path, Rules: a.Rules, Puzzles: a.Puzzles, vocab: a.vocab, ids: a.ids, accepted: a.accepted, byLetter: a.byLetter}
		for range 5 {
			if c := a2.Compare(&l.Words, l.Name, l.Path, nil); c.Boards != 3000 {
				b.Fatal(c.Boards)
			}
		}
	}
}
