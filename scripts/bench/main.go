// Command bench times whole beebatch processes on a word list and prints
// the median and spread of their wall times and their peak memory.
//
//	go run ./scripts/bench [-n 31] [-bin PATH] [-list PATH] [-base PATH] [-case TEXT] [-archive DIR] [-large] [-cancel]
//
// It builds ./cmd/beebatch unless -bin is given, and finds enable1 with
// scripts/wordlist unless -list is given. Each case runs -n times after a
// warm-up; the figures are medians of wall time and of processor time
// (getrusage), and the largest peak RSS. Cases whose inputs are missing
// (count_1w_100k, wpolish in the catalog's cache, the ten million words
// of scripts/scale, the puzzle archive -archive, and for learn its lists
// in the cache) are left out, saying so. -large adds the large outputs;
// -cancel times how soon long runs stop after SIGINT instead.
//
// With -base, an older binary, each run of the base is followed by one of
// the binary measured, and the table gives both medians and their ratio
// (two medians of the same binary fall up to about 10% apart on the
// 2-core machines). A case that the base cannot run is left out.
package main

import (
	"bytes"
	"encoding/json"
	"flag"
	"fmt"
	"math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"syscall"
	"time"
)

// benchCase is a command line to time; an argument "OUT" stands for a
// fresh --out directory of each run.
type benchCase struct {
	name string
	args []string
}

// rank returns the arguments of "beebatch rank --quiet" with args.
func rank(args ...string) []string { return append([]string{"rank", "--quiet"}, args...) }

// withOut returns args with "OUT" replaced by out.
func withOut(args []string, out string) []string {
	r := slices.Clone(args)
	if i := slices.Index(r, "OUT"); i >= 0 {
		r[i] = out
	}
	return r
}

func main() {
	n := flag.Int("n", 31, "runs per case")
	bin := flag.String("bin", "", "beebatch binary (default: build ./cmd/beebatch)")
	list := flag.String("list", "", "word list (default: scripts/wordlist enable1)")
	cancel := flag.Bool("cancel", false, "measure how soon long runs (the engine, statistics, compare, report files) stop after SIGINT instead")
	base := flag.String("base", "", "a beebatch binary to compare with, run alternately with the one measured")
	only := flag.String("case", "", "run only the cases whose name contains this text")
	days := flag.String("archive", "../shared/archives/spelling-bee-answers/days", "the puzzle archive of the archive cases (skipped if missing)")
	large := flag.Bool("large", false, "add the cases of large outputs: every honeycomb of --space all, written")
	flag.Parse()
	var err error
	if *cancel {
		err = cancelLatency(*n, *bin, *list, *only)
	} else {
		err = run(*n, *bin, *list, *base, *only, *days, *large)
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, "bench:", err)
		os.Exit(1)
	}
}

// presentList returns the path of the local copy of the catalog list
// name, as "beebatch lists" reports it, without fetching it.
func presentList(bin, name string) (string, error) {
	out, err := exec.Command(bin, "lists", "--format", "json", name).Output()
	if err != nil {
		return "", fmt.Errorf("beebatch lists %s: %v", name, err)
	}
	var lists []struct {
		Present bool   `json:"present"`
		Path    string `json:"path"`
	}
	if err := json.Unmarshal(out, &lists); err != nil || len(lists) != 1 {
		return "", fmt.Errorf("beebatch lists %s: %v", name, err)
	}
	if !lists[0].Present {
		return "", fmt.Errorf("%s is not present: fetch it with beebatch lists fetch %s", name, name)
	}
	return lists[0].Path, nil
}

// setup makes a temporary directory, builds beebatch into it unless bin
// is given, and finds enable1 unless list is given.
func setup(bin, list string) (tmp, _, _ string, err error) {
	if tmp, err = os.MkdirTemp("", "beebatch-bench"); err != nil {
		return "", "", "", err
	}
	if bin == "" {
		bin = filepath.Join(tmp, "beebatch")
		if out, err := exec.Command("go", "build", "-o", bin, "./cmd/beebatch").CombinedOutput(); err != nil {
			return tmp, "", "", fmt.Errorf("go build: %v\n%s", err, out)
		}
	}
	if list == "" {
		out, err := exec.Command("scripts/wordlist", "enable1").Output()
		if err != nil {
			return tmp, "", "", fmt.Errorf("scripts/wordlist enable1: %v", err)
		}
		list = strings.TrimSpace(string(out))
	}
	return tmp, bin, list, nil
}

