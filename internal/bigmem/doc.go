// Package bigmem allocates large arrays of plain numbers outside the Go
// heap, aligned to 2 MiB and advised to the kernel as transparent huge
// pages (madvise MADV_HUGEPAGE), each of which costs the faults of one
// page rather than 512 (docs/performance.md). Arrays below MinHuge, and
// every array on systems other than Linux, come from the Go heap. The
// memory of a mapped array is not the collector's: Free gives it back.
package bigmem
