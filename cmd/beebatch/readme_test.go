package main

import (
	"bufio"
	"bytes"
	"compress/gzip"
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"regexp"
	"runtime"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/beebatch/beebatch/internal/testenv"
	"github.com/beebatch/beebatch/internal/testlists"
	"github.com/beebatch/beebatch/pkg/catalog"
	"github.com/beebatch/beebatch/pkg/learn"
)

// docFiles returns the documentation whose examples TestREADME runs:
// the README and every page of docs/, so that a page added for a new
// command is covered without a change here.
func docFiles(t *testing.T) []string {
	t.Helper()
	pages, err := filepath.Glob("../../docs/*.md")
	if err != nil {
		t.Fatal(err)
	}
	return append([]string{"../../README.md"}, pages...)
}

// example is a command line of the documentation, and the output shown
// after it if there is one.
type example struct {
	where string // the file and line, or the help text, that shows it
	line  string // the command line, "beebatch ..."
	// output is what the documentation shows it printing, standard output
	// and then standard error, or "" if it shows none.
	output string
	stdin  string // its standard input, from "printf 'TEXT' | beebatch ..."
}

// piped matches an example that reads its standard input from printf.
var piped = regexp.MustCompile(`^printf '([^'%\\]*(?:\\n[^'%\\]*)*)' \| (beebatch .*)$`)

// docExamples returns the examples of the documentation files, as
// DEVELOPING.md describes them: each line "beebatch ..." of a code block
// whose language is sh (with the lines a backslash continues), and each
// code block, of any language, whose first line is "$ beebatch ..." or
// "$ printf 'TEXT' | beebatch ...", the rest of the block being its
// output. Other blocks are not run.
func docExamples(t *testing.T, files []string) []example {
	t.Helper()
	var out []example
	for _, file := range files {
		text, err := os.ReadFile(file)
		if err != nil {
			t.Fatal(err)
		}
		name := strings.TrimPrefix(file, "../../")
		var block []string // the lines of the code block being read
		inBlock := false
		lang, start := "", 0
		for i, line := range strings.Split(string(text), "\n") {
			switch {
			case !inBlock && strings.HasPrefix(line, "```"):
				inBlock, lang, start, block = true, strings.TrimPrefix(line, "```"), i+2, nil
			case inBlock && line == "```":
				inBlock = false
				where := fmt.Sprintf("%s:%d", name, start)
				switch {
				case len(block) > 0 && strings.HasPrefix(block[0], "$ beebatch "):
					out = append(out, example{where, strings.TrimPrefix(block[0], "$ "), strings.Join(block[1:], "\n") + "\n", ""})
				case len(block) > 0 && piped.MatchString(strings.TrimPrefix(block[0], "$ ")):
					m := piped.FindStringSubmatch(strings.TrimPrefix(block[0], "$ "))
					out = append(out, example{where, m[2], strings.Join(block[1:], "\n") + "\n", strings.ReplaceAll(m[1], `\n`, "\n")})
				case lang == "sh":
					for _, cmd := range commandLines(block) {
						out = append(out, example{where, cmd, "", ""})
					}
				}
			case inBlock:
				block = append(block, line)
			}
		}
	}
	if len(out) < 10 {
		t.Fatalf("%s: only %d examples found", strings.Join(files, ", "), len(out))
	}
	return out
}

// helpExamples returns the example command lines of the help texts: the
// lines indented by two spaces that start with "beebatch ".
func helpExamples(t *testing.T) []example {
	t.Helper()
	var out []example
	all := [][]string{{"-h"}}
	for _, cmd := range listedCommands(t) {
		all = append(all, []string{cmd, "-h"})
	}
	for _, args := range all {
		_, help, _ := beebatch(t, "", args...)
		var lines []string
		for line := range strings.Lines(help) {
			if strings.HasPrefix(line, "  beebatch ") || len(lines) > 0 && strings.HasSuffix(lines[len(lines)-1], "\\") {
				lines = append(lines, strings.TrimRight(line, "\n"))
			}
		}
		for _, cmd := range commandLines(lines) {
			out = append(out, example{"beebatch " + strings.Join(args, " "), cmd, "", ""})
		}
	}
	if len(out) == 0 {
		t.Fatal("no example in the help texts")
	}
	return out
}

