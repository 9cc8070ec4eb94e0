package workspace

import (
	"crypto/sha256"
	"encoding/base64"
	"encoding/binary"
	"errors"
	"fmt"
	"iter"
	"slices"
	"sort"
	"strconv"
	"strings"
	"sync"

	"github.com/alfix/alfix/al/analysis"
)

// A Selection keeps some findings of an analysis; each empty list means
// all. Analyzers are canonical names as findings carry them (CodeCop,
// LinterCop, Compiler); rule ids match in any case.
type Selection struct {
	Severities []analysis.Severity
	Analyzers  []string
	RuleIDs    []string
	// Exclude, when set, leaves out the findings it returns true for (a
	// baseline's accepted findings); ExcludeKey names the predicate in the
	// listing memo: predicates that differ must have different keys.
	Exclude    func(*Finding) bool
	ExcludeKey string
}

// keeps reports whether a live finding passes the selection.
func (s Selection) keeps(f *Finding, ids map[string]bool) bool {
	return (len(s.Severities) == 0 || contains(s.Severities, f.Severity)) &&
		(len(s.Analyzers) == 0 || contains(s.Analyzers, f.Analyzer)) &&
		(len(ids) == 0 || ids[ruleIDKey(f.ID)])
}

func contains[T comparable](list []T, v T) bool {
	for _, x := range list {
		if x == v {
			return true
		}
	}
	return false
}

// A Listing is what analyze shows of an analysis: the live (not
// suppressed) findings that pass a selection, in the order of
// sortFindings, their counts, and a digest that names exactly this list.
// Pages of a listing are addressed by cursors (Cursor, Resume).
//
// A listing does not copy its findings: it names runs of the analysis's
// findings (which are never modified), so that a listing of 200,000
// findings with one suppressed costs a few bytes, not a second copy.
type Listing struct {
	// src is the analysis's findings; runs are the listed stretches of
	// it, in order (nil when all of src is listed).
	src  Findings
	runs []listedRun
	n    int // findings listed

	Counts Counts
	// Digest hashes every finding as the tools show it (file, span, id,
	// severity, analyzer, message, whether it has a fix) in order: two
	// listings with the same digest list the same findings.
	Digest [32]byte
}

// Counts summarise a listing.
type Counts struct {
	Total      int
	BySeverity map[analysis.Severity]int
	ByAnalyzer map[string]int
	// ByRule has one entry per id, most findings first (then by id).
	ByRule []RuleCount
	// ByFile has one entry per file with findings, most findings first
	// (then by path); compiler diagnostics without a file are not counted.
	ByFile []FileCount
}

// A listedRun is a stretch src[from:to] of a listing's findings, the
// listing's findings at and after index at.
type listedRun struct{ at, from, to int }

// Len is how many findings the listing has.
func (l *Listing) Len() int { return l.n }

// At returns the listing's i-th finding (0 <= i < Len()). It points into
// the analysis's findings: never modify it.
func (l *Listing) At(i int) *Finding {
	if l.runs == nil {
		return l.src.At(i)
	}
	k := sort.Search(len(l.runs), func(k int) bool { return l.runs[k].at > i }) - 1
	r := l.runs[k]
	return l.src.At(r.from + i - r.at)
}

// Page yields the listing's findings from index from up to (not
// including) to, in order, clamped to the listing. They point into the
// analysis's findings: never modify them.
func (l *Listing) Page(from, to int) iter.Seq[*Finding] {
	return func(yield func(*Finding) bool) {
		from, to = max(from, 0), min(to, l.n)
		if from >= to {
			return
		}
		if l.runs == nil {
			for _, f := range l.src.Range(from, to) {
				if !yield(f) {
					return
				}
			}
			return
		}
		k := sort.Search(len(l.runs), func(k int) bool { return l.runs[k].at > from }) - 1
		for i := from; k < len(l.runs) && i < to; k++ {
			r := l.runs[k]
			j := r.from + i - r.at
			n := min(r.to-j, to-i)
			for _, f := range l.src.Range(j, j+n) {
				if !yield(f) {
					return
				}
			}
			i += n
		}
	}
}

