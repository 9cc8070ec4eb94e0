package workspace

import (
	"crypto/sha256"
	"encoding/base64"
	"encoding/binary"
	"errors"
	"fmt"
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
func (s Selection) keeps(f Finding, ids map[string]bool) bool {
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
type Listing struct {
	Findings []Finding
	Counts   Counts
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

// listingMemo keeps the last listing with the findings slice and the
// selection it was made from: analyses of an unchanged snapshot share their
// findings (Project.Analyze), so their listings are the same too. It holds
// the slice itself, so that its array cannot be freed and reused for other
// findings while the memo names it.
type listingMemo struct {
	mu      sync.Mutex
	src     []Finding
	sel     string
	listing *Listing
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
	if len(ar.Findings) > 0 && len(m.src) == len(ar.Findings) && &m.src[0] == &ar.Findings[0] && m.sel == key {
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
	l := &Listing{Counts: Counts{BySeverity: map[analysis.Severity]int{}, ByAnalyzer: map[string]int{}}}
	rules := map[string]*RuleCount{}
	files := map[string]int{}
	h := sha256.New()
	var buf []byte
	// While every finding is kept the listing shares the analysis's slice
	// (findings are never modified once listed); the first one left out
	// starts a copy.
	copying := false
	var (
		sevRun   countRun[analysis.Severity]
		anRun    countRun[string]
		fileRun  countRun[string]
		lastPath string
	)
	for i, f := range ar.Findings {
		if f.Suppressed || !sel.keeps(f, ids) || sel.Exclude != nil && sel.Exclude(&ar.Findings[i]) {
			if !copying {
				copying = true
				l.Findings = append(make([]Finding, 0, len(ar.Findings)), ar.Findings[:i]...)
			}
			continue
		}
		if copying {
			l.Findings = append(l.Findings, f)
		}
		l.Counts.Total++
		// Counted per run of equal values (findings come sorted by file, a
		// rule's findings mostly share severity and analyzer): a map
		// update per finding cost more than the rest of the listing.
		if f.Severity != sevRun.key || f.Analyzer != anRun.key {
			sevRun.flush(l.Counts.BySeverity)
			anRun.flush(l.Counts.ByAnalyzer)
			sevRun.key, anRun.key = f.Severity, f.Analyzer
		}
		sevRun.n++
		anRun.n++
		rc := rules[f.ID]
		if rc == nil {
			rc = &RuleCount{ID: f.ID, Title: w.ruleTitle(f), Analyzer: f.Analyzer, Severity: f.Severity}
			rules[f.ID] = rc
		}
		rc.Count++
		if f.HasFix() {
			rc.Fixable++
		}
		if analysis.SeverityRank(f.Severity) > analysis.SeverityRank(rc.Severity) {
			rc.Severity = f.Severity
		}
		if f.Path != "" {
			if f.Path != fileRun.key {
				fileRun.flush(files)
				fileRun.key = f.Path
			}
			fileRun.n++
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
	if !copying {
		l.Findings = ar.Findings
	}
	sevRun.flush(l.Counts.BySeverity)
	anRun.flush(l.Counts.ByAnalyzer)
	fileRun.flush(files)
	h.Write(buf)
	copy(l.Digest[:], h.Sum(nil))
	for _, rc := range rules {
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

// ruleTitle is the title of a finding's rule or compiler code ("" when
// alfix knows none, as for most of the compiler's codes).
func (w *Workspace) ruleTitle(f Finding) string {
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
func appendFindingKey(b []byte, f Finding) []byte {
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
	if string(rest[:16]) != string(l.Digest[:16]) || offset >= uint64(len(l.Findings)) {
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
