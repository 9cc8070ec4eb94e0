package symbols

import (
	"cmp"
	"crypto/sha256"
	"encoding/json"
	"io"
	"slices"
	"strconv"
	"strings"
	"sync"
	"unicode"
	"unicode/utf8"
)

// Summary is the merged declarations of a project's files and, in a
// dependency layer, of the apps it depends on. Build makes it from
// FileSymbols in any order; BuildApp adds the app's identity and its
// resolved dependencies. The result (and its JSON, which holds the files
// only) is the same for the same input. Lookups are case-insensitive and
// accept quoted or unquoted, namespace-qualified or plain names; they
// search the project's own objects first, then each loaded dependency in
// order, so rules need not care where a declaration came from. A Summary is
// safe for concurrent reads.
type Summary struct {
	// Files are the project's own files, sorted by File name.
	Files []*FileSymbols `json:"files"`
	// App is the identity of the app the Files belong to and its friends;
	// zero for a summary made by Build.
	App AppInfo `json:"-"`
	// Dependents lists the other projects of the workspace whose manifests
	// declare a dependency on this app: code alfix can see that may call
	// the app's public members. The workspace sets it right after building
	// a project's summary; apps outside the workspace that depend on this
	// one are never known.
	Dependents []App `json:"-"`

	deps []*Dependency

	once  sync.Once
	index *summaryIndex

	layersOnce sync.Once
	layerList  []*Summary

	// The per-object lookup indexes, built on first use: fields (table ->
	// lower(name) -> field, extensions included) and procs. Objects of the
	// summary and of its dependencies are kept for its life (own); objects
	// it does not hold, such as those extracted again from a file's edited
	// content in every round of a bulk fix, go to a cache of at most
	// maxForeignObjects, emptied when full (foreign): keyed by pointer,
	// they would otherwise pile up for as long as the summary lives.
	fieldsMu sync.Mutex
	fields   objectCache[map[string]*Field]
	procs    objectCache[*procIndex]
}

// maxForeignObjects bounds the lookup indexes a Summary keeps for objects
// it does not hold: enough for the files a few workers analyse at once.
const maxForeignObjects = 256

// An objectCache is a per-object index of a Summary (see its fields).
type objectCache[T any] struct {
	own, foreign map[*Object]T
}

func (c *objectCache[T]) get(o *Object) (T, bool) {
	if v, ok := c.own[o]; ok {
		return v, true
	}
	v, ok := c.foreign[o]
	return v, ok
}

// put keeps v for o, an object of the summary or a dependency's (own) or
// not (see maxForeignObjects).
func (c *objectCache[T]) put(o *Object, own bool, v T) {
	if own {
		if c.own == nil {
			c.own = map[*Object]T{}
		}
		c.own[o] = v
		return
	}
	if c.foreign == nil || len(c.foreign) >= maxForeignObjects {
		c.foreign = map[*Object]T{}
	}
	c.foreign[o] = v
}

// holds reports whether o is declared by the summary's files or by one of
// its loaded dependencies.
func (s *Summary) holds(o *Object) bool {
	return s.IsOwn(o) || s.DependencyOf(o) != nil
}

type summaryIndex struct {
	byName     map[string][]*Object // kind + "\x00" + lower(name) and lower(namespace.name)
	byID       map[string]*Object   // kind + "\x00" + id
	byIDAll    map[string][]*Object // kind + "\x00" + id: every object, duplicates included
	extensions map[string][]*Object // base kind + "\x00" + lower(base name): extension objects
	implements map[string][]*Object // lower(interface name): implementing objects
	obsolete   map[string]bool      // lower(name) of every procedure with an [Obsolete] attribute
	fileOf     map[*Object]string
	all        []*Object
}

// Build merges per-file symbols. Files with the same File name keep the
// last one given; nil entries are skipped. The summary has no dependencies
// and no app identity.
func Build(files []*FileSymbols) *Summary { return BuildApp(AppInfo{}, files, nil) }

