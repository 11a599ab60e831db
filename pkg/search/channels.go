package search

import (
	"context"

	"github.com/beebatch/beebatch/internal/bigmem"
	"github.com/beebatch/beebatch/pkg/puzzle"
	"github.com/beebatch/beebatch/pkg/wordlist"
)

// A Channel is a quantity per word that a Space sums over the words of
// each honeycomb, exactly as it sums their points and counts them: the
// extension point for figures per honeycomb beyond score, words and
// pangrams. Examples:
//
//   - the rare words of a honeycomb, those a frequency list lacks or
//     counts below a threshold: Value 1 for a rare word, and a second
//     channel with its points (Rules.WordScore) for their points;
//   - the words of exactly Rules.MinLen letters, to tell whether a
//     honeycomb reaches Genius without them: Value 1 when
//     w.WordLen(i) == MinLen, and their points in another.
//
// Value is called once for each word of w that counts under the space's
// rules, with its index in w; words that do not count add nothing. A
// channel that needs a word's text, such as rarity, needs the list read
// without a wordlist.Fit, which keeps none.
type Channel struct {
	Name  string
	Value func(w *wordlist.Words, i int) uint32
}

// AddChannels adds the channels chans to s, made from the words w it was
// made from (Reset): for each, the value of each letter set summed over
// its subsets, 4 bytes a set, as points are. Sums then gives them per
// honeycomb. A later Reset drops them. AddChannels stops early, returning
// ctx's error, when ctx is cancelled.
func (s *Space) AddChannels(ctx context.Context, w *wordlist.Words, chans []Channel) error {
	size := s.Rules.Size
	for _, c := range chans {
		a := bigmem.Make[uint32](len(s.f))
		banned := s.Banned
		for i, mask := range w.Masks {
			n := w.WordLen(i)
			if n < s.Rules.MinLen || mask&banned != 0 || mask.Len() > size {
				continue
			}
			a[s.off[mask.Len()]+int(colexRank(s.toAlphabet(mask)))] += c.Value(w, i)
		}
		if err := sum(ctx, a, s); err != nil {
			bigmem.Free(a)
			return err
		}
		s.channels = append(s.channels, a)
		s.mem.channels = append(s.mem.channels, a)
	}
	return nil
}

// Sums returns the sums of the channels of s (AddChannels) over the words
// of honeycomb h, which must have Size letters of the space's alphabet,
// in the order they were added, appended to out.
func (s *Space) Sums(h puzzle.Honeycomb, out []uint32) []uint32 {
	size := s.Rules.Size
	m := s.toAlphabet(h.Letters)
	r := s.off[size] + int(colexRank(m))
	without := s.off[size-1] + int(colexRank(m&^s.toAlphabet(h.Center)))
	for _, a := range s.channels {
		out = append(out, a[r]-a[without])
	}
	return out
}
