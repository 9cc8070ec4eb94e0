package symbols

import (
	"bytes"
	"crypto/sha256"
	"encoding/json"
	"maps"
	"slices"
	"strconv"
	"strings"
	"unicode/utf8"
)

// DeclChange says what changed between two summaries of one project, so
// that a cache can tell which files' results of project rules still hold:
// a file whose content did not change keeps them when the change is not
// Global and the file is not affected (Affects, MentionSet.Affected).
//
// Names is deliberately generous: a rule reads another file's declarations
// through a name its own file spells (an object, a field, a procedure, an
// event, an id) or through a declaration link the change touches (the
// source table of a page, the base of an extension), and Names holds every
// such name on both sides of the change. How much of a changed object it
// names depends on what changed (memberLevel): when only members that
// other files reach by their names changed (procedures, fields, enum
// values, global variables), the changed values' and variables' names,
// what the changed members mention, and, when a set of fields, values or
// variables changed, the objects linked to the object by their
// declarations (whose files read the whole set: an extension's ids, a
// page's source fields); not the object's own name, which its every user
// spells. A changed procedure or field counts only where a file also
// reaches the object (Reads: a Run or Description of another object is
// not it; SetRead.ReachedIn tells from the file's resolved names whether
// it reaches the member), and a rule that reads such a set whole from a file that spells
// the object but no member (Truncate over a table with a media field) is
// covered by Reads too. Any other change
// (the object's header or properties, keys, triggers, controls, a table's
// primary key, an interface's or implementer's procedures, a subscriber)
// names the object, its id and its links. What a rule reads of the project
// as a whole (all subscribers of an event, all objects) is not covered
// here: such rules say so themselves (analysis.Rule.ProjectFacts). Nor is
// a declaration reached through two links the change does not touch (a
// file names P, P's procedure returns Record T, a rule reads T's table
// properties): no rule reads that far today.
type DeclChange struct {
	// Global reports a change every file may depend on: the app's
	// identity, friends or dependents, a dependency, a file's namespace or
	// usings, or the set of objects (one added, removed, renamed,
	// renumbered, moved to another file or namespace, or given another
	// base).
	Global bool
	// Names are the lower-case names, and object ids as decimal text, that
	// a file must mention to be affected.
	Names map[string]bool
	// Reads are what a file sees of the change only together with the
	// object: a file that mentions one of a read's Objects and one of its
	// Words is affected too. They are the changed procedures and fields of
	// an object, and the member sets the change touched that a rule reads
	// whole in a file that spells the object and a word of the rule's
	// (memberSetReaders).
	Reads []SetRead
}

// A SetRead is a part of a change a file sees only through one object
// (DeclChange.Reads).
type SetRead struct {
	// Kind is the member kind (field, variable) when a rule reads the set
	// whole, or "member name" for the changed procedures and fields of an
	// object.
	Kind string
	// Objects are the lower-case names and ids of the object and, for an
	// extension, of its base (whose set the extension's members join); for
	// member names, every name through which a file reaches the object
	// (objectReach).
	Objects map[string]bool
	// Words are what a file spells where a rule reads the set whole; for
	// member names, the changed members' names.
	Words map[string]bool
	// Tables are, for a field set read whole (Kind "field"), the
	// lower-case names of the tables whose fields changed (an extension's
	// base): ReachedIn tells the files whose Truncate and TransferFields
	// calls are all on records of other tables.
	Tables map[string]bool
	// OwnerKind and Owner are, for member names, the kind and lower-case
	// name of the object whose members changed (an extension's base):
	// ReachedIn tells the files that spell a member's name only where it
	// names another object's member.
	OwnerKind, Owner string
}

// A memberRead gathers the changed procedures and fields of one object
// (its own and its extensions').
type memberRead struct {
	kind, owner string // the object's kind and lower-case name (an extension's base's)
	names       map[string]bool
	objects     []*Object // the changed objects, both versions
}

// namedTables are the tables (lower-case names) a project rule reads by
// their fixed name, so that a file depends on their fields without
// reaching them: AA0189 compares ApplicationArea values with the fields of
// "Application Area Setup". Their changed fields' names are Names.
var namedTables = map[string]bool{"application area setup": true}