// commandLines returns the commands among lines of a shell script: the
// lines that start with "beebatch ", joined to the lines that a
// backslash continues, without comments.
func commandLines(lines []string) []string {
	var out []string
	cur := ""
	for _, line := range lines {
		line = strings.TrimSpace(line)
		if cur == "" && !strings.HasPrefix(line, "beebatch ") {
			continue
		}
		if more, ok := strings.CutSuffix(line, "\\"); ok {
			cur += more
			continue
		}
		cur += line
		out = append(out, cur)
		cur = ""
	}
	return out
}

// shellFields splits a command line as a POSIX shell does for words in
// single or double quotes, outside of them at blanks, and drops a
// comment that starts with " #".
func shellFields(line string) ([]string, error) {
	var fields []string
	var cur strings.Builder
	inWord := false
	var quote rune
	for i, r := range line {
		switch {
		case quote != 0 && r == quote:
			quote = 0
		case quote != 0:
			cur.WriteRune(r)
		case r == '\'' || r == '"':
			quote, inWord = r, true
		case r == '#' && !inWord:
			return fields, nil
		case r == ' ' || r == '\t':
			if inWord {
				fields = append(fields, cur.String())
				cur.Reset()
				inWord = false
			}
		case r == '\\' || r == '$' || r == '`' || r == '|' || r == '>' || r == '<' || r == ';' || r == '&' || r == '*':
			return nil, fmt.Errorf("column %d: %q is more shell than the test knows", i+1, r)
		default:
			cur.WriteRune(r)
			inWord = true
		}
	}
	if quote != 0 {
		return nil, errors.New("unterminated quote")
	}
	if inWord {
		fields = append(fields, cur.String())
	}
	return fields, nil
}

func TestShellFields(t *testing.T) {
	tests := []struct {
		line string
		want []string
	}{
		{"beebatch rank enable1.txt   # top 10", []string{"beebatch", "rank", "enable1.txt"}},
		{`beebatch rank --where "words >= 20, no S" a`, []string{"beebatch", "rank", "--where", "words >= 20, no S", "a"}},
		{`a 'b c'd "" e`, []string{"a", "b cd", "", "e"}},
		{"a#b", []string{"a#b"}},
	}
	for _, tt := range tests {
		got, err := shellFields(tt.line)
		if err != nil || !slicesEqual(got, tt.want) {
			t.Errorf("shellFields(%q) = %q, %v; want %q", tt.line, got, err, tt.want)
		}
	}
	for _, line := range []string{"a | b", "a > out", `a "b`, "a $HOME"} {
		if _, err := shellFields(line); err == nil {
			t.Errorf("shellFields(%q) succeeds", line)
		}
	}
}

func slicesEqual(a, b []string) bool {
	return len(a) == len(b) && strings.Join(a, "\x00") == strings.Join(b, "\x00")
}

// TestREADME runs every example of the README, of the pages of docs/
// (docExamples) and of the help texts, as a newcomer would, in a
// directory that holds the files they name (enable1.txt,
// count_1w_100k.txt, SOWPODS.txt.gz, boards.txt, words/ and days/, the
// shared archive of the NYT's puzzles): each must succeed and write
// something on standard output. The examples shown with their output must
// print it exactly, but for the lines left out, shown as "...".
// The catalog lists they name come from a mirror directory made of the
// local copies of those lists (the mirror of the environment, else the
// cache, else fetched there when the tests may use the network), and the
// cache is a new one, as on a fresh machine. Each example is a subtest, which skips, saying why, when a list
// it names cannot be had here: one of the catalog beyond those every test
// reads (testlists.Needed), or american-english, Debian's wamerican
// 2019.10.06-1, as TestFiguresWamerican2019 does; an example of the
// archive skips when the shared archive is not next to the project.
// Unless BEEBATCH_FULL_TESTS=1, the examples of other languages skip, and
// so do those of schedule over the archive that show no output, which
// take seconds (TestSchedule checks what they do). Not under -race
// (testenv.SkipRace), where it takes more than a minute.
func TestREADME(t *testing.T) {
	testenv.SkipRace(t)
	needEnable1(t)
	examples := append(docExamples(t, docFiles(t)), helpExamples(t)...)
	d := newExampleDir(t, examples)
	for _, ex := range examples {
		cmd, _, _ := strings.Cut(ex.line, " #")
		name := ex.where + " " + strings.Join(strings.Fields(cmd)[1:], " ")
		if len(name) > 70 {
			name = name[:70]
		}
		t.Run(name, func(t *testing.T) { d.runExample(t, ex) })
	}
}