func run(n int, bin, list, base, only, days string, large bool) error {
	tmp, bin, list, err := setup(bin, list)
	defer os.RemoveAll(tmp)
	if err != nil {
		return err
	}
	cases := []benchCase{
		{"startup only: rank a 3-word list", rank("--json", "testdata=cmd/beebatch/testdata/rank/nopangram.txt")},
		{"no-s, top 10, --json", rank("--variants", "no-s", "--top", "10", "--json", list)},
		{"no-s and s, top 100, all report files", rank("--top", "100", "--out", "OUT", list)},
		{"every honeycomb: --space all, no-s and s, top 100, --json", rank("--space", "all", "--top", "100", "--json", list)},
		{"every honeycomb with --preset nyt, top 100, --json", rank("--space", "all", "--preset", "nyt", "--top", "100", "--json", list)},
		{"no-s, top 10, --where \"long-genius no\", --json", rank("--variants", "no-s", "--top", "10", "--where", "long-genius no", "--json", list)},
		{"every honeycomb with --where \"long-genius no\", top 100, --json", rank("--space", "all", "--where", "long-genius no", "--top", "100", "--json", list)},
		{"Pareto frontier: rank --pareto --top 0, no-s and s, --json", rank("--pareto", "--top", "0", "--json", list)},
		{"the same without --pareto: rank --top 0, no-s and s, --json", rank("--top", "0", "--json", list)},
		{"Pareto frontier of every honeycomb: --space all --pareto --top 0, no-s and s, --json", rank("--space", "all", "--pareto", "--top", "0", "--json", list)},
		{"the same without --pareto: --space all --top 0, --json", rank("--space", "all", "--top", "0", "--json", list)},
		{"solve R/AEGINT, text", []string{"solve", "R/AEGINT", list}},
		{"score the 7 JUKEBOX boards", []string{"score", "J/BEKOUX", "U/BEJKOX", "K/BEJOUX", "E/BJKOUX", "B/EJKOUX", "O/BEJKUX", "X/BEJKOU", list}},
		{"9-letter honeycombs: --space all --size 9, top 10, --json", rank("--space", "all", "--size", "9", "--json", list)},
		{"the same with --where \"score > 0\" (statistics of 18 million)", rank("--space", "all", "--size", "9", "--where", "score > 0", "--json", list)},
	}
	if out, err := exec.Command("scripts/wordlist", "count_1w_100k").Output(); err == nil {
		freq := strings.TrimSpace(string(out))
		cases = append(cases,
			benchCase{"no-s, top 10, --freq count_1w_100k, --json", rank("--variants", "no-s", "--top", "10", "--freq", freq, "--json", list)},
			benchCase{"no-s, top 10, --freq count_1w_100k --where \"rare <= 20, long-genius no\", --json", rank("--variants", "no-s", "--top", "10", "--freq", freq, "--where", "rare <= 20, long-genius no", "--json", list)},
			benchCase{"every honeycomb, --freq count_1w_100k --where \"rare <= 20\", top 100, --json", rank("--space", "all", "--top", "100", "--freq", freq, "--where", "rare <= 20", "--json", list)},
			benchCase{"compare the list and count_1w_100k, --json", []string{"compare", "--quiet", "--json", list, freq}})
	} else {
		fmt.Fprintf(os.Stderr, "bench: no case of --freq: scripts/wordlist count_1w_100k: %v\n", err)
	}
	if dir, err := manyLists(tmp, list); err == nil {
		cases = append(cases, benchCase{"1,000 lists of 3 words of the list: rank DIR", rank(dir)})
	} else {
		fmt.Fprintf(os.Stderr, "bench: no case of 1,000 lists: %v\n", err)
	}
	if path, err := presentList(bin, "wpolish"); err == nil {
		cases = append(cases, benchCase{"the largest list of another language: rank --top 10 wpolish (4.3 million entries, pl)", rank("--top", "10", "--lang", "pl", path)})
	} else {
		fmt.Fprintf(os.Stderr, "bench: no case of wpolish: %v\n", err)
	}
	const synth = ".cache/scale/synth-10000000.txt"
	if _, err := os.Stat(synth); err == nil {
		cases = append(cases, benchCase{"ten million words (scripts/scale): rank --top 10", rank("--top", "10", synth)})
	} else {
		fmt.Fprintf(os.Stderr, "bench: no case of ten million words: run go run ./scripts/scale to make %s\n", synth)
	}
	if large {
		for _, f := range []string{"json", "text", "csv"} {
			cases = append(cases, benchCase{"--space all --top 1000000000 --format " + f + " (7,969,500 rows)", rank("--space", "all", "--top", "1000000000", "--format", f, list)})
		}
		cases = append(cases, benchCase{"--space all --top 200000 --out DIR", rank("--space", "all", "--top", "200000", "--out", "OUT", list)})
	}
	cases = append(cases, archiveCases(tmp, list, days, bin, base)...)
	cases = append(cases, learnCase(bin, days)...)
	cases = slices.DeleteFunc(cases, func(c benchCase) bool { return !strings.Contains(c.name, only) })
	if len(cases) == 0 {
		return fmt.Errorf("no case name contains %q", only)
	}
	bins := []string{bin}
	if base != "" {
		bins = []string{base, bin}
	}
	fmt.Printf("beebatch whole-process timings, %d runs each after a warm-up, GOMAXPROCS=%s\nlist: %s\n",
		n, os.Getenv("GOMAXPROCS"), list)
	if base != "" {
		fmt.Printf("base: %s\nmeasured: %s\n\n", base, bin)
		fmt.Printf("| case | base median ms | median ms | ratio | base cpu ms | cpu ms | cpu ratio | base peak RSS MiB | peak RSS MiB |\n|---|---:|---:|---:|---:|---:|---:|---:|---:|\n")
	} else {
		fmt.Printf("\n| case | median ms | min ms | max ms | cpu ms | peak RSS MiB |\n|---|---:|---:|---:|---:|---:|\n")
	}
cases:
	for _, c := range cases {
		walls := make([][]time.Duration, len(bins))
		cpus := make([][]time.Duration, len(bins))
		rss := make([]int64, len(bins))
		for i := 0; i <= n; i++ {
			for b, bin := range bins {
				out := filepath.Join(tmp, fmt.Sprintf("out%d.%d", i, b))
				cmd := exec.Command(bin, withOut(c.args, out)...)
				var stderr bytes.Buffer
				cmd.Stdout, cmd.Stderr = nil, &stderr
				start := time.Now()
				if err := cmd.Run(); err != nil {
					if i == 0 && b == 0 && base != "" {
						// A feature newer than the base: no ratio to give.
						line, _, _ := bytes.Cut(stderr.Bytes(), []byte("\n"))
						fmt.Fprintf(os.Stderr, "bench: %s: left out, the base fails: %v: %s\n", c.name, err, line)
						continue cases
					}
					return fmt.Errorf("%s: %s: %v\n%s", c.name, bin, err, stderr.Bytes())
				}
				wall := time.Since(start)
				if i == 0 {
					continue // warm-up: page cache, binary
				}
				walls[b] = append(walls[b], wall)
				cpus[b] = append(cpus[b], cmd.ProcessState.UserTime()+cmd.ProcessState.SystemTime())
				if ru, ok := cmd.ProcessState.SysUsage().(*syscall.Rusage); ok {
					rss[b] = max(rss[b], ru.Maxrss) // KiB on Linux
				}
			}
		}
		if base != "" {
			fmt.Printf("| %s | %.1f | %.1f | %.3f | %.1f | %.1f | %.3f | %.1f | %.1f |\n", c.name,
				median(walls[0]), median(walls[1]), median(walls[1])/median(walls[0]),
				median(cpus[0]), median(cpus[1]), median(cpus[1])/median(cpus[0]),
				float64(rss[0])/1024, float64(rss[1])/1024)
			continue
		}
		fmt.Printf("| %s | %.1f | %.1f | %.1f | %.1f | %.1f |\n", c.name, median(walls[0]),
			ms(slices.Min(walls[0])), ms(slices.Max(walls[0])), median(cpus[0]), float64(rss[0])/1024)
	}
	return nil
}

