package workspace

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"sync"

	"github.com/alfix/alfix/al/packages"
	"github.com/alfix/alfix/al/project"
	"github.com/alfix/alfix/al/symbols"
)

// This file locates and loads the baseline of the breaking-change rules:
// the previous version of a project's app, as a package. It is named
// directly (AnalyzeRequest.BaselineApp: `alfix analyze --baseline-app`,
// the analyze tool's baselineApp) or by AppSourceCop.json (version, name,
// publisher), found in baselinePackageCachePath or else the project's
// package folders. The package's declarations load through the same
// module cache as dependencies (packageModule); the configuration the
// rules see carries its path and content hash (project.BaselineSettings),
// so every cached result of the project rules is keyed by the baseline.
// A baseline named by AppSourceCop.json must have its own dependencies
// beside it (AS0091 reports the missing ones, as AppSourceCop does); one
// named directly needs none, since alfix compares declarations only.

// ErrBaselineApp is the error of an analysis whose BaselineApp cannot be
// read as a symbol package.
var ErrBaselineApp = errors.New("the baseline package cannot be read")

// baselineCache keeps, per baseline package hash and set of missing
// dependencies, the summary the rules compare with, so that repeated
// analyses share one.
type baselineCache struct {
	mu   sync.Mutex
	sums map[string]*symbols.Summary
}

// withBaseline returns cfg with its baseline located (Baseline.Package and
// PackageHash set): the package at override (relative to the project
// folder) when given, else the one AppSourceCop.json names. It returns cfg
// itself when neither asks for a baseline, and a copy otherwise (cfg is
// shared). A baseline AppSourceCop.json names but no package matches
// leaves Package "" (AS0003 reports it); an override that cannot be read
// is an ErrBaselineApp error.
func (p *Project) withBaseline(cfg *project.Config, override string) (*project.Config, error) {
	if cfg == nil || override == "" && cfg.Baseline.Version == "" {
		return cfg, nil
	}
	c := *cfg
	b := &c.Baseline
	if override != "" {
		path := override
		if !filepath.IsAbs(path) {
			path = filepath.Join(p.Root, path)
		}
		path = filepath.Clean(path)
		e := p.w.packageEntry(path)
		switch {
		case e == nil:
			return nil, fmt.Errorf("%w: %s is not a readable file", ErrBaselineApp, override)
		case e.err != nil:
			return nil, fmt.Errorf("%w: %v", ErrBaselineApp, e.err)
		}
		b.Package, b.PackageHash = path, e.hash
		return &c, nil
	}
	name, publisher := orDefault(b.Name, cfg.Manifest.Name), orDefault(b.Publisher, cfg.Manifest.Publisher)
	cands := p.baselineCandidates(cfg)
	for _, cand := range cands {
		a := cand.Manifest.App
		if strings.EqualFold(a.Name, name) && strings.EqualFold(a.Publisher, publisher) &&
			packages.CompareVersions(a.Version, b.Version) == 0 && cand.Origin == symbols.FromPackage {
			if e := p.w.packageEntry(cand.Location); e != nil && e.err == nil {
				b.Package, b.PackageHash = cand.Location, e.hash
				b.MissingDependencies = missingDependencies(cand.Manifest.Dependencies, cands)
				break
			}
		}
	}
	return &c, nil
}

// baselineFolders are where AppSourceCop.json's baseline and its
// dependencies are looked for: baselinePackageCachePath (relative to the
// project folder), else the project's package folders.
func (p *Project) baselineFolders(cfg *project.Config) []string {
	if dir := cfg.Baseline.PackageCachePath; dir != "" {
		if !filepath.IsAbs(dir) {
			dir = filepath.Join(p.Root, dir)
		}
		return []string{filepath.Clean(dir)}
	}
	if len(cfg.Settings.PackageCachePath) > 0 {
		return cfg.Settings.PackageCachePath
	}
	return []string{filepath.Join(p.Root, ".alpackages")}
}

// baselineCandidates lists the packages of the baseline folders.
func (p *Project) baselineCandidates(cfg *project.Config) []packages.Candidate {
	var out []packages.Candidate
	for _, dir := range p.baselineFolders(cfg) {
		if fi, err := os.Stat(dir); err != nil || !fi.IsDir() {
			continue
		}
		cands, warns := p.w.packageCandidates(dir)
		for _, w := range warns {
			p.w.log.Warn("baseline package folder", "warning", w)
		}
		out = append(out, cands...)
	}
	return out
}

// baselineSymbols returns the declarations of cfg's baseline package, nil
// when there is none or it cannot be read (a warning is logged), with
// cfg's MissingDependencies as its dependencies of Origin Missing (AS0091
// reads them there). Every file's analysis asks: a summary once built is
// kept by package hash and missing dependencies.
func (p *Project) baselineSymbols(cfg *project.Config) *symbols.Summary {
	if cfg == nil || cfg.Baseline.Package == "" {
		return nil
	}
	b := cfg.Baseline
	key := fmt.Sprintf("%x", b.PackageHash)
	for _, d := range b.MissingDependencies {
		key += "\x00" + d.ID + "\x00" + d.Publisher + "\x00" + d.Name + "\x00" + d.Version
	}
	bc := &p.w.baselines
	bc.mu.Lock()
	s := bc.sums[key]
	bc.mu.Unlock()
	if s != nil {
		return s
	}
	sum, err := p.w.packageModule(b.PackageHash, b.Package)
	if err != nil {
		p.w.log.Warn("baseline package", "package", b.Package, "error", err)
		return nil
	}
	var deps []*symbols.Dependency
	for _, d := range b.MissingDependencies {
		a := symbols.App{ID: d.ID, Name: d.Name, Publisher: d.Publisher, Version: d.Version}
		deps = append(deps, &symbols.Dependency{App: a, Declared: a, Origin: symbols.Missing, Reach: symbols.Direct})
	}
	s = symbols.BuildApp(sum.App, sum.Files, deps)
	bc.mu.Lock()
	defer bc.mu.Unlock()
	if bc.sums == nil || len(bc.sums) >= 8 {
		bc.sums = map[string]*symbols.Summary{}
	}
	bc.sums[key] = s
	return s
}

// missingDependencies returns the dependencies want lists that no package
// of cands satisfies (the same app, by id or by name and publisher, at
// that version or later).
func missingDependencies(want []symbols.App, cands []packages.Candidate) []project.Dependency {
	var out []project.Dependency
	for _, w := range want {
		found := false
		for _, c := range cands {
			a := c.Manifest.App
			same := w.ID != "" && symbols.NormalizeAppID(a.ID) == symbols.NormalizeAppID(w.ID) ||
				strings.EqualFold(a.Name, w.Name) && strings.EqualFold(a.Publisher, w.Publisher)
			if same && packages.CompareVersions(a.Version, w.Version) >= 0 {
				found = true
				break
			}
		}
		if !found {
			out = append(out, project.Dependency{ID: w.ID, Name: w.Name, Publisher: w.Publisher, Version: w.Version})
		}
	}
	return out
}

func orDefault(s, def string) string {
	if s == "" {
		return def
	}
	return s
}
