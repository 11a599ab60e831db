// Command loadways measures the ways to get a word list's bytes into
// memory that package wordlist chose between (issue 15, item 8): mapping
// the file, as it did, which a truncation by another program turns into
// SIGBUS wherever the words are next used, and reading it into memory of
// its own, as it does. Each way runs in a fresh process, as a real run
// does, so that it pays for the page faults of fresh memory; the ways run
// alternately, -n times each, and the table gives the median time to
// load the file and read every byte of it, the page faults, and the peak
// resident memory.
//
//	go run ./scripts/loadways [-n 21] FILE...
//
// The ways:
//
//	mmap       mmap(MAP_POPULATE), what wordlist did
//	read-heap  read(2) into a []byte from the Go heap
//	read-huge  read(2) into memory from internal/bigmem: its own mapping,
//	           aligned to 2 MiB, madvise(MADV_HUGEPAGE); what wordlist does
package main

import (
	"bytes"
	"flag"
	"fmt"
	"io"
	"os"
	"os/exec"
	"slices"
	"strconv"
	"strings"
	"syscall"
	"time"

	"github.com/beebatch/beebatch/internal/bigmem"
)

var ways = []string{"mmap", "read-heap", "read-huge"}

func main() {
	if len(os.Args) == 4 && os.Args[1] == "-child" {
		child(os.Args[2], os.Args[3])
		return
	}
	n := flag.Int("n", 21, "runs of each way")
	flag.Parse()
	if flag.NArg() == 0 {
		fmt.Fprintln(os.Stderr, "usage: go run ./scripts/loadways [-n 21] FILE...")
		os.Exit(2)
	}
	self, err := os.Executable()
	if err != nil {
		fmt.Fprintln(os.Stderr, "loadways:", err)
		os.Exit(1)
	}
	fmt.Printf("| file | way | median ms | page faults | peak RSS MiB |\n|---|---|---:|---:|---:|\n")
	for _, path := range flag.Args() {
		times := map[string][]float64{}
		faults := map[string][]float64{}
		rss := map[string]float64{}
		for range *n {
			for _, way := range ways {
				out, err := exec.Command(self, "-child", way, path).Output()
				if err != nil {
					fmt.Fprintln(os.Stderr, "loadways:", way, path, err)
					os.Exit(1)
				}
				var ms, flt, kib float64
				fmt.Sscan(string(out), &ms, &flt, &kib)
				times[way] = append(times[way], ms)
				faults[way] = append(faults[way], flt)
				rss[way] = max(rss[way], kib/1024)
			}
		}
		for _, way := range ways {
			fmt.Printf("| %s | %s | %.2f | %.0f | %.1f |\n", path[strings.LastIndex(path, "/")+1:], way,
				median(times[way]), median(faults[way]), rss[way])
		}
	}
}

func median(x []float64) float64 {
	slices.Sort(x)
	return x[len(x)/2]
}

// child loads path one way and prints the milliseconds it took to load
// and read every byte, its minor page faults, and its peak RSS in KiB.
func child(way, path string) {
	start := time.Now()
	f, err := os.Open(path)
	if err != nil {
		panic(err)
	}
	fi, err := f.Stat()
	if err != nil {
		panic(err)
	}
	size := int(fi.Size())
	var data []byte
	switch way {
	case "mmap":
		data, err = syscall.Mmap(int(f.Fd()), 0, size, syscall.PROT_READ, syscall.MAP_PRIVATE|syscall.MAP_POPULATE)
	case "read-heap":
		data = make([]byte, size)
		_, err = io.ReadFull(f, data)
	case "read-huge":
		data = bigmem.Make[byte](size)
		_, err = io.ReadFull(f, data)
	}
	if err != nil {
		panic(err)
	}
	lines := bytes.Count(data, []byte{'\n'})
	elapsed := time.Since(start)
	var ru syscall.Rusage
	syscall.Getrusage(syscall.RUSAGE_SELF, &ru)
	fmt.Println(strconv.FormatFloat(float64(elapsed)/1e6, 'f', 3, 64), ru.Minflt, ru.Maxrss, lines)
}
