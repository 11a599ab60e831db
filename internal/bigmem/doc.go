// Package bigmem allocates large arrays of plain numbers outside the Go
// heap, on memory that the kernel may back with transparent huge pages.
//
// A fresh 4 KiB page costs a page fault, about 1.6 µs on the project's
// machines; a 2 MiB huge page costs about as much as 50 of them but
// stands for 512. The Go heap asks for neither, so the large arrays of a
// short process, a word list's bytes or a table of millions of points,
// spend more time being faulted in than being used. Make maps an array
// of at least MinHuge bytes on its own, aligned to 2 MiB, and asks for
// huge pages with madvise(MADV_HUGEPAGE), which the kernel honours when
// transparent huge pages are "always" or "madvise"; smaller arrays, and
// every array on systems other than Linux, come from the Go heap.
//
// The memory of an array that Make mapped is not the garbage collector's:
// Free gives it back, and an array never freed lasts until the process
// ends. Arrays hold no pointers, so the collector has nothing to see in
// them.
package bigmem
