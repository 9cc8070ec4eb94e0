package main

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"sort"
	"strings"

	"github.com/alfix/alfix/internal/atomicfile"
	"github.com/alfix/alfix/internal/fingerprint"
	"github.com/alfix/alfix/tools"
)

// A baseline is the findings a team accepted when it adopted alfix
// (analyze --write-baseline FILE): analyze --baseline FILE then reports,
// counts and fails on only the findings that are not in it. Findings are
// matched by fingerprint (internal/fingerprint): the rule, the file's
// path relative to the baseline file's folder, the text of the finding's
// line without white space, and its occurrence among identical ones. So a
// baselined finding stays baselined while lines move above it or its line
// is re-indented, and each baseline entry accepts one finding.

// baselineVersion is the format of the file; fingerprints of another
// recipe (fingerprint.Version) are never compared.
const baselineVersion = 1

// maxBaselineSize bounds the file read: a baseline of Base Application
// with every analyzer (about 230,000 findings) is some 60 MB.
const maxBaselineSize = 256 << 20

type baselineFile struct {
	Version     int             `json:"version"`
	Fingerprint string          `json:"fingerprint"`
	Findings    []baselineEntry `json:"findings"`
}

// baselineEntry is one accepted finding; Line and Message are for readers
// of the file (and of reviews of it), not for matching.
type baselineEntry struct {
	Rule        string `json:"rule"`
	Path        string `json:"path"`
	Line        int    `json:"line"`
	Message     string `json:"message"`
	Fingerprint string `json:"fingerprint"`
}

// baselineItems names every diagnostic of the results: their fingerprint
// items, paths relative to dir (the baseline file's folder) with forward
// slashes, in results order.
func baselineItems(results []*tools.AnalyzeResult, dir string) ([]fingerprint.Item, []string) {
	var finds []located
	for _, r := range results {
		for _, d := range r.Diagnostics {
			path := d.FilePath
			if path == "" {
				path = filepath.Join(r.Project, "app.json") // a compiler diagnostic without a location
			}
			finds = append(finds, located{d.ID, path, d.Line, d.Column})
		}
	}
	return fingerprintsUnder(dir, finds)
}

// writeBaseline writes every diagnostic of the results to path, sorted
// by path and line, atomically.
func writeBaseline(path string, results []*tools.AnalyzeResult) (int, error) {
	abs, err := filepath.Abs(path)
	if err != nil {
		return 0, err
	}
	items, fps := baselineItems(results, filepath.Dir(abs))
	f := baselineFile{Version: baselineVersion, Fingerprint: fingerprint.Version, Findings: make([]baselineEntry, 0, len(items))}
	i := 0
	for _, r := range results {
		for _, d := range r.Diagnostics {
			f.Findings = append(f.Findings, baselineEntry{Rule: d.ID, Path: items[i].Path, Line: d.Line, Message: d.Message, Fingerprint: fps[i]})
			i++
		}
	}
	sort.SliceStable(f.Findings, func(a, b int) bool {
		x, y := f.Findings[a], f.Findings[b]
		if x.Path != y.Path {
			return x.Path < y.Path
		}
		return x.Line < y.Line
	})
	err = atomicfile.Write(abs, 0o644, func(w io.Writer) error {
		enc := json.NewEncoder(w)
		enc.SetEscapeHTML(false)
		enc.SetIndent("", " ")
		return enc.Encode(f)
	})
	return len(f.Findings), err
}

// readBaseline reads a baseline file. Its errors name the file and what is
// wrong with it, never its content.
func readBaseline(path string) (*baselineFile, string, error) {
	abs, err := filepath.Abs(path)
	if err != nil {
		return nil, "", err
	}
	fh, err := os.Open(abs)
	if err != nil {
		return nil, "", err
	}
	defer fh.Close()
	if fi, err := fh.Stat(); err != nil {
		return nil, "", err
	} else if !fi.Mode().IsRegular() {
		return nil, "", errors.New("not a regular file")
	}
	b, err := io.ReadAll(io.LimitReader(fh, maxBaselineSize+1))
	if err != nil {
		return nil, "", err
	}
	if len(b) > maxBaselineSize {
		return nil, "", fmt.Errorf("larger than %d MiB", maxBaselineSize>>20)
	}
	var f baselineFile
	dec := json.NewDecoder(bytes.NewReader(b))
	if err := dec.Decode(&f); err != nil {
		var se *json.SyntaxError
		if errors.As(err, &se) {
			return nil, "", fmt.Errorf("not valid JSON (at byte %d)", se.Offset)
		}
		return nil, "", errors.New("not a baseline written by alfix analyze --write-baseline")
	}
	switch {
	case f.Version != baselineVersion:
		return nil, "", fmt.Errorf("baseline format %d, this alfix reads format %d: write it again with --write-baseline", f.Version, baselineVersion)
	case f.Fingerprint != fingerprint.Version:
		return nil, "", fmt.Errorf("its fingerprints are not of the recipe this alfix computes (%s): write it again with --write-baseline",
			fingerprint.Version)
	}
	return &f, filepath.Dir(abs), nil
}

// baselineMatch is what a baseline accepts of the results: Exclude tells
// the accepted diagnostics (each entry accepts one), Baselined counts them
// and Gone counts the entries that matched nothing (fixed, or changed).
type baselineMatch struct {
	accepted  map[string]int // diagnostic identity -> how many
	Baselined int
	Gone      int
}

// diagnosticIdentity names a diagnostic within one run of analyze.
func diagnosticIdentity(d tools.DiagnosticInfo) string {
	return strings.Join([]string{d.FilePath, fmt.Sprint(d.Line, ":", d.Column, "-", d.EndLine, ":", d.EndColumn), d.ID, d.Message}, "\x00")
}

// matchBaseline matches the results' diagnostics against the baseline's
// entries by fingerprint.
func matchBaseline(f *baselineFile, dir string, results []*tools.AnalyzeResult) *baselineMatch {
	left := map[string]int{}
	for _, e := range f.Findings {
		left[e.Rule+"\x00"+e.Fingerprint]++
	}
	_, fps := baselineItems(results, dir)
	m := &baselineMatch{accepted: map[string]int{}}
	i := 0
	for _, r := range results {
		for _, d := range r.Diagnostics {
			k := d.ID + "\x00" + fps[i]
			i++
			if left[k] > 0 {
				left[k]--
				m.accepted[diagnosticIdentity(d)]++
				m.Baselined++
			}
		}
	}
	for _, n := range left {
		m.Gone += n
	}
	return m
}

// exclude returns a fresh predicate over one listing: each accepted
// identity leaves out as many diagnostics as the baseline accepted.
func (m *baselineMatch) exclude() func(tools.DiagnosticInfo) bool {
	left := make(map[string]int, len(m.accepted))
	for k, n := range m.accepted {
		left[k] = n
	}
	return func(d tools.DiagnosticInfo) bool {
		k := diagnosticIdentity(d)
		if left[k] > 0 {
			left[k]--
			return true
		}
		return false
	}
}