// objectReach returns the lower-case names through which a file reaches
// the object owner of kind (lower-case name; objects are its changed
// versions, extensions among them), so that a name it spells may resolve
// to one of its members: the object's and its extensions' names and ids
// (a variable's type, a subscriber's publisher), the objects linked to it
// by their declarations (a page or data item on a table, an extension:
// their code has its implicit record; an extension of such a page spells
// the page), the procedures returning it (X.Get()."Field"), and the
// objects with a protected global variable of it (their extensions use
// it). A type is taken to name it by its name or id, whatever its kind:
// more than needed, never less.
func objectReach(kind, owner string, objects []*Object, old, cur *Summary) map[string]bool {
	reach := map[string]bool{}
	ids := map[string]bool{}
	for _, o := range objects {
		addSetOwner(reach, o, old, cur)
	}
	for _, s := range []*Summary{old, cur} {
		for _, t := range s.Objects(kind, owner) {
			if t.ID != 0 {
				ids[strconv.Itoa(t.ID)] = true
				reach[strconv.Itoa(t.ID)] = true
			}
		}
	}
	namesIt := func(t *Type) bool {
		if t == nil || t.Object == "" {
			return false
		}
		name := strings.ToLower(strings.Trim(t.Object, `"`))
		return name == owner || ids[name]
	}
	self := map[string]bool{owner: true}
	for _, s := range []*Summary{old, cur} {
		for _, f := range s.Files {
			for i := range f.Objects {
				o := &f.Objects[i]
				if linksTo(o, self) {
					addName(reach, o.Name)
				}
				for j := range o.Procedures {
					if namesIt(o.Procedures[j].Return) {
						addName(reach, o.Procedures[j].Name)
					}
				}
				for j := range o.Variables {
					if v := &o.Variables[j]; v.Protected && namesIt(v.Type) {
						addName(reach, o.Name)
					}
				}
			}
		}
	}
	return reach
}

// Affects reports whether the text src may depend on the change: it
// mentions one of Names, or one of a read's Objects and one of its Words
// (see Mentions).
func (ch DeclChange) Affects(src []byte) bool {
	if Mentions(src, ch.Names) {
		return true
	}
	for _, r := range ch.Reads {
		if Mentions(src, r.Objects) && Mentions(src, r.Words) {
			return true
		}
	}
	return false
}

// memberSetReaders are, per member kind, the words a file spells where a
// project rule reads an object's whole set of such members without
// spelling a member, and the objects whose set it reads (the one place to
// add a rule that does):
//
//   - fields: Truncate (AA0475: whether the table has a media field),
//     TransferFields (PC0020: the two tables' fields by number);
//   - variables: Clear and ClearAll (PC0016: whether a SingleInstance
//     codeunit has a global variable that is not a record), of a
//     SingleInstance codeunit only (a change of that property is one of
//     the object, which names it).
//
// The other whole-set reads are a file's own objects' (a page's source
// fields, an extension's ids and names) or compare the set with a name
// the file spells (ApplicationArea values, a page's names against its
// source fields): the linked objects and the member names cover them.
var memberSetReaders = map[string]setReader{
	"field":    {words: []string{"truncate", "transferfields"}},
	"variable": {words: []string{"clear", "clearall"}, of: singleInstance},
}

// A setReader is what rules that read a member set whole spell, and of
// which objects they read it (every object when of is nil).
type setReader struct {
	words []string
	of    func(o *Object) bool
}

func singleInstance(o *Object) bool {
	return strings.EqualFold(PropertyValue(o.Properties, "SingleInstance"), "true")
}

