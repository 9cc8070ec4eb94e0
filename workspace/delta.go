package workspace

import (
	"crypto/rand"
	"encoding/base64"
	"encoding/binary"
	"errors"
	"iter"
	"slices"
	"strings"
	"sync"
)

// Deltas answer the edit loop's question "what did my edit change?": an
// analyze answer is recorded under a token, and a later analyze with that
// token answers the findings added and removed since, instead of a page of
// the whole project. A DeltaLog keeps the findings of the last few answers
// in memory only (a token does not survive a restart); it does not analyse,
// read files or decide what a client sees.

// MaxDeltaSnapshots is how many answers a workspace remembers for deltas;
// a token older than that is ErrDeltaUnknown.
const MaxDeltaSnapshots = 16

// Errors of DeltaLog.Since.
var (
	// ErrDeltaUnknown: the token is not one this server returned, or its
	// answer was forgotten (older than MaxDeltaSnapshots, or the server
	// restarted).
	ErrDeltaUnknown = errors.New("since token unknown or expired")
	// ErrDeltaScope: the token was returned for other arguments (another
	// project, file, folder or filter).
	ErrDeltaScope = errors.New("since token returned for other arguments")
)

// A DeltaLog remembers recent answers' findings by token. The zero value
// is ready to use; it is safe for concurrent use.
type DeltaLog struct {
	mu    sync.Mutex
	seq   uint64
	salt  [6]byte
	snaps []*deltaSnapshot // oldest first, at most MaxDeltaSnapshots
}

type deltaSnapshot struct {
	token string
	scope [32]byte
	// The findings recorded: a listing (RecordListing), which holds them
	// without a copy, or, for Record, per path, sorted as listed.
	listing *Listing
	byFile  map[string]fileFindings
	notes   []string
}

// files returns the snapshot's findings per path.
func (s *deltaSnapshot) files() map[string]fileFindings {
	if s.listing == nil {
		return s.byFile
	}
	return filesOf(s.listing.Files())
}

// A Delta is what changed between a recorded answer and now.
type Delta struct {
	// Added are findings now that were not there then; Removed the
	// reverse (with their positions then). Both sorted by file and
	// position.
	Added, Removed []Finding
	// Files are the files with an added or removed finding, sorted.
	Files []string
	// NewNotes are the notes now that were not there then.
	NewNotes []string
}

// Deltas returns the workspace's delta log.
func (w *Workspace) Deltas() *DeltaLog { return &w.deltas }

// Record remembers findings (one listing, sorted by file and position) and
// notes (what else the answer told: warnings, verdicts, each compared as a
// string) under a new token for the arguments digest scope. It copies the
// findings.
func (l *DeltaLog) Record(scope [32]byte, findings []Finding, notes []string) string {
	byFile := filesOf(groupsOf(slices.Clone(findings)))
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.push(&deltaSnapshot{scope: scope, byFile: byFile, notes: slices.Clone(notes)})
}

// fileFindings are one file's findings as stretches of an answer's
// findings, in order: a listing's stretches are shared with it, not
// copied (Listing.Files), and a file whose findings were not contiguous
// has several.
type fileFindings = [][]Finding

// flatFindings returns a file's findings as one slice: the stretch itself
// when there is one, else a copy.
func flatFindings(ff fileFindings) []Finding {
	if len(ff) == 1 {
		return ff[0]
	}
	return slices.Concat(ff...)
}

// sameFindings reports whether two files' findings are the same as a
// client sees them (sameFinding), wherever their stretches begin and end.
func sameFindings(a, b fileFindings) bool {
	if sameStretches(a, b) {
		return true // the same memory (analyses share unchanged files')
	}
	if len(a) == 1 && len(b) == 1 {
		return slices.EqualFunc(a[0], b[0], sameFinding)
	}
	var i, j, x, y int // stretch and index in it, of a and of b
	for {
		for i < len(a) && x == len(a[i]) {
			i, x = i+1, 0
		}
		for j < len(b) && y == len(b[j]) {
			j, y = j+1, 0
		}
		if i == len(a) || j == len(b) {
			return i == len(a) && j == len(b)
		}
		if !sameFinding(a[i][x], b[j][y]) {
			return false
		}
		x, y = x+1, y+1
	}
}