func ms(d time.Duration) float64 { return float64(d) / float64(time.Millisecond) }

// median returns the median of d in milliseconds, sorting d.
func median(d []time.Duration) float64 {
	slices.Sort(d)
	return ms(d[len(d)/2])
}

// cancelLatency times one uninterrupted run of each long run whose every
// stage must stop soon after SIGINT (the engine, statistics, the
// comparison and the writing of report files), then starts n more and
// sends each SIGINT after a delay spread over the first 80% of that time,
// and reports how long each took to exit after it, and that each exited
// 130 having written nothing.
func cancelLatency(n int, bin, list, only string) error {
	tmp, bin, list, err := setup(bin, list)
	defer os.RemoveAll(tmp)
	if err != nil {
		return err
	}
	// Five lists for compare: the list without every fifth word, each
	// time another fifth.
	compare := []string{"compare", "--quiet", "--words", "-1", "--out", "OUT"}
	for p := range 5 {
		part := filepath.Join(tmp, fmt.Sprintf("part%d.txt", p))
		if err := writeSome(part, list, func(i int) bool { return i%5 != p }); err != nil {
			return err
		}
		compare = append(compare, part)
	}
	cases := []benchCase{
		{"rank --space all --size 9 (18 million honeycombs)", rank("--space", "all", "--size", "9", "--top", "100", "--out", "OUT", list)},
		{"rank --space all --stats (statistics of 8 million scores)", rank("--space", "all", "--stats", "--top", "10", "--out", "OUT", list)},
		{"rank --space all --top 20000 --out (report files)", rank("--space", "all", "--top", "20000", "--out", "OUT", list)},
		{"compare of five lists", compare},
	}
	fmt.Printf("time from SIGINT to exit, %d runs a case, the signal spread over the first 80%% of an uninterrupted run; list %s\n\n", n, list)
	fmt.Printf("| case | uninterrupted ms | runs stopped | median ms | max ms |\n|---|---:|---:|---:|---:|\n")
	for _, c := range cases {
		if !strings.Contains(c.name, only) {
			continue
		}
		start := time.Now()
		if out, err := exec.Command(bin, withOut(c.args, filepath.Join(tmp, "whole"))...).CombinedOutput(); err != nil {
			return fmt.Errorf("%s: %v\n%.2000s", c.name, err, out)
		}
		whole := time.Since(start)
		os.RemoveAll(filepath.Join(tmp, "whole"))
		first, last := 20*time.Millisecond, whole*8/10
		var lat []time.Duration
		finished := 0 // runs that ended before the signal took effect
		for i := range n {
			out := filepath.Join(tmp, fmt.Sprintf("out%d", i))
			cmd := exec.Command(bin, withOut(c.args, out)...)
			var stderr bytes.Buffer
			cmd.Stderr = &stderr
			if err := cmd.Start(); err != nil {
				return err
			}
			time.Sleep(first + (last-first)*time.Duration(i)/time.Duration(n))
			sent := time.Now()
			if err := cmd.Process.Signal(syscall.SIGINT); err != nil {
				return err
			}
			err := cmd.Wait()
			took := time.Since(sent)
			entries, _ := os.ReadDir(out)
			os.RemoveAll(out)
			if err == nil {
				finished++ // its work was done: it exits 0, with its files
				continue
			}
			lat = append(lat, took)
			if ee, ok := err.(*exec.ExitError); !ok || ee.ExitCode() != 130 {
				return fmt.Errorf("%s, run %d: %v, not exit 130; stderr %q", c.name, i, err, stderr.String())
			}
			if len(entries) != 0 {
				return fmt.Errorf("%s, run %d left %d files in its --out directory", c.name, i, len(entries))
			}
		}
		if len(lat) == 0 {
			return fmt.Errorf("%s: every run ended before its signal", c.name)
		}
		fmt.Printf("| %s | %.0f | %d | %.1f | %.1f |\n", c.name, ms(whole), len(lat), median(lat), ms(slices.Max(lat)))
		if finished > 0 {
			fmt.Printf("| (%d more runs of it ended, exit 0, before the signal took effect) | | | | |\n", finished)
		}
	}
	fmt.Println("\nEvery run stopped by the signal exited 130 with its --out directory empty.")
	return nil
}