// Diff compares the declarations of two summaries of the same project.
func Diff(old, cur *Summary) DeclChange {
	ch := DeclChange{Names: map[string]bool{}}
	if appDepsHash(old) != appDepsHash(cur) || !sameObjectIdentities(old, cur) {
		ch.Global = true
		return ch
	}
	oldFiles := make(map[string]*FileSymbols, len(old.Files))
	for _, f := range old.Files {
		oldFiles[f.File] = f
	}
	var changed []*Object // both versions of every object changed as a whole
	var linkedTo []string // objects whose sets of fields, values or variables changed
	reads := map[string]SetRead{}
	memberReads := map[string]*memberRead{} // by kind and lower-case name of the object
	for _, nf := range cur.Files {
		of := oldFiles[nf.File]
		if of == nil || of.DeclHash == nf.DeclHash {
			continue // a file without objects (the identities are equal)
		}
		// A name the file's code starts or stops mentioning: the files that
		// spell it (the one declaring the procedure among them) may see
		// their project rules' answer change (LC0052: no other file calls it).
		mentionsChanged(of.Mentions, nf.Mentions, ch.Names)
		if of.Namespace != nf.Namespace || !slices.Equal(of.Usings, nf.Usings) || len(of.Objects) != len(nf.Objects) {
			ch.Global = true
			return ch
		}
		// The identities are equal, so the objects pair up in order.
		for i := range nf.Objects {
			o, n := &of.Objects[i], &nf.Objects[i]
			d := diffObject(o, n, ch.Names)
			switch {
			case !d.differs:
			case !memberLevel(o, n, d, old, cur):
				changed = append(changed, o, n)
				for _, k := range d.members {
					ch.Names[memberName(k)] = true
				}
			default:
				owner := setOwner(o)
				for kind := range d.kinds {
					if d.setChanged[kind] && kind != "procedure" {
						linkedTo = append(linkedTo, owner)
					}
					if sr, ok := memberSetReaders[kind]; ok && (sr.of == nil || sr.of(o) || sr.of(n)) {
						r, ok := reads[kind]
						if !ok {
							r = SetRead{Kind: kind, Objects: map[string]bool{}, Words: map[string]bool{}}
							for _, w := range sr.words {
								r.Words[w] = true
							}
							reads[kind] = r
						}
						addSetOwner(r.Objects, o, old, cur)
						if kind == "field" {
							if r.Tables == nil {
								r.Tables = map[string]bool{}
								reads[kind] = r
							}
							r.Tables[owner] = true
						}
					}
				}
				kind := o.Kind
				if base := baseKind(kind); base != "" {
					kind = base
				}
				for _, k := range d.members {
					if strings.HasPrefix(k, "procedure\x00") || strings.HasPrefix(k, "field\x00") && !namedTables[owner] {
						mr := memberReads[kind+"\x00"+owner]
						if mr == nil {
							mr = &memberRead{kind: kind, owner: owner, names: map[string]bool{}}
							memberReads[kind+"\x00"+owner] = mr
						}
						mr.names[memberName(k)] = true
						mr.objects = append(mr.objects, o, n)
						continue
					}
					ch.Names[memberName(k)] = true
				}
			}
		}
	}
	for _, key := range slices.Sorted(maps.Keys(memberReads)) {
		mr := memberReads[key]
		ch.Reads = append(ch.Reads, SetRead{Kind: "member name", Objects: objectReach(mr.kind, mr.owner, mr.objects, old, cur), Words: mr.names,
			OwnerKind: mr.kind, Owner: mr.owner})
	}
	for _, kind := range slices.Sorted(maps.Keys(reads)) {
		ch.Reads = append(ch.Reads, reads[kind])
	}
	for _, o := range changed {
		addLinks(o, ch.Names)
		// The base of an extension: rules read its source table through it.
		if base := baseKind(o.Kind); base != "" {
			for _, s := range []*Summary{old, cur} {
				for _, b := range s.Objects(base, o.Extends) {
					addName(ch.Names, b.SourceTable)
				}
			}
		}
	}
	// Objects linked to a changed object by their declarations (a page on
	// a changed table, an extension of a changed page, a report data item):
	// their files do not spell the changed object, but their users spell
	// them. The same for objects linked to an object whose set of fields,
	// values or variables changed: their files read the set whole.
	objectNames := map[string]bool{}
	for _, o := range changed {
		objectNames[strings.ToLower(o.Name)] = true
	}
	for _, name := range linkedTo {
		objectNames[name] = true
	}
	for _, s := range []*Summary{old, cur} {
		for _, f := range s.Files {
			for i := range f.Objects {
				if o := &f.Objects[i]; linksTo(o, objectNames) {
					addName(ch.Names, o.Name)
				}
			}
		}
	}
	return ch
}

