package project

import (
	"io/fs"
	"os"
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
	return fileStamp{path: path, exists: true, size: fi.Size(), modTime: fi.ModTime(), mode: fi.Mode()}
}

// unchanged reports whether every stamped file is as it was.
func unchanged(stamps []fileStamp) bool {
	for _, s := range stamps {
		if stampOf(s.path) != s {
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
	rs, tried, err := loadRulesetTried(path, projectRoot)
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
