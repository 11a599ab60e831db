// Command scale measures how beebatch rank grows with the size of its
// input and with the number of lists in one run.
//
//	go run ./scripts/scale [-sizes 1e4,1e5,1e6,1e7] [-runs 5] [-lists 20] [-out docs]
//	go run ./scripts/scale -make 1.1e8
//
// It makes synthetic word lists with a fixed seed, words drawn from a
// first-order Markov chain over letters trained on enable1, into
// .cache/scale. For each size it times "beebatch rank --quiet --top 10
// LIST", fits time = a * bytes^b on the logarithms, and writes the table
// to OUT/scale.md and the plot to OUT/scale.svg; it then compares the peak
// RSS of one list of enable1's size with -lists of them in one run.
package main

import (
	"bufio"
	"bytes"
	"flag"
	"fmt"
	"image/color"
	"math"
	"math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"syscall"
	"time"

	"github.com/beebatch/beebatch/internal/atomicfile"
	"gonum.org/v1/gonum/floats"
	"gonum.org/v1/gonum/stat"
	"gonum.org/v1/plot"
	"gonum.org/v1/plot/plotter"
	"gonum.org/v1/plot/vg"
	"gonum.org/v1/plot/vg/draw"
	"gonum.org/v1/plot/vg/vgsvg"
)

func main() {
	sizes := flag.String("sizes", "1e4,1e5,1e6,1e7", "comma-separated numbers of words")
	runs := flag.Int("runs", 5, "timed runs per size, after a warm-up")
	lists := flag.Int("lists", 20, "lists in the many-lists run")
	bin := flag.String("bin", "", "beebatch binary (default: build ./cmd/beebatch)")
	train := flag.String("train", "", "word list to train the letter model on (default: scripts/wordlist enable1)")
	out := flag.String("out", "docs", "directory for scale.md and scale.svg")
	only := flag.Float64("make", 0, "only make the list of this many words in .cache/scale, print its path, and time nothing")
	flag.Parse()
	m, err := trainModel(*train)
	if err == nil {
		err = os.MkdirAll(cacheDir, 0o755)
	}
	if err == nil && *only > 0 {
		// Only the list, for measurements of memory against input size.
		path := synthPath(int(*only))
		if _, err = m.write(path, int(*only), uint64(*only)); err == nil {
			fmt.Println(path)
		}
	} else if err == nil {
		err = run(m, *sizes, *runs, *lists, *bin, *out)
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, "scale:", err)
		os.Exit(1)
	}
}

// cacheDir holds the lists, which synthPath names by their numbers of
// words.
const cacheDir = ".cache/scale"

func synthPath(n int) string { return filepath.Join(cacheDir, fmt.Sprintf("synth-%d.txt", n)) }

// measurement is the outcome of timing one command.
type measurement struct {
	words, bytes int64
	wall         time.Duration // median
	rss          int64         // peak, KiB
}