// mentionsChanged adds to names every name in one of the sorted lists a
// and b but not the other.
func mentionsChanged(a, b []string, names map[string]bool) {
	for len(a) > 0 || len(b) > 0 {
		switch {
		case len(b) == 0 || len(a) > 0 && a[0] < b[0]:
			names[a[0]] = true
			a = a[1:]
		case len(a) == 0 || b[0] < a[0]:
			names[b[0]] = true
			b = b[1:]
		default:
			a, b = a[1:], b[1:]
		}
	}
}

// appDepsHash hashes what Summary.Hash covers besides the files.
func appDepsHash(s *Summary) [32]byte {
	h := sha256.New()
	s.hashApp(h)
	s.hashDeps(h)
	var out [32]byte
	h.Sum(out[:0])
	return out
}

// sameObjectIdentities reports whether two summaries have the same own
// objects in the same files: each object's file, kind, id, name, namespace
// and base. A file whose declarations are the same *FileSymbols in both
// (Summary.Replace shares the unchanged files') has the same objects; the
// others are compared object by object, so that an edit costs what its
// files hold, not what the project does.
func sameObjectIdentities(old, cur *Summary) bool {
	oldFiles := make(map[string]*FileSymbols, len(old.Files))
	for _, f := range old.Files {
		if len(f.Objects) > 0 {
			oldFiles[f.File] = f
		}
	}
	seen := 0
	for _, nf := range cur.Files {
		if len(nf.Objects) == 0 {
			continue
		}
		of := oldFiles[nf.File]
		if of == nil {
			return false
		}
		seen++
		if of != nf && !slices.Equal(fileObjectIdentities(of), fileObjectIdentities(nf)) {
			return false
		}
	}
	return seen == len(oldFiles)
}

// fileObjectIdentities lists the kind, id, name, namespace and base of
// every object of a file, sorted.
func fileObjectIdentities(f *FileSymbols) []string {
	out := make([]string, 0, len(f.Objects))
	for _, o := range f.Objects {
		out = append(out, strings.Join([]string{o.Kind, strconv.Itoa(o.ID), strings.ToLower(o.Name),
			strings.ToLower(o.Namespace), strings.ToLower(o.Extends), strings.ToLower(o.ExtendsNamespace)}, "\x00"))
	}
	slices.Sort(out)
	return out
}

// An objectDiff is what differs between two versions of one object.
type objectDiff struct {
	differs bool
	header  bool            // the object without its members
	kinds   map[string]bool // the kinds of members that differ
	// setChanged are the kinds whose set of members (names, and ids for
	// fields and values) differs, not only a member's declaration.
	setChanged map[string]bool
	// members are the keys (memberKey) of the members that differ.
	members []string
	// subscriber: an event subscriber differs.
	subscriber bool
}

// diffObject compares two versions of one object member by member and adds
// what the members that differ mention to names (their own names are in
// the result's members: Diff decides where they go).
func diffObject(o, n *Object, names map[string]bool) objectDiff {
	d := objectDiff{header: !bytes.Equal(objectHeader(o), objectHeader(n)), kinds: map[string]bool{}, setChanged: map[string]bool{}}
	d.differs = d.header
	og, ng := memberEncodings(o), memberEncodings(n)
	member := func(k string, set bool) {
		d.differs = true
		kind := k[:strings.IndexByte(k, 0)]
		d.kinds[kind] = true
		d.setChanged[kind] = d.setChanged[kind] || set
		d.members = append(d.members, k)
	}
	oids, nids := memberIDs(o), memberIDs(n)
	for k, ob := range og {
		if nb, ok := ng[k]; !ok || !bytes.Equal(ob, nb) {
			member(k, !ok || oids[k] != nids[k])
		}
	}
	for k := range ng {
		if _, ok := og[k]; !ok {
			member(k, true)
		}
	}
	if !d.differs {
		return d
	}
	slices.Sort(d.members)
	// What the differing members mention: the whole objects' mentions are
	// taken, which is more than needed and never less.
	for _, x := range []*Object{o, n} {
		addMentions(x, og, ng, names)
		// A subscriber is reached through its object as well: a manual
		// one's binding (BindSubscription) names only the codeunit.
		for i := range x.Procedures {
			if p := &x.Procedures[i]; p.EventSubscriber && !bytes.Equal(og[memberKey("procedure", p.Name)], ng[memberKey("procedure", p.Name)]) {
				d.subscriber = true
			}
		}
	}
	return d
}

