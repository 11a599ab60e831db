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
	first := make(map[[32]byte]*List, len(lists))
	for _, l := range lists {
		if k, ok := first[l.Sum]; ok {
			warnings = append(warnings, fmt.Errorf("%s: the same content as %s; read once, as %s", l.Path, k.Path, k.Name))
			continue
		}
		first[l.Sum] = l
		out = append(out, l)
	}
	return out, warnings
}