// Files yields the listing's findings one file at a time, in order: a
// file's listed findings as the stretches of the analysis's findings they
// are (one stretch, or several when findings of the file were left out
// between listed ones; compiler diagnostics without a file as their own
// group). They share the analysis's memory: a listing with findings left
// out inside many files copies none of them. Never modify them.
func (l *Listing) Files() iter.Seq[[][]Finding] {
	return func(yield func([][]Finding) bool) {
		runs := l.runs
		if runs == nil {
			runs = []listedRun{{0, 0, l.src.Len()}}
		}
		var group [][]Finding // the file's stretches so far
		for _, r := range runs {
			for _, st := range l.src.Stretches(r.from, r.to) {
				for i := 0; i < len(st); {
					j := i + 1
					for j < len(st) && st[j].Path == st[i].Path {
						j++
					}
					if len(group) > 0 && group[0][0].Path != st[i].Path {
						if !yield(group) {
							return
						}
						group = nil
					}
					group = append(group, st[i:j:j])
					i = j
				}
			}
		}
		if len(group) > 0 {
			yield(group)
		}
	}
}

// A RuleCount is how many findings one rule (or compiler code) has.
type RuleCount struct {
	ID, Title, Analyzer string
	// Severity is the most severe of its findings (one severity per rule,
	// unless the compiler reports a code at several).
	Severity analysis.Severity
	Count    int
	// Fixable counts the findings that offer a fix.
	Fixable int
}

// A FileCount is how many findings one file has.
type FileCount struct {
	Path  string
	Count int
}

// listingMemo keeps the last listing with the findings and the selection
// it was made from: analyses of an unchanged snapshot share their findings
// (Project.Analyze), so their listings are the same too. It holds the
// findings' segments themselves, so that their arrays cannot be freed and
// reused for other findings while the memo names them.
type listingMemo struct {
	mu      sync.Mutex
	src     Findings
	sel     string
	listing *Listing
	// segs are the segment listings of the last listings, by selection
	// key (at most maxSelections, the oldest dropped first), each keyed
	// by its segment's first finding: a segment is never modified, and
	// the key keeps its memory from being reused while it is named.
	segs    map[string]map[*Finding]*segListing
	selSeen []string // the keys of segs, oldest first
}

// maxSelections is how many selections' segment listings the memo keeps.
const maxSelections = 4

// segments returns the segment listings kept for a selection key (nil
// when none are).
func (m *listingMemo) segments(key string) map[*Finding]*segListing {
	m.mu.Lock()
	defer m.mu.Unlock()
	return m.segs[key]
}

// keepSegments keeps the segment listings of the last listing under a
// selection key in place of the ones kept before.
func (m *listingMemo) keepSegments(key string, made map[*Finding]*segListing) {
	m.mu.Lock()
	defer m.mu.Unlock()
	if m.segs == nil {
		m.segs = map[string]map[*Finding]*segListing{}
	}
	if _, ok := m.segs[key]; ok {
		m.selSeen = slices.DeleteFunc(m.selSeen, func(k string) bool { return k == key })
	}
	m.segs[key] = made
	m.selSeen = append(m.selSeen, key)
	for len(m.selSeen) > maxSelections {
		delete(m.segs, m.selSeen[0])
		m.selSeen = m.selSeen[1:]
	}
}

// ruleIDKey is how a selection compares rule ids: case and blanks ignored.
func ruleIDKey(id string) string { return strings.ToUpper(strings.TrimSpace(id)) }

// key is a canonical text of the selection.
func (s Selection) key() string {
	sev := make([]string, 0, len(s.Severities))
	for _, v := range s.Severities {
		sev = append(sev, string(v))
	}
	ids := make([]string, 0, len(s.RuleIDs))
	for _, id := range s.RuleIDs {
		ids = append(ids, ruleIDKey(id))
	}
	an := slices.Clone(s.Analyzers)
	for _, l := range [][]string{sev, ids, an} {
		slices.Sort(l)
	}
	return fmt.Sprintf("%q %q %q %q", sev, an, ids, s.ExcludeKey)
}