// memberIDs returns the ids of an object's fields and enum values by
// member key (the last of same-named ones).
func memberIDs(x *Object) map[string]int {
	ids := make(map[string]int, len(x.Fields)+len(x.Values))
	for _, f := range x.Fields {
		ids[memberKey("field", f.Name)] = f.ID
	}
	for _, v := range x.Values {
		ids[memberKey("value", v.Name)] = v.ID
	}
	return ids
}

// memberLevel reports whether a change to o (now n) concerns only the
// files that spell a changed member (or what it mentions), those that
// read a changed set whole (DeclChange.Reads) and those that declare an
// object linked to it: whether only procedures reached by name (callsOnly,
// no event subscriber), fields, enum values or global variables differ,
// and no changed field is one of a table's primary key (which rules read
// without spelling it: Get, SetLoadFields) nor can become one (a table
// without keys is keyed by its first field). old and cur are the two
// summaries (an extension's base keys).
func memberLevel(o, n *Object, d objectDiff, old, cur *Summary) bool {
	if d.header || d.subscriber {
		return false
	}
	for kind := range d.kinds {
		switch kind {
		case "procedure":
			if !callsOnly(o) || !callsOnly(n) {
				return false
			}
		case "field":
			if o.Kind == "table" && (len(o.Keys) == 0 || len(n.Keys) == 0) {
				return false
			}
		case "value", "variable":
		default:
			return false
		}
	}
	if !d.kinds["field"] {
		return true
	}
	keyFields := map[string]bool{}
	addKeys := func(x *Object) {
		for _, k := range x.Keys {
			for _, f := range k.Fields {
				keyFields[strings.ToLower(strings.Trim(f, `"`))] = true
			}
		}
	}
	addKeys(o)
	addKeys(n)
	if o.Kind == "tableextension" {
		for _, s := range []*Summary{old, cur} {
			for _, b := range s.Objects("table", o.Extends) {
				addKeys(b)
			}
		}
	}
	for _, k := range d.members {
		if strings.HasPrefix(k, "field\x00") && keyFields[memberName(k)] {
			return false
		}
	}
	return true
}

// setOwner returns the lower-case name of the object whose member sets
// o's members belong to: its base for an extension, else o.
func setOwner(o *Object) string {
	if baseKind(o.Kind) != "" {
		return strings.ToLower(strings.Trim(o.Extends, `"`))
	}
	return strings.ToLower(o.Name)
}

// addSetOwner adds o's name and id, and for an extension its base's, to
// names (a SetRead's Objects).
func addSetOwner(names map[string]bool, o *Object, old, cur *Summary) {
	addName(names, o.Name)
	if o.ID != 0 {
		names[strconv.Itoa(o.ID)] = true
	}
	if base := baseKind(o.Kind); base != "" {
		addName(names, o.Extends)
		for _, s := range []*Summary{old, cur} {
			for _, b := range s.Objects(base, o.Extends) {
				if b.ID != 0 {
					names[strconv.Itoa(b.ID)] = true
				}
			}
		}
	}
}

// callsOnly reports whether the procedures of o are reached from other
// files only by their names, so that a change to them alone concerns only
// the files that spell one of those names (or what the procedures' own
// declarations mention): a call, an event subscription ('OnAfterX'), an
// overload or a namesake in an extension all spell the procedure (not so
// for an event subscriber: memberLevel). It is
// not so for an interface, whose implementers spell only the interface,
// nor for an object that implements one, whose procedures an implements
// list or an enum's Implementation reaches by the object's name alone.
// Then the object's name, id and linked objects are left out of
// DeclChange.Names.
func callsOnly(o *Object) bool {
	return o.Kind != "interface" && len(o.Implements) == 0
}

