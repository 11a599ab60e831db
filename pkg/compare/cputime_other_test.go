//go:build !unix

package compare

import "time"

// cpuTime reports that the processor time is not known here.
func cpuTime() (time.Duration, bool) { return 0, false }
