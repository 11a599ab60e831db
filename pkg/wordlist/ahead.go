package wordlist

import (
	"bytes"
	"runtime"

	"github.com/beebatch/beebatch/pkg/bitset"
)

// pieceSize is the size of the blocks of whole lines that scan has
// parsed ahead on other cores (tests lower it, or make it 0 to read on
// one core).
var pieceSize = 64 << 10

// ahead parses the lines of a list on all cores: once the list's format
// is known, scan hands it each block read, which it cuts into pieces of
// whole lines for other cores to parse as the next block is read: lines'
// fast path for a list of one word in lower case a-z a line, such as
// ENABLE, and the language's Fold of each entry for a list read with
// Options.Lang. The pieces are taken back in order (take), so that the
// words, counts and case rule are those of reading the lines one by one.
type ahead struct {
	rd      *reader
	pending []*piece // handed and not yet taken, in order
	free    []*piece // taken, to be used again
	bufs    [][]byte // the blocks of the pieces taken, to read into again
}

// A piece is a run of whole lines and the words of its lines if each is
// a word in lower case a-z alone.
type piece struct {
	data    []byte        // the lines
	buf     []byte        // the block that data ends, free once taken
	done    chan struct{} // closed once parsed
	plain   bool          // every line is a word in lower case a-z alone
	lines   int           // the lines of data, if plain
	noVowel int           // of them, the words without a vowel, if dropped
	starts  []uint32      // the other words' offsets in data
	lens    []uint32      // their lengths
	masks   []bitset.Set  // their letter sets
	tiny    []tinyWord    // those of at most tinyLen letters
	repeats []int32       // take's: those of tiny that repeat a word before
	// With Options.Lang, the folds of the entries that doLine will fold,
	// in order: each field of a plain list's lines, the first of a
	// frequency list's.
	folds []folded
}

// folded is what Folder.Fold returns.
type folded struct {
	Folded
	ok bool
}

// ready reports whether the lines read from now on may be parsed ahead:
// the format is known, and a list in English has no counts.
func (a *ahead) ready() bool {
	rd := a.rd
	return pieceSize > 0 && rd.started && (rd.opts.Lang != nil || !rd.list.Frequency)
}

// hand has the lines data[:cut] of the block buf parsed ahead in pieces,
// taking the oldest back when enough are pending, and returns a free
// block that starts with the rest of data, and that rest.
func (a *ahead) hand(buf, data []byte, cut int) (next, rest []byte) {
	for lines := data[:cut]; len(lines) > 0; {
		end := len(lines)
		if end > pieceSize {
			// A run of whole lines of about pieceSize bytes.
			end = pieceSize + bytes.IndexByte(lines[pieceSize:], '\n') + 1
		}
		var p *piece
		if k := len(a.free); k > 0 {
			p, a.free = a.free[k-1], a.free[:k-1]
		} else {
			p = &piece{}
		}
		p.data, lines, p.done = lines[:end], lines[end:], make(chan struct{})
		if len(lines) == 0 {
			p.buf = buf
		}
		a.pending = append(a.pending, p)
		go p.parse(a.rd)
		if len(a.pending) > min(2*runtime.GOMAXPROCS(0), 32) {
			a.take()
		}
	}
	if k := len(a.bufs); k > 0 && len(a.bufs[k-1]) >= len(data)-cut {
		next, a.bufs = a.bufs[k-1], a.bufs[:k-1]
	} else {
		next = make([]byte, max(len(buf), pieceSize))
	}
	return next, next[:copy(next, data[cut:])]
}

// drain takes back every pending piece.
func (a *ahead) drain() {
	for len(a.pending) > 0 {
		a.take()
	}
}

// take takes back the oldest pending piece: its words if plain, else its
// lines read one by one.
func (a *ahead) take() {
	p := a.pending[0]
	a.pending = a.pending[1:]
	<-p.done
	if p.plain {
		a.rd.takePlain(p)
	} else {
		a.rd.folds = p.folds
		a.rd.lines(p.data, false)
		a.rd.folds, a.rd.cur = nil, nil // the last entry may not have taken its fold
	}
	if p.buf != nil {
		a.bufs = append(a.bufs, p.buf)
	}
	p.data, p.buf = nil, nil
	a.free = append(a.free, p)
}

