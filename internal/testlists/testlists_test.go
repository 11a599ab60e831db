package testlists

import (
	"errors"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/beebatch/beebatch/internal/testenv"
	"github.com/beebatch/beebatch/pkg/catalog"
)

// TestNeeded checks that every list that a test of the module reads
// through this package is in Needed, which "make test" fetches first, that
// every list in Needed is known to the catalog, and that each package
// whose tests read one has a TestMain that calls Main.
func TestNeeded(t *testing.T) {
	for _, name := range Needed {
		if _, ok := catalog.Lookup(name); !ok {
			t.Errorf("Needed holds %q, which is not a list of the catalog", name)
		}
	}
	call := regexp.MustCompile(`testlists\.(?:Path|Need|Dir)\(([^)]*)\)`)
	quoted := regexp.MustCompile(`"([^"]+)"`)
	uses := 0
	readers, mains := map[string]bool{}, map[string]bool{}
	err := filepath.WalkDir("../..", func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() && (d.Name() == "testdata" || strings.HasPrefix(d.Name(), ".")) && p != "../.." {
			return filepath.SkipDir
		}
		if !strings.HasSuffix(p, "_test.go") || strings.HasPrefix(p, filepath.Join("..", "..", "internal", "testlists")) {
			return nil
		}
		data, err := os.ReadFile(p)
		if err != nil {
			return err
		}
		if strings.Contains(string(data), "testlists.Main(m)") {
			mains[filepath.Dir(p)] = true
		}
		for _, m := range call.FindAllStringSubmatch(string(data), -1) {
			readers[filepath.Dir(p)] = true
			for _, q := range quoted.FindAllStringSubmatch(m[1], -1) {
				uses++
				if !slices.Contains(Needed, q[1]) {
					t.Errorf("%s reads the list %q, which is not in testlists.Needed", p, q[1])
				}
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	for dir := range readers {
		if !mains[dir] {
			t.Errorf("the tests in %s read a list through testlists but have no TestMain that calls testlists.Main", dir)
		}
	}
	if uses == 0 {
		t.Error("no test of the module reads a list through testlists; is the walk looking in the right place?")
	}
}

// TestErrorMessage checks the message of lists that cannot be had: a
// first line that is a whole sentence (it ended in a colon), a line per
// list with its reason, and how to provide them.
func TestErrorMessage(t *testing.T) {
	tests := []struct {
		missing []string
		want    string
	}{
		{[]string{"enable1"}, ", and enable1 cannot be had here, for the reason below.\n  enable1: downloading"},
		{[]string{"enable1", "count_1w_100k"}, ", and enable1 and count_1w_100k cannot be had here, for the reasons below.\n  enable1: downloading"},
	}
	for _, tt := range tests {
		var errs []error
		for _, name := range tt.missing {
			errs = append(errs, errors.New(name+": downloading https://norvig.com/ngrams/"+name+".txt: no such host"))
		}
		msg := listsError(tt.missing, errs).Error()
		for _, want := range []string{
			"the tests read the word lists " + andList(Needed) + tt.want,
			"set BEEBATCH_MIRROR to a directory holding enable1.txt and count_1w_100k.txt",
			"or give this machine access to https://norvig.com/ngrams/enable1.txt and https://norvig.com/ngrams/count_1w.txt",
		} {
			if !strings.Contains(msg, want) {
				t.Errorf("message %q does not contain %q", msg, want)
			}
		}
		for _, line := range strings.Split(msg, "\n") {
			if strings.HasSuffix(line, ":") {
				t.Errorf("message %q has a line that ends in a colon: %q", msg, line)
			}
		}
	}
}

// TestPathFromParent checks that a path passed in the environment, as a
// parent test binary passes it to a child, is taken as it is.
func TestPathFromParent(t *testing.T) {
	t.Setenv(envName("count_1w_100k"), "/given/count_1w_100k.txt")
	if p := Path("count_1w_100k"); p != "/given/count_1w_100k.txt" {
		t.Errorf("Path = %q; want the path from the environment", p)
	}
	if got := envName("scowl-us-35"); got != "BEEBATCH_TESTLIST_scowl_us_35" {
		t.Errorf("envName = %q", got)
	}
}

// TestSkipsAreNotCached runs go test twice on a package whose test needs
// enable1: first with no mirror, an empty cache and no way to download,
// where the test skips; then with a mirror that holds enable1, where go
// test must run it again rather than answer "(cached)" with the skip.
func TestSkipsAreNotCached(t *testing.T) {
	if testing.Short() {
		t.Skip("runs go test twice")
	}
	testenv.SkipLong(t) // two builds of a test binary: about 2 s of processor time
	mirror, cache := Dir(t, "enable1"), t.TempDir()
	goTest := func(extra ...string) string {
		t.Helper()
		cmd := exec.Command("go", "test", "./testdata/probe")
		for _, kv := range os.Environ() {
			if !strings.HasPrefix(kv, "BEEBATCH_") && !strings.HasPrefix(kv, "GOFLAGS=") {
				cmd.Env = append(cmd.Env, kv)
			}
		}
		// No download: the proxy is a closed port, and the modules are in
		// the module cache already.
		cmd.Env = append(cmd.Env, "HTTPS_PROXY=http://127.0.0.1:1", "HTTP_PROXY=http://127.0.0.1:1",
			"GOPROXY=off", catalog.CacheEnv+"="+cache)
		cmd.Env = append(cmd.Env, extra...)
		out, err := cmd.CombinedOutput()
		if err != nil {
			t.Fatalf("go test ./testdata/probe: %v\n%s", err, out)
		}
		return string(out)
	}
	goTest()
	if out := goTest(catalog.MirrorEnv + "=" + mirror); strings.Contains(out, "(cached)") {
		t.Errorf("with enable1 in the mirror, go test answered from its cache, where the test had skipped:\n%s", out)
	}
}