// BuildApp merges the per-file symbols of the app info describes (as
// Build) and adds its dependencies, in the order lookups search them after
// the app's own objects (nil entries are skipped). The dependencies'
// Symbols are shared, never copied or modified.
func BuildApp(info AppInfo, files []*FileSymbols, deps []*Dependency) *Summary {
	byName := make(map[string]*FileSymbols, len(files))
	for _, f := range files {
		if f != nil {
			byName[f.File] = f
		}
	}
	s := &Summary{Files: make([]*FileSymbols, 0, len(byName)), App: info}
	for _, d := range deps {
		if d != nil {
			s.deps = append(s.deps, d)
		}
	}
	for _, f := range byName {
		s.Files = append(s.Files, f)
	}
	slices.SortFunc(s.Files, func(a, b *FileSymbols) int { return strings.Compare(a.File, b.File) })
	s.ensureIndex()
	return s
}

// Decode reads a Summary from its JSON encoding.
func Decode(data []byte) (*Summary, error) {
	s := &Summary{}
	if err := json.Unmarshal(data, s); err != nil {
		return nil, err
	}
	return Build(s.Files), nil
}

// Hash identifies the declarations of the summary: it changes when any
// declaration (or a file name) changes and not when only bodies change,
// when the app's identity, friends or Dependents change, and when a
// dependency changes (its origin, reach, identity or Hash). A summary
// without dependencies and app identity hashes its files only.
func (s *Summary) Hash() [32]byte {
	h := sha256.New()
	s.hashApp(h)
	var n [8]byte
	for _, f := range s.Files {
		l := len(f.File)
		for i := range n {
			n[i] = byte(l >> (8 * i))
		}
		h.Write(n[:])
		h.Write([]byte(f.File))
		h.Write([]byte(f.DeclHash))
	}
	s.hashDeps(h)
	var out [32]byte
	h.Sum(out[:0])
	return out
}

// hashApp writes the app's identity, friends and Dependents to h (nothing
// for a summary without them).
func (s *Summary) hashApp(h io.Writer) {
	if info := s.App; info.App != (App{}) || len(info.InternalsVisibleTo) > 0 || len(s.Dependents) > 0 {
		var e declHasher
		e.str("app")
		e.int(len(info.InternalsVisibleTo))
		e.int(len(s.Dependents))
		for _, a := range append(append([]App{info.App}, info.InternalsVisibleTo...), s.Dependents...) {
			e.str(NormalizeAppID(a.ID))
			e.str(a.Name)
			e.str(a.Publisher)
			e.str(a.Version)
		}
		h.Write(e.buf)
	}
}

// hashDeps writes the dependencies' origin, reach, identity and Hash to h.
func (s *Summary) hashDeps(h io.Writer) {
	for _, d := range s.deps {
		var e declHasher
		e.str("dependency")
		e.int(int(d.Origin))
		e.int(int(d.Reach))
		e.str(NormalizeAppID(d.App.ID))
		e.str(d.App.Name)
		e.str(d.App.Publisher)
		e.str(d.App.Version)
		h.Write(e.buf)
		h.Write(d.Hash[:])
	}
}

func kindKey(kind, name string) string { return strings.ToLower(kind) + "\x00" + strings.ToLower(name) }

// lookupKey writes kindKey(kind, concatenation of parts) into buf and
// returns it, without allocating when the text is ASCII and fits (an index
// m[string(key)] does not allocate either); otherwise it returns the
// allocated key. Name lookups run for every name in code, so they must not
// build strings.
func lookupKey(buf []byte, kind string, parts ...string) []byte {
	b := buf[:0]
	ascii := true
	lower := func(s string) {
		for i := 0; i < len(s); i++ {
			c := s[i]
			if c >= 0x80 {
				ascii = false
				return
			}
			if 'A' <= c && c <= 'Z' {
				c += 'a' - 'A'
			}
			b = append(b, c)
		}
	}
	lower(kind)
	b = append(b, 0)
	for _, p := range parts {
		lower(p)
	}
	if !ascii {
		return []byte(kindKey(kind, strings.Join(parts, "")))
	}
	return b
}