// List selects the live findings of an analysis and counts them. The
// listing may be shared with other calls: never modify it.
func (w *Workspace) List(ar *AnalyzeResult, sel Selection) *Listing {
	key := sel.key()
	m := &w.listings
	m.mu.Lock()
	if ar.Findings.Len() > 0 && m.src.same(ar.Findings) && m.sel == key {
		l := m.listing
		m.mu.Unlock()
		return l
	}
	m.mu.Unlock()
	l := w.list(ar, sel)
	m.mu.Lock()
	m.src, m.sel, m.listing = ar.Findings, key, l
	m.mu.Unlock()
	return l
}

func (w *Workspace) list(ar *AnalyzeResult, sel Selection) *Listing {
	ids := map[string]bool{}
	for _, id := range sel.RuleIDs {
		ids[ruleIDKey(id)] = true
	}
	key := sel.key()
	segs := w.listings.segments(key)
	made := make(map[*Finding]*segListing, len(ar.Findings.segs))
	l := &Listing{src: ar.Findings, Counts: Counts{BySeverity: map[analysis.Severity]int{}, ByAnalyzer: map[string]int{}}}
	rules := map[string]*RuleCount{}
	var order []*RuleCount
	files := map[string]int{}
	h := sha256.New()
	offset := 0 // of the segment in src
	for _, seg := range ar.Findings.segs {
		sl := segs[&seg[0]]
		if sl == nil || sl.len != len(seg) {
			sl = listSegment(seg, sel, ids)
		}
		made[&seg[0]] = sl
		if sl.runs != nil && l.runs == nil {
			// The first segment with findings left out: the runs so far
			// are every finding listed before it.
			l.runs = []listedRun{}
			if offset > 0 {
				l.runs = append(l.runs, listedRun{at: 0, from: 0, to: offset})
			}
		}
		if l.runs != nil {
			if sl.runs == nil {
				l.runs = appendRun(l.runs, listedRun{at: l.n, from: offset, to: offset + len(seg)})
			}
			for _, r := range sl.runs {
				l.runs = appendRun(l.runs, listedRun{at: l.n + r.at, from: offset + r.from, to: offset + r.to})
			}
		}
		l.n += sl.n
		for k, n := range sl.bySeverity {
			l.Counts.BySeverity[k] += n
		}
		for k, n := range sl.byAnalyzer {
			l.Counts.ByAnalyzer[k] += n
		}
		for _, rc := range sl.byRule {
			have := rules[rc.ID]
			if have == nil {
				c := rc
				have = &c
				have.Count, have.Fixable = 0, 0
				rules[rc.ID] = have
				order = append(order, have)
			}
			have.Count += rc.Count
			have.Fixable += rc.Fixable
			if analysis.SeverityRank(rc.Severity) > analysis.SeverityRank(have.Severity) {
				have.Severity = rc.Severity
			}
		}
		for _, fc := range sl.byFile {
			files[fc.Path] += fc.Count
		}
		h.Write(sl.digest[:])
		offset += len(seg)
	}
	w.listings.keepSegments(key, made)
	l.Counts.Total = l.n
	copy(l.Digest[:], h.Sum(nil))
	for _, rc := range order {
		rc.Title = w.ruleTitle(&Finding{ID: rc.ID, Analyzer: rc.Analyzer})
		l.Counts.ByRule = append(l.Counts.ByRule, *rc)
	}
	sort.Slice(l.Counts.ByRule, func(i, j int) bool {
		a, b := l.Counts.ByRule[i], l.Counts.ByRule[j]
		return a.Count > b.Count || a.Count == b.Count && a.ID < b.ID
	})
	for path, n := range files {
		l.Counts.ByFile = append(l.Counts.ByFile, FileCount{Path: path, Count: n})
	}
	sort.Slice(l.Counts.ByFile, func(i, j int) bool {
		a, b := l.Counts.ByFile[i], l.Counts.ByFile[j]
		return a.Count > b.Count || a.Count == b.Count && a.Path < b.Path
	})
	return l
}

// appendRun appends r to runs, joined to the last run when it continues
// it.
func appendRun(runs []listedRun, r listedRun) []listedRun {
	if r.from == r.to {
		return runs
	}
	if n := len(runs); n > 0 && runs[n-1].to == r.from && runs[n-1].at+(runs[n-1].to-runs[n-1].from) == r.at {
		runs[n-1].to = r.to
		return runs
	}
	return append(runs, r)
}

