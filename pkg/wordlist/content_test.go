package wordlist

import (
	"bytes"
	"hash/maphash"
	"io"
	"testing"
	"testing/iotest"
)

// TestContent checks that the Content of a list read in pieces is the one
// computed at once, whatever the pieces, and that inputs that differ in one
// byte, in their line ends or in their length have different Contents.
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
		want := Content{maphash.Bytes(contentSeeds[0], data), maphash.Bytes(contentSeeds[1], data)}
		for _, piece := range []int{1, 3, 64, 4096, len(data) + 1} {
			if bytes.IndexByte(data, 0) >= 0 {
				break // binary data: Read refuses it
			}
			r := iotest.HalfReader(&pieces{data, piece})
			l, err := Read(r, "t", "t.txt", DefaultOptions)
			if err != nil {
				t.Fatal(err)
			}
			if l.Sum != want {
				t.Errorf("input %d in pieces of %d: %x; want %x", i, piece, l.Sum, want)
			}
		}
		if j, ok := seen[want]; ok {
			t.Errorf("inputs %d and %d have the same Content %x", j, i, want)
		}
		seen[want] = i
	}
}

// pieces reads data at most n bytes at a time.
type pieces struct {
	data []byte
	n    int
}

func (p *pieces) Read(b []byte) (int, error) {
	if len(p.data) == 0 {
		return 0, io.EOF
	}
	k := copy(b[:min(len(b), p.n)], p.data)
	p.data = p.data[k:]
	return k, nil
}
