package main

import (
	"flag"
	"fmt"
	"strings"

	"github.com/beebatch/beebatch/pkg/filter"
)

// filterUsage is the part of a command's usage about --where and
// --preset.
const filterUsage = `
--where FILTER keeps only the boards that pass FILTER, and --preset NAME
those that pass a named filter; with both, a board must pass both.
"--preset list" lists the presets. nyt is
"words 20..80, pangrams >= 1, vowels 1..3, no S, not-together E R".

` + filter.Help

// filterFlags are --where and --preset, the flags that choose boards.
type filterFlags struct {
	where  string
	preset string
}

func (f *filterFlags) register(fs *flag.FlagSet) {
	fs.StringVar(&f.where, "where", "", "keep only the boards that pass `FILTER`, such as \"words 20..80, no S\"")
	fs.StringVar(&f.preset, "preset", "", "keep only the boards that pass the preset filter `NAME`: "+presetChoices()+` ("list" lists them)`)
}

// presetChoices returns "nyt, editor or list".
func presetChoices() string {
	var names []string
	for _, p := range filter.Presets() {
		names = append(names, p.Name)
	}
	return strings.Join(names, ", ") + " or list"
}

// filter returns the filter of --where and --preset together, or nil when
// neither is given or together they pass every board. For --preset list
// it writes the presets to stdout and returns errHelp, so that the
// command stops with exit status 0. A bad filter, an unknown preset, or a
// filter that contradicts the preset is a usageError; for a bad filter
// the message ends with the filter and a caret under the mistake.
func (f *filterFlags) filter(e *env) (*filter.Filter, error) {
	var preset, where *filter.Filter
	switch {
	case strings.EqualFold(f.preset, "list"):
		writePresets(e)
		return nil, errHelp
	case f.preset != "":
		var err error
		if preset, err = filter.LookupPreset(f.preset); err != nil {
			return nil, usagef("--preset %q: expected %s", f.preset, presetChoices())
		}
	}
	if strings.TrimSpace(f.where) != "" {
		var err error
		if where, err = filter.Parse(f.where); err != nil {
			return nil, usageError{fmt.Errorf("--where: %w", err)}
		}
	}
	both, err := filter.And(preset, where)
	if err != nil {
		return nil, usagef("--where %q contradicts --preset %s: %v", f.where, f.preset, err)
	}
	if both.String() == "" {
		return nil, nil
	}
	return both, nil
}

// writePresets writes the presets for --preset list: each name with its
// description, and the filter on the next line.
func writePresets(e *env) {
	ps := filter.Presets()
	width := 0
	for _, p := range ps {
		width = max(width, len(p.Name))
	}
	for _, p := range ps {
		fmt.Fprintf(e.stdout, "%-*s  %s\n%*s  %s\n", width, p.Name, p.Description, width, "", p.Filter)
	}
}

// passCount says how many of the board scores of a run passed filter f:
// "3 of 7 boards pass the filter: words 20..80", with the number of boards
// and lists when there are several lists. For Markdown (md) the filter
// is code.
func passCount(f *filter.Filter, md bool, passed, boards, lists int) string {
	text := f.String()
	if md {
		text = "`" + text + "`"
	}
	if lists == 1 {
		return fmt.Sprintf("%d of %d boards pass the filter: %s", passed, boards, text)
	}
	return fmt.Sprintf("%d of %d board scores (%d boards, %d lists) pass the filter: %s", passed, boards*lists, boards, lists, text)
}
