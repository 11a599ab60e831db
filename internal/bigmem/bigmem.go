// Package bigmem allocates large arrays of plain numbers outside the Go
// heap, aligned to 2 MiB and advised to the kernel as transparent huge
// pages (madvise MADV_HUGEPAGE), each of which costs the faults of one
// page rather than 512 (docs/performance.md). Arrays below MinHuge, and
// every array on systems other than Linux, come from the Go heap. The
// memory of a mapped array is not the collector's: Free gives it back.
package bigmem

import (
	"sync"
	"unsafe"
)

// MinHuge is the size in bytes from which Make maps an array on its own.
const MinHuge = 1 << 20

// Number is the element types an array of Make may have.
type Number interface {
	~uint8 | ~uint16 | ~uint32 | ~uint64 | ~int8 | ~int16 | ~int32 | ~int64 | ~int | ~uint
}

// mapped holds the whole mapping of each array that Make mapped.
var mapped = struct {
	sync.Mutex
	m map[*byte][]byte
}{m: make(map[*byte][]byte)}

// Make returns a slice of n zero elements of T, mapped outside the Go heap
// if it takes MinHuge bytes or more: give it back with Free.
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
	mapped.m[unsafe.SliceData(b)] = whole
	mapped.Unlock()
	return unsafe.Slice((*T)(unsafe.Pointer(unsafe.SliceData(b))), n)
}

// Free gives back the memory of s, a slice of an array of Make from its
// start, if Make mapped it. Its array must not be used afterwards.
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

// Grow returns s with room for n elements, in a new array of Make at least
// twice as large if need be (s is freed).
func Grow[T Number](s []T, n int) []T {
	if cap(s) >= n {
		return s
	}
	t := Make[T](max(n, 2*cap(s)))[:len(s)]
	copy(t, s)
	Free(s)
	return t
}
