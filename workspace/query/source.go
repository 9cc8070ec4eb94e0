package query

import (
	"bytes"
	"context"
	"crypto/sha256"
	"errors"
	"fmt"
	"os"
	"strconv"
	"strings"
	"sync"

	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/packages"
	"github.com/alfix/alfix/al/symbols"
	"github.com/alfix/alfix/al/syntax"
	"github.com/alfix/alfix/workspace"
)

// state holds what the symbol queries cache between calls, per workspace:
// outlines of source files (declaration positions), the source lists of
// packages and the last reference listings. Each is bounded; everything is
// derived from files and can be dropped at any time.
type state struct {
	w        *workspace.Workspace
	mu       sync.Mutex
	outlines map[string]*fileOutline        // by path, size and modification time
	sources  map[[32]byte]*sourceIndexEntry // by package hash
	refs     map[[32]byte]*referenceListing // by snapshot, summary and target
	refOrder [][32]byte                     // refs keys, oldest first
	graphKey [32]byte                       // the call graph's snapshot and summary
	graph    *graphEntry                    // the last call graph built (calls.go)
}

// Bounds of the query caches.
const (
	maxOutlines    = 4096
	maxRefListings = 8
)

// stateKey is the key of the queries' state in a workspace.
type stateKey struct{}

// stateOf returns the queries' state of a workspace.
func stateOf(w *workspace.Workspace) *state {
	return w.Attached(stateKey{}, func() any {
		return &state{
			w:        w,
			outlines: map[string]*fileOutline{},
			sources:  map[[32]byte]*sourceIndexEntry{},
			refs:     map[[32]byte]*referenceListing{},
		}
	}).(*state)
}

// --- outlines ---

// outlinePos is where a declaration is: its name (line, UTF-16 column)
// and its first and last lines.
type outlinePos struct{ Line, Column, StartLine, EndLine int }

type outlineMember struct {
	kind, name string
	pos        outlinePos
}

type outlineObject struct {
	kind, name string
	id         int
	pos        outlinePos
	members    []outlineMember
}

// fileOutline is the declaration positions of one source file.
type fileOutline struct {
	objects []outlineObject
}

func buildOutline(f *syntax.File) *fileOutline {
	pos := func(span, name syntax.Span) outlinePos {
		var p outlinePos
		p.Line, p.Column = f.Position(name.Start)
		p.StartLine, _ = f.Position(span.Start)
		p.EndLine, _ = f.Position(max(span.Start, span.End-1))
		return p
	}
	ol := &fileOutline{}
	for _, o := range symbols.Outline(f) {
		oo := outlineObject{kind: o.Kind, name: o.Name, id: o.ID, pos: pos(o.Span, o.NameSpan)}
		for _, m := range o.Members {
			oo.members = append(oo.members, outlineMember{kind: m.Kind, name: m.Name, pos: pos(m.Span, m.NameSpan)})
		}
		ol.objects = append(ol.objects, oo)
	}
	return ol
}

// object returns the outline of object o.
func (ol *fileOutline) object(o *symbols.Object) *outlineObject {
	for i := range ol.objects {
		oo := &ol.objects[i]
		if oo.kind == o.Kind && strings.EqualFold(oo.name, o.Name) && (oo.id == 0 || o.ID == 0 || oo.id == o.ID) {
			return oo
		}
	}
	return nil
}

// find returns the position of y's declaration in the outline.
func (ol *fileOutline) find(y symbols.Symbol) (outlinePos, bool) {
	oo := ol.object(y.Object)
	if oo == nil {
		return outlinePos{}, false
	}
	if y.Member < 0 {
		return oo.pos, true
	}
	o := y.Object
	name := y.Name()
	// The k-th declaration of that name (overloads are in source order).
	k := 0
	if y.Kind == symbols.KindProcedure || y.Kind == symbols.KindEvent {
		for i := range o.Procedures[:y.Member] {
			if strings.EqualFold(o.Procedures[i].Name, name) {
				k++
			}
		}
	}
	for _, m := range oo.members {
		if !sameMemberKind(m.kind, y.Kind) || !strings.EqualFold(m.name, name) {
			continue
		}
		if k == 0 {
			return m.pos, true
		}
		k--
	}
	return outlinePos{}, false
}

// findNamed returns the position of the n-th (from 1; 0 is the first)
// member of o of the outline kind and name: an object-level trigger, or
// a procedure the symbols do not list.
func (ol *fileOutline) findNamed(o *symbols.Object, kind, name string, n int) (outlinePos, bool) {
	n = max(n, 1)
	if oo := ol.object(o); oo != nil {
		for _, m := range oo.members {
			if m.kind == kind && strings.EqualFold(m.name, name) {
				if n--; n == 0 {
					return m.pos, true
				}
			}
		}
	}
	return outlinePos{}, false
}