// A segListing is the listing of one segment of an analysis's findings
// under one selection: what List adds up, so that a listing after an edit
// lists again only the segments the edit built anew (Findings).
type segListing struct {
	len  int         // of the segment
	n    int         // findings listed
	runs []listedRun // the listed stretches, relative to the segment; nil when all are listed
	// Counts of the listed findings; byRule in the order their rules
	// first occur, Title left empty; byFile in path order.
	bySeverity map[analysis.Severity]int
	byAnalyzer map[string]int
	byRule     []RuleCount
	byFile     []FileCount
	// digest hashes every listed finding as the tools show it (a path
	// record before each run of a file's findings, then each finding's
	// key): two segments with the same digest list the same findings.
	digest [32]byte
}

// listSegment lists one segment of findings.
func listSegment(seg []Finding, sel Selection, ids map[string]bool) *segListing {
	sl := &segListing{len: len(seg), bySeverity: map[analysis.Severity]int{}, byAnalyzer: map[string]int{}}
	rules := map[string]int{} // id -> index in byRule
	h := sha256.New()
	bp := keyBuffers.Get().(*[]byte)
	defer keyBuffers.Put(bp)
	buf := (*bp)[:0]
	runStart := 0 // start in seg of the run being listed
	var (
		sevRun   countRun[analysis.Severity]
		anRun    countRun[string]
		lastPath string
	)
	for i := range seg {
		f := &seg[i]
		if f.Suppressed || !sel.keeps(f, ids) || sel.Exclude != nil && sel.Exclude(f) {
			if i > runStart {
				sl.runs = append(sl.runs, listedRun{at: sl.n - (i - runStart), from: runStart, to: i})
			} else if sl.runs == nil {
				sl.runs = []listedRun{}
			}
			runStart = i + 1
			continue
		}
		sl.n++
		// Counted per run of equal values (findings come sorted by file, a
		// rule's findings mostly share severity and analyzer): a map
		// update per finding cost more than the rest of the listing.
		if f.Severity != sevRun.key || f.Analyzer != anRun.key {
			sevRun.flush(sl.bySeverity)
			anRun.flush(sl.byAnalyzer)
			sevRun.key, anRun.key = f.Severity, f.Analyzer
		}
		sevRun.n++
		anRun.n++
		k, ok := rules[f.ID]
		if !ok {
			k = len(sl.byRule)
			rules[f.ID] = k
			sl.byRule = append(sl.byRule, RuleCount{ID: f.ID, Analyzer: f.Analyzer, Severity: f.Severity})
		}
		rc := &sl.byRule[k]
		rc.Count++
		if f.HasFix() {
			rc.Fixable++
		}
		if analysis.SeverityRank(f.Severity) > analysis.SeverityRank(rc.Severity) {
			rc.Severity = f.Severity
		}
		if f.Path != "" {
			if n := len(sl.byFile); n > 0 && sl.byFile[n-1].Path == f.Path {
				sl.byFile[n-1].Count++
			} else {
				sl.byFile = append(sl.byFile, FileCount{Path: f.Path, Count: 1})
			}
		}
		// Keys go to the hash in blocks: one Write per finding cost more
		// than the hashing. A file's path is written once per run of its
		// findings.
		if f.Path != lastPath {
			buf = appendKeyString(append(buf, 1), f.Path)
			lastPath = f.Path
		}
		if buf = appendFindingKey(buf, f); len(buf) >= 32<<10 {
			h.Write(buf)
			buf = buf[:0]
		}
	}
	if sl.runs != nil && runStart < len(seg) {
		sl.runs = append(sl.runs, listedRun{at: sl.n - (len(seg) - runStart), from: runStart, to: len(seg)})
	}
	sevRun.flush(sl.bySeverity)
	anRun.flush(sl.byAnalyzer)
	h.Write(buf)
	*bp = buf[:0]
	copy(sl.digest[:], h.Sum(nil))
	return sl
}

// keyBuffers hold the blocks listSegment hashes its findings' keys in:
// grown from nothing per segment they were 27 MB of a cold listing of Base
// Application's 215,000 every-analyzer findings.
var keyBuffers = sync.Pool{New: func() any { b := make([]byte, 0, 40<<10); return &b }}