func run(m *model, sizeList string, runs, nLists int, bin, out string) error {
	var sizes []int
	for _, f := range strings.Split(sizeList, ",") {
		v, err := strconv.ParseFloat(strings.TrimSpace(f), 64)
		if err != nil || v < 1 {
			return fmt.Errorf("-sizes: %q is not a number of words", f)
		}
		sizes = append(sizes, int(v))
	}
	if bin == "" {
		bin = filepath.Join(cacheDir, "beebatch")
		if b, err := exec.Command("go", "build", "-o", bin, "./cmd/beebatch").CombinedOutput(); err != nil {
			return fmt.Errorf("go build: %v\n%s", err, b)
		}
	}

	var ms []measurement
	for _, n := range sizes {
		path := synthPath(n)
		size, err := m.write(path, n, uint64(n))
		if err != nil {
			return err
		}
		wall, rss, err := timeRuns(runs, bin, "rank", "--quiet", "--top", "10", path)
		if err != nil {
			return err
		}
		ms = append(ms, measurement{words: int64(n), bytes: size, wall: wall, rss: rss})
		fmt.Fprintf(os.Stderr, "%d words, %d bytes: %v, %d KiB\n", n, size, wall, rss)
	}
	// The slope and intercept of log(wall) against log(bytes).
	var x, y []float64
	for _, m := range ms {
		x = append(x, math.Log(float64(m.bytes)))
		y = append(y, math.Log(float64(m.wall)/1e6))
	}
	intercept, slope := stat.LinearRegression(x, y, nil, false)

	// One list against many, each of enable1's size.
	var paths []string
	for i := range nLists {
		path := filepath.Join(cacheDir, fmt.Sprintf("list-%02d.txt", i))
		if _, err := m.write(path, 172_820, uint64(1000+i)); err != nil {
			return err
		}
		paths = append(paths, path)
	}
	_, oneRSS, err := timeRuns(runs, bin, append([]string{"rank", "--quiet", "--top", "10"}, paths[0])...)
	if err != nil {
		return err
	}
	manyWall, manyRSS, err := timeRuns(runs, bin, append([]string{"rank", "--quiet", "--top", "10"}, paths...)...)
	if err != nil {
		return err
	}

	if err := os.MkdirAll(out, 0o755); err != nil {
		return err
	}
	var b bytes.Buffer
	fmt.Fprintf(&b, "<!-- written by go run ./scripts/scale -sizes %s -runs %d -lists %d; timings are of this machine -->\n\n", sizeList, runs, nLists)
	fmt.Fprintf(&b, "| words | input MiB | median wall ms | peak RSS MiB | ns per input byte |\n|---:|---:|---:|---:|---:|\n")
	for _, x := range ms {
		fmt.Fprintf(&b, "| %d | %.1f | %.1f | %.1f | %.1f |\n", x.words, float64(x.bytes)/(1<<20),
			float64(x.wall)/1e6, float64(x.rss)/1024, float64(x.wall)/float64(x.bytes))
	}
	fmt.Fprintf(&b, "\nGrowth: time ∝ bytes^%.2f (least squares on the logarithms of all %d sizes)", slope, len(ms))
	if n := len(ms); n >= 2 {
		a, z := ms[n-2], ms[n-1]
		local := math.Log(float64(z.wall)/float64(a.wall)) / math.Log(float64(z.bytes)/float64(a.bytes))
		fmt.Fprintf(&b, "; between the two largest, where the fixed cost of a run no longer counts, bytes^%.2f", local)
	}
	b.WriteString(".\n")
	fmt.Fprintf(&b, "\nMany lists: one list of 172,820 synthetic words peaks at %.1f MiB; %d such lists in one run peak at %.1f MiB (%.2f times) and take %.0f ms.\n",
		float64(oneRSS)/1024, nLists, float64(manyRSS)/1024, float64(manyRSS)/float64(oneRSS), float64(manyWall)/1e6)
	if err := atomicfile.WriteBytes(filepath.Join(out, "scale.md"), b.Bytes()); err != nil {
		return err
	}
	os.Stdout.Write(b.Bytes())
	return writePlot(filepath.Join(out, "scale.svg"), ms, slope, intercept)
}

// timeRuns runs bin with args once to warm up and then runs times, and
// returns the median wall time and the largest peak RSS.
func timeRuns(runs int, bin string, args ...string) (time.Duration, int64, error) {
	var walls []time.Duration
	var rss int64
	for i := 0; i <= runs; i++ {
		cmd := exec.Command(bin, args...)
		var stderr bytes.Buffer
		cmd.Stderr = &stderr
		start := time.Now()
		if err := cmd.Run(); err != nil {
			return 0, 0, fmt.Errorf("%s %s: %v\n%s", bin, strings.Join(args, " "), err, stderr.Bytes())
		}
		wall := time.Since(start)
		if i == 0 {
			continue
		}
		walls = append(walls, wall)
		if ru, ok := cmd.ProcessState.SysUsage().(*syscall.Rusage); ok {
			rss = max(rss, ru.Maxrss)
		}
	}
	slices.Sort(walls)
	return walls[len(walls)/2], rss, nil
}