// countNamed counts the members of o of the outline kind and name.
func (ol *fileOutline) countNamed(o *symbols.Object, kind, name string) int {
	c := 0
	if oo := ol.object(o); oo != nil {
		for _, m := range oo.members {
			if m.kind == kind && strings.EqualFold(m.name, name) {
				c++
			}
		}
	}
	return c
}

func sameMemberKind(outline, kind string) bool {
	switch kind {
	case symbols.KindProcedure, symbols.KindEvent:
		return outline == symbols.KindProcedure || outline == symbols.KindEvent
	}
	return outline == kind
}

// outlineOf returns the outline of a source file, cached by its path, size
// and modification time; nil when it cannot be read.
func (qs *state) outlineOf(path string, opts syntax.Options) *fileOutline {
	fi, err := os.Stat(path)
	if err != nil || !fi.Mode().IsRegular() {
		return nil
	}
	key := path + "\x00" + strconv.FormatInt(fi.Size(), 10) + "\x00" + strconv.FormatInt(fi.ModTime().UnixNano(), 10)
	if ol := qs.cachedOutline(key); ol != nil {
		return ol
	}
	src, err := qs.w.ReadSource(path)
	if err != nil {
		return nil
	}
	ol := buildOutline(syntax.Parse(path, src, opts))
	qs.keepOutline(key, ol)
	return ol
}

func (qs *state) cachedOutline(key string) *fileOutline {
	qs.mu.Lock()
	defer qs.mu.Unlock()
	return qs.outlines[key]
}

func (qs *state) keepOutline(key string, ol *fileOutline) {
	qs.mu.Lock()
	defer qs.mu.Unlock()
	if len(qs.outlines) >= maxOutlines {
		clear(qs.outlines)
	}
	qs.outlines[key] = ol
}

// sourceOutline returns the outline of a source text and the text as the
// outline counts its lines (UTF-16 files are read as UTF-8), parsing it
// only when its content was not outlined before: a large codeunit is read
// page by page.
func (qs *state) sourceOutline(name string, src []byte, opts syntax.Options) (*fileOutline, []byte) {
	h := sha256.Sum256(src)
	key := "content\x00" + string(h[:]) + "\x00" + strings.Join(opts.Symbols, "\x00")
	utf16 := len(src) >= 2 && (src[0] == 0xFF && src[1] == 0xFE || src[0] == 0xFE && src[1] == 0xFF)
	if ol := qs.cachedOutline(key); ol != nil && !utf16 {
		return ol, src
	}
	f := syntax.Parse(name, src, opts)
	ol := buildOutline(f)
	qs.keepOutline(key, ol)
	return ol, f.Src
}

// parseOptions are the preprocessor symbols to parse a file of the view
// with: the project's for its own files, none for a dependency's.
func (v *symbolView) parseOptions(loc SourceLocation) syntax.Options {
	if loc.Origin == OriginProject {
		return analysis.ParseOptions(v.cfg)
	}
	return syntax.Options{}
}

// locate fills in the positions of declarations whose source is a file
// (the project's or a source dependency's), parsing each file at most
// once (outlines are cached).
func (v *symbolView) locate(infos []SymbolInfo) {
	workspace.Parallel(context.Background(), len(infos), func(i int) {
		si := &infos[i]
		if si.Source.FilePath == "" {
			return
		}
		if ol := v.qs.outlineOf(si.Source.FilePath, v.parseOptions(si.Source)); ol != nil {
			if pos, ok := ol.find(si.symbol); ok {
				si.Source.setPos(pos)
			}
		}
	})
}

func (loc *SourceLocation) setPos(p outlinePos) {
	loc.Line, loc.Column, loc.StartLine, loc.EndLine = p.Line, p.Column, p.StartLine, p.EndLine
}

// --- package sources ---

type sourceIndexEntry struct {
	once sync.Once
	ix   *packages.SourceIndex
}

// packageSources returns the list of sources the package of dependency d
// embeds (an empty list when none), read once per package hash; nil when
// d is not a package or it cannot be read.
func (qs *state) packageSources(d *symbols.Dependency) *packages.SourceIndex {
	if d == nil || d.Origin != symbols.FromPackage || d.Location == "" || d.Hash == ([32]byte{}) {
		return nil
	}
	qs.mu.Lock()
	e := qs.sources[d.Hash]
	if e == nil {
		e = &sourceIndexEntry{}
		qs.sources[d.Hash] = e
	}
	qs.mu.Unlock()
	e.once.Do(func() {
		ix, err := packages.ListSources(d.Location, packages.Limits{})
		if err != nil {
			qs.w.Log().Warn("listing a package's sources failed", "package", d.Location, "error", err)
			return
		}
		e.ix = ix
	})
	return e.ix
}

