package main

import (
	"encoding/xml"
	"errors"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/beebatch/beebatch/internal/testenv"
)

// hostileDir is a folder name with a terminal escape and the characters
// that XML and Markdown treat specially.
const hostileDir = "arch\x1b[31mRED&<b>|"

// wellFormed returns the error of parsing the XML document data, or nil.
func wellFormed(data []byte) error {
	d := xml.NewDecoder(strings.NewReader(string(data)))
	for {
		_, err := d.Token()
		if errors.Is(err, io.EOF) {
			return nil
		}
		if err != nil {
			return err
		}
	}
}

// TestNoRawEscapes checks that an ESC in an archive's folder name reaches
// neither the terminal nor a report raw: learn's card, lists NAME and
// schedule's summary escape it, and archive.svg stays well-formed XML.
func TestNoRawEscapes(t *testing.T) {
	dir := t.TempDir()
	t.Setenv("BEEBATCH_CACHE", filepath.Join(dir, "cache"))
	t.Setenv("BEEBATCH_MIRROR", "")
	arch, base, _ := writeLearnArchive(t, dir, 60)
	hostile := filepath.Join(dir, hostileDir)
	os.Mkdir(hostile, 0o755)
	data, _ := os.ReadFile(arch)
	os.WriteFile(filepath.Join(hostile, "a.txt"), data, 0o644)

	check := func(what, out string) {
		t.Helper()
		if strings.ContainsRune(out, '\x1b') {
			t.Errorf("%s: a raw ESC in %q", what, out)
		}
	}
	out := filepath.Join(dir, "out")
	for _, format := range []string{"text", "md"} {
		code, stdout, stderr := beebatch(t, "", append(append([]string{"learn", "--format", format, "--out", out}, offline(base)...), hostile)...)
		if code != 0 {
			t.Fatalf("learn: exit %d: %s", code, stderr)
		}
		check("learn --format "+format, stdout+stderr)
		code, stdout, stderr = beebatch(t, "", "lists", "--format", format, "nyt")
		if code != 0 {
			t.Fatalf("lists nyt: exit %d: %s", code, stderr)
		}
		check("lists --format "+format+" nyt", stdout+stderr)
	}
	md, _ := os.ReadFile(filepath.Join(out, "model.md"))
	check("model.md", string(md))

	code, stdout, stderr := beebatch(t, "", "archive", "--out", out, hostile, base)
	if code != 0 {
		t.Fatalf("archive: exit %d: %s", code, stderr)
	}
	check("archive", stdout+stderr)
	svg, _ := os.ReadFile(filepath.Join(out, "archive.svg"))
	if err := wellFormed(svg); err != nil {
		t.Errorf("archive.svg is not well-formed XML: %v", err)
	}
}

// TestScheduleNoRawEscapes checks that schedule's summary and schedule.svg
// escape an ESC in the archive's folder name.
// A whole-list check: not under -race (testenv.SkipRace).
func TestScheduleNoRawEscapes(t *testing.T) {
	testenv.SkipRace(t)
	fx := newScheduleFixture(t)
	dir := filepath.Join(t.TempDir(), hostileDir)
	os.Mkdir(dir, 0o755)
	data, _ := os.ReadFile(fx.archive)
	arch := filepath.Join(dir, "archive.txt")
	os.WriteFile(arch, data, 0o644)
	out := filepath.Join(t.TempDir(), "out")
	for _, format := range []string{"text", "md"} {
		os.RemoveAll(out)
		code, stdout, stderr := beebatch(t, "", "schedule", "--archive", arch, "--blocklist", fx.blocklist, "--seed", "1", "--days", "3",
			"--from", "2025-03-01", "--format", format, "--out", out, fx.list)
		if code != 0 {
			t.Fatalf("exit %d: %s", code, stderr)
		}
		if strings.ContainsRune(stdout+stderr, '\x1b') {
			t.Errorf("--format %s: a raw ESC in %q", format, stdout+stderr)
		}
		svg, _ := os.ReadFile(filepath.Join(out, "schedule.svg"))
		if err := wellFormed(svg); err != nil {
			t.Errorf("schedule.svg is not well-formed XML: %v", err)
		}
	}
}
