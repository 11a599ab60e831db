package likeness

import (
	"encoding/base64"
	"encoding/binary"
	"encoding/json"
	"fmt"
	"slices"

	"github.com/beebatch/beebatch/pkg/bitset"
)

// Sets is a set of letter sets, in increasing order, kept small in JSON:
// a base64 string of the differences between consecutive sets (the
// first from 0) as unsigned varints, since a learned list's note in the
// cache must stay small (thousands of sets take about 3 bytes each).
type Sets []bitset.Set

// NewSets returns the letter sets of words, sorted, without repeats; a
// word not of a-z is skipped.
func NewSets(words []string) Sets {
	var out Sets
	for _, w := range words {
		if m, ok := bitset.Of(w); ok {
			out = append(out, m)
		}
	}
	slices.Sort(out)
	return slices.Compact(out)
}

// MarshalJSON encodes s as a base64 string of varint differences.
func (s Sets) MarshalJSON() ([]byte, error) {
	var buf []byte
	prev := bitset.Set(0)
	for _, m := range s {
		if m < prev {
			return nil, fmt.Errorf("likeness sets: %v after %v; expected increasing order", m, prev)
		}
		buf = binary.AppendUvarint(buf, uint64(m-prev))
		prev = m
	}
	return json.Marshal(base64.StdEncoding.EncodeToString(buf))
}

// UnmarshalJSON decodes what MarshalJSON encodes.
func (s *Sets) UnmarshalJSON(data []byte) error {
	var text string
	if err := json.Unmarshal(data, &text); err != nil {
		return err
	}
	buf, err := base64.StdEncoding.DecodeString(text)
	if err != nil {
		return fmt.Errorf("likeness sets: %w", err)
	}
	*s = nil
	prev := uint64(0)
	for len(buf) > 0 {
		d, n := binary.Uvarint(buf)
		if n <= 0 || prev+d > uint64(bitset.All) {
			return fmt.Errorf("likeness sets: a bad varint or a set beyond z; expected what MarshalJSON writes")
		}
		prev += d
		*s = append(*s, bitset.Set(prev))
		buf = buf[n:]
	}
	return nil
}