// exampleDir is the directory the examples run in, and what they may
// lack there.
type exampleDir struct {
	dir string
	// bare is where the README's examples run, as a reader runs them: a
	// folder that holds days/ alone, with a new cache of its own and a
	// mirror of the lists that every test reads (testlists.Needed),
	// as ../shared/wordlists is; other lists are downloaded, and only
	// when the tests may use the network.
	bare, bareMirror, bareCache string
	unlearned                   string            // where the README's learn skipped, if it did
	missing                     map[string]error  // the catalog lists that cannot be had here, and why
	noDays                      error             // why the shared archive is not here, or nil
	unmade                      map[string]string // the directories skipped examples would write, and where
}

// newExampleDir makes the directory of the examples, with a mirror of the
// catalog lists they name and a new cache in the environment, and makes
// it the working directory for the rest of the test.
func newExampleDir(t *testing.T, examples []example) *exampleDir {
	t.Helper()
	names := map[string]bool{
		"enable1": true, "count_1w_100k": true,
		"sowpods":       true, // SOWPODS.txt.gz
		"naughty-words": true, // schedule's default --blocklist
	}
	for _, ex := range examples {
		for _, f := range strings.Fields(ex.line) {
			if _, ok := catalog.Lookup(f); ok {
				names[f] = true
			}
		}
	}
	// A mirror of the lists named, and the lists that cannot be had here.
	mirror := t.TempDir()
	d := &exampleDir{dir: t.TempDir(), missing: map[string]error{}, unmade: map[string]string{}}
	for name := range names {
		p, err := catalogList(t, name)
		if err != nil {
			d.missing[name] = err
			continue
		}
		link(t, p, filepath.Join(mirror, name+".txt"))
	}

	// The files that the examples name.
	link(t, filepath.Join(mirror, "enable1.txt"), filepath.Join(d.dir, "enable1.txt"))
	link(t, filepath.Join(mirror, "count_1w_100k.txt"), filepath.Join(d.dir, "count_1w_100k.txt"))
	if d.missing["sowpods"] == nil {
		gzipFile(t, filepath.Join(mirror, "sowpods.txt"), filepath.Join(d.dir, "SOWPODS.txt.gz"))
	}
	copyFile(t, "testdata/solve/jukebox.boards", filepath.Join(d.dir, "boards.txt"))
	copyFile(t, "../../pkg/archive/testdata/lang/pt-BR.json", filepath.Join(d.dir, "pt-BR.json"))
	days, err := filepath.Abs(sampleDays)
	if err != nil {
		t.Fatal(err)
	}
	_, d.noDays = os.Stat(days) // the shared archive, which no URL publishes
	d.bare, d.bareMirror, d.bareCache = t.TempDir(), testlists.Dir(t, testlists.Needed...), t.TempDir()
	if d.noDays == nil {
		for _, dir := range []string{d.dir, d.bare} {
			if err := os.Symlink(days, filepath.Join(dir, "days")); err != nil {
				t.Fatal(err)
			}
		}
	}
	copyFile(t, "testdata/compare/a.txt", filepath.Join(d.dir, "words", "a.txt"))
	copyFile(t, "testdata/compare/b.txt", filepath.Join(d.dir, "words", "b.txt"))

	t.Setenv(catalog.MirrorEnv, mirror)
	t.Setenv(catalog.CacheEnv, t.TempDir())
	t.Chdir(d.dir)
	return d
}