// lowerKey writes strings.ToLower(s) into buf and returns it, without
// allocating when s is ASCII and fits (see lookupKey).
func lowerKey(buf []byte, s string) []byte {
	b := buf[:0]
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c >= 0x80 {
			return []byte(strings.ToLower(s))
		}
		if 'A' <= c && c <= 'Z' {
			c += 'a' - 'A'
		}
		b = append(b, c)
	}
	return b
}

func (s *Summary) ensureIndex() *summaryIndex {
	s.once.Do(func() {
		n := 0
		for _, f := range s.Files {
			n += len(f.Objects)
		}
		ix := &summaryIndex{
			byName:     make(map[string][]*Object, 2*n),
			byID:       make(map[string]*Object, n),
			byIDAll:    make(map[string][]*Object, n),
			extensions: map[string][]*Object{},
			implements: map[string][]*Object{},
			fileOf:     make(map[*Object]string, n),
			all:        make([]*Object, 0, n),
		}
		for _, f := range s.Files {
			for i := range f.Objects {
				o := &f.Objects[i]
				ix.all = append(ix.all, o)
				ix.fileOf[o] = f.File
				if o.Name != "" {
					k := kindKey(o.Kind, o.Name)
					ix.byName[k] = append(ix.byName[k], o)
					if o.Namespace != "" {
						qk := kindKey(o.Kind, o.Namespace+"."+o.Name)
						ix.byName[qk] = append(ix.byName[qk], o)
					}
				}
				if o.ID != 0 {
					k := kindKey(o.Kind, strconv.Itoa(o.ID))
					if _, dup := ix.byID[k]; !dup {
						ix.byID[k] = o
					}
					ix.byIDAll[k] = append(ix.byIDAll[k], o)
				}
				if base := baseKind(o.Kind); base != "" && o.Extends != "" {
					k := kindKey(base, o.Extends)
					ix.extensions[k] = append(ix.extensions[k], o)
				}
				for _, it := range o.Implements {
					k := strings.ToLower(it)
					ix.implements[k] = append(ix.implements[k], o)
				}
				for i := range o.Procedures {
					if o.Procedures[i].Obsolete {
						if ix.obsolete == nil {
							ix.obsolete = map[string]bool{}
						}
						ix.obsolete[strings.ToLower(o.Procedures[i].Name)] = true
					}
				}
			}
		}
		s.index = ix
	})
	return s.index
}

// baseKind returns the kind an extension kind extends ("tableextension"
// gives "table"), or "".
func baseKind(kind string) string {
	switch kind {
	case "tableextension":
		return "table"
	case "pageextension", "pagecustomization":
		return "page"
	case "reportextension":
		return "report"
	case "enumextension":
		return "enum"
	case "permissionsetextension":
		return "permissionset"
	case "profileextension":
		return "profile"
	}
	return ""
}

// SplitName splits a name reference as written into its namespace
// qualifier and its unquoted name (see splitQualified).
func SplitName(ref string) (ns, name string) { return splitQualified(ref) }

// splitQualified splits a name reference into namespace and name: quotes
// are removed per part; "Microsoft.Sales.Customer" gives ("Microsoft.Sales",
// "Customer"), `"No. Series"` gives ("", "No. Series"), `Ns."A.B"` gives
// ("Ns", "A.B"). An unquoted dotted name is also tried whole by lookups.
func splitQualified(ref string) (ns, name string) {
	ref = strings.TrimSpace(ref)
	if strings.IndexByte(ref, '"') < 0 {
		// Nothing to unquote: the parts are substrings of ref. Objects asks
		// this of every dependency layer that lacks a name (33 MB of
		// builders in a cold every-analyzer run of Base Application).
		if i := strings.LastIndexByte(ref, '.'); i >= 0 {
			return ref[:i], ref[i+1:]
		}
		return "", ref
	}
	return splitQuoted(ref)
}

