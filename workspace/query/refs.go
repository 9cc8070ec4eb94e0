package query

import (
	"bytes"
	"cmp"
	"context"
	"crypto/sha256"
	"fmt"
	"slices"
	"sort"
	"strings"
	"sync"
	"time"
	"unicode/utf8"

	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/symbols"
	"github.com/alfix/alfix/al/syntax"
	"github.com/alfix/alfix/workspace"
)

// ReferencesRequest is a find_references request: an object, or a member
// of it (see SourceRequest for MemberKind).
type ReferencesRequest struct {
	Object     ObjectRef
	Member     string
	MemberKind string
	Page       PageRequest
}

// CallerInfo is the code a reference is in.
type CallerInfo struct {
	ObjectKind, ObjectName string
	ObjectID               int
	// Routine is the procedure or trigger ("" in a property or control
	// outside code); Element the field, control or action that a trigger
	// belongs to ("" for object-level routines).
	Routine, Element string
}

// CallerCount is how many references one routine holds.
type CallerCount struct {
	CallerInfo
	Count int
}

// ReferenceInfo is one reference in a file of the project.
type ReferenceInfo struct {
	Path                             string
	Line, Column, EndLine, EndColumn int
	// Kind is one of symbols' Ref kinds (call, read, write, type, ...).
	Kind   string
	Caller CallerInfo
	// Text is the reference's line, trimmed, at most maxRefText bytes.
	Text string
}

// maxRefText bounds the line text of a reference.
const maxRefText = 160

// ReferencesResult is one page of find_references.
type ReferencesResult struct {
	Target     SymbolInfo
	References []ReferenceInfo
	// Callers lists every routine with references, most first; TotalCallers
	// counts them.
	Callers []CallerCount
	Page    PageInfo
	// FilesSearched counts the project's files, FilesParsed those that
	// name the target and were parsed; Elapsed the search (0 when the
	// listing came from the cache).
	FilesSearched, FilesParsed int
	Elapsed                    time.Duration
	Warnings                   []string
}

// referenceListing is every reference of one target in one snapshot.
type referenceListing struct {
	refs             []ReferenceInfo
	callers          []CallerCount
	searched, parsed int
	elapsed          time.Duration
}

// FindReferences lists the references to a declaration in the project's
// own files (symbols.FindReferences on every file whose text contains the
// name), sorted by file and position, with the routines they are in. The
// listing is kept while the project's files and declarations stay the
// same, so paging through it parses nothing again.
func FindReferences(ctx context.Context, p *workspace.Project, req ReferencesRequest) (*ReferencesResult, error) {
	v, o, err := viewObject(ctx, p, req.Object)
	if err != nil {
		return nil, err
	}
	y := v.objectSymbol(o)
	if req.Member != "" {
		if y, err = v.member(o, req.Member, req.MemberKind); err != nil {
			return nil, err
		}
	}
	target := v.refTarget(y)
	key, cacheable := v.referenceKey(target)
	l := v.qs.cachedReferences(key, cacheable)
	if l == nil {
		if l, err = v.searchReferences(ctx, target); err != nil {
			return nil, err
		}
		if cacheable {
			v.qs.keepReferences(key, l)
		}
	}
	pi, end, err := req.Page.page(key, len(l.refs))
	if err != nil {
		return nil, err
	}
	targets := []SymbolInfo{v.info(y)}
	v.locate(targets)
	res := &ReferencesResult{Target: targets[0], References: l.refs[pi.Offset:end], Callers: l.callers, Page: pi,
		FilesSearched: l.searched, FilesParsed: l.parsed, Elapsed: l.elapsed, Warnings: v.warnings()}
	return res, nil
}

// refTarget is the target of symbols.FindReferences for y.
func (v *symbolView) refTarget(y symbols.Symbol) symbols.RefTarget {
	t := symbols.RefTarget{Object: y.Object, Kind: y.Kind, Member: y.Name()}
	switch y.Kind {
	case symbols.KindField, symbols.KindEnumValue:
		t.Field = y.Field()
		if b := symbols.BaseKind(y.Object.Kind); b != "" {
			if base := v.sum.ObjectIn(b, y.Object.ExtendsNamespace, y.Object.Extends); base != nil {
				t.Object = base
			}
		}
	case symbols.KindProcedure, symbols.KindEvent:
	default:
		t.Kind, t.Member = "", ""
	}
	return t
}

// referenceKey names a reference listing: the snapshot (every file's
// content), the declarations and the target. false when some file's hash
// is not known yet.
func (v *symbolView) referenceKey(t symbols.RefTarget) ([32]byte, bool) {
	snap, ok := v.p.SnapshotDigest(v.paths, v.cfg)
	h := sha256.New()
	h.Write(snap[:])
	h.Write(v.hash[:])
	fmt.Fprintf(h, "\x00%s\x00%s\x00%s\x00%d\x00%s\x00%s", t.Object.Kind, t.Object.Name, t.Object.Namespace, t.Object.ID, t.Kind, strings.ToLower(t.Member))
	if t.Field != nil {
		fmt.Fprintf(h, "\x00%d", t.Field.ID)
	}
	var key [32]byte
	copy(key[:], h.Sum(nil))
	return key, ok
}

