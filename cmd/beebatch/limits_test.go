//go:build unix

package main

import (
	"errors"
	"os"
	"os/exec"
	"strings"
	"testing"

	"github.com/beebatch/beebatch/internal/testenv"
)

// TestLowLimits runs beebatch under limits too low for the Go runtime
// (ulimit -n, ulimit -v): it fails as a run fails, exit 1 and one line,
// rather than with the runtime's stack dump and exit 2. The limits are
// well above what the runtime needs to reach main, which varies with the
// threads it starts (a loaded machine starts more): at 1,500,000 KiB the
// test binary's runtime once died before main.
func TestLowLimits(t *testing.T) {
	dir := t.TempDir()
	for _, tc := range []struct {
		ulimit string
		args   []string
		want   string
	}{
		{"-n 12", []string{"rank", enable1}, "beebatch: at most 12 files may be open (ulimit -n 12); expected a limit of at least 16"},
		{"-v 2000000", []string{"learn", "--out", dir + "/out", "days"}, "beebatch: the address space is limited to 2000000 KiB (ulimit -v 2000000); expected a limit of at least 2097152 KiB"},
	} {
		if testenv.Race && strings.HasPrefix(tc.ulimit, "-v") {
			continue // the race detector's runtime needs far more
		}
		cmd := exec.Command("sh", append([]string{"-c", `ulimit ` + tc.ulimit + ` && exec "$0" "$@"`, os.Args[0], "-test.run=^$", "--"}, tc.args...)...)
		cmd.Env = append(os.Environ(), "BEEBATCH_AS_MAIN=1")
		out, err := cmd.CombinedOutput()
		var ee *exec.ExitError
		if !errors.As(err, &ee) || ee.ExitCode() != 1 || strings.Count(string(out), "\n") != 1 || !strings.HasPrefix(string(out), tc.want) {
			t.Errorf("ulimit %s: %v, output %q; want exit 1 and one line %q", tc.ulimit, err, out, tc.want)
		}
		if _, err := os.Stat(dir + "/out"); err == nil {
			t.Errorf("ulimit %s: --out was created", tc.ulimit)
		}
	}
}
