package wordlist

// Release gives back the memory of the list's words at once, rather than
// when the list is garbage collected: a memory-mapped file is unmapped.
// The list must not be used afterwards; its Words are emptied, and its
// counts and warnings stay.
func (l *List) Release() {
	if l.Words.mm != nil {
		l.Words.mm.release()
	}
	l.Words = Words{}
}
