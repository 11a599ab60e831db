package testenv

import (
	"io/fs"
	"os"
	"path"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"
)

// TestNetworkPackages checks that "make test-network", which runs only
// the packages of the Makefile's NETWORK_PACKAGES, runs every package
// whose tests use the network: those that name Network or NetworkEnv.
func TestNetworkPackages(t *testing.T) {
	root := filepath.Join("..", "..")
	makefile, err := os.ReadFile(filepath.Join(root, "Makefile"))
	if err != nil {
		t.Fatal(err)
	}
	m := regexp.MustCompile(`(?m)^NETWORK_PACKAGES = (.*)$`).FindSubmatch(makefile)
	if m == nil {
		t.Fatal("Makefile: no line NETWORK_PACKAGES = ...")
	}
	listed := strings.Fields(string(m[1]))
	uses := regexp.MustCompile(`testenv\.(Network\(|NetworkEnv)`)
	err = filepath.WalkDir(root, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() && strings.HasPrefix(d.Name(), ".") && p != root {
			return filepath.SkipDir
		}
		if !strings.HasSuffix(p, "_test.go") {
			return nil
		}
		data, err := os.ReadFile(p)
		if err != nil {
			return err
		}
		rel, _ := filepath.Rel(root, filepath.Dir(p))
		if pkg := "./" + path.Clean(filepath.ToSlash(rel)); uses.Match(data) && !slices.Contains(listed, pkg) {
			t.Errorf("%s uses the network in its tests, and the Makefile's NETWORK_PACKAGES (%s) lacks %s", p, m[1], pkg)
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
}