// --- get_source ---

// SourceRequest names a declaration whose source is wanted: an object, or
// one of its members. MemberKind is a member kind of symbols (field,
// procedure, event, enumvalue), "trigger" for an object trigger, or ""
// for the first kind that has the name (triggers last); Overload picks the
// n-th procedure of that name, 1-based (0: the first).
type SourceRequest struct {
	Object     ObjectRef
	Member     string
	MemberKind string
	Overload   int
}

// SourceText is the source of one declaration.
type SourceText struct {
	// Symbol is the declaration, its Source with positions (in the
	// package's embedded file for a package).
	Symbol SymbolInfo
	// Lines are the declaration's lines, line breaks removed; FirstLine is
	// the file line of Lines[0] and FileLines the file's line count.
	Lines     []string
	FirstLine int
	FileLines int
	// Overloads counts the procedures of that name (0 for other members).
	Overloads int
	// Digest names the text, for cursors.
	Digest   [32]byte
	Warnings []string
}

// Source returns the source of an object or member: from the project's
// files, a source dependency's, or the src/ folder a package embeds. A
// package without that source is a SourceNotAvailable error. A member the
// project may not call (local, internal) is read all the same, and a
// procedure that the symbols do not list (a package's local procedures)
// is found in the source by its name.
func Source(ctx context.Context, p *workspace.Project, req SourceRequest) (*SourceText, error) {
	v, o, err := viewObject(ctx, p, req.Object)
	if err != nil {
		return nil, err
	}
	y := v.objectSymbol(o)
	overloads := 0
	// inSource: the kinds of member looked for by name in the object's
	// source only (triggers always; procedures the symbols do not list).
	var inSource []string
	var name string     // the member's name, for inSource
	var memberErr error // why Member is no field, procedure, event or value
	switch {
	case req.Member == "":
	case req.MemberKind == symbols.OutlineTrigger:
		inSource, name = []string{symbols.OutlineTrigger}, syntaxUnquote(req.Member)
	default:
		m, err := v.memberToRead(o, req.Member, req.MemberKind)
		var se *SymbolError
		switch {
		case err == nil:
			y = m
		case req.MemberKind == "" && errors.As(err, &se) && se.Problem == SymbolNotFound:
			inSource, name, memberErr = []string{symbols.OutlineTrigger, symbols.KindProcedure}, syntaxUnquote(req.Member), err
		case req.MemberKind == symbols.KindProcedure && errors.As(err, &se) && se.Problem == SymbolNotFound:
			inSource, name, memberErr = []string{symbols.KindProcedure}, syntaxUnquote(req.Member), err
		default:
			return nil, err
		}
		if inSource == nil && (y.Kind == symbols.KindProcedure || y.Kind == symbols.KindEvent) {
			all := v.overloads(y)
			overloads = len(all)
			if req.Overload > len(all) {
				return nil, &SymbolError{Problem: SymbolNotFound, What: fmt.Sprintf("overload %d of %s", req.Overload, memberWhat(y.Kind, y.Name(), o)),
					Why: fmt.Sprintf("it has %d overload(s)", len(all))}
			}
			if req.Overload > 0 {
				y = all[req.Overload-1]
			}
		}
	}
	si := v.info(y)
	src, err := v.sourceOf(si.Source, y)
	if err != nil {
		return nil, err
	}
	ol, text := v.qs.sourceOutline(orValue(si.Source.FilePath, si.Source.SourceFile), src, v.parseOptions(si.Source))
	var pos outlinePos
	var ok bool
	lines := splitLines(text)
	if inSource != nil {
		kind := ""
		for _, k := range inSource {
			if pos, ok = ol.findNamed(o, k, name, req.Overload); ok {
				kind = k
				break
			}
		}
		if !ok {
			if memberErr != nil {
				return nil, memberErr
			}
			return nil, &SymbolError{Problem: SymbolNotFound, What: memberWhat(inSource[0], name, o)}
		}
		c := objectInfo(o)
		sig := "trigger " + symbols.QuoteName(name) + "()"
		if kind == symbols.KindProcedure {
			// Not in the symbols: the declaration's line as written.
			overloads = ol.countNamed(o, kind, name)
			if pos.Line >= 1 && pos.Line <= len(lines) {
				sig = strings.TrimSpace(lines[pos.Line-1])
			}
		}
		si = SymbolInfo{Kind: kind, Name: name, Container: &c, Signature: sig,
			App: si.App, Own: si.Own, Source: si.Source, symbol: y}
	} else if pos, ok = ol.find(y); !ok {
		return nil, &SymbolError{Problem: SourceNotAvailable, What: describeSymbol(si), Path: orValue(si.Source.FilePath, si.Source.Package),
			Why: "its declaration was not found in the source file (the file changed since its symbols were read, or it declares the object differently)"}
	}
	si.Source.setPos(pos)
	st := &SourceText{Symbol: si, FirstLine: pos.StartLine, FileLines: len(lines), Overloads: overloads, Warnings: v.warnings()}
	st.Lines = lines[pos.StartLine-1 : min(pos.EndLine, len(lines))]
	h := sha256.New()
	h.Write(src)
	fmt.Fprintf(h, "\x00%s\x00%d\x00%d", describeSymbol(si), pos.StartLine, pos.EndLine)
	copy(st.Digest[:], h.Sum(nil))
	return st, nil
}

