package main

import (
	"math"
	"os"
	"runtime"
	"runtime/debug"
)

// gcLimit is the memory limit under which a run collects no garbage: the
// collector runs only once the memory of the Go heap reaches it (see
// gcOff). A list's bytes and the large tables are not in the heap
// (internal/bigmem), so the classic runs, and ten million words, stay
// well under it.
const gcLimit = 256 << 20

// gcOff turns the garbage collector off for the run, with a memory limit
// of gcLimit as a safety net, unless GOGC or GOMEMLIMIT asks for another
// policy.
//
// A run is a short process: ranking one list takes a few milliseconds,
// of which one collection took about 9%, and its garbage is small, as
// the large arrays (a list's bytes, the points tables) live outside the
// Go heap (internal/bigmem). A run that reaches the limit after all, with
// a large list, collects then; if more than half of the heap is still in
// use, collecting at the limit would come round again and again, so the
// collector goes back to the default, GOGC=100 with no limit. A run of
// several lists has garbage from each list, those passed over as repeats
// included, and scanLists turns the default back on before the first.
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
// gcLimit is still in use then, and watches the one after otherwise: a
// cleanup runs once the collector has found its object unreachable.
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
