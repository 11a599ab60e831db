package testenv

import (
	"bytes"
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"sort"
	"strings"
	"testing"
)

// TestNetworkTests checks that "make test-network", which runs the tests
// that the Makefile's NETWORK_TESTS matches in its NETWORK_PACKAGES, runs
// every test that may use the network: each that names testenv.Network,
// testenv.NetworkEnv or its value, or calls a function or method of its
// package that does, however deep.
func TestNetworkTests(t *testing.T) {
	root := filepath.Join("..", "..")
	makefile, err := os.ReadFile(filepath.Join(root, "Makefile"))
	if err != nil {
		t.Fatal(err)
	}
	variable := func(name string) string {
		m := regexp.MustCompile(`(?m)^` + name + ` = (.*)$`).FindSubmatch(makefile)
		if m == nil {
			t.Fatalf("Makefile: no line %s = ...", name)
		}
		return string(m[1])
	}
	packages := strings.Fields(variable("NETWORK_PACKAGES"))
	tests := regexp.MustCompile(strings.ReplaceAll(variable("NETWORK_TESTS"), "$$", "$")) // make writes $ as $$
	for pkg, names := range networkTests(t, root) {
		t.Logf("%s: %s", pkg, strings.Join(names, " "))
		for _, name := range names {
			if !slices.Contains(packages, pkg) || !tests.MatchString(name) {
				t.Errorf("%s.%s may use the network; the Makefile's NETWORK_PACKAGES (%s) and NETWORK_TESTS (%s) must take it in",
					pkg, name, variable("NETWORK_PACKAGES"), tests)
			}
		}
	}
}

// networkTests returns, by package directory ("./pkg/catalog"), the
// tests that may use the network, in order.
func networkTests(t *testing.T, root string) map[string][]string {
	t.Helper()
	out := map[string][]string{}
	err := filepath.WalkDir(root, func(p string, d fs.DirEntry, err error) error {
		if err != nil || !d.IsDir() {
			return err
		}
		if p != root && (strings.HasPrefix(d.Name(), ".") || d.Name() == "testdata") {
			return filepath.SkipDir
		}
		names := packageNetworkTests(t, p)
		if len(names) > 0 {
			rel, _ := filepath.Rel(root, p)
			out["./"+filepath.ToSlash(rel)] = names
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return out
}

// packageNetworkTests returns the tests of the package in dir that name
// testenv.Network or NetworkEnv, directly or through the package's own
// test functions and methods. A function is known by its name, a method
// by "." and its name, whatever its type: a name that a function uses
// may stand for more than it does, never less.
func packageNetworkTests(t *testing.T, dir string) []string {
	t.Helper()
	files, _ := filepath.Glob(filepath.Join(dir, "*_test.go"))
	srcs := make([][]byte, len(files))
	named := false // whether a file names testenv.Network, NetworkEnv or its value
	for i, f := range files {
		src, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		srcs[i] = src
		named = named || bytes.Contains(src, []byte("Network")) || bytes.Contains(src, []byte(NetworkEnv))
	}
	if !named {
		return nil // nothing below could find a test that uses the network
	}
	uses := map[string]map[string]bool{} // a function's key: the keys it uses
	network := map[string]bool{}         // the functions that may use the network
	fset := token.NewFileSet()
	for i, f := range files {
		// Names are all this looks at: it need not resolve them.
		file, err := parser.ParseFile(fset, f, srcs[i], parser.SkipObjectResolution)
		if err != nil {
			t.Fatal(err)
		}
		for _, decl := range file.Decls {
			fn, ok := decl.(*ast.FuncDecl)
			if !ok || fn.Body == nil {
				continue
			}
			key := fn.Name.Name
			if fn.Recv != nil {
				key = "." + key
			}
			names := map[string]bool{}
			ast.Inspect(fn.Body, func(n ast.Node) bool {
				switch n := n.(type) {
				case *ast.SelectorExpr:
					if x, ok := n.X.(*ast.Ident); ok && x.Name == "testenv" && (n.Sel.Name == "Network" || n.Sel.Name == "NetworkEnv") {
						network[key] = true
					}
					names["."+n.Sel.Name] = true
					ast.Inspect(n.X, func(m ast.Node) bool {
						if id, ok := m.(*ast.Ident); ok {
							names[id.Name] = true
						}
						return true
					})
					return false
				case *ast.Ident:
					names[n.Name] = true
				case *ast.BasicLit:
					if strings.Contains(n.Value, NetworkEnv) {
						network[key] = true // the variable's name, written out
					}
				}
				return true
			})
			if uses[key] == nil {
				uses[key] = map[string]bool{}
			}
			for n := range names {
				uses[key][n] = true
			}
		}
	}
	for changed := true; changed; {
		changed = false
		for fn, names := range uses {
			for n := range names {
				if network[n] && !network[fn] {
					network[fn], changed = true, true
				}
			}
		}
	}
	var tests []string
	for fn := range network {
		if strings.HasPrefix(fn, "Test") {
			tests = append(tests, fn)
		}
	}
	sort.Strings(tests)
	return tests
}
