// Package probe is a package whose one test reads enable1 through
// testlists, run by TestSkipsAreNotCached in a go test of its own.
package probe

import (
	"os"
	"testing"

	"github.com/beebatch/beebatch/internal/testlists"
)

func TestMain(m *testing.M) { os.Exit(testlists.Main(m)) }

func TestNeedEnable1(t *testing.T) { testlists.Need(t, "enable1") }