// archiveCases returns the cases of the archive command: the sample
// archive against the list with calibration, and 3,000 puzzles (the
// sample's, again and again under new dates) against five lists (the list
// and four made from it by dropping a share of its words, fixed seeds).
// It returns none, saying why, when the archive has no puzzles or a
// binary has no archive command.
func archiveCases(tmp, list, days, bin, base string) []benchCase {
	for _, b := range []string{bin, base} {
		if b != "" && exec.Command(b, "archive", "-h").Run() != nil {
			fmt.Fprintf(os.Stderr, "bench: no archive cases: %s has no archive command\n", b)
			return nil
		}
	}
	big := filepath.Join(tmp, "puzzles3000.jsonl")
	lists, err := archiveInputs(days, list, big, tmp)
	if err != nil {
		fmt.Fprintf(os.Stderr, "bench: no archive cases: %v\n", err)
		return nil
	}
	return []benchCase{
		{"archive: the sample against the list, --calibrate, --json", []string{"archive", "--calibrate", "--format", "json", days, list}},
		{"archive: 3,000 puzzles against five lists, --calibrate, --json", append([]string{"archive", "--calibrate", "--format", "json", big}, lists...)},
	}
}

// learnCase returns the case of learn over the archive, when the archive
// and the lists that learn reads are here: it would fetch them otherwise.
func learnCase(bin, days string) []benchCase {
	if _, err := os.Stat(days); err != nil {
		fmt.Fprintf(os.Stderr, "bench: no case of learn: %v\n", err)
		return nil
	}
	for _, name := range []string{"scowl-levels", "count_1w_100k", "subtlex", "wamerican", "wbritish"} {
		if _, err := presentList(bin, name); err != nil {
			fmt.Fprintf(os.Stderr, "bench: no case of learn: %v\n", err)
			return nil
		}
	}
	return []benchCase{{"learn --until 2024-09-30 over the archive (word and board models)", []string{"learn", "--until", "2024-09-30", "--out", "OUT", days}}}
}

