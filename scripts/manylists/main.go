// Command manylists measures how the time of one beebatch run grows with
// the number of lists it is given, to check that the time per list stays
// about constant.
//
//	go run ./scripts/manylists [-counts 1000,16000,50000] [-out-counts 1000,16000] [-bin PATH]
//
// It makes a directory of N tiny lists (three words each, one of them
// the list's own, so that no two lists have the same content), and times
// one process of "beebatch rank --quiet DIR" for each N of -counts, and of
// "beebatch rank --quiet --out OUT DIR", which also writes three or four
// report files per list and variant, for each N of -out-counts. It prints
// a Markdown table: the wall time, the time per list, and the peak RSS of
// each run. The lists go to a temporary directory, removed at the end.
package main

import (
	"bytes"
	"flag"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
	"time"
)

func main() {
	counts := flag.String("counts", "1000,16000,50000", "comma-separated numbers of lists, ranked without --out")
	outCounts := flag.String("out-counts", "1000,16000", "comma-separated numbers of lists, ranked with --out")
	bin := flag.String("bin", "", "beebatch binary (default: build ./cmd/beebatch)")
	flag.Parse()
	if err := run(*counts, *outCounts, *bin); err != nil {
		fmt.Fprintln(os.Stderr, "manylists:", err)
		os.Exit(1)
	}
}

func run(counts, outCounts, bin string) error {
	tmp, err := os.MkdirTemp("", "beebatch-manylists")
	if err != nil {
		return err
	}
	defer os.RemoveAll(tmp)
	if bin == "" {
		bin = filepath.Join(tmp, "beebatch")
		if out, err := exec.Command("go", "build", "-o", bin, "./cmd/beebatch").CombinedOutput(); err != nil {
			return fmt.Errorf("go build: %v\n%s", err, out)
		}
	}
	plain, err := parseCounts(counts)
	if err != nil {
		return err
	}
	withOut, err := parseCounts(outCounts)
	if err != nil {
		return err
	}
	fmt.Println("| lists | --out | wall s | ms per list | peak RSS MiB |")
	fmt.Println("|---:|:---:|---:|---:|---:|")
	for _, job := range []struct {
		counts []int
		out    bool
	}{{plain, false}, {withOut, true}} {
		for _, n := range job.counts {
			dir := filepath.Join(tmp, "lists"+strconv.Itoa(n))
			if err := makeLists(dir, n); err != nil {
				return err
			}
			args := []string{"rank", "--quiet"}
			if job.out {
				out := filepath.Join(tmp, "out"+strconv.Itoa(n))
				defer os.RemoveAll(out)
				args = append(args, "--out", out)
			}
			wall, rss, err := timeRun(bin, append(args, dir))
			if err != nil {
				return err
			}
			mark := ""
			if job.out {
				mark = "yes"
			}
			fmt.Printf("| %d | %s | %.1f | %.2f | %.1f |\n", n, mark, wall.Seconds(), float64(wall.Milliseconds())/float64(n), float64(rss)/1024)
		}
	}
	return nil
}

// parseCounts reads a comma-separated list of counts; "" is none.
func parseCounts(s string) ([]int, error) {
	var out []int
	for _, f := range strings.Split(s, ",") {
		if f = strings.TrimSpace(f); f == "" {
			continue
		}
		n, err := strconv.Atoi(f)
		if err != nil || n < 1 {
			return nil, fmt.Errorf("bad count %q", f)
		}
		out = append(out, n)
	}
	return out, nil
}

// makeLists writes n tiny lists into dir, unless it holds them already.
func makeLists(dir string, n int) error {
	if entries, err := os.ReadDir(dir); err == nil && len(entries) == n {
		return nil
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return err
	}
	for i := range n {
		text := fmt.Sprintf("megaplex game glam w%d\n", i)
		if err := os.WriteFile(filepath.Join(dir, fmt.Sprintf("l%06d.txt", i)), []byte(text), 0o644); err != nil {
			return err
		}
	}
	return nil
}

// timeRun runs bin with args to its end, discarding its output, and
// returns its wall time and peak RSS in KiB.
func timeRun(bin string, args []string) (time.Duration, int64, error) {
	cmd := exec.Command(bin, args...) // standard output to /dev/null
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	start := time.Now()
	err := cmd.Run()
	wall := time.Since(start)
	if err != nil {
		return 0, 0, fmt.Errorf("%s %s: %v\n%.2000s", bin, strings.Join(args, " "), err, stderr.String())
	}
	var rss int64
	if ru, ok := cmd.ProcessState.SysUsage().(*syscall.Rusage); ok {
		rss = ru.Maxrss
	}
	return wall, rss, nil
}