// splitQualified's general case: a reference with quotes.
func splitQuoted(ref string) (ns, name string) {
	var parts []string
	var b strings.Builder
	inQuote := false
	for i := 0; i < len(ref); i++ {
		c := ref[i]
		switch {
		case c == '"' && inQuote && i+1 < len(ref) && ref[i+1] == '"':
			b.WriteByte('"')
			i++
		case c == '"':
			inQuote = !inQuote
		case c == '.' && !inQuote:
			parts = append(parts, b.String())
			b.Reset()
		default:
			b.WriteByte(c)
		}
	}
	parts = append(parts, b.String())
	if len(parts) == 1 {
		return "", parts[0]
	}
	return strings.Join(parts[:len(parts)-1], "."), parts[len(parts)-1]
}

// Objects returns every object of the given kind ("table", "page", ...)
// with the given name: plain (`Customer`, `"Sales Header"`) or
// namespace-qualified (`Microsoft.Sales.Customer`), the project's own
// first, then each dependency's. Several objects can share a name in
// different namespaces; the order is deterministic. The result must not be
// modified.
func (s *Summary) Objects(kind, name string) []*Object {
	out := s.ownObjects(kind, name)
	for _, d := range s.deps {
		if d.Symbols == nil {
			continue
		}
		if more := d.Symbols.ownObjects(kind, name); len(more) > 0 {
			if len(out) == 0 {
				out = more
			} else {
				out = append(slices.Clip(out), more...)
			}
		}
	}
	return out
}

// ownObjects is Objects in s's own files.
func (s *Summary) ownObjects(kind, name string) []*Object {
	ix := s.ensureIndex()
	var buf [128]byte
	if strings.IndexByte(name, '"') < 0 {
		// An unquoted name may contain dots itself (No. Series).
		if objs := ix.byName[string(lookupKey(buf[:], kind, name))]; len(objs) > 0 {
			return objs
		}
	}
	ns, plain := splitQualified(name)
	if ns == "" {
		return ix.byName[string(lookupKey(buf[:], kind, plain))]
	}
	if objs := ix.byName[string(lookupKey(buf[:], kind, ns, ".", plain))]; len(objs) > 0 {
		return objs
	}
	// A qualified reference to an object whose file has no namespace, or a
	// quoted name containing a dot: fall back to the plain name only when
	// that is unique.
	if objs := ix.byName[string(lookupKey(buf[:], kind, plain))]; len(objs) == 1 {
		return objs
	}
	return nil
}

// Object returns the object of the given kind and name (see Objects), the
// first one when several namespaces declare it, or nil. A name made only of
// digits is looked up as an id.
func (s *Summary) Object(kind, name string) *Object {
	if objs := s.Objects(kind, name); len(objs) > 0 {
		return objs[0]
	}
	if id, err := strconv.Atoi(strings.TrimSpace(name)); err == nil {
		return s.ObjectByID(kind, id)
	}
	return nil
}

// ObjectFrom returns the object of the given kind called name (unquoted)
// as code in a file of namespace fileNs with the given using directives
// sees it. A qualified name (ns != "") is looked up as ObjectIn does. An
// unqualified name is the only object of that kind and name in every
// layer; when several declare one, the only one the project may name (not
// of a transitive dependency, not internal to another app, not removed), else the first of those (own objects first)
// declared in fileNs, in a used namespace or in no namespace, else the first
// when they all share one namespace (a moved object and its new home); nil
// otherwise. A name made only of digits is also tried as an id.
func (s *Summary) ObjectFrom(kind, ns, name, fileNs string, usings []string) *Object {
	if ns != "" {
		return s.ObjectIn(kind, ns, name)
	}
	var buf [128]byte
	key := lookupKey(buf[:], kind, name)
	var first *Object
	several := false
	for _, l := range s.layers() {
		objs := l.ensureIndex().byName[string(key)]
		if len(objs) == 0 {
			continue
		}
		if first != nil || len(objs) > 1 {
			several = true
			break
		}
		first = objs[0]
	}
	if !several {
		if first == nil {
			if id, err := strconv.Atoi(name); err == nil {
				return s.ObjectByID(kind, id)
			}
		}
		return first
	}
	// Objects of transitive dependencies, internal objects of other apps
	// and removed objects cannot be named: when only one candidate can, it
	// is the one.
	var referable []*Object
	for _, l := range s.layers() {
		for _, o := range l.ensureIndex().byName[string(key)] {
			if s.Visible(o) && !strings.EqualFold(o.ObsoleteState, "Removed") {
				referable = append(referable, o)
			}
		}
	}
	// An own object declared again after a dependency's (AL0197) is the
	// duplicate: names bind to the dependency's (duplicates.go).
	referable = s.originals(referable)
	if len(referable) == 1 {
		return referable[0]
	}
	oneNamespace := len(referable) > 0
	for _, o := range referable {
		if o.Namespace == "" || strings.EqualFold(o.Namespace, fileNs) || slices.ContainsFunc(usings, func(u string) bool {
			return strings.EqualFold(u, o.Namespace)
		}) {
			return o
		}
		oneNamespace = oneNamespace && strings.EqualFold(o.Namespace, referable[0].Namespace)
	}
	if oneNamespace {
		// One object declared again in one namespace (a table moved to
		// another app and its new home), named from a file that does not
		// use it: the compiler resolves it.
		return referable[0]
	}
	return nil
}

