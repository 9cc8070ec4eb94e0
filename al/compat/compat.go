package compat

import (
	"cmp"
	"fmt"
	"slices"
	"strings"

	"github.com/alfix/alfix/al/symbols"
)

// Op is what happened to a declaration between the baseline and the
// current source.
type Op string

// The three operations.
const (
	Added   Op = "added"
	Removed Op = "removed"
	Changed Op = "changed"
)

// Element kinds a Change is about.
const (
	ElemObject    = "object"
	ElemField     = "field"
	ElemKey       = "key"
	ElemProcedure = "procedure"
	ElemEvent     = "event"
	ElemEnumValue = "enum value"
	ElemMethod    = "interface method"
	ElemControl   = "control"
	ElemAction    = "action"
)

// A Change is one difference between the baseline and the current source.
type Change struct {
	Op Op `json:"op"`
	// Element is what changed: ElemObject or a member kind.
	Element string `json:"element"`
	// ObjectKind, ObjectID and ObjectName name the object the change is in
	// (the current object when there is one, else the baseline's).
	ObjectKind string `json:"objectKind"`
	ObjectID   int    `json:"objectId,omitempty"`
	ObjectName string `json:"objectName"`
	// Member is the member's name as the current source declares it (the
	// baseline's for a removal); "" for an object change.
	Member string `json:"member,omitempty"`
	// Detail says what changed, for people ("type Integer -> Code[20]").
	Detail string `json:"detail,omitempty"`
	// Breaking is set when apps built against the baseline may break.
	Breaking bool `json:"breaking"`
	// Rule is the AppSourceCop rule id that reports the change ("" for
	// changes no rule reports) and Args its message arguments.
	Rule string   `json:"rule,omitempty"`
	Args []string `json:"-"`
}

// String returns the change on one line.
func (c Change) String() string {
	obj := c.ObjectKind + " "
	if c.ObjectID != 0 {
		obj += fmt.Sprint(c.ObjectID) + " "
	}
	obj += symbols.QuoteName(c.ObjectName)
	s := string(c.Op) + " " + c.Element
	if c.Member != "" {
		s += " " + symbols.QuoteName(c.Member) + " in"
	}
	s += " " + obj
	if c.Detail != "" {
		s += ": " + c.Detail
	}
	if c.Breaking {
		s += " [breaking"
		if c.Rule != "" {
			s += " " + c.Rule
		}
		s += "]"
	}
	return s
}

// Options are AppSourceCop's switches for what the comparison validates
// (AppSourceCop.json validateInternalSymbols, validateObsoleteSymbols,
// validateOnPremSymbols). The zero value validates the public API only.
type Options struct {
	// Internal counts internal objects and members (and internal events)
	// as API.
	Internal bool
	// Obsolete also reports the removal of members that were obsolete in
	// the baseline (procedures, events, enum values, controls, actions);
	// schema is always validated.
	Obsolete bool
	// OnPrem counts procedures with [Scope('OnPrem')] as API.
	OnPrem bool
}

// Compare returns every difference between the baseline's objects and
// the current summary's own objects, sorted by object and member. Nil
// summaries compare as empty.
func Compare(base, cur *symbols.Summary, opts Options) []Change {
	var out []Change
	if cur != nil {
		for _, o := range cur.AllObjects() {
			if b := Match(base, o); b != nil {
				out = append(out, CompareObject(base, cur, b, o, opts)...)
			} else {
				out = append(out, Change{Op: Added, Element: ElemObject, ObjectKind: o.Kind, ObjectID: o.ID, ObjectName: o.Name})
			}
		}
	}
	out = append(out, RemovedObjects(base, cur, opts)...)
	Sort(out)
	return out
}

// Sort orders changes by object kind, id, name, then element, member and
// rule.
func Sort(cs []Change) {
	slices.SortStableFunc(cs, func(a, b Change) int {
		return cmp.Or(cmp.Compare(a.ObjectKind, b.ObjectKind), cmp.Compare(a.ObjectID, b.ObjectID),
			cmp.Compare(strings.ToLower(a.ObjectName), strings.ToLower(b.ObjectName)),
			cmp.Compare(a.Element, b.Element), cmp.Compare(strings.ToLower(a.Member), strings.ToLower(b.Member)),
			cmp.Compare(a.Rule, b.Rule))
	})
}

// hasIDs reports whether objects of kind are identified by id.
func hasIDs(kind string) bool {
	switch kind {
	case "table", "tableextension", "page", "pageextension", "codeunit", "report", "reportextension",
		"query", "xmlport", "enum", "enumextension", "permissionset", "permissionsetextension":
		return true
	}
	return false
}