// skipReason says why the example with these arguments cannot run here,
// or returns "".
func (d *exampleDir) skipReason(ex example, args []string) string {
	for _, a := range args {
		if l, ok := catalog.Lookup(a); ok && l.Lang != "en" && !testenv.Full() {
			return fmt.Sprintf("%s: %s reads %s, a list of another language: the examples of other languages take seconds, and run with %s=1 (make test does)",
				ex.where, ex.line, a, testenv.FullEnv)
		}
	}
	if !testenv.Full() && ex.output == "" && len(args) > 1 && args[1] == "schedule" && slices.Contains(args, "days") {
		return fmt.Sprintf("%s: %s plans against the whole archive of the NYT, which takes seconds, and shows no output: it runs with %s=1 (make test does); TestSchedule checks --replace, --avoid and --format jsonl",
			ex.where, ex.line, testenv.FullEnv)
	}
	for i, a := range args {
		if readme(ex) && d.unlearned != "" && a == "nyt" && args[i-1] != "--preset" {
			return fmt.Sprintf("%s: %s reads the list nyt, which the example skipped at %s learns", ex.where, ex.line, d.unlearned)
		}
		for p, where := range d.unmade {
			if a == p || strings.HasPrefix(a, p+"/") {
				return fmt.Sprintf("%s: %s reads %s, which the example skipped at %s writes", ex.where, ex.line, p, where)
			}
		}
		name := a
		if strings.Contains(a, "SOWPODS") {
			name = "sowpods"
		}
		if a == "schedule" && !slices.Contains(args, "--blocklist") {
			name = "naughty-words"
		}
		if readme(ex) {
			for _, need := range readmeNeeds(args) {
				if !slices.Contains(testlists.Needed, need) && os.Getenv(testenv.NetworkEnv) != "1" {
					return fmt.Sprintf("%s: %s needs the list %s, which a reader's machine downloads, and the tests only with %s=1",
						ex.where, ex.line, need, testenv.NetworkEnv)
				}
			}
		} else if err := d.missing[name]; err != nil {
			return fmt.Sprintf("%s: %s needs the list %s, which cannot be had here: %v; run \"beebatch lists fetch %s\" or put %s.txt in $%s",
				ex.where, ex.line, name, err, name, name, catalog.MirrorEnv)
		}
		if d.noDays != nil && (a == "days" || strings.HasPrefix(a, "days/")) {
			return fmt.Sprintf("%s: %s needs the shared archive of the NYT's puzzles next to the project: %v", ex.where, ex.line, d.noDays)
		}
	}
	return ""
}

// readme reports whether ex is an example of the README, which runs as
// a reader would run it, in the bare folder.
func readme(ex example) bool { return strings.HasPrefix(ex.where, "README.md:") }

// readmeNeeds returns the catalog lists that the command line args reads:
// those it names, schedule's default blocklist, and the lists that learn
// fetches by itself.
func readmeNeeds(args []string) []string {
	var names []string
	for _, a := range args {
		if _, ok := catalog.Lookup(a); ok {
			names = append(names, a)
		}
	}
	switch {
	case len(args) > 1 && args[1] == "schedule" && !slices.Contains(args, "--blocklist"):
		names = append(names, "naughty-words")
	case len(args) > 1 && args[1] == "learn":
		names = append(names, "enable1", "scowl-us-70")
		names = append(names, learn.FeatureLists...)
	}
	return names
}

// runExample runs one example in the directory, or skips it, saying why.
func (d *exampleDir) runExample(t *testing.T, ex example) {
	args, err := shellFields(ex.line)
	if err != nil {
		t.Fatalf("%s: %s: %v", ex.where, ex.line, err)
	}
	if why := d.skipReason(ex, args); why != "" {
		// A skipped example does not write its --out or --export
		// directory, nor learn its list, so the later examples that
		// read them skip too.
		for i, arg := range args {
			if (arg == "--out" || arg == "--export") && i+1 < len(args) {
				d.unmade[strings.TrimSuffix(args[i+1], "/")] = ex.where
			}
		}
		if readme(ex) && len(args) > 1 && args[1] == "learn" {
			d.unlearned = ex.where
		}
		t.Skip(why)
	}
	if readme(ex) {
		t.Chdir(d.bare)
		t.Setenv(catalog.MirrorEnv, d.bareMirror)
		t.Setenv(catalog.CacheEnv, d.bareCache)
	}
	if slices.Contains(args, "american-english") && !fileExists("american-english") {
		// Debian's wamerican 2019.10.06-1, as the README says,
		// copied: a download lives in this subtest's directory,
		// and other examples read it too.
		copyFile(t, wamerican(t, "2019.10.06-1"), filepath.Join(d.dir, "american-english"))
	}
	code, out, errOut := beebatch(t, ex.stdin, args[1:]...)
	switch {
	case ex.output != "":
		if got := out + errOut; !matchShown(got, ex.output) {
			t.Errorf("%s: %s prints (exit %d):\n%s\nwhere the documentation shows:\n%s", ex.where, ex.line, code, got, ex.output)
		}
	case code != 0 || out == "":
		t.Errorf("%s: %s: exit %d, %d bytes on stdout, stderr:\n%s", ex.where, ex.line, code, len(out), errOut)
	}
}

// matchShown reports whether got is the output that the documentation
// shows, in which a line "..." stands for any number of lines left out.
func matchShown(got, shown string) bool {
	var re strings.Builder
	re.WriteString(`\A`)
	for line := range strings.Lines(shown) {
		if strings.TrimSuffix(line, "\n") == "..." {
			re.WriteString(`(?:.*\n)*?`)
			continue
		}
		re.WriteString(regexp.QuoteMeta(line))
	}
	re.WriteString(`\z`)
	return regexp.MustCompile(re.String()).MatchString(got)
}