// memberEncodings encodes an object's members by kind and lower-case name
// (overloads and same-named members together, in order).
func memberEncodings(x *Object) map[string][]byte {
	m := map[string][]byte{}
	add := func(group, name string, v any) {
		b, _ := json.Marshal(v)
		k := memberKey(group, name)
		m[k] = append(append(m[k], b...), '\n')
	}
	addEach(add, "property", x.Properties, func(p Property) string { return p.Name })
	addEach(add, "field", x.Fields, func(f Field) string { return f.Name })
	addEach(add, "key", x.Keys, func(k Key) string { return k.Name })
	addEach(add, "value", x.Values, func(v EnumValue) string { return v.Name })
	addEach(add, "dataitem", x.DataItems, func(d DataItem) string { return d.Name })
	addEach(add, "procedure", x.Procedures, func(p Procedure) string { return p.Name })
	addEach(add, "trigger", x.Triggers, func(t string) string { return t })
	addEach(add, "variable", x.Variables, func(v Variable) string { return v.Name })
	addEach(add, "control", x.Controls, func(c Control) string { return c.Name })
	addEach(add, "action", x.Actions, func(c Control) string { return c.Name })
	return m
}

func addEach[T any](add func(group, name string, v any), group string, xs []T, name func(T) string) {
	for _, x := range xs {
		add(group, name(x), x)
	}
}

// memberKey is a member's key in memberEncodings: its kind and lower-case
// name; memberName takes the name back.
func memberKey(group, name string) string { return group + "\x00" + strings.ToLower(name) }

func memberName(key string) string { return key[strings.IndexByte(key, 0)+1:] }

// objectHeader encodes an object without its members.
func objectHeader(o *Object) []byte {
	h := *o
	h.Properties, h.Fields, h.Keys, h.Values, h.DataItems = nil, nil, nil, nil, nil
	h.Procedures, h.Triggers, h.Variables, h.Controls, h.Actions = nil, nil, nil, nil, nil
	b, _ := json.Marshal(h)
	return b
}

// addMentions adds the names the members of x that differ between the two
// group maps mention: object types, attribute arguments, property values,
// control sources, key fields, data item tables.
func addMentions(x *Object, og, ng map[string][]byte, names map[string]bool) {
	differs := func(group, name string) bool {
		k := memberKey(group, name)
		return !bytes.Equal(og[k], ng[k])
	}
	addType := func(t *Type) {
		if t == nil {
			return
		}
		addName(names, t.Object)
		for i := range t.Args {
			addName(names, t.Args[i].Object)
		}
	}
	// Of a member's properties only those that link to other objects:
	// captions, tooltips and classifications are read through the member.
	addLinkProps := func(ps []Property) {
		for _, p := range ps {
			if linkProperties[strings.ToLower(p.Name)] {
				addWords(names, p.Value)
			}
		}
	}
	for _, p := range x.Properties {
		if differs("property", p.Name) {
			addWords(names, p.Value)
		}
	}
	for _, f := range x.Fields {
		if differs("field", f.Name) {
			addType(f.Type)
			addLinkProps(f.Properties)
		}
	}
	for _, k := range x.Keys {
		if differs("key", k.Name) {
			for _, f := range k.Fields {
				addName(names, f)
			}
		}
	}
	for _, v := range x.Values {
		if differs("value", v.Name) {
			addLinkProps(v.Properties)
		}
	}
	for _, d := range x.DataItems {
		if differs("dataitem", d.Name) {
			addName(names, d.Table)
		}
	}
	for _, p := range x.Procedures {
		if differs("procedure", p.Name) {
			// An event subscriber's attribute names the publisher and the
			// event; other attributes (Scope('OnPrem'), Obsolete's reason)
			// are read through the procedure, which its users spell.
			for _, a := range p.Attributes {
				if !strings.EqualFold(a.Name, "EventSubscriber") {
					continue
				}
				for _, arg := range a.Args {
					addWords(names, arg)
				}
			}
			for i := range p.Parameters {
				addType(p.Parameters[i].Type)
			}
			addType(p.Return)
		}
	}
	for _, v := range x.Variables {
		if differs("variable", v.Name) {
			addType(v.Type)
		}
	}
	for _, cs := range [][]Control{x.Controls, x.Actions} {
		for _, c := range cs {
			if differs("control", c.Name) || differs("action", c.Name) {
				addWords(names, c.Source)
				addName(names, c.Parent)
				addName(names, c.Anchor)
			}
		}
	}
}

