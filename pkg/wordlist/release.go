package wordlist

// Release gives back the memory of the list's words at once, rather than
// when the list is garbage collected: the memory that holds a file read
// whole, above all. The list must not be used afterwards; its Words are
// emptied, and its counts and warnings stay.
func (l *List) Release() {
	if l.Words.mem != nil {
		l.Words.mem.release()
	}
	l.Words = Words{}
}