func TestMatchShown(t *testing.T) {
	tests := []struct {
		got, shown string
		want       bool
	}{
		{"a\nb\n", "a\nb\n", true},
		{"a\nb\n", "a\n", false},
		{"a\nb\nc\n", "...\nc\n", true},
		{"a\nb\nc\n", "a\n...\n", true},
		{"a\nb\nc\n", "a\n...\nc\n", true},
		{"a\nc\n", "a\n...\nc\n", true},
		{"a\nb\nc\n", "a\n...\nd\n", false},
		{"a.b\n", "a+b\n", false},
	}
	for _, tt := range tests {
		if got := matchShown(tt.got, tt.shown); got != tt.want {
			t.Errorf("matchShown(%q, %q) = %v; want %v", tt.got, tt.shown, got, tt.want)
		}
	}
}

// catalogList returns the path of a local copy of the catalog's list
// name, as testlists gets it: enable1 and count_1w_100k through
// testlists, which stops the test if they cannot be had, and the others
// from the mirror or the cache of the environment, or fetched into that
// cache from their source when the tests may use the network
// (testenv.Network), or an error saying why they cannot be had.
func catalogList(t *testing.T, name string) (string, error) {
	t.Helper()
	if slices.Contains(testlists.Needed, name) {
		return testlists.Need(t, name), nil
	}
	l, ok := catalog.Lookup(name)
	if !ok {
		t.Fatalf("%s: not a list of the catalog", name)
	}
	c, err := catalog.FromEnv("")
	if err != nil {
		return "", err
	}
	loc, err := c.Locate(l)
	if errors.Is(err, catalog.ErrNotPresent) {
		if os.Getenv(testenv.NetworkEnv) != "1" {
			return "", fmt.Errorf("%w, and is downloaded only with %s=1", err, testenv.NetworkEnv)
		}
		loc, err = c.Fetch(context.Background(), l)
	}
	return loc.Path, err
}