// overloads returns the procedures (or events) of y's name in y's
// object's composition, in declaration order: every one, whatever its
// access, since get_source reads them all.
func (v *symbolView) overloads(y symbols.Symbol) []symbols.Symbol {
	var out []symbols.Symbol
	for _, obj := range v.composition(y.Object) {
		dep := v.sum.DependencyOf(obj)
		for _, c := range membersOf(obj, y.Kind, dep) {
			if strings.EqualFold(c.Name(), y.Name()) {
				out = append(out, c)
			}
		}
	}
	return out
}

// sourceOf reads the source file a location names, at most the
// workspace's file size limit.
func (v *symbolView) sourceOf(loc SourceLocation, y symbols.Symbol) ([]byte, error) {
	w := v.p.Workspace()
	switch loc.Origin {
	case OriginProject, OriginSource:
		if loc.FilePath == "" {
			return nil, &SymbolError{Problem: SourceNotAvailable, What: describeSymbol(v.info(y)), Why: "alfix does not know its file"}
		}
		var src []byte
		var err error
		if loc.Origin == OriginProject {
			src, _, err = v.p.ReadFile(loc.FilePath)
		} else {
			src, err = w.ReadSource(loc.FilePath)
		}
		if err != nil {
			return nil, &SymbolError{Problem: SourceReadFailed, What: loc.FilePath, Path: loc.FilePath, Err: err}
		}
		return src, nil
	}
	ix := v.qs.packageSources(y.Dependency)
	entry, ok := ix.Entry(loc.SourceFile)
	if !ok {
		why := "the package ships no source (its publisher left it out: resourceExposurePolicy includeSourceInSymbolFile is off)"
		if ix == nil {
			why = "the package's sources could not be listed"
		} else if ix.Len() > 0 {
			why = fmt.Sprintf("the package embeds %d source files but not %s", ix.Len(), loc.SourceFile)
		}
		return nil, &SymbolError{Problem: SourceNotAvailable, What: describeSymbol(v.info(y)), Path: loc.Package, Why: why}
	}
	src, err := packages.ReadSource(loc.Package, entry, packages.Limits{}, w.MaxFileSize())
	if err != nil {
		return nil, &SymbolError{Problem: SourceReadFailed, What: loc.Package + ": " + entry, Path: loc.Package, Err: err}
	}
	return src, nil
}

// describeSymbol names a declaration in messages: `table 37 "Sales Line"`,
// `procedure Post of codeunit "Sales-Post"`.
func describeSymbol(si SymbolInfo) string {
	if si.Container != nil {
		return fmt.Sprintf("%s %s of %s %s", si.Kind, symbols.QuoteName(si.Name), si.Container.Kind, symbols.QuoteName(si.Container.Name))
	}
	return si.Signature
}

// splitLines splits text into lines without their line breaks (LF, CRLF
// or CR, as the line table counts them).
func splitLines(src []byte) []string {
	var out []string
	for len(src) > 0 {
		i := bytes.IndexAny(src, "\r\n")
		if i < 0 {
			out = append(out, string(src))
			return out
		}
		out = append(out, string(src[:i]))
		if src[i] == '\r' && i+1 < len(src) && src[i+1] == '\n' {
			i++
		}
		src = src[i+1:]
		if len(src) == 0 {
			out = append(out, "")
		}
	}
	if len(out) == 0 {
		out = append(out, "")
	}
	return out
}