// takePlain keeps the words of a plain block as add would one by one,
// but for the repeats of its words of at most tinyLen letters.
func (rd *reader) takePlain(p *piece) {
	rd.line += p.lines
	rd.list.Entries += p.lines
	rd.list.Skipped[NoVowel] += p.noVowel
	// A word in lower case, kept or not, tells the case rule of lower
	// case: add sets lowerSeen, or, deferred, keeps its flags.
	rd.lowerSeen = rd.lowerSeen || p.lines > 0
	w := &rd.words
	// The text is the lines as they are: the words are found by offset.
	off := uint32(len(w.text))
	w.text = append(w.text, p.data...)
	from := len(w.start)
	for _, s := range p.starts {
		w.start = append(w.start, off+s)
	}
	w.lens = append(w.lens, p.lens...)
	w.Masks = append(w.Masks, p.masks...)
	if rd.tiny == nil && len(p.tiny) > 0 {
		rd.tiny = make([]uint64, 1<<(5*tinyLen)/64)
	}
	repeats := p.repeats[:0]
	for _, t := range p.tiny {
		bit := uint64(1) << (t.key & 63)
		if rd.tiny[t.key>>6]&bit != 0 {
			repeats = append(repeats, t.word)
		}
		rd.tiny[t.key>>6] |= bit
	}
	if len(repeats) > 0 {
		// Each word from the first repeat on is moved down to out, which
		// then moves past it unless it is the next repeat: no branch on
		// what is random.
		repeats = append(repeats, -1)
		out, next := from+int(repeats[0]), 0
		for j := out; j < len(w.start); j++ {
			w.move(out, j)
			d := uint32(repeats[next]) ^ uint32(j-from)
			rep := 1 - int((d|-d)>>31) // d == 0
			next, out = next+rep, out+1-rep
		}
		w.truncate(out)
		repeats = repeats[:len(repeats)-1]
	}
	p.repeats = repeats
	rd.tinyDups += len(repeats)
	if rd.deferred {
		for range len(p.starts) - len(repeats) {
			rd.flags = append(rd.flags, hasLower)
		}
	}
}

// tinyWord is a word of a piece of at most tinyLen letters: its index
// among the piece's words and its key, each letter in 5 bits.
type tinyWord struct{ word, key int32 }

// tinyLen is the longest word that takePlain tells from those before it
// at once, by a bit each in reader.tiny, and drops if a repeat: a word
// of at most 4 letters a-z, 5 bits each, is one of 1<<20 keys. Large
// lists, such as a corpus's words, repeat such words most: rank --top 10
// of the ten million words of scripts/scale, 3.6 million of them such
// repeats, took 0.82 of the wall and processor time and 283 against 379
// MiB (docs/performance.md, 2026-11-29).
const tinyLen = 4

// parse finds the words of p's lines, or that one is not plain, or with
// Options.Lang the folds of its entries; rd is read, not written.
func (p *piece) parse(rd *reader) {
	defer close(p.done)
	p.plain, p.lines, p.noVowel = false, 0, 0
	p.starts, p.lens, p.masks, p.tiny, p.folds = p.starts[:0], p.lens[:0], p.masks[:0], p.tiny[:0], p.folds[:0]
	if lang := rd.opts.Lang; lang != nil {
		for line := range bytes.Lines(p.data) {
			if len(line) > MaxLine+1 {
				continue // too long: not read
			}
			first, rest := nextField(line[:len(line)-1])
			for entry := range entries(first, rest, rd.list.Frequency) {
				f, ok := lang.Fold(string(entry))
				p.folds = append(p.folds, folded{f, ok})
			}
		}
		return
	}
	requireVowel, vowels := rd.opts.RequireVowel, rd.vowels
	for at := 0; at < len(p.data); {
		data := p.data[at:]
		i, mask := plainWord(data)
		if i == 0 || i == len(data) || data[i] != '\n' || i > MaxLine {
			return
		}
		p.lines++
		if requireVowel && mask&vowels == 0 {
			p.noVowel++
		} else {
			p.starts = append(p.starts, uint32(at))
			p.lens = append(p.lens, uint32(i))
			p.masks = append(p.masks, mask)
			if i <= tinyLen {
				k := int32(0)
				for _, c := range data[:i] {
					k = k<<5 | int32(c-'a'+1)
				}
				p.tiny = append(p.tiny, tinyWord{int32(len(p.starts) - 1), k})
			}
		}
		at += i + 1
	}
	p.plain = true
}

// next moves on to the next fold that a piece holds for doLine's entry,
// if any.
func (rd *reader) next() {
	if len(rd.folds) > 0 {
		rd.cur, rd.folds = &rd.folds[0], rd.folds[1:]
	}
}

// fold returns what the list's language folds entry into, as a piece
// found it or now.
func (rd *reader) fold(entry []byte) (Folded, bool) {
	if c := rd.cur; c != nil {
		return c.Folded, c.ok
	}
	return rd.opts.Lang.Fold(string(entry))
}

// plainWord returns the length of the run of letters a-z that data starts
// with, and their letter set.
func plainWord(data []byte) (int, bitset.Set) {
	var mask bitset.Set
	i := 0
	for ; i < len(data); i++ {
		b := lowerBit[data[i]]
		if b == 0 {
			break
		}
		mask |= b
	}
	return i, mask
}