// ObjectIn returns the object of the given kind called name (unquoted) in
// namespace ns: with ns "", any namespace (the first one, own objects
// first); with a namespace, that one, or the only object of that name when
// none is in it (the declaring file may not use namespaces). A name made
// only of digits is also tried as an id. Nil when none.
func (s *Summary) ObjectIn(kind, ns, name string) *Object {
	var buf [128]byte
	if ns != "" {
		key := lookupKey(buf[:], kind, ns, ".", name)
		var own []*Object
		for i, l := range s.layers() {
			objs := l.ensureIndex().byName[string(key)]
			switch {
			case len(objs) == 0:
			case i == 0:
				own = objs
			case own == nil:
				return objs[0]
			default:
				// The project's duplicate of a dependency's object
				// yields to it (duplicates.go).
				return s.originals(append(slices.Clip(own), objs...))[0]
			}
		}
		if own != nil {
			return own[0]
		}
		var only *Object
		key = lookupKey(buf[:], kind, name)
		for _, l := range s.layers() {
			objs := l.ensureIndex().byName[string(key)]
			if len(objs) > 1 || len(objs) == 1 && only != nil {
				return nil
			}
			if len(objs) == 1 {
				only = objs[0]
			}
		}
		return only
	}
	key := lookupKey(buf[:], kind, name)
	for _, l := range s.layers() {
		if objs := l.ensureIndex().byName[string(key)]; len(objs) > 0 {
			return objs[0]
		}
	}
	if id, err := strconv.Atoi(name); err == nil {
		return s.ObjectByID(kind, id)
	}
	return nil
}

// ObjectByID returns the object of the given kind and id (own objects
// first), or nil.
func (s *Summary) ObjectByID(kind string, id int) *Object {
	key := kindKey(kind, strconv.Itoa(id))
	for _, l := range s.layers() {
		if o := l.ensureIndex().byID[key]; o != nil {
			return o
		}
	}
	return nil
}

// ObjectsWithID returns every object of the given kind and id: the
// project's own first (duplicates included, in file order), then each
// loaded dependency's.
func (s *Summary) ObjectsWithID(kind string, id int) []*Object {
	key := kindKey(kind, strconv.Itoa(id))
	var out []*Object
	for _, l := range s.layers() {
		out = append(out, l.ensureIndex().byIDAll[key]...)
	}
	return out
}

// layers returns s followed by the summaries of its loaded dependencies:
// the order every lookup searches.
func (s *Summary) layers() []*Summary {
	s.layersOnce.Do(func() {
		s.layerList = append(make([]*Summary, 0, len(s.deps)+1), s)
		for _, d := range s.deps {
			if d.Symbols != nil {
				s.layerList = append(s.layerList, d.Symbols)
			}
		}
	})
	return s.layerList
}

