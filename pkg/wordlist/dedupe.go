package wordlist

import "fmt"

// Dedupe returns lists, in order, without each list whose input was the
// same bytes as an earlier one's (the same Sum), such as a list and a
// gzip-compressed copy of it, and a warning for each list it drops,
// naming it and the list it keeps. The lists should have been read with
// the same Options, as they are in one run; Dedupe does not modify lists.
func Dedupe(lists []*List) ([]*List, []error) {
	var out []*List
	var warnings []error
	var seen SeenLists
	for _, l := range lists {
		if dup := seen.Add(l); dup != nil {
			warnings = append(warnings, dup)
			continue
		}
		out = append(out, l)
	}
	return out, warnings
}

// SeenLists remembers the content of lists read one after another, so
// that a list given twice is used once even when each list is released
// before the next is read. The zero value is empty and ready to use.
type SeenLists struct {
	first map[Content]seen
}

// seen is the name and path of the first list with some content.
type seen struct{ name, path string }

// Add returns nil and remembers l's content if no list added before had
// the same Sum, and otherwise the warning that Dedupe gives for l. It
// keeps no reference to l.
func (s *SeenLists) Add(l *List) error {
	if k, ok := s.first[l.Sum]; ok {
		return fmt.Errorf("%s: the same content as %s; read once, as %s", l.Path, k.path, k.name)
	}
	if s.first == nil {
		s.first = make(map[Content]seen)
	}
	s.first[l.Sum] = seen{l.Name, l.Path}
	return nil
}
