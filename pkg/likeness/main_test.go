package likeness

import (
	"os"
	"testing"

	"github.com/beebatch/beebatch/internal/testlists"
)

// TestMain skips, after one message, the tests that read a word list that
// cannot be had here (testlists.Main).
func TestMain(m *testing.M) { os.Exit(testlists.Main(m)) }
