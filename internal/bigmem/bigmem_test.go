package bigmem

import (
	"testing"
	"unsafe"
)

func TestMake(t *testing.T) {
	for _, n := range []int{0, 1, 1000, MinHuge / 8, MinHuge/8 + 1, 3 << 20} {
		s := Make[uint64](n)
		if len(s) != n {
			t.Fatalf("Make(%d): len %d", n, len(s))
		}
		for i := range s {
			if s[i] != 0 {
				t.Fatalf("Make(%d)[%d] = %d; want 0", n, i, s[i])
			}
			s[i] = uint64(i)
		}
		for i := range s {
			if s[i] != uint64(i) {
				t.Fatalf("Make(%d)[%d] = %d after writing", n, i, s[i])
			}
		}
		if 8*n >= MinHuge {
			mapped.Lock()
			_, ok := mapped.m[(*byte)(unsafe.Pointer(unsafe.SliceData(s)))]
			mapped.Unlock()
			if !ok {
				t.Errorf("Make(%d) of %d bytes was not mapped", n, 8*n)
			} else if addr := uintptr(unsafe.Pointer(unsafe.SliceData(s))); addr%(2<<20) != 0 {
				t.Errorf("Make(%d) at %#x, not aligned to 2 MiB", n, addr)
			}
		}
		Free(s)
		Free(s[:0]) // a second Free of a mapped array does nothing
	}
}

func TestGrow(t *testing.T) {
	s := Make[uint32](10)[:3]
	copy(s, []uint32{1, 2, 3})
	for _, n := range []int{5, 1 << 20, 3 << 20} {
		s = Grow(s, n)
		if cap(s) < n || len(s) != 3 || s[0] != 1 || s[1] != 2 || s[2] != 3 {
			t.Fatalf("Grow to %d: len %d cap %d, %v", n, len(s), cap(s), s[:3])
		}
	}
	Free(s)
}

func BenchmarkTouch(b *testing.B) {
	for _, how := range []string{"heap", "bigmem"} {
		b.Run(how, func(b *testing.B) {
			for b.Loop() {
				var s []uint32
				if how == "heap" {
					s = make([]uint32, 4<<20)
				} else {
					s = Make[uint32](4 << 20)
				}
				for i := 0; i < len(s); i += 1024 {
					s[i] = 1
				}
				Free(s)
			}
		})
	}
}