// AllObjects returns every object of the project's own files, in file
// order (dependencies' objects are not included: see Dependencies).
func (s *Summary) AllObjects() []*Object { return s.ensureIndex().all }

// FileOf returns the file of the project's own that declares o ("" when o
// is not from s's own files, as for an object of a dependency).
func (s *Summary) FileOf(o *Object) string { return s.ensureIndex().fileOf[o] }

// Table returns the table with the given name (or id), or nil.
func (s *Summary) Table(name string) *Object { return s.Object("table", name) }

// Extensions returns the extension objects of a base object: table
// extensions of a table, page extensions and customizations of a page,
// report, enum, permission set and profile extensions; those of the
// project first, then those of each dependency.
func (s *Summary) Extensions(base *Object) []*Object {
	if base == nil {
		return nil
	}
	var out []*Object
	var buf, idBuf [128]byte
	byName := lookupKey(buf[:], base.Kind, base.Name)
	var byID []byte
	if base.ID != 0 {
		byID = strconv.AppendInt(lookupKey(idBuf[:], base.Kind), int64(base.ID), 10)
	}
	for _, l := range s.layers() {
		ix := l.ensureIndex()
		candidates := ix.extensions[string(byName)]
		if base.ID != 0 {
			// Extensions may name their base by id.
			candidates = append(slices.Clip(candidates), ix.extensions[string(byID)]...)
		}
		for _, ext := range candidates {
			// A qualified base must name base's namespace.
			if ext.ExtendsNamespace == "" || strings.EqualFold(ext.ExtendsNamespace, base.Namespace) {
				out = append(out, ext)
			}
		}
	}
	return out
}

// TableField returns the field named field of the table named table,
// looking in the table and then in its table extensions (modify elements
// excluded), or nil when either is unknown.
func (s *Summary) TableField(table, field string) *Field {
	t := s.Table(table)
	if t == nil {
		return nil
	}
	field = strings.TrimSpace(field)
	if strings.HasPrefix(field, `"`) {
		_, field = splitQualified(field)
	}
	return s.Field(t, field)
}

// systemFields are the fields the platform adds to every table.
var systemFields = []Field{
	{ID: 2000000000, Name: "SystemId", Type: ptr(kindType("Guid"))},
	{ID: 2000000001, Name: "SystemCreatedAt", Type: ptr(kindType("DateTime"))},
	{ID: 2000000002, Name: "SystemCreatedBy", Type: ptr(kindType("Guid"))},
	{ID: 2000000003, Name: "SystemModifiedAt", Type: ptr(kindType("DateTime"))},
	{ID: 2000000004, Name: "SystemModifiedBy", Type: ptr(kindType("Guid"))},
	{ID: 2000000005, Name: "SystemRowVersion", Type: ptr(kindType("BigInteger"))},
}

func ptr(t Type) *Type { return &t }

// Field returns the field called name (unquoted, any case) of table t or
// of its table extensions, or nil. Modify elements are not fields. The
// system fields every table has (SystemId, SystemCreatedAt, ...) are found
// too; TableFields does not list them.
func (s *Summary) Field(t *Object, name string) *Field {
	var buf [128]byte
	return s.fieldByKey(t, lowerKey(buf[:], name))
}

// fieldByKey looks up a lower-case field name; the per-table index is built
// on first use.
func (s *Summary) fieldByKey(t *Object, key []byte) *Field {
	if t == nil {
		return nil
	}
	s.fieldsMu.Lock()
	defer s.fieldsMu.Unlock()
	m, ok := s.fields.get(t)
	if !ok {
		m = map[string]*Field{}
		for i := range systemFields {
			m[strings.ToLower(systemFields[i].Name)] = &systemFields[i]
		}
		for _, fl := range s.TableFields(t) {
			if k := strings.ToLower(fl.Name); m[k] == nil {
				m[k] = fl
			}
		}
		s.fields.put(t, s.holds(t), m)
	}
	return m[string(key)]
}

