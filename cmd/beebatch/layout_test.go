package main

import (
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"path/filepath"
	"strings"
	"testing"
)

// TestLayout keeps the package's imports one way: no file but main.go
// uses a name declared in a command file, so the shared kit never reaches
// back up into a command, and no command into another.
//
// The command files are those of the command table, commands, one per
// command and named after it; the rest of the package (main.go aside,
// which dispatches to them) is the kit they share. A new command is
// covered as soon as it is in the table.
func TestLayout(t *testing.T) {
	commandFiles := map[string]bool{}
	for _, c := range commands {
		commandFiles[c.name+".go"] = true
	}
	if len(commandFiles) < 8 {
		t.Fatalf("%d command files from the table commands; expected at least the 8 of rank, solve, score, compare, lists, archive, learn and schedule", len(commandFiles))
	}
	fset := token.NewFileSet()
	pkgs, err := parser.ParseDir(fset, ".", func(fi fs.FileInfo) bool { return !strings.HasSuffix(fi.Name(), "_test.go") }, 0)
	if err != nil {
		t.Fatal(err)
	}
	declaredIn := map[string]string{} // top-level name to file
	for _, f := range pkgs["main"].Files {
		file := filepath.Base(fset.Position(f.Pos()).Filename)
		for _, d := range f.Decls {
			switch d := d.(type) {
			case *ast.FuncDecl:
				if d.Recv == nil {
					declaredIn[d.Name.Name] = file
				}
			case *ast.GenDecl:
				for _, s := range d.Specs {
					switch s := s.(type) {
					case *ast.TypeSpec:
						declaredIn[s.Name.Name] = file
					case *ast.ValueSpec:
						for _, n := range s.Names {
							declaredIn[n.Name] = file
						}
					}
				}
			}
		}
	}
	for _, f := range pkgs["main"].Files {
		file := filepath.Base(fset.Position(f.Pos()).Filename)
		if file == "main.go" {
			continue
		}
		ast.Inspect(f, func(n ast.Node) bool {
			if id, ok := n.(*ast.Ident); ok {
				if at := declaredIn[id.Name]; commandFiles[at] && at != file {
					t.Errorf("%s: %s uses %s, declared in the command file %s", fset.Position(id.Pos()), file, id.Name, at)
				}
			}
			return true
		})
	}
	for name := range commandFiles {
		if _, ok := declaredIn[strings.TrimSuffix(name, ".go")+"Cmd"]; !ok {
			t.Errorf("%s does not declare %sCmd: one file per command, named after it", name, strings.TrimSuffix(name, ".go"))
		}
	}
}
