package project

import (
	"io/fs"
	"maps"
	"os"
	"path/filepath"
	"slices"
	"time"
)

// A loaded ruleset is reused while every file its loading tried (read, or
// found missing or unreadable) is as it was then: same existence, size and
// modification time. BCApps' rulesets are eight files, some thousands of
// lines; resolving them was half of a Base Application configuration load,
// which every analyze call does.

// fileStamp is what a ruleset load saw of one file.
type fileStamp struct {
	path    string
	exists  bool
	size    int64
	modTime time.Time
	mode    fs.FileMode
}

func stampOf(path string) fileStamp {
	fi, err := os.Stat(path)
	if err != nil {
		return fileStamp{path: path}
	}
	return stampFromInfo(path, fi)
}

// unchanged reports whether every stamped file is as it was.
func unchanged(stamps []fileStamp) bool { return stampsHold(stamps, stampOf) }

// stampsHold reports whether stamp (stampOf or lstampOf) gives each of
// stamps again.
func stampsHold(stamps []fileStamp, stamp func(string) fileStamp) bool {
	for _, s := range stamps {
		if stamp(s.path) != s {
			return false
		}
	}
	return true
}

// racyWindow is how recent a file's modification time may be for a result
// read from it to be kept.
const racyWindow = 2 * time.Second

type rulesetCacheEntry struct {
	rs     *Ruleset
	err    error
	stamps []fileStamp
}

// loadRulesetCached is loadRuleset through the cache (nil: read every
// time). The Ruleset returned is shared: callers must not modify it.
func (c *ALGoCache) loadRulesetCached(path, projectRoot string) (*Ruleset, error) {
	if c == nil {
		return loadRuleset(path, projectRoot)
	}
	key := path + "\x00" + projectRoot
	c.mu.Lock()
	e, ok := c.rulesets[key]
	c.mu.Unlock()
	if ok && unchanged(e.stamps) {
		return e.rs, e.err
	}
	start := time.Now()
	rs, tried, err := loadRulesetTriedWith(path, projectRoot, c)
	stamps := make([]fileStamp, len(tried))
	for i, p := range tried {
		stamps[i] = stampOf(p)
		// A file modified around the load may have changed between its
		// reading and its stamp (and a coarse clock may not show it): such
		// a result is not kept, as git treats racily clean entries.
		if stamps[i].exists && stamps[i].modTime.After(start.Add(-racyWindow)) {
			return rs, err
		}
	}
	c.mu.Lock()
	if c.rulesets == nil {
		c.rulesets = map[string]rulesetCacheEntry{}
	}
	c.rulesets[key] = rulesetCacheEntry{rs: rs, err: err, stamps: stamps}
	c.mu.Unlock()
	return rs, err
}

// A ruleset file decoded through the cache is reused while it keeps its
// stamp, by every project that includes it: a load is per project (an
// include may name ${workspaceFolder}), and BCApps' 530 projects share
// eight files, some thousands of lines. Decoding them again for each
// project was 12 of the 18 CPU-s the whole repository's configurations
// took (2026-12-07). A file that fails to read or decode is not kept.

type rulesetDocEntry struct {
	stamp fileStamp
	doc   rulesetDoc
}

// rulesetDoc reads and decodes the ruleset file at path through the cache
// (nil: read it). The document returned is shared: callers must not
// modify it.
func (c *ALGoCache) rulesetDoc(path string) (rulesetDoc, error) {
	if c == nil {
		return readRulesetDoc(path)
	}
	stamp := stampOf(path)
	c.mu.Lock()
	e, ok := c.rulesetDocs[path]
	c.mu.Unlock()
	if ok && stamp.exists && e.stamp == stamp {
		return e.doc, nil
	}
	start := time.Now()
	doc, err := readRulesetDoc(path)
	// Kept only when the file was the same before and after its reading
	// and is not so recent that a change could hide in the clock's grain.
	if err != nil || !stamp.exists || stampOf(path) != stamp || stamp.modTime.After(start.Add(-racyWindow)) {
		return doc, err
	}
	c.mu.Lock()
	if c.rulesetDocs == nil {
		c.rulesetDocs = map[string]rulesetDocEntry{}
	}
	c.rulesetDocs[path] = rulesetDocEntry{stamp: stamp, doc: doc}
	c.mu.Unlock()
	return doc, nil
}

// A manifest read through the cache is reused while app.json keeps its
// stamp, both of the name (a symbolic link re-pointed) and of the file it
// leads to: Base Application's app.json (8 KB) took as long to decode as
// the rest of a warm configuration load, and a workspace reads the
// manifests of a layered app's sibling layers on every analysis too.

type manifestCacheEntry struct {
	link, file fileStamp
	m          Manifest
}

// LoadManifestCached is LoadManifest through cache (nil: read every time).
// The manifest returned is the caller's own: its slices and Raw map are
// copies of the cached ones.
func LoadManifestCached(dir string, cache *ALGoCache) (Manifest, error) {
	if cache == nil {
		return LoadManifest(dir)
	}
	path := filepath.Join(dir, ManifestFile)
	link, file := lstampOf(path), stampOf(path)
	cache.mu.Lock()
	e, ok := cache.manifests[path]
	cache.mu.Unlock()
	if ok && e.link == link && e.file == file {
		return e.m.clone(), nil
	}
	m, err := LoadManifest(dir)
	racy := time.Now().Add(-racyWindow)
	if err != nil || !file.exists || !file.modTime.Before(racy) || !link.modTime.Before(racy) {
		return m, err
	}
	cache.mu.Lock()
	if cache.manifests == nil || len(cache.manifests) >= maxManifests {
		cache.manifests = map[string]manifestCacheEntry{}
	}
	cache.manifests[path] = manifestCacheEntry{link: link, file: file, m: m.clone()}
	cache.mu.Unlock()
	return m, nil
}

// maxManifests bounds the cached manifests (BCApps holds 877 projects);
// past it the map starts afresh.
const maxManifests = 4096

// clone returns a copy of m that shares no slice or map with it.
func (m Manifest) clone() Manifest {
	m.PreprocessorSymbols = slices.Clone(m.PreprocessorSymbols)
	m.Features = slices.Clone(m.Features)
	m.IDRanges = slices.Clone(m.IDRanges)
	m.Dependencies = slices.Clone(m.Dependencies)
	m.InternalsVisibleTo = slices.Clone(m.InternalsVisibleTo)
	m.Raw = maps.Clone(m.Raw)
	return m
}