// TableFields returns the fields of a table and its extensions (modify
// elements excluded), table fields first.
func (s *Summary) TableFields(t *Object) []*Field {
	if t == nil {
		return nil
	}
	var out []*Field
	for _, o := range append([]*Object{t}, s.Extensions(t)...) {
		for i := range o.Fields {
			if !o.Fields[i].Modify {
				out = append(out, &o.Fields[i])
			}
		}
	}
	return out
}

// PageSourceTable returns the source table of a page (for a page
// extension or customization, of the page it extends), or nil when it is
// not declared or not in the summary.
func (s *Summary) PageSourceTable(page *Object) *Object {
	if page == nil {
		return nil
	}
	if page.Kind == "pageextension" || page.Kind == "pagecustomization" {
		page = s.ObjectIn("page", page.ExtendsNamespace, page.Extends)
		if page == nil {
			return nil
		}
	}
	if page.SourceTable == "" {
		return nil
	}
	return s.Table(page.SourceTable)
}

// RecordTable returns the table whose record an object's implicit Rec is:
// the table itself, the base of a table extension, the source table of a
// page (or of a page extension's base). Nil when unknown.
func (s *Summary) RecordTable(o *Object) *Object {
	if o == nil {
		return nil
	}
	switch o.Kind {
	case "table":
		return o
	case "tableextension":
		return s.ObjectIn("table", o.ExtendsNamespace, o.Extends)
	case "page", "pageextension", "pagecustomization":
		return s.PageSourceTable(o)
	}
	return nil
}

// Interface returns the interface with the given name, or nil.
func (s *Summary) Interface(name string) *Object { return s.Object("interface", name) }

// Implementers returns the objects (codeunits, enums, enum extensions and
// interfaces extending it) that list the named interface, the project's
// own first. Namespaces are not told apart: Implements lists plain names.
// The result must not be modified.
func (s *Summary) Implementers(iface string) []*Object {
	_, name := splitQualified(iface)
	key := strings.ToLower(name)
	var out []*Object
	for _, l := range s.layers() {
		if more := l.ensureIndex().implements[key]; len(more) > 0 {
			if out == nil {
				out = more
			} else {
				out = append(slices.Clip(out), more...)
			}
		}
	}
	return out
}

// Procedures returns the procedures declared in the object of the given
// kind and name (not in its extensions), or nil.
func (s *Summary) Procedures(kind, name string) []Procedure {
	if o := s.Object(kind, name); o != nil {
		return o.Procedures
	}
	return nil
}

// ProceduresNamed returns every procedure (overloads) called name of
// object o and of its extensions, in source order (o first), or nil. The
// result shares memory with the summary and must not be modified. The
// per-object index (procedure positions sorted by name, extensions) is
// built on first use.
func (s *Summary) ProceduresNamed(o *Object, name string) []Procedure {
	if o == nil {
		return nil
	}
	ix := s.procIndexOf(o)
	out := ix.named(o, name)
	shared := true // out is a window of one object's Procedures
	for _, ext := range ix.exts {
		more := s.procIndexOf(ext).named(ext, name)
		switch {
		case len(more) == 0:
		case out == nil:
			out = more
		default:
			if shared {
				out = slices.Clone(out)
				shared = false
			}
			out = append(out, more...)
		}
	}
	return out
}

// procIndex is the lookup index of one object's procedures.
type procIndex struct {
	order []int32   // positions in Procedures, sorted by name (case-insensitive, stable)
	exts  []*Object // the object's extensions
}

// named returns o's procedures called name in source order: a window of
// o.Procedures when they are consecutive there, else a copy.
func (ix *procIndex) named(o *Object, name string) []Procedure {
	lo, _ := slices.BinarySearchFunc(ix.order, name, func(i int32, name string) int {
		return compareFold(o.Procedures[i].Name, name)
	})
	hi := lo
	for hi < len(ix.order) && compareFold(o.Procedures[ix.order[hi]].Name, name) == 0 {
		hi++
	}
	if lo == hi {
		return nil
	}
	if first, last := int(ix.order[lo]), int(ix.order[hi-1]); last-first == hi-lo-1 {
		return o.Procedures[first : last+1 : last+1]
	}
	out := make([]Procedure, 0, hi-lo)
	for _, i := range ix.order[lo:hi] {
		out = append(out, o.Procedures[i])
	}
	return out
}