// ruleTitle is the title of a finding's rule or compiler code ("" when
// alfix knows none, as for most of the compiler's codes).
func (w *Workspace) ruleTitle(f *Finding) string {
	if f.Analyzer != CompilerAnalyzer {
		if r, ok := w.opts.Registry.Lookup(f.ID); ok {
			return r.Title
		}
	}
	title, _, _ := CompilerCode(f.ID)
	return title
}

// appendFindingKey appends the fields of a finding that a listing shows
// but its path (List writes a path record before each run of a file's
// findings), after a 0 that tells the record from a path record (1), each
// length-prefixed, so that no two different listings encode alike.
func appendFindingKey(b []byte, f *Finding) []byte {
	b = append(b, 0)
	for _, s := range []string{f.ID, string(f.Severity), f.Analyzer, f.Message} {
		b = appendKeyString(b, s)
	}
	for _, n := range []int{f.Line, f.Column, f.EndLine, f.EndColumn} {
		b = binary.AppendUvarint(b, uint64(n))
	}
	if f.HasFix() {
		return append(b, 1)
	}
	return append(b, 0)
}

func appendKeyString(b []byte, s string) []byte {
	return append(binary.AppendUvarint(b, uint64(len(s))), s...)
}

// countRun counts a run of equal values before adding it to a map.
type countRun[K comparable] struct {
	key K
	n   int
}

func (r *countRun[K]) flush(m map[K]int) {
	if r.n > 0 {
		m[r.key] += r.n
		r.n = 0
	}
}

// Errors of Resume.
var (
	// ErrCursorMalformed: the text is not a cursor alfix made.
	ErrCursorMalformed = errors.New("not a cursor of analyze")
	// ErrCursorArguments: the cursor was made for other arguments.
	ErrCursorArguments = errors.New("the cursor was made for other arguments")
	// ErrCursorStale: the listing changed since the cursor was made.
	ErrCursorStale = errors.New("the findings changed since the cursor was made")
)

// cursorVersion starts every cursor; a new encoding is a new version.
const cursorVersion = 1

// Cursor returns the cursor of the page that starts at offset, for the
// arguments whose digest is args (the caller decides what they are: the
// same arguments must give the same digest).
func (l *Listing) Cursor(offset int, args [32]byte) string {
	b := make([]byte, 0, 1+binary.MaxVarintLen64+16+8)
	b = append(b, cursorVersion)
	b = binary.AppendUvarint(b, uint64(offset))
	b = append(b, l.Digest[:16]...)
	b = append(b, args[:8]...)
	return base64.RawURLEncoding.EncodeToString(b)
}

// Resume returns the offset a cursor names in this listing. It fails with
// ErrCursorMalformed, ErrCursorArguments (made for other args), or
// ErrCursorStale (made for a listing with other findings).
func (l *Listing) Resume(cursor string, args [32]byte) (int, error) {
	b, err := base64.RawURLEncoding.DecodeString(cursor)
	if err != nil || len(b) < 2 || b[0] != cursorVersion {
		return 0, ErrCursorMalformed
	}
	offset, n := binary.Uvarint(b[1:])
	rest := b[1+max(n, 0):]
	if n <= 0 || len(rest) != 24 {
		return 0, ErrCursorMalformed
	}
	if string(rest[16:]) != string(args[:8]) {
		return 0, ErrCursorArguments
	}
	if string(rest[:16]) != string(l.Digest[:16]) || offset >= uint64(l.n) {
		// A listing with the same digest has the same length, so an offset
		// past its end means the cursor was not made for it either.
		return 0, ErrCursorStale
	}
	return int(offset), nil
}

// ArgsDigest hashes the parts of a call's arguments that choose a listing
// (project, scope, selection, analyzers, compiler mode), for Cursor and
// Resume: each part is written in full, in order.
func ArgsDigest(parts ...string) [32]byte {
	h := sha256.New()
	for _, p := range parts {
		h.Write([]byte(strconv.Itoa(len(p))))
		h.Write([]byte{':'})
		h.Write([]byte(p))
	}
	var d [32]byte
	copy(d[:], h.Sum(nil))
	return d
}