// writePlot draws wall time against input size on logarithmic axes, with
// the fitted power law.
func writePlot(path string, ms []measurement, slope, intercept float64) error {
	p := plot.New()
	p.Title.Text = "beebatch rank: time against input size"
	p.X.Label.Text = "input size (MiB)"
	p.Y.Label.Text = "median wall time (ms)"
	p.X.Scale, p.Y.Scale = plot.LogScale{}, plot.LogScale{}
	p.X.Tick.Marker, p.Y.Tick.Marker = plot.LogTicks{Prec: -1}, plot.LogTicks{Prec: -1}
	pts := make(plotter.XYs, len(ms))
	line := make(plotter.XYs, len(ms))
	for i, m := range ms {
		mib := float64(m.bytes) / (1 << 20)
		pts[i] = plotter.XY{X: mib, Y: float64(m.wall) / 1e6}
		line[i] = plotter.XY{X: mib, Y: math.Exp(intercept + slope*math.Log(float64(m.bytes)))}
	}
	sc, err := plotter.NewScatter(pts)
	if err != nil {
		return err
	}
	sc.GlyphStyle.Shape = draw.CircleGlyph{}
	sc.GlyphStyle.Radius = vg.Points(3)
	ln, err := plotter.NewLine(line)
	if err != nil {
		return err
	}
	ln.LineStyle.Color = color.RGBA{R: 200, A: 255}
	ln.LineStyle.Dashes = []vg.Length{vg.Points(4), vg.Points(3)}
	p.Add(sc, ln, plotter.NewGrid())
	p.Legend.Add("measured (median of runs)", sc)
	p.Legend.Add(fmt.Sprintf("fit: time ∝ bytes^%.2f", slope), ln)
	p.Legend.Top, p.Legend.Left = true, true
	c := vgsvg.New(6*vg.Inch, 4*vg.Inch)
	p.Draw(draw.New(c))
	var b bytes.Buffer
	if _, err := c.WriteTo(&b); err != nil {
		return err
	}
	return atomicfile.WriteBytes(path, b.Bytes())
}

// model is a first-order Markov chain over letters: the first letter,
// each next letter given the one before, or the end of the word.
type model struct {
	first [26]float64     // cumulative
	next  [26][27]float64 // cumulative; index 26 ends the word
}

// trainModel counts the letters of the words in the file at path, or in
// enable1 from scripts/wordlist if path is "".
func trainModel(path string) (*model, error) {
	if path == "" {
		b, err := exec.Command("scripts/wordlist", "enable1").Output()
		if err != nil {
			return nil, fmt.Errorf("scripts/wordlist enable1: %v", err)
		}
		path = strings.TrimSpace(string(b))
	}
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	m := &model{}
	sc := bufio.NewScanner(f)
	n := 0
	for sc.Scan() {
		w := strings.ToLower(strings.TrimSpace(sc.Text()))
		if w == "" || strings.IndexFunc(w, func(r rune) bool { return r < 'a' || r > 'z' }) >= 0 {
			continue
		}
		n++
		m.first[w[0]-'a']++
		for i := range len(w) {
			to := 26
			if i+1 < len(w) {
				to = int(w[i+1] - 'a')
			}
			m.next[w[i]-'a'][to]++
		}
	}
	if err := sc.Err(); err != nil {
		return nil, err
	}
	if n == 0 {
		return nil, fmt.Errorf("%s: no words to train on", path)
	}
	cumulate(m.first[:])
	for i := range m.next {
		cumulate(m.next[i][:])
	}
	return m, nil
}

// cumulate turns counts into their cumulative distribution, in place.
func cumulate(counts []float64) {
	floats.CumSum(counts, counts)
	if total := counts[len(counts)-1]; total > 0 {
		for i := range counts {
			counts[i] /= total
		}
	}
}

// pick returns the index of the first cumulative value above u.
func pick(cum []float64, u float64) int {
	i, _ := slices.BinarySearch(cum, u)
	return min(i, len(cum)-1)
}

// write writes n words drawn from m with the given seed to path, unless
// the file is there already, and returns its size.
func (m *model) write(path string, n int, seed uint64) (int64, error) {
	if fi, err := os.Stat(path); err == nil {
		return fi.Size(), nil
	}
	rng := rand.New(rand.NewPCG(seed, 0x5eed))
	f, err := atomicfile.Create(path)
	if err != nil {
		return 0, err
	}
	defer f.Cleanup()
	w := bufio.NewWriterSize(f, 1<<20)
	word := make([]byte, 0, 32)
	var size int64
	for range n {
		word = word[:0]
		c := pick(m.first[:], rng.Float64())
		for {
			word = append(word, byte('a'+c))
			c = pick(m.next[c][:], rng.Float64())
			if c == 26 || len(word) == 20 {
				break
			}
		}
		word = append(word, '\n')
		w.Write(word)
		size += int64(len(word))
	}
	if err := w.Flush(); err != nil {
		return 0, err
	}
	return size, f.Commit()
}