// addLinks adds a changed object's own name and id and the objects its
// header names.
func addLinks(o *Object, names map[string]bool) {
	addName(names, o.Name)
	if o.ID != 0 {
		names[strconv.Itoa(o.ID)] = true
	}
	addName(names, o.Extends)
	addName(names, o.SourceTable)
	for _, it := range o.Implements {
		addName(names, it)
	}
}

// linksTo reports whether o's declaration names one of the objects
// (lower-case names) as its base, source table or a data item's table.
func linksTo(o *Object, objects map[string]bool) bool {
	if objects[strings.ToLower(o.Extends)] || objects[strings.ToLower(o.SourceTable)] {
		return true
	}
	for _, d := range o.DataItems {
		if objects[strings.ToLower(d.Table)] {
			return true
		}
	}
	return false
}

func addName(names map[string]bool, name string) {
	if name = strings.Trim(name, `"`); name != "" {
		names[strings.ToLower(name)] = true
	}
}

// linkProperties are the member properties whose values name other
// objects.
var linkProperties = map[string]bool{"tablerelation": true, "calcformula": true, "implementation": true}

// declWords are the keywords and built-in type names a declaration's text
// spells besides names (ObjectType::Codeunit, Database::"X", tabledata,
// where, const): a file spelling them is not concerned for that alone.
// Quoted object names that are such words ("Date") are not seen through
// them; the object's own name and members still are.
var declWords = map[string]bool{}

func init() {
	for _, w := range strings.Fields(`table tableextension page pageextension codeunit report reportextension
		query xmlport enum enumextension interface permissionset permissionsetextension profile
		controladdin entitlement dotnet objecttype database true false record integer decimal text
		code boolean date time datetime option guid biginteger duration blob media mediaset recordid
		dateformula label tabledata where field const filter sum count lookup exist average min max
		upperlimit order ascending descending if else
		eventsubscriber integrationevent businessevent internalevent externalbusinessevent
		obsolete scope nondebuggable tryfunction test handlerfunctions confirmhandler messagehandler
		inherentpermissions inherententitlements`) {
		declWords[w] = true
	}
}

// addWords adds every token of text (as Mentions splits a file) but the
// declaration keywords to names.
func addWords(names map[string]bool, text string) {
	eachToken([]byte(text), func(tok []byte) bool {
		if w := strings.ToLower(string(tok)); !declWords[w] {
			names[w] = true
		}
		return false
	})
}

// Mentions reports whether src mentions one of names (lower case): whether
// one of its tokens is among them. The tokens are every run of letters,
// digits and underscores (any non-ASCII byte counts as a letter), and the
// text after every double or single quote up to the next same quote on its
// line, so that quoted names, names in strings ('OnAfterInsertEvent') and
// names in comments all count. Lines that begin with using or namespace
// are left out: they name namespaces, whose every change is Global. Text
// that is not valid UTF-8 or holds a NUL byte (another encoding) mentions
// everything.
func Mentions(src []byte, names map[string]bool) bool {
	if len(names) == 0 {
		return false
	}
	if !plainText(src) {
		return true
	}
	var buf []byte
	return eachMention(src, func(tok []byte) bool {
		buf = lowerInto(buf[:0], tok)
		return names[string(buf)]
	})
}

// plainText reports whether src is text Mentions reads token by token:
// valid UTF-8 without a NUL byte.
func plainText(src []byte) bool {
	return bytes.IndexByte(src, 0) < 0 && utf8.Valid(src)
}

