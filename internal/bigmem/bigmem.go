package bigmem

import (
	"sync"
	"unsafe"
)

// MinHuge is the size in bytes from which Make maps an array on its own
// rather than taking it from the Go heap: below a huge page, a mapping
// saves few faults and zeroes more memory than it uses.
const MinHuge = 1 << 20

// Number is the element types an array of Make may have: plain numbers,
// which hold no pointers.
type Number interface {
	~uint8 | ~uint16 | ~uint32 | ~uint64 | ~int8 | ~int16 | ~int32 | ~int64 | ~int | ~uint
}

// mapped records the arrays that Make mapped, by the address of their
// first byte, with the whole mapping each lies in.
var mapped struct {
	sync.Mutex
	m map[*byte][]byte
}

// Make returns a slice of n zero elements of T. An array of MinHuge bytes
// or more is mapped outside the Go heap, where the system allows, and must
// be given back with Free, or lasts until the process ends; a smaller one
// comes from the Go heap, and Free does nothing with it.
func Make[T Number](n int) []T {
	var zero T
	size := n * int(unsafe.Sizeof(zero))
	if size < MinHuge {
		return make([]T, n)
	}
	b, whole := mapHuge(size)
	if b == nil {
		return make([]T, n)
	}
	mapped.Lock()
	if mapped.m == nil {
		mapped.m = make(map[*byte][]byte)
	}
	mapped.m[unsafe.SliceData(b)] = whole
	mapped.Unlock()
	return unsafe.Slice((*T)(unsafe.Pointer(unsafe.SliceData(b))), n)
}

// Free gives back the memory of s, a slice that Make returned or a slice
// of one from its start, if Make mapped it; it does nothing for an array
// from the Go heap or an empty s. Neither s nor any slice of its array may
// be used afterwards, nor given to Free again: a later Make may map
// another array at the same address.
func Free[T Number](s []T) {
	if cap(s) == 0 {
		return
	}
	p := (*byte)(unsafe.Pointer(unsafe.SliceData(s)))
	mapped.Lock()
	whole, ok := mapped.m[p]
	delete(mapped.m, p)
	mapped.Unlock()
	if ok {
		unmap(whole)
	}
}

// Grow returns s with room for at least n elements, keeping its contents:
// s itself if it has the room, or else a new array of Make, at least
// twice as large, into which s is copied, and s is given back with Free.
func Grow[T Number](s []T, n int) []T {
	if cap(s) >= n {
		return s
	}
	t := Make[T](max(n, 2*cap(s)))[:len(s)]
	copy(t, s)
	Free(s)
	return t
}
