package wordlist

import (
	"bytes"
	"testing"
)

// TestContent checks that a Content computed in pieces is the one computed
// at once, whatever the pieces, and that inputs that differ in one byte,
// in their line ends or in their length have different Contents.
func TestContent(t *testing.T) {
	inputs := [][]byte{
		nil,
		[]byte("a"),
		[]byte("apple\nbanana\n"),
		[]byte("apple\r\nbanana\r\n"),
		[]byte("apple\nbanana"),
		[]byte("apple\nbananb\n"),
		bytes.Repeat([]byte("megaplex\n"), 10000),
		bytes.Repeat([]byte("megaplex\n"), 10001),
		make([]byte, 64),
		make([]byte, 65),
	}
	seen := map[Content]int{}
	for i, data := range inputs {
		want := contentOf(data)
		for _, piece := range []int{1, 3, 64, 4096, len(data) + 1} {
			h := newContentHash()
			for rest := data; len(rest) > 0; {
				n := min(piece, len(rest))
				h.Write(rest[:n])
				rest = rest[n:]
			}
			if got := h.Sum(); got != want {
				t.Errorf("input %d in pieces of %d: %x; want %x", i, piece, got, want)
			}
		}
		if j, ok := seen[want]; ok {
			t.Errorf("inputs %d and %d have the same Content %x", j, i, want)
		}
		seen[want] = i
	}
}