func (qs *state) cachedReferences(key [32]byte, ok bool) *referenceListing {
	if !ok {
		return nil
	}
	qs.mu.Lock()
	defer qs.mu.Unlock()
	return qs.refs[key]
}

func (qs *state) keepReferences(key [32]byte, l *referenceListing) {
	qs.mu.Lock()
	defer qs.mu.Unlock()
	if _, ok := qs.refs[key]; ok {
		return
	}
	if len(qs.refOrder) >= maxRefListings {
		delete(qs.refs, qs.refOrder[0])
		qs.refOrder = qs.refOrder[1:]
	}
	qs.refs[key] = l
	qs.refOrder = append(qs.refOrder, key)
}

// searchReferences reads every file of the view and finds the target's
// references in those whose text contains its name.
func (v *symbolView) searchReferences(ctx context.Context, t symbols.RefTarget) (*referenceListing, error) {
	start := time.Now()
	name := t.Member
	if t.Kind == "" {
		name = t.Object.Name
	}
	needle := []byte(strings.ToLower(name))
	opts := analysis.ParseOptions(v.cfg)
	files := map[string]*symbols.FileSymbols{}
	for _, fs := range v.sum.Files {
		files[fs.File] = fs
	}
	per := make([][]ReferenceInfo, len(v.paths))
	var parsed int
	var mu sync.Mutex
	workspace.Parallel(ctx, len(v.paths), func(i int) {
		path := v.paths[i]
		src, _, err := v.p.ReadFile(path)
		if err != nil || !containsFold(src, needle) {
			return
		}
		mu.Lock()
		parsed++
		mu.Unlock()
		f := syntax.Parse(path, src, opts)
		for _, r := range symbols.FindReferences(f, files[path], v.sum, t) {
			per[i] = append(per[i], referenceInfo(f, path, r))
		}
	})
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	l := &referenceListing{searched: len(v.paths), parsed: parsed}
	for _, rs := range per {
		l.refs = append(l.refs, rs...)
	}
	counts := map[CallerInfo]int{}
	for _, r := range l.refs {
		counts[r.Caller]++
	}
	for c, n := range counts {
		l.callers = append(l.callers, CallerCount{CallerInfo: c, Count: n})
	}
	sort.Slice(l.callers, func(i, j int) bool {
		a, b := l.callers[i], l.callers[j]
		if a.Count != b.Count {
			return a.Count > b.Count
		}
		return cmp.Or(cmp.Compare(a.ObjectKind, b.ObjectKind), strings.Compare(a.ObjectName, b.ObjectName),
			strings.Compare(a.Element, b.Element), strings.Compare(a.Routine, b.Routine)) < 0
	})
	l.elapsed = time.Since(start)
	return l, nil
}

func referenceInfo(f *syntax.File, path string, r symbols.Reference) ReferenceInfo {
	ri := ReferenceInfo{Path: path, Kind: r.Kind}
	ri.Line, ri.Column = f.Position(r.Span.Start)
	ri.EndLine, ri.EndColumn = f.Position(r.Span.End)
	if r.Object != nil {
		ri.Caller.ObjectKind = f.ObjectKind(r.Object).String()
		ri.Caller.ObjectName = f.DeclName(r.Object)
		if i := f.ObjectID(r.Object); i >= 0 {
			fmt.Sscan(f.TokenText(i), &ri.Caller.ObjectID)
		}
	}
	if r.Routine != nil {
		ri.Caller.Routine = f.DeclName(r.Routine)
		for p := r.Routine.Parent; p != nil && p != r.Object; p = p.Parent {
			if p.Kind == syntax.Element {
				ri.Caller.Element = f.DeclName(p)
				break
			}
		}
	}
	ri.Text = lineText(f, ri.Line)
	return ri
}

// lineText returns line (1-based) of f trimmed, cut at maxRefText bytes on
// a character boundary.
func lineText(f *syntax.File, line int) string {
	start := f.Lines.LineStart(line)
	if start < 0 {
		return ""
	}
	rest := f.Src[start:]
	if i := bytes.IndexAny(rest, "\r\n"); i >= 0 {
		rest = rest[:i]
	}
	rest = bytes.TrimSpace(rest)
	if len(rest) > maxRefText {
		cut := maxRefText
		for cut > 0 && !utf8.RuneStart(rest[cut]) {
			cut--
		}
		rest = append(slices.Clip(rest[:cut]), "…"...)
	}
	return string(rest)
}

// containsFold reports whether src contains needle (lower case) ignoring
// ASCII case.
func containsFold(src, needle []byte) bool {
	if len(needle) == 0 {
		return true
	}
	for _, c := range needle {
		if c >= utf8.RuneSelf {
			return bytes.Contains(bytes.ToLower(src), needle)
		}
	}
	first := needle[0]
	upper := first
	if first >= 'a' && first <= 'z' {
		upper = first - ('a' - 'A')
	}
	for i := 0; i+len(needle) <= len(src); i++ {
		c := src[i]
		if c != first && c != upper {
			continue
		}
		j := 1
		for ; j < len(needle); j++ {
			d := src[i+j]
			if d >= 'A' && d <= 'Z' {
				d += 'a' - 'A'
			}
			if d != needle[j] {
				break
			}
		}
		if j == len(needle) {
			return true
		}
	}
	return false
}