// eachMention calls fn with every token of src that Mentions compares
// (those of lines that do not begin with using or namespace) until fn
// returns true, and reports whether it did.
func eachMention(src []byte, hit func(tok []byte) bool) bool {
	for len(src) > 0 {
		line := src
		if nl := bytes.IndexByte(src, '\n'); nl >= 0 {
			line, src = src[:nl+1], src[nl+1:]
		} else {
			src = nil
		}
		if namespaceLine(line) {
			continue
		}
		if eachToken(line, hit) {
			return true
		}
	}
	return false
}

// namespaceLine reports whether line begins (after blanks) with the word
// using or namespace.
func namespaceLine(line []byte) bool {
	line = bytes.TrimLeft(line, " \t\r\ufeff")
	for _, kw := range []string{"using", "namespace"} {
		if len(line) > len(kw) && strings.EqualFold(string(line[:len(kw)]), kw) && !isTokenByte(line[len(kw)]) {
			return true
		}
	}
	return false
}

// eachToken calls fn with every token of src (see Mentions) until fn
// returns true, and reports whether it did. It follows AL's lexical
// structure far enough to keep a quoted name whole: the words inside
// "Customer No." are not mentions of Customer. Comments and string
// literals are taken loosely (every word, and the text after every quote),
// and a string literal's whole text is a token too.
func eachToken(src []byte, fn func(tok []byte) bool) bool {
	for i := 0; i < len(src); {
		c := src[i]
		switch {
		case c == '/' && i+1 < len(src) && (src[i+1] == '/' || src[i+1] == '*'):
			end := len(src)
			if src[i+1] == '/' {
				if nl := bytes.IndexByte(src[i:], '\n'); nl >= 0 {
					end = i + nl
				}
			} else if e := bytes.Index(src[i+2:], []byte("*/")); e >= 0 {
				end = i + 2 + e
			}
			if looseTokens(src[i+2:end], fn) {
				return true
			}
			i = end + 2
		case c == '\'':
			j := i + 1
			for j < len(src) {
				if src[j] == '\'' {
					if j+1 < len(src) && src[j+1] == '\'' {
						j += 2
						continue
					}
					break
				}
				j++
			}
			text := src[i+1 : min(j, len(src))]
			if len(text) > 0 && (fn(text) || looseTokens(text, fn)) {
				return true
			}
			i = j + 1
		case c == '"':
			end := len(src)
			if e := bytes.IndexAny(src[i+1:], "\"\n"); e >= 0 {
				end = i + 1 + e
			}
			if name := src[i+1 : end]; len(name) > 0 && fn(name) {
				return true
			}
			i = end + 1
		case isTokenByte(c):
			j := wordEnd(src, i)
			if fn(src[i:j]) {
				return true
			}
			i = j
		default:
			i++
		}
	}
	return false
}

// looseTokens calls fn with every word of text and the text after every
// quote up to the next same quote on its line.
func looseTokens(text []byte, fn func(tok []byte) bool) bool {
	for i := 0; i < len(text); {
		c := text[i]
		switch {
		case isTokenByte(c):
			j := wordEnd(text, i)
			if fn(text[i:j]) {
				return true
			}
			i = j
		case c == '"' || c == '\'':
			rest := text[i+1:]
			end := bytes.IndexByte(rest, c)
			if nl := bytes.IndexByte(rest, '\n'); end > 0 && (nl < 0 || end < nl) && fn(rest[:end]) {
				return true
			}
			i++
		default:
			i++
		}
	}
	return false
}

// wordEnd returns the end of the run of token bytes that starts at i.
func wordEnd(b []byte, i int) int {
	for i < len(b) && isTokenByte(b[i]) {
		i++
	}
	return i
}

func isTokenByte(c byte) bool {
	return c >= 0x80 || c == '_' || c >= '0' && c <= '9' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z'
}

// lowerInto appends tok in lower case to buf.
func lowerInto(buf, tok []byte) []byte {
	for _, c := range tok {
		if c >= 0x80 {
			return append(buf[:0], strings.ToLower(string(tok))...)
		}
	}
	for _, c := range tok {
		if c >= 'A' && c <= 'Z' {
			c += 'a' - 'A'
		}
		buf = append(buf, c)
	}
	return buf
}