// sameStretches reports whether a and b are the same stretches of memory.
func sameStretches(a, b fileFindings) bool {
	if len(a) != len(b) {
		return false
	}
	for k := range a {
		if len(a[k]) != len(b[k]) || len(a[k]) > 0 && &a[k][0] != &b[k][0] {
			return false
		}
	}
	return true
}

// RecordListing is Record of a listing's findings: it keeps the listing,
// which is never modified, instead of copying its findings, so that
// recording costs nothing per finding. What that keeps alive is small in
// the edit loop: the listings of analyses that differ in a few files share
// the findings of all others (Findings), so each answer adds the segments
// its edit built.
func (l *DeltaLog) RecordListing(scope [32]byte, ls *Listing, notes []string) string {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.push(&deltaSnapshot{scope: scope, listing: ls, notes: slices.Clone(notes)})
}

// LastListing returns the token of the last answer recorded when it was
// RecordListing's of a listing with ls's digest, for scope and with these
// notes: the same state, which a later page of that listing (fetched with
// its cursor) can name by that token instead of recording it again, a pass
// over every finding per page.
func (l *DeltaLog) LastListing(scope [32]byte, ls *Listing, notes []string) (string, bool) {
	l.mu.Lock()
	defer l.mu.Unlock()
	if n := len(l.snaps); n > 0 {
		if s := l.snaps[n-1]; s.listing != nil && s.listing.Digest == ls.Digest && s.scope == scope && slices.Equal(s.notes, notes) {
			return s.token, true
		}
	}
	return "", false
}

// groupsOf yields the runs of findings with the same path.
func groupsOf(findings []Finding) iter.Seq[fileFindings] {
	return func(yield func(fileFindings) bool) {
		for i := 0; i < len(findings); {
			j := i + 1
			for j < len(findings) && findings[j].Path == findings[i].Path {
				j++
			}
			if !yield(fileFindings{findings[i:j:j]}) {
				return
			}
			i = j
		}
	}
}

// push remembers a snapshot under a new token; l.mu is held.
func (l *DeltaLog) push(s *deltaSnapshot) string {
	if l.seq == 0 {
		_, _ = rand.Read(l.salt[:])
	}
	l.seq++
	b := binary.AppendUvarint(l.salt[:len(l.salt):len(l.salt)], l.seq)
	s.token = "d" + base64.RawURLEncoding.EncodeToString(b)
	l.snaps = append(l.snaps, s)
	if len(l.snaps) > MaxDeltaSnapshots {
		l.snaps = slices.Delete(l.snaps, 0, len(l.snaps)-MaxDeltaSnapshots)
	}
	return s.token
}

// filesOf gathers groups of findings by path (a path's findings that were
// not contiguous joined, in order).
func filesOf(groups iter.Seq[fileFindings]) map[string]fileFindings {
	m := map[string]fileFindings{}
	for g := range groups {
		path := g[0][0].Path
		if have, ok := m[path]; ok {
			g = append(slices.Clip(have), g...)
		}
		m[path] = g
	}
	return m
}

// Since compares findings and notes (an answer for scope now) with the
// answer recorded under token.
func (l *DeltaLog) Since(token string, scope [32]byte, findings []Finding, notes []string) (*Delta, error) {
	return l.since(token, scope, groupsOf(findings), notes)
}

// SinceListing is Since of a listing's findings (which it does not copy).
func (l *DeltaLog) SinceListing(token string, scope [32]byte, ls *Listing, notes []string) (*Delta, error) {
	return l.since(token, scope, ls.Files(), notes)
}

func (l *DeltaLog) since(token string, scope [32]byte, groups iter.Seq[fileFindings], notes []string) (*Delta, error) {
	l.mu.Lock()
	var snap *deltaSnapshot
	for _, s := range l.snaps {
		if s.token == token {
			snap = s
		}
	}
	l.mu.Unlock()
	if snap == nil {
		return nil, ErrDeltaUnknown
	}
	if snap.scope != scope {
		return nil, ErrDeltaScope
	}
	now, then := filesOf(groups), snap.files()
	paths := map[string]bool{}
	for p := range now {
		paths[p] = true
	}
	for p := range then {
		paths[p] = true
	}
	d := &Delta{}
	for _, p := range slices.Sorted(mapKeys(paths)) {
		if sameFindings(then[p], now[p]) {
			continue
		}
		added, removed := diffFindings(flatFindings(then[p]), flatFindings(now[p]))
		if len(added)+len(removed) == 0 {
			continue
		}
		d.Files = append(d.Files, p)
		d.Added = append(d.Added, added...)
		d.Removed = append(d.Removed, removed...)
	}
	for _, w := range notes {
		if !slices.Contains(snap.notes, w) {
			d.NewNotes = append(d.NewNotes, w)
		}
	}
	return d, nil
}