// archiveInputs writes the 3,000 puzzles of the archive cases to big, as
// JSON lines, and the four lists made from list into dir, and returns the
// five lists.
func archiveInputs(days, list, big, dir string) ([]string, error) {
	files, err := filepath.Glob(filepath.Join(days, "*.json"))
	if err != nil || len(files) == 0 {
		return nil, fmt.Errorf("no puzzles in %s", days)
	}
	slices.Sort(files)
	var puzzles []map[string]any
	for _, f := range files {
		data, err := os.ReadFile(f)
		if err != nil {
			return nil, err
		}
		var p map[string]any
		if err := json.Unmarshal(data, &p); err != nil {
			return nil, fmt.Errorf("%s: %v", f, err)
		}
		puzzles = append(puzzles, p)
	}
	var out bytes.Buffer
	day := time.Date(2000, 1, 1, 0, 0, 0, 0, time.UTC)
	for i := range 3000 {
		p := puzzles[i%len(puzzles)]
		p["printDate"] = day.AddDate(0, 0, i).Format("2006-01-02")
		line, _ := json.Marshal(p)
		out.Write(append(line, '\n'))
	}
	if err := os.WriteFile(big, out.Bytes(), 0o644); err != nil {
		return nil, err
	}
	lists := []string{list}
	for i, percent := range []int{10, 25, 50, 75} {
		rng := rand.New(rand.NewPCG(uint64(i), 42))
		path := filepath.Join(dir, fmt.Sprintf("drop%d.txt", percent))
		if err := writeSome(path, list, func(int) bool { return rng.IntN(100) >= percent }); err != nil {
			return nil, err
		}
		lists = append(lists, path)
	}
	return lists, nil
}

// writeSome writes to path the words of list for whose index keep, called
// in order, is true, one a line.
func writeSome(path, list string, keep func(i int) bool) error {
	data, err := os.ReadFile(list)
	if err != nil {
		return err
	}
	var b strings.Builder
	for i, w := range strings.Fields(string(data)) {
		if keep(i) {
			b.WriteString(w + "\n")
		}
	}
	return os.WriteFile(path, []byte(b.String()), 0o644)
}

// manyLists writes 1,000 lists of 3 words of list, drawn with a fixed
// seed, into a folder of tmp, and returns the folder: the run of many
// small lists, whose cost is each list's start, not its words.
func manyLists(tmp, list string) (string, error) {
	data, err := os.ReadFile(list)
	if err != nil {
		return "", err
	}
	words := strings.Fields(string(data))
	if len(words) == 0 {
		return "", fmt.Errorf("%s has no words", list)
	}
	dir := filepath.Join(tmp, "many")
	if err := os.Mkdir(dir, 0o755); err != nil {
		return "", err
	}
	rng := rand.New(rand.NewPCG(1, 2))
	for i := range 1000 {
		text := words[rng.IntN(len(words))] + "\n" + words[rng.IntN(len(words))] + "\n" + words[rng.IntN(len(words))] + "\n"
		if err := os.WriteFile(filepath.Join(dir, fmt.Sprintf("list-%04d.txt", i)), []byte(text), 0o644); err != nil {
			return "", err
		}
	}
	return dir, nil
}
