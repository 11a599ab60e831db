package wordlist

// WordSet is a set of words, such as those that every list of a run must
// drop (Files.Exclude, beebatch's --exclude-words). The zero value is an
// empty set; a WordSet is not changed once made, so any number of
// goroutines may use it.
type WordSet struct {
	words map[string]struct{}
}

// NewWordSet returns the set of the words of lists.
func NewWordSet(lists ...*List) *WordSet {
	n := 0
	for _, l := range lists {
		n += l.Words.Len()
	}
	s := &WordSet{words: make(map[string]struct{}, n)}
	for _, l := range lists {
		for i := range l.Words.Len() {
			s.words[l.Words.Word(i)] = struct{}{}
		}
	}
	return s
}

// Len returns the number of words in s; 0 for a nil s.
func (s *WordSet) Len() int {
	if s == nil {
		return 0
	}
	return len(s.words)
}

// Has reports whether word, in lower case, is in s; false for a nil s.
func (s *WordSet) Has(word []byte) bool {
	if s == nil {
		return false
	}
	_, ok := s.words[string(word)] // no allocation: the compiler sees the conversion
	return ok
}

// Exclude drops from l the words of s, counts them as skipped (Excluded)
// and returns how many it dropped. The order of the words left is kept;
// Entries still counts every entry, so that Entries is the number of
// words kept plus those skipped.
func (l *List) Exclude(s *WordSet) int {
	if s.Len() == 0 {
		return 0
	}
	w := &l.Words
	out := 0
	for i := range w.Len() {
		if s.Has(w.Bytes(i)) {
			continue
		}
		if out != i {
			n := w.WordLen(i)
			if n >= longWord {
				w.long[uint32(out)] = uint32(n)
			}
			w.start[out], w.lens[out], w.Masks[out] = w.start[i], w.lens[i], w.Masks[i]
			if w.Counts != nil {
				w.Counts[out] = w.Counts[i]
			}
		}
		out++
	}
	dropped := w.Len() - out
	if dropped == 0 {
		return 0
	}
	w.start, w.lens, w.Masks = w.start[:out], w.lens[:out], w.Masks[:out]
	if w.Counts != nil {
		w.Counts = w.Counts[:out]
	}
	for i := range w.long {
		if int(i) >= out {
			delete(w.long, i)
		}
	}
	l.Skipped[Excluded] += dropped
	return dropped
}