// Match returns the baseline object o continues: the baseline's own
// object of o's kind and id (of o's kind and name for kinds without ids),
// or nil for a new object.
func Match(base *symbols.Summary, o *symbols.Object) *symbols.Object {
	if base == nil || o == nil {
		return nil
	}
	if hasIDs(o.Kind) && o.ID != 0 {
		for _, b := range base.ObjectsWithID(o.Kind, o.ID) {
			if base.IsOwn(b) {
				return b
			}
		}
		return nil
	}
	var first *symbols.Object
	for _, b := range base.Objects(o.Kind, o.Name) {
		if !base.IsOwn(b) || !strings.EqualFold(b.Name, o.Name) {
			continue
		}
		if strings.EqualFold(b.Namespace, o.Namespace) {
			return b
		}
		if first == nil {
			first = b
		}
	}
	return first
}

// objectKey identifies an object across versions (see Match).
func objectKey(o *symbols.Object) string {
	if hasIDs(o.Kind) && o.ID != 0 {
		return fmt.Sprintf("%s\x00%d", o.Kind, o.ID)
	}
	return o.Kind + "\x00" + strings.ToLower(o.Name)
}

// RemovedObjects returns the baseline's objects the current summary's own
// objects no longer continue (see Match), with the rule that reports each
// removal: AS0001 for tables and table extensions, AS0029 for pages and
// page extensions, AS0089 for other objects that can be referenced. An
// object obsolete Removed in the baseline may go; one Pending may not
// (it must be Removed first). Internal objects count only with
// Options.Internal, tables and table extensions always.
func RemovedObjects(base, cur *symbols.Summary, opts Options) []Change {
	if base == nil {
		return nil
	}
	have := map[string]bool{}
	if cur != nil {
		for _, o := range cur.AllObjects() {
			have[objectKey(o)] = true
		}
	}
	var out []Change
	for _, b := range base.AllObjects() {
		if have[objectKey(b)] || b.Kind == "dotnet" || b.Name == "" {
			continue
		}
		c := Change{Op: Removed, Element: ElemObject, ObjectKind: b.Kind, ObjectID: b.ID, ObjectName: b.Name}
		schema := b.Kind == "table" || b.Kind == "tableextension"
		switch {
		case strings.EqualFold(b.ObsoleteState, "Removed"), strings.EqualFold(b.ObsoleteState, "Moved"):
		case !schema && !objectInAPI(b, opts):
		case schema:
			c.Breaking, c.Rule, c.Args = true, "AS0001", []string{b.Kind, b.Name}
		case b.Kind == "page" || b.Kind == "pageextension":
			c.Breaking, c.Rule, c.Args = true, "AS0029", []string{b.Kind, b.Name}
		default:
			c.Breaking, c.Rule, c.Args = true, "AS0089", []string{b.Kind, b.Name}
		}
		out = append(out, c)
	}
	return out
}

// objectInAPI reports whether dependents may use o: not internal (unless
// Options.Internal).
func objectInAPI(o *symbols.Object, opts Options) bool {
	return opts.Internal || !strings.EqualFold(o.Access, "Internal")
}

// CompareObject returns the differences between baseline object b and
// current object o (a pair Match found); base and cur, the summaries they
// belong to, resolve the objects types name (a Record of a renamed table
// is the same type), and may be nil.
func CompareObject(base, cur *symbols.Summary, b, o *symbols.Object, opts Options) []Change {
	x := &objectDiff{bs: base, cs: cur, b: b, o: o, opts: opts}
	x.object()
	x.fields()
	x.keys()
	x.procedures()
	x.values()
	x.controls(ElemControl, b.Controls, o.Controls, "AS0032")
	x.controls(ElemAction, b.Actions, o.Actions, "AS0031")
	return x.out
}

// objectDiff collects the changes of one object pair.
type objectDiff struct {
	bs, cs *symbols.Summary
	b, o   *symbols.Object
	opts   Options
	out    []Change
}

func (x *objectDiff) add(op Op, elem, member, detail, rule string, args ...string) {
	x.out = append(x.out, Change{Op: op, Element: elem, ObjectKind: x.o.Kind, ObjectID: x.o.ID, ObjectName: x.o.Name,
		Member: member, Detail: detail, Breaking: rule != "" && rule != "AS0086", Rule: rule, Args: args})
}

