package wordlist

// WordSet is a set of words, such as those that every list of a run must
// drop (beebatch's --exclude-words); it is not changed once made.
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
// and returns how many it dropped, keeping the order of the rest.
func (l *List) Exclude(s *WordSet) int {
	if s.Len() == 0 {
		return 0
	}
	n := l.Words.retain(func(i int) bool { return !s.Has(l.Words.Bytes(i)) })
	l.Skipped[Excluded] += n
	return n
}

// retain keeps the words i for which keep(i) holds, in order, and returns
// how many it dropped.
func (w *Words) retain(keep func(i int) bool) int {
	var long map[uint32]uint32
	out := 0
	for i := range w.Len() {
		if !keep(i) {
			continue
		}
		if w.lens[i] == longWord {
			if long == nil {
				long = make(map[uint32]uint32)
			}
			long[uint32(out)] = w.long[uint32(i)]
		}
		w.lens[out], w.Masks[out] = w.lens[i], w.Masks[i]
		if w.start != nil {
			w.start[out] = w.start[i]
		}
		if w.Counts != nil {
			w.Counts[out] = w.Counts[i]
		}
		out++
	}
	dropped := w.Len() - out
	w.lens, w.Masks, w.long = w.lens[:out], w.Masks[:out], long
	if w.start != nil {
		w.start = w.start[:out]
	}
	if w.Counts != nil {
		w.Counts = w.Counts[:out]
	}
	return dropped
}