// copyFile copies the file from to the path to, creating its directory.
func copyFile(t *testing.T, from, to string) {
	t.Helper()
	data, err := os.ReadFile(from)
	if err != nil {
		t.Fatal(err)
	}
	if err := os.MkdirAll(filepath.Dir(to), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(to, data, 0o644); err != nil {
		t.Fatal(err)
	}
}

// gzipFile writes the file from, compressed with gzip at its fastest
// level (the examples read it, whatever its level), to the path to.
func gzipFile(t *testing.T, from, to string) {
	t.Helper()
	in, err := os.Open(from)
	if err != nil {
		t.Fatal(err)
	}
	defer in.Close()
	var b bytes.Buffer
	zw, err := gzip.NewWriterLevel(&b, gzip.BestSpeed)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := io.Copy(zw, bufio.NewReader(in)); err != nil {
		t.Fatal(err)
	}
	if err := zw.Close(); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(to, b.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
}

// listedCommands returns the commands that "beebatch -h" lists, but help.
func listedCommands(t *testing.T) []string {
	t.Helper()
	_, help, _ := beebatch(t, "", "-h")
	_, list, ok := strings.Cut(help, "Usage: beebatch COMMAND")
	if !ok {
		t.Fatalf("beebatch -h has no line \"Usage: beebatch COMMAND\":\n%s", help)
	}
	list, _, _ = strings.Cut(list, "\nRun ")
	var out []string
	for line := range strings.Lines(list) {
		if f := strings.Fields(line); strings.HasPrefix(line, "  ") && len(f) > 0 && f[0] != "help" {
			out = append(out, f[0])
		}
	}
	if len(out) < 6 {
		t.Fatalf("beebatch -h lists only the commands %q", out)
	}
	return out
}

// helpFlags returns the flags that "beebatch CMD -h" lists after
// "Flags:", each with the default it states, or "" if it states none.
func helpFlags(t *testing.T, cmd string) map[string]string {
	t.Helper()
	_, help, _ := beebatch(t, "", cmd, "-h")
	_, list, ok := strings.Cut(help, "\nFlags:\n")
	if !ok {
		t.Fatalf("beebatch %s -h has no \"Flags:\" section", cmd)
	}
	flags := map[string]string{}
	entry := regexp.MustCompile(`(?m)^  --?([a-z][a-z0-9-]*)((?:.*\n?)*?)(?:^  -|\z)`)
	def := regexp.MustCompile(`\(default "?(.*?)"?\)$`)
	for rest := list; ; {
		m := entry.FindStringSubmatchIndex(rest)
		if m == nil {
			break
		}
		name, text := rest[m[2]:m[3]], strings.Join(strings.Fields(rest[m[4]:m[5]]), " ")
		flags[name] = ""
		if d := def.FindStringSubmatch(text); d != nil {
			flags[name] = d[1]
		}
		rest = rest[m[5]:]
	}
	return flags
}

// docFlagRow is a row of the table of a page's "## Flags" section, which
// starts with the flag: "| `--top N` | ...".
// Its second cell is the flag's default.
var docFlagRow = regexp.MustCompile("(?m)^\\| `--([a-z][a-z0-9-]*)[ `][^|]*\\|([^|]*)\\|")

// TestDocsFlags checks the manual against the help texts: every command
// that "beebatch -h" lists has its page docs/COMMAND.md, whose "## Flags"
// section has one row for each flag of "beebatch COMMAND -h", and no row
// for a flag the command lacks; a default that the help states is the
// row's (GOMAXPROCS stands for the number of this machine).
func TestDocsFlags(t *testing.T) {
	for _, cmd := range listedCommands(t) {
		t.Run(cmd, func(t *testing.T) {
			page := "../../docs/" + cmd + ".md"
			text, err := os.ReadFile(page)
			if err != nil {
				t.Fatalf("the command %s has no page in the manual: %v", cmd, err)
			}
			_, section, ok := strings.Cut(string(text), "\n## Flags\n")
			if !ok {
				t.Fatalf("%s has no section \"## Flags\"", page)
			}
			section, _, _ = strings.Cut(section, "\n## ")
			documented := map[string]string{}
			for _, m := range docFlagRow.FindAllStringSubmatch(section, -1) {
				if _, ok := documented[m[1]]; ok {
					t.Errorf("%s: --%s has two rows in ## Flags", page, m[1])
				}
				documented[m[1]] = strings.Trim(strings.TrimSpace(m[2]), "`")
			}
			flags := helpFlags(t, cmd)
			for f, def := range flags {
				doc, ok := documented[f]
				switch {
				case !ok:
					t.Errorf("%s: ## Flags has no row for --%s, which \"beebatch %s -h\" lists", page, f, cmd)
				case def != "" && doc != def && !(doc == "GOMAXPROCS" && def == strconv.Itoa(runtime.GOMAXPROCS(0))):
					t.Errorf("%s: ## Flags gives --%s the default %q, where \"beebatch %s -h\" says %q", page, f, doc, cmd, def)
				}
			}
			for f := range documented {
				if _, ok := flags[f]; !ok {
					t.Errorf("%s: ## Flags has a row for --%s, which \"beebatch %s -h\" does not list", page, f, cmd)
				}
			}
		})
	}
}

// TestDocsFlagNames checks that every --flag that the README and the
// pages of docs/ name is a flag of some command (or --version), so that
// a flag renamed or removed cannot live on in the prose.
func TestDocsFlagNames(t *testing.T) {
	known := map[string]bool{"version": true, "help": true}
	for _, cmd := range listedCommands(t) {
		for f := range helpFlags(t, cmd) {
			known[f] = true
		}
	}
	flag := regexp.MustCompile(`(?:^|[^-\w])--([a-z][a-z0-9-]*)`)
	for _, file := range docFiles(t) {
		text, err := os.ReadFile(file)
		if err != nil {
			t.Fatal(err)
		}
		for i, line := range strings.Split(string(text), "\n") {
			for _, m := range flag.FindAllStringSubmatch(line, -1) {
				if !known[m[1]] {
					t.Errorf("%s:%d: --%s is a flag of no command", strings.TrimPrefix(file, "../../"), i+1, m[1])
				}
			}
		}
	}
}

// TestDocsCatalog checks that the table of docs/lists.md names every list
// of the catalog, so that a list added to pkg/catalog gets its row.
func TestDocsCatalog(t *testing.T) {
	text, err := os.ReadFile("../../docs/lists.md")
	if err != nil {
		t.Fatal(err)
	}
	named := map[string]bool{}
	for line := range strings.Lines(string(text)) {
		if first, _, ok := strings.Cut(strings.TrimPrefix(line, "| "), " |"); ok && strings.HasPrefix(line, "| ") {
			for _, name := range strings.Split(first, ", ") {
				named[name] = true
			}
		}
	}
	for _, name := range catalog.Names() {
		if !named[name] {
			t.Errorf("docs/lists.md: the catalog table has no row naming %s", name)
		}
	}
}