// object compares the object's own declaration: name, access and obsolete
// state.
func (x *objectDiff) object() {
	b, o := x.b, x.o
	if b.Name != o.Name {
		rule := ""
		switch o.Kind {
		case "table", "tableextension":
			rule = "AS0006"
		case "page", "pageextension":
			rule = "AS0030"
		default:
			if objectInAPI(b, x.opts) {
				rule = "AS0089"
			}
		}
		args := []string{o.Kind, b.Name, o.Name}
		if rule == "AS0089" {
			args = args[:2] // the old name is gone, as if deleted
		}
		x.add(Changed, ElemObject, "", fmt.Sprintf("renamed from %s to %s", symbols.QuoteName(b.Name), symbols.QuoteName(o.Name)),
			rule, args...)
	}
	if objectInAPI(b, x.opts) && !objectInAPI(o, Options{}) && !x.opts.Internal {
		x.add(Changed, ElemObject, "", "access reduced from "+accessName(b.Access)+" to "+accessName(o.Access), "AS0049", o.Kind, o.Name)
	}
	if d, rule := obsoleteChange(b.ObsoleteState, o.ObsoleteState); d != "" {
		x.add(Changed, ElemObject, "", d, rule, o.Kind+" "+o.Name)
	}
}

func accessName(a string) string {
	if a == "" {
		return "Public"
	}
	return a
}

// obsoleteChange describes a change of obsolete state and the rule that
// reports it: AS0115 for No -> Removed in one step.
func obsoleteChange(from, to string) (detail, rule string) {
	norm := func(s string) string {
		if s == "" {
			return "No"
		}
		return s
	}
	from, to = norm(from), norm(to)
	if strings.EqualFold(from, to) {
		return "", ""
	}
	if strings.EqualFold(from, "No") && strings.EqualFold(to, "Removed") {
		rule = "AS0115"
	}
	return "obsolete state " + from + " -> " + to, rule
}

// fields compares table and table extension fields: AS0002 removed,
// AS0005 renamed (same id), AS0004 type changed, AS0080/AS0086 length
// decreased/increased, AS0115 obsoleted in one step. Every field counts
// whatever its obsolete state, but one Removed in the baseline may go.
func (x *objectDiff) fields() {
	byID := map[int]*symbols.Field{}
	byName := map[string]*symbols.Field{}
	for i := range x.o.Fields {
		f := &x.o.Fields[i]
		if f.Modify {
			continue
		}
		byID[f.ID] = f
		byName[strings.ToLower(f.Name)] = f
	}
	seen := map[*symbols.Field]bool{}
	for i := range x.b.Fields {
		bf := &x.b.Fields[i]
		if bf.Modify {
			continue
		}
		f := byID[bf.ID]
		if f == nil && bf.ID == 0 {
			f = byName[strings.ToLower(bf.Name)]
		}
		if f == nil {
			if !strings.EqualFold(bf.ObsoleteState, "Removed") {
				x.add(Removed, ElemField, bf.Name, "", "AS0002", bf.Name, x.o.Name)
			} else {
				x.add(Removed, ElemField, bf.Name, "", "")
			}
			continue
		}
		seen[f] = true
		if bf.Name != f.Name {
			x.add(Changed, ElemField, f.Name, fmt.Sprintf("renamed from %s", symbols.QuoteName(bf.Name)), "AS0005", bf.Name, f.Name)
		}
		bt, t := typeOf(bf.Type), typeOf(f.Type)
		switch {
		case !x.sameKind(bt, t):
			x.add(Changed, ElemField, f.Name, "type "+typeText(bt)+" -> "+typeText(t), "AS0004", f.Name, typeText(bt), typeText(t))
		case t.Length < bt.Length:
			x.add(Changed, ElemField, f.Name, "length "+typeText(bt)+" -> "+typeText(t), "AS0080", f.Name, typeText(bt), typeText(t))
		case t.Length > bt.Length:
			x.add(Changed, ElemField, f.Name, "length "+typeText(bt)+" -> "+typeText(t), "AS0086", f.Name, typeText(bt), typeText(t))
		}
		if d, rule := obsoleteChange(bf.ObsoleteState, f.ObsoleteState); d != "" {
			x.add(Changed, ElemField, f.Name, d, rule, f.Name)
		}
	}
	for i := range x.o.Fields {
		if f := &x.o.Fields[i]; !f.Modify && !seen[f] {
			x.add(Added, ElemField, f.Name, typeText(typeOf(f.Type)), "")
		}
	}
}

// keys compares table keys: AS0010 primary key removed, AS0009 fields of a
// key changed.
func (x *objectDiff) keys() {
	if x.o.Kind != "table" {
		return
	}
	cur := map[string]*symbols.Key{}
	for i := range x.o.Keys {
		cur[strings.ToLower(x.o.Keys[i].Name)] = &x.o.Keys[i]
	}
	for i, bk := range x.b.Keys {
		k := cur[strings.ToLower(bk.Name)]
		switch {
		case k == nil && i == 0:
			x.add(Removed, ElemKey, bk.Name, "primary key", "AS0010", bk.Name)
		case k == nil:
			x.add(Removed, ElemKey, bk.Name, "", "")
		case !slices.EqualFunc(bk.Fields, k.Fields, strings.EqualFold):
			x.add(Changed, ElemKey, k.Name, "fields "+strings.Join(bk.Fields, ", ")+" -> "+strings.Join(k.Fields, ", "), "AS0009", k.Name)
		}
		delete(cur, strings.ToLower(bk.Name))
	}
	for _, k := range x.o.Keys {
		if cur[strings.ToLower(k.Name)] != nil {
			x.add(Added, ElemKey, k.Name, "", "")
		}
	}
}

