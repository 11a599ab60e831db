package report

import (
	"fmt"
	"io"
	"strings"

	"github.com/beebatch/beebatch/pkg/filter"
)

// WritePresets writes the presets ps, for --preset list: each name with
// its description, and its filter on the next line, wrapped to the width
// of w. As with fmt.Fprintf, write errors are left to w to keep
// (ErrWriter).
func WritePresets(w io.Writer, ps []filter.Preset) {
	width := 0
	for _, p := range ps {
		width = max(width, len(p.Name))
	}
	indent := strings.Repeat(" ", width+2)
	for _, p := range ps {
		io.WriteString(w, Wrap(p.Description, Width(w), fmt.Sprintf("%-*s  ", width, p.Name), indent))
		io.WriteString(w, Wrap(p.Filter, Width(w), indent, indent))
	}
}