func mapKeys(m map[string]bool) func(yield func(string) bool) {
	return func(yield func(string) bool) {
		for k := range m {
			if !yield(k) {
				return
			}
		}
	}
}

// sameFinding compares findings as a client sees them.
func sameFinding(a, b Finding) bool {
	return a.Path == b.Path && a.ID == b.ID && a.Analyzer == b.Analyzer && a.Line == b.Line && a.Column == b.Column &&
		a.EndLine == b.EndLine && a.EndColumn == b.EndColumn && a.Message == b.Message && a.Severity == b.Severity &&
		slices.Equal(a.FixKeys, b.FixKeys)
}

// identity is what makes two findings of one file the same diagnostic
// across an edit: rule, analyzer, severity and message, not the position
// (an edit above a diagnostic moves it without changing it).
func identity(f Finding) string {
	return strings.Join([]string{f.ID, f.Analyzer, string(f.Severity), f.Message}, "\x00")
}

// diffFindings pairs the findings of one file then and now by identity:
// first those at the same position; then those an edit moved, when the
// lines they moved by is a shift that some other finding of the file shows
// (a finding whose identity occurs once then and once now, at that shift).
// A lone finding that "moved" by a shift no other finding shows is taken
// as one removed and one added (the edit fixed one and made another of
// the same rule elsewhere). What is left unpaired was added (now) or
// removed (then). Both results keep their input's order.
func diffFindings(then, now []Finding) (added, removed []Finding) {
	if len(then) == 0 || len(now) == 0 {
		return now, then
	}
	pairedThen := make([]bool, len(then))
	pairedNow := make([]bool, len(now))
	byID := map[string][]int{} // identity -> indexes of then
	for i, f := range then {
		byID[identity(f)] = append(byID[identity(f)], i)
	}
	nowByID := map[string][]int{}
	for j, f := range now {
		nowByID[identity(f)] = append(nowByID[identity(f)], j)
	}
	// Same identity at the same position.
	for j, f := range now {
		for _, i := range byID[identity(f)] {
			if !pairedThen[i] && then[i].Line == f.Line && then[i].Column == f.Column {
				pairedThen[i], pairedNow[j] = true, true
				break
			}
		}
	}
	// The shifts that unique identities show, with how many show each.
	shifts := map[int]int{}
	for id, is := range byID {
		if js := nowByID[id]; len(is) == 1 && len(js) == 1 && !pairedThen[is[0]] {
			shifts[now[js[0]].Line-then[is[0]].Line]++
		}
	}
	// Same identity, moved by a shift another finding shows: in order.
	for j, f := range now {
		if pairedNow[j] {
			continue
		}
		id := identity(f)
		unique := len(byID[id]) == 1 && len(nowByID[id]) == 1
		for _, i := range byID[id] {
			shift := f.Line - then[i].Line
			support := shifts[shift]
			if unique {
				support-- // its own shift does not count
			}
			if !pairedThen[i] && support > 0 {
				pairedThen[i], pairedNow[j] = true, true
				break
			}
		}
	}
	for j, f := range now {
		if !pairedNow[j] {
			added = append(added, f)
		}
	}
	for i, f := range then {
		if !pairedThen[i] {
			removed = append(removed, f)
		}
	}
	return added, removed
}

// Unseen returns the notes that the last answer recorded for scope did
// not have: a later page of the same listing repeats no warning (all of
// them when no answer for scope is remembered).
func (l *DeltaLog) Unseen(scope [32]byte, notes []string) []string {
	l.mu.Lock()
	defer l.mu.Unlock()
	for i := len(l.snaps) - 1; i >= 0; i-- {
		if s := l.snaps[i]; s.scope == scope {
			out := []string{}
			for _, w := range notes {
				if !slices.Contains(s.notes, w) {
					out = append(out, w)
				}
			}
			return out
		}
	}
	return notes
}