// values compares enum values: AS0083 removed (unless the enum or the
// value was obsolete in the baseline).
func (x *objectDiff) values() {
	cur := map[string]bool{}
	for _, v := range x.o.Values {
		cur[strings.ToLower(v.Name)] = true
	}
	base := map[string]bool{}
	enumObsolete := x.b.ObsoleteState != ""
	for _, v := range x.b.Values {
		base[strings.ToLower(v.Name)] = true
		if cur[strings.ToLower(v.Name)] {
			continue
		}
		rule := ""
		if objectInAPI(x.b, x.opts) && (x.opts.Obsolete || !enumObsolete && property(v.Properties, "ObsoleteState") == "") {
			rule = "AS0083"
		}
		x.add(Removed, ElemEnumValue, v.Name, "", rule, v.Name, x.o.Name)
	}
	for _, v := range x.o.Values {
		if !base[strings.ToLower(v.Name)] {
			x.add(Added, ElemEnumValue, v.Name, "", "")
		}
	}
}

func property(props []symbols.Property, name string) string {
	for _, p := range props {
		if strings.EqualFold(p.Name, name) {
			return p.Value
		}
	}
	return ""
}

// controls compares the named controls or actions of a page, or those a
// page extension adds: removed ones are reported with rule (AS0032
// controls, AS0031 actions) unless obsolete in the baseline or the object
// is not in the API.
func (x *objectDiff) controls(elem string, base, cur []symbols.Control, rule string) {
	if x.o.Kind != "page" && x.o.Kind != "pageextension" {
		return
	}
	have := map[string]bool{}
	for _, c := range cur {
		if c.Kind != "" && c.Kind != "area" {
			have[strings.ToLower(c.Name)] = true
		}
	}
	had := map[string]bool{}
	for _, c := range base {
		if c.Kind == "" || c.Kind == "area" || c.Name == "" {
			continue
		}
		had[strings.ToLower(c.Name)] = true
		if have[strings.ToLower(c.Name)] {
			continue
		}
		r := ""
		if objectInAPI(x.b, x.opts) && (x.opts.Obsolete || c.Obsolete == nil) {
			r = rule
		}
		x.add(Removed, elem, c.Name, c.Kind, r, c.Name, x.o.Name)
	}
	for _, c := range cur {
		if c.Kind != "" && c.Kind != "area" && c.Name != "" && !had[strings.ToLower(c.Name)] {
			x.add(Added, elem, c.Name, c.Kind, "")
		}
	}
}

// typeOf returns *t or the zero Type.
func typeOf(t *symbols.Type) symbols.Type {
	if t == nil {
		return symbols.Type{}
	}
	return *t
}

// typeText is a type for messages.
func typeText(t symbols.Type) string {
	if t.Text != "" {
		return t.Text
	}
	return t.Kind
}

// sameKind reports whether two types are the same but for a length: kind,
// subtype object, array dimensions and type arguments.
func (x *objectDiff) sameKind(a, b symbols.Type) bool {
	if !strings.EqualFold(a.Kind, b.Kind) || a.ArrayDims != b.ArrayDims || len(a.Args) != len(b.Args) {
		return false
	}
	if !strings.EqualFold(a.Object, b.Object) && !x.sameObject(a.Kind, a.Object, b.Object) {
		return false
	}
	for i := range a.Args {
		if !x.sameType(a.Args[i], b.Args[i]) {
			return false
		}
	}
	return true
}

// sameType reports whether two types are the same, length and temporary
// included.
func (x *objectDiff) sameType(a, b symbols.Type) bool {
	return x.sameKind(a, b) && a.Length == b.Length && a.Temporary == b.Temporary
}

// sameObject reports whether the object a type of kind names as from in
// the baseline is the one it names as to in the current source: objects
// with the same id (a renamed table), so that a rename is reported once,
// on the object.
func (x *objectDiff) sameObject(kind, from, to string) bool {
	if x.bs == nil || x.cs == nil || from == "" || to == "" {
		return false
	}
	k := strings.ToLower(kind)
	if k == "record" {
		k = "table"
	}
	if !hasIDs(k) {
		return false
	}
	a, b := x.bs.Object(k, from), x.cs.Object(k, to)
	return a != nil && b != nil && a.ID != 0 && a.ID == b.ID
}