// procIndexOf returns the procedure index of o, building it on first use.
func (s *Summary) procIndexOf(o *Object) *procIndex {
	s.fieldsMu.Lock()
	ix, ok := s.procs.get(o)
	s.fieldsMu.Unlock()
	if ok {
		return ix
	}
	ix = &procIndex{order: make([]int32, len(o.Procedures)), exts: s.Extensions(o)}
	for i := range ix.order {
		ix.order[i] = int32(i)
	}
	slices.SortStableFunc(ix.order, func(a, b int32) int {
		return compareFold(o.Procedures[a].Name, o.Procedures[b].Name)
	})
	own := s.holds(o)
	s.fieldsMu.Lock()
	defer s.fieldsMu.Unlock()
	if prev, ok := s.procs.get(o); ok {
		return prev
	}
	s.procs.put(o, own, ix)
	return ix
}

// compareFold compares strings.ToLower(a) and strings.ToLower(b) without
// allocating.
func compareFold(a, b string) int {
	for a != "" && b != "" {
		var ra, rb rune
		if a[0] < utf8.RuneSelf && b[0] < utf8.RuneSelf {
			ra, rb = rune(a[0]), rune(b[0])
			if 'A' <= ra && ra <= 'Z' {
				ra += 'a' - 'A'
			}
			if 'A' <= rb && rb <= 'Z' {
				rb += 'a' - 'A'
			}
			a, b = a[1:], b[1:]
		} else {
			var na, nb int
			ra, na = utf8.DecodeRuneInString(a)
			rb, nb = utf8.DecodeRuneInString(b)
			ra, rb = unicode.ToLower(ra), unicode.ToLower(rb)
			a, b = a[na:], b[nb:]
		}
		if ra != rb {
			return cmp.Compare(ra, rb)
		}
	}
	return cmp.Compare(len(a), len(b))
}

// Procedure returns the procedure called name of object o or, for a table
// or page, of its extensions; nil when none. Overloads give the first.
func (s *Summary) Procedure(o *Object, name string) *Procedure {
	if o == nil {
		return nil
	}
	for _, obj := range append([]*Object{o}, s.Extensions(o)...) {
		for i := range obj.Procedures {
			if strings.EqualFold(obj.Procedures[i].Name, name) {
				return &obj.Procedures[i]
			}
		}
	}
	return nil
}

// PrimaryKeyNames returns the names of a table's primary key fields: its
// first key's, or, for a table that declares no keys, its first field
// (AL keys such a table by it); nil when neither is known.
func PrimaryKeyNames(t *Object) []string {
	switch {
	case t == nil:
		return nil
	case len(t.Keys) > 0:
		return t.Keys[0].Fields
	case len(t.Fields) > 0:
		return []string{t.Fields[0].Name}
	}
	return nil
}

// PrimaryKey returns the fields of a table's primary key (PrimaryKeyNames)
// as Field finds them in the table and its extensions, or nil when there
// are none or one is not found.
func (s *Summary) PrimaryKey(t *Object) []*Field {
	names := PrimaryKeyNames(t)
	if len(names) == 0 {
		return nil
	}
	out := make([]*Field, 0, len(names))
	for _, n := range names {
		fl := s.Field(t, n)
		if fl == nil {
			return nil
		}
		out = append(out, fl)
	}
	return out
}

// MayCallObsolete reports whether some procedure called name (any case) has
// an [Obsolete] attribute in the summary or a loaded dependency: a cheap
// test before resolving a call for the obsolete-use check.
func (s *Summary) MayCallObsolete(name string) bool {
	var buf [128]byte
	key := lookupKey(buf[:], "", name)[1:] // the name alone, lower case
	for _, l := range s.layers() {
		if l.ensureIndex().obsolete[string(key)] {
			return true
		}
	}
	return false
}
