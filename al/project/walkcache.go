package project

import (
	"encoding/xml"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"time"
)

// Some configuration is read from files found anywhere in the project
// tree: the XML permission sets (permissionxml.go). Finding them walks
// every folder of the project, which on Base Application (612 folders, no
// XML file) was most of a configuration load, and a workspace loads the
// configuration on every analyze call. Through an ALGoCache a walk is kept
// with the stamp of every folder it read and of every file it found, and
// reused while a fresh stat of each is equal: an entry added to a folder,
// removed from it or renamed changes the folder's modification time, and a
// file written in place changes its own. A walk that saw a folder or file
// modified within racyWindow of its start is not kept (a coarse clock may
// hide a change made right after it), as loadRulesetCached does.

// walkKey identifies one cached walk: a project root and the extension of
// the files it lists.
type walkKey struct{ root, ext string }

// walkEntry is what one walk saw.
type walkEntry struct {
	dirs  []fileStamp // every folder read, root first
	files []fileStamp // the files listed, in walk (lexical) order
}

// maxXMLRoots bounds the cached root element names; past it the map
// starts afresh (old stamps of edited files pile up in a long session).
const maxXMLRoots = 4096

// lstampOf stamps path without following a final symbolic link, as a walk
// sees its entries.
func lstampOf(path string) fileStamp {
	fi, err := os.Lstat(path)
	if err != nil {
		return fileStamp{path: path}
	}
	return stampFromInfo(path, fi)
}

func stampFromInfo(path string, fi fs.FileInfo) fileStamp {
	return fileStamp{path: path, exists: true, size: fi.Size(), modTime: fi.ModTime(), mode: fi.Mode()}
}

// lunchanged is unchanged for stamps taken with lstampOf.
func lunchanged(stamps []fileStamp) bool { return stampsHold(stamps, lstampOf) }

// treeFiles lists the regular files below root whose name ends in ext
// (with its period, any case), in lexical order, skipping folders whose
// name starts with a period (.alpackages, .git, .vscode): from the cache
// while no folder read and no file listed changed (nil cache: walk every
// time). The stamps returned are the files' as of this call.
func (c *ALGoCache) treeFiles(root, ext string) []fileStamp {
	key := walkKey{root, strings.ToLower(ext)}
	if c != nil {
		c.mu.Lock()
		e, ok := c.walks[key]
		c.mu.Unlock()
		if ok && lunchanged(e.dirs) && lunchanged(e.files) {
			return e.files
		}
	}
	start := time.Now()
	e, keep := walkTree(root, ext, start.Add(-racyWindow))
	if c != nil {
		c.mu.Lock()
		if keep {
			if c.walks == nil {
				c.walks = map[walkKey]walkEntry{}
			}
			c.walks[key] = e
		} else {
			delete(c.walks, key)
		}
		c.mu.Unlock()
	}
	return e.files
}

// walkTree walks root for treeFiles, stamping each folder before reading
// it and each listed file when it is met. keep is false when a stamp is
// not older than racy or a folder or file could not be stamped.
func walkTree(root, ext string, racy time.Time) (e walkEntry, keep bool) {
	keep = true
	note := func(s fileStamp) fileStamp {
		if !s.exists || !s.modTime.Before(racy) {
			keep = false
		}
		return s
	}
	_ = filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			// Unreadable parts are not listed; the folder's stamp (taken
			// before it was read) tells when that may have changed.
			if path == root {
				e.dirs = append(e.dirs, note(lstampOf(root)))
			}
			return nil
		}
		if d.IsDir() {
			if path != root && strings.HasPrefix(d.Name(), ".") {
				return filepath.SkipDir
			}
			e.dirs = append(e.dirs, note(lstampOf(path)))
			return nil
		}
		if !strings.EqualFold(filepath.Ext(path), ext) || !d.Type().IsRegular() {
			return nil
		}
		fi, err := d.Info()
		if err != nil {
			keep = false // gone meanwhile: its folder changed too
			return nil
		}
		e.files = append(e.files, note(stampFromInfo(path, fi)))
		return nil
	})
	return e, keep
}

