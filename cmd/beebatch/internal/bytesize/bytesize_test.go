package bytesize

import "testing"

func TestSize(t *testing.T) {
	for _, tt := range []struct {
		in   string
		want int64
		str  string
	}{
		{"1", 1, "1"}, {"1048576", 1 << 20, "1MiB"}, {"1GiB", 1 << 30, "1GiB"}, {"1gib", 1 << 30, "1GiB"},
		{"2G", 2 << 30, "2GiB"}, {"500MB", 500e6, "500000000"}, {"3kB", 3000, "3000"}, {"3K", 3072, "3KiB"},
		{"1536KiB", 1536 << 10, "1536KiB"}, {"7B", 7, "7"}, {"1TiB", 1 << 40, "1TiB"}, {"0", 0, "0"},
	} {
		var b Size
		if err := b.Set(tt.in); err != nil || int64(b) != tt.want || b.String() != tt.str {
			t.Errorf("Set(%q): %d, %v, String %q; want %d, %q", tt.in, b, err, b.String(), tt.want, tt.str)
		}
	}
	for _, in := range []string{"", "B", "GiB", "-1", "1.5G", "1 GiB", "1GiBB", "0x10", "9223372036854775807K"} {
		var b Size
		if err := b.Set(in); err == nil {
			t.Errorf("Set(%q) = %d, want an error", in, b)
		}
	}
}
