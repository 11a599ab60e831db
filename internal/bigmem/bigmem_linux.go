package bigmem

import (
	"unsafe"

	"golang.org/x/sys/unix"
)

// hugeSize is the size of a transparent huge page on x86-64 and arm64
// with 4 KiB pages: the alignment that lets the kernel use them.
const hugeSize = 2 << 20

// mapHuge maps size bytes of zeroed memory, rounded up to a multiple of
// hugeSize and aligned to it, and advises huge pages. It returns the
// aligned memory and the whole mapping, a huge page larger, or nil.
func mapHuge(size int) (b, whole []byte) {
	size = (size + hugeSize - 1) &^ (hugeSize - 1)
	whole, err := unix.Mmap(-1, 0, size+hugeSize, unix.PROT_READ|unix.PROT_WRITE, unix.MAP_PRIVATE|unix.MAP_ANONYMOUS|unix.MAP_NORESERVE)
	if err != nil {
		return nil, nil
	}
	skip := (hugeSize - int(uintptr(unsafe.Pointer(unsafe.SliceData(whole)))%hugeSize)) % hugeSize
	b = whole[skip : skip+size : skip+size]
	unix.Madvise(b, unix.MADV_HUGEPAGE)
	return b, whole
}

// unmap gives back a mapping of mapHuge.
func unmap(whole []byte) { unix.Munmap(whole) }