// xmlRootName returns the local name of the root element of the XML file
// stamped s ("" when there is none: see xmlRoot), from the cache while the
// stamp is the file's (nil cache: read every time).
func (c *ALGoCache) xmlRootName(s fileStamp, racy time.Time) string {
	if c != nil {
		c.mu.Lock()
		name, ok := c.xmlRoots[s]
		c.mu.Unlock()
		if ok {
			return name
		}
	}
	name := xmlRoot(s.path)
	if c != nil && s.exists && s.modTime.Before(racy) {
		c.mu.Lock()
		if c.xmlRoots == nil || len(c.xmlRoots) >= maxXMLRoots {
			c.xmlRoots = map[fileStamp]string{}
		}
		c.xmlRoots[s] = name
		c.mu.Unlock()
	}
	return name
}

// xmlRootSearch bounds how much of an XML file is read to find its root
// element (a prolog and comments; a hostile file may hold gigabytes of them).
const xmlRootSearch = 1 << 20

// xmlRoot returns the local name of the XML file's root element; "" when
// the file cannot be read, is not a regular file (opened without
// blocking), is not XML or holds no root element in its first
// xmlRootSearch bytes.
func xmlRoot(path string) string {
	f, _, err := OpenRegular(path)
	if err != nil {
		return ""
	}
	defer f.Close()
	dec := xml.NewDecoder(io.LimitReader(f, xmlRootSearch))
	dec.Strict = false
	for {
		tok, err := dec.Token()
		if err != nil {
			return ""
		}
		if se, ok := tok.(xml.StartElement); ok {
			return se.Name.Local
		}
	}
}

// stampLog records what a load read (file: the name, and what it leads to)
// or looked for (probe: the name alone, present or not), so that a cache
// can tell later that none of it changed. A load that saw something
// modified within racyWindow of its start cannot tell: unchanged then
// always reports false.
type stampLog struct {
	at    time.Time   // when the load began; zero: nothing recorded
	racy  bool        // something seen was modified within racyWindow of at
	names []fileStamp // probes and files, not following a final link
	files []fileStamp // files, following links
}

func (l *stampLog) begin() { l.at = time.Now() }

// probe stamps path as found (or not) by Lstat and returns the stamp.
func (l *stampLog) probe(path string) fileStamp {
	s := lstampOf(path)
	l.note(s)
	l.names = append(l.names, s)
	return s
}

// file stamps a file the load reads: its name and what it leads to.
func (l *stampLog) file(path string) {
	l.probe(path)
	s := stampOf(path)
	l.note(s)
	l.files = append(l.files, s)
}

func (l *stampLog) note(s fileStamp) {
	if s.exists && !s.modTime.Before(l.at.Add(-racyWindow)) {
		l.racy = true
	}
}

// unchanged reports whether every stamp is as it was, and the load was not
// racy.
func (l *stampLog) unchanged() bool {
	if l.at.IsZero() || l.racy {
		return false
	}
	return lunchanged(l.names) && unchanged(l.files)
}

// Stamps is a record of the files and folders a caller read or looked for
// (the stamps and the racy window of this package's caches), for a cache
// outside the package: the workspace's list of the projects below a source
// root. The zero value records nothing and is never unchanged.
type Stamps struct{ log stampLog }

// NewStamps starts a record; call it before the first read.
func NewStamps() *Stamps {
	s := &Stamps{}
	s.log.begin()
	return s
}

// Folder stamps a folder before it is read.
func (s *Stamps) Folder(path string) { s.log.probe(path) }

// File stamps a file before it is read: its name and what it leads to.
func (s *Stamps) File(path string) { s.log.file(path) }

// Unchanged reports whether everything stamped is as it was and nothing
// was modified within the racy window of the record's start.
func (s *Stamps) Unchanged() bool { return s != nil && s.log.unchanged() }
