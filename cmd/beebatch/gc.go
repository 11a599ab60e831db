package main

import (
	"math"
	"os"
	"runtime"
	"runtime/debug"
)

// gcLimit is the memory limit under which a run collects no garbage (see
// gcOff); a list's bytes and the large tables are not in the Go heap.
const gcLimit = 256 << 20

// gcOff turns the garbage collector off for the run, with gcLimit as a
// safety net, unless GOGC or GOMEMLIMIT asks for another policy: a run is
// short and its garbage small (docs/performance.md has the gain). If more
// than half of the limit is still in use after a collection, the default
// comes back (watchGC), as it does for a run of several lists (scanLists).
func gcOff() {
	if os.Getenv("GOGC") != "" || os.Getenv("GOMEMLIMIT") != "" {
		return
	}
	debug.SetGCPercent(-1)
	debug.SetMemoryLimit(gcLimit)
	watchGC()
}

// gcOn turns the default garbage collection back on, unless the user
// chose a policy with GOGC or GOMEMLIMIT; it may be called more than once.
func gcOn() {
	if os.Getenv("GOGC") != "" || os.Getenv("GOMEMLIMIT") != "" {
		return
	}
	debug.SetGCPercent(100)
	debug.SetMemoryLimit(math.MaxInt64)
}

// watchGC calls gcOn after the next collection if more than half of
// gcLimit is still in use then, and watches the one after otherwise.
func watchGC() {
	runtime.AddCleanup(new([16]byte), func(int) {
		// Just after a collection, the heap in use is about what lives.
		var ms runtime.MemStats
		runtime.ReadMemStats(&ms)
		if ms.HeapAlloc > gcLimit/2 {
			gcOn()
			return
		}
		watchGC()
	}, 0)
}
