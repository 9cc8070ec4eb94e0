package symbols

import (
	"encoding/binary"
	"errors"
	"fmt"
	"unsafe"
)

// The binary encoding of an app's declarations (EncodeModule): compact and
// fast to decode, for the package-summary cache and for the exact copy
// alfix writes into the packages it exports. Layout: the magic and version,
// a string table (count, every length, then all bytes back to back, so
// that decoding makes one string and slices it), a type table, the
// element totals (so that decoding allocates each kind of element once,
// in one slice, instead of hundreds of thousands of small slices), the
// AppInfo, then the files. Integers are varints; strings and types are
// table indexes. A file's Mentions are not encoded: they are a fact of the
// project's own code for its own rules, not a declaration other apps use.
const (
	moduleMagic   = "ALFXMOD"
	moduleVersion = 6 // 3 added field triggers, 4 key SumIndexFields, 5 control obsolescence, 6 report columns
)

// ModuleHeader returns the bytes every encoded module starts with (the
// magic and the format version): what tests that forge hostile modules
// write, so that they keep reaching the decoder when the format changes.
func ModuleHeader() []byte { return append([]byte(moduleMagic), moduleVersion) }

// ErrModuleFormat is returned (wrapped) for bytes that are not a module
// encoding of this version.
var ErrModuleFormat = errors.New("symbols: not an encoded module of this version")

// EncodeModule encodes an app's identity and the declarations of its files.
// The result is deterministic and DecodeModule gives back equal values
// (types shared as Extract shares them).
func EncodeModule(info AppInfo, files []*FileSymbols) []byte {
	e := &moduleEncoder{strIndex: map[string]int{"": 0}, strs: []string{""}, typeIndex: map[*Type]int{}, typeKey: map[string]int{}}
	// Body first (collecting strings and types), then the tables in front.
	e.app(info)
	e.uint(len(files))
	e.tot.files = len(files)
	for _, f := range files {
		e.file(f)
	}
	body := e.buf
	out := make([]byte, 0, len(body)+len(e.types)*8+e.strBytes+len(e.strs)*2+16)
	out = append(out, moduleMagic...)
	out = append(out, moduleVersion)
	out = binary.AppendUvarint(out, uint64(len(e.strs)))
	for _, s := range e.strs {
		out = binary.AppendUvarint(out, uint64(len(s)))
	}
	for _, s := range e.strs {
		out = append(out, s...)
	}
	e.buf = out
	e.uint(len(e.types))
	for _, t := range e.types {
		e.typeValue(t)
	}
	for _, n := range e.tot.list() {
		e.uint(*n)
	}
	return append(e.buf, body...)
}

// moduleTotals counts every element of a module by kind.
type moduleTotals struct {
	files, objects, strs, props, fields, keys, values, dataItems, procs, attrs, params, vars, controls int
}

func (t *moduleTotals) list() []*int {
	return []*int{&t.files, &t.objects, &t.strs, &t.props, &t.fields, &t.keys, &t.values, &t.dataItems, &t.procs, &t.attrs, &t.params, &t.vars, &t.controls}
}

type moduleEncoder struct {
	tot       moduleTotals
	buf       []byte
	strIndex  map[string]int
	strs      []string
	strBytes  int
	typeIndex map[*Type]int
	typeKey   map[string]int // hash encoding of a type -> index, for equal types behind different pointers
	types     []*Type
	key       declHasher
}

func (e *moduleEncoder) uint(n int) { e.buf = binary.AppendUvarint(e.buf, uint64(n)) }
func (e *moduleEncoder) int(n int)  { e.buf = binary.AppendVarint(e.buf, int64(n)) }

func (e *moduleEncoder) bool(b bool) {
	if b {
		e.buf = append(e.buf, 1)
	} else {
		e.buf = append(e.buf, 0)
	}
}

func (e *moduleEncoder) str(s string) { e.uint(e.strRef(s)) }

// strRef returns the table index of s, adding it when new.
func (e *moduleEncoder) strRef(s string) int {
	i, ok := e.strIndex[s]
	if !ok {
		i = len(e.strs)
		e.strIndex[s] = i
		e.strs = append(e.strs, s)
		e.strBytes += len(s)
	}
	return i
}

// typeStrings adds the strings of t to the table: the type table is
// written after the string table.
func (e *moduleEncoder) typeStrings(t *Type) {
	for _, s := range []string{t.Text, t.Kind, t.Object, t.ObjectNamespace} {
		e.strRef(s)
	}
	for i := range t.Args {
		e.typeStrings(&t.Args[i])
	}
}

func (e *moduleEncoder) strList(ss []string) {
	e.uint(len(ss))
	e.tot.strs += len(ss)
	for _, s := range ss {
		e.str(s)
	}
}

// typeRef writes the index of t in the type table (nil as the zero Type).
func (e *moduleEncoder) typeRef(t *Type) {
	if t == nil {
		t = &Type{}
	}
	if i, ok := e.typeIndex[t]; ok {
		e.uint(i)
		return
	}
	e.key.buf = e.key.buf[:0]
	e.key.typ(t)
	i, ok := e.typeKey[string(e.key.buf)]
	if !ok {
		i = len(e.types)
		e.types = append(e.types, t)
		e.typeKey[string(e.key.buf)] = i
		e.typeStrings(t)
	}
	e.typeIndex[t] = i
	e.uint(i)
}

func (e *moduleEncoder) typeValue(t *Type) {
	e.str(t.Text)
	e.str(t.Kind)
	e.str(t.Object)
	e.str(t.ObjectNamespace)
	e.bool(t.Temporary)
	e.int(t.Length)
	e.int(t.ArrayDims)
	e.uint(len(t.Args))
	for i := range t.Args {
		e.typeValue(&t.Args[i])
	}
}

func (e *moduleEncoder) appRef(a App) {
	e.str(a.ID)
	e.str(a.Name)
	e.str(a.Publisher)
	e.str(a.Version)
}

func (e *moduleEncoder) app(info AppInfo) {
	e.appRef(info.App)
	e.uint(len(info.InternalsVisibleTo))
	for _, f := range info.InternalsVisibleTo {
		e.appRef(f)
	}
}

func (e *moduleEncoder) props(ps []Property) {
	e.uint(len(ps))
	e.tot.props += len(ps)
	for _, p := range ps {
		e.str(p.Name)
		e.str(p.Value)
	}
}

func (e *moduleEncoder) file(f *FileSymbols) {
	e.str(f.File)
	e.str(f.Namespace)
	e.strList(f.Usings)
	e.str(f.DeclHash)
	e.uint(len(f.Objects))
	e.tot.objects += len(f.Objects)
	for i := range f.Objects {
		e.object(&f.Objects[i])
	}
}

func (e *moduleEncoder) object(o *Object) {
	e.str(o.Kind)
	e.int(o.ID)
	e.str(o.Name)
	e.str(o.Namespace)
	e.str(o.Access)
	e.str(o.ObsoleteState)
	e.str(o.Extends)
	e.str(o.ExtendsNamespace)
	e.strList(o.Implements)
	e.str(o.SourceTable)
	e.props(o.Properties)
	e.uint(len(o.Fields))
	e.tot.fields += len(o.Fields)
	for i := range o.Fields {
		fl := &o.Fields[i]
		e.int(fl.ID)
		e.str(fl.Name)
		e.typeRef(fl.Type)
		e.bool(fl.Modify)
		e.str(fl.FieldClass)
		e.str(fl.Caption)
		e.str(fl.OptionMembers)
		e.str(fl.ObsoleteState)
		e.props(fl.Properties)
		e.strList(fl.Triggers)
	}
	e.uint(len(o.Keys))
	e.tot.keys += len(o.Keys)
	for _, k := range o.Keys {
		e.str(k.Name)
		e.strList(k.Fields)
		e.strList(k.SumIndexFields)
	}
	e.uint(len(o.Values))
	e.tot.values += len(o.Values)
	for _, v := range o.Values {
		e.int(v.ID)
		e.str(v.Name)
		e.props(v.Properties)
	}
	e.uint(len(o.DataItems))
	e.tot.dataItems += len(o.DataItems)
	for _, d := range o.DataItems {
		e.str(d.Kind)
		e.str(d.Name)
		e.str(d.Table)
	}
	e.uint(len(o.Procedures))
	e.tot.procs += len(o.Procedures)
	for i := range o.Procedures {
		p := &o.Procedures[i]
		e.str(p.Name)
		e.str(p.Access)
		e.uint(len(p.Attributes))
		e.tot.attrs += len(p.Attributes)
		for _, a := range p.Attributes {
			e.str(a.Name)
			e.strList(a.Args)
		}
		e.uint(len(p.Parameters))
		e.tot.params += len(p.Parameters)
		for j := range p.Parameters {
			e.str(p.Parameters[j].Name)
			e.bool(p.Parameters[j].Var)
			e.typeRef(p.Parameters[j].Type)
		}
		e.typeRef(p.Return)
		e.str(p.ReturnName)
		e.uint(flags(p.EventPublisher, p.EventSubscriber, p.Obsolete, p.Event, p.HasBody))
	}
	e.strList(o.Triggers)
	e.uint(len(o.Variables))
	e.tot.vars += len(o.Variables)
	for i := range o.Variables {
		e.str(o.Variables[i].Name)
		e.typeRef(o.Variables[i].Type)
		e.bool(o.Variables[i].Protected)
	}
	e.controls(o.Controls)
	e.controls(o.Actions)
}

func (e *moduleEncoder) controls(cs []Control) {
	e.uint(len(cs))
	e.tot.controls += len(cs)
	for i := range cs {
		c := &cs[i]
		e.str(c.Kind)
		e.str(c.Name)
		e.str(c.Source)
		e.str(c.Parent)
		e.str(c.Change)
		e.str(c.Anchor)
		e.bool(c.Obsolete != nil)
		if c.Obsolete != nil {
			e.str(c.Obsolete.State)
			e.str(c.Obsolete.Reason)
			e.str(c.Obsolete.Tag)
		}
	}
}

func flags(bs ...bool) int {
	n := 0
	for i, b := range bs {
		if b {
			n |= 1 << i
		}
	}
	return n
}

// DecodeModule decodes EncodeModule's output. Hostile input gives an error,
// never a panic, and allocations bounded by the input's size.
func DecodeModule(b []byte) (info AppInfo, files []*FileSymbols, err error) {
	return DecodeModuleLimit(b, 0)
}

// moduleAllocFactor bounds what a decode allocates for its tables and
// element slices to this many times the input's size (a generated project
// of 500 files decodes to about 9 times its encoding's size).
const moduleAllocFactor = 16

// DecodeModuleLimit is DecodeModule allocating at most maxAlloc bytes (0:
// no cap beyond moduleAllocFactor times the input) for the decoded tables
// and elements. Every allocation is checked against the budget before it
// is made, so that a hostile count fails without the memory it announces.
func DecodeModuleLimit(b []byte, maxAlloc int64) (info AppInfo, files []*FileSymbols, err error) {
	if len(b) < len(moduleMagic)+1 || string(b[:len(moduleMagic)]) != moduleMagic || b[len(moduleMagic)] != moduleVersion {
		return AppInfo{}, nil, ErrModuleFormat
	}
	budget := moduleAllocFactor*int64(len(b)) + 64<<10
	if maxAlloc > 0 {
		budget = min(budget, maxAlloc)
	}
	d := &moduleDecoder{b: b, off: len(moduleMagic) + 1, budget: budget}
	defer func() {
		if r := recover(); r != nil {
			if de, ok := r.(decodeError); ok {
				info, files, err = AppInfo{}, nil, fmt.Errorf("%w: %s at byte %d", ErrModuleFormat, string(de), d.off)
				return
			}
			panic(r)
		}
	}()
	d.stringTable()
	nTypes := d.count(8)
	// The table, the map of shared types and each type once.
	d.reserve(nTypes, int(unsafe.Sizeof((*Type)(nil)))+int(unsafe.Sizeof(Type{}))+64)
	d.types = make([]*Type, nTypes)
	d.x.types = make(map[string]*Type, nTypes)
	for i := range d.types {
		t := d.typeValue(0)
		d.types[i] = d.intern(t)
	}
	d.arenas()
	info = d.app()
	n := d.count(5)
	if n > len(d.fileArena) {
		d.fail("more files than the totals say")
	}
	d.reserve(n, int(unsafe.Sizeof((*FileSymbols)(nil))))
	files = make([]*FileSymbols, n)
	for i := range files {
		files[i] = &d.fileArena[i]
		d.file(files[i])
	}
	if d.off != len(d.b) {
		d.fail("trailing bytes")
	}
	return info, files, nil
}

type decodeError string

type moduleDecoder struct {
	b   []byte
	off int
	// budget is what the decode may still allocate (reserve).
	budget int64
	strs   []string
	types  []*Type
	x      extractor // shares types like Extract does

	// One slice per element kind, cut into the objects' slices (with
	// their capacity limited, so that an append by a reader never writes
	// into a neighbour's elements).
	fileArena    []FileSymbols
	objArena     []Object
	strArena     []string
	propArena    []Property
	fieldArena   []Field
	keyArena     []Key
	valueArena   []EnumValue
	itemArena    []DataItem
	procArena    []Procedure
	attrArena    []Attribute
	paramArena   []Parameter
	varArena     []Variable
	controlArena []Control
}

// minElementBytes is the fewest encoded bytes of each element kind, in
// moduleTotals.list order.
var minElementBytes = [...]int{5, 20, 1, 2, 9, 2, 3, 3, 7, 2, 3, 3, 7}

// arenas reads the element totals and allocates the arenas. The totals
// together must fit the bytes left (each element takes at least its
// minimum), so hostile input allocates at most a small multiple of its own
// size.
func (d *moduleDecoder) arenas() {
	var t moduleTotals
	need := 0
	for i, n := range t.list() {
		*n = d.count(minElementBytes[i])
		need += *n * minElementBytes[i]
		if need > len(d.b)-d.off {
			d.fail("totals exceed the input")
		}
	}
	d.reserve(t.files, int(unsafe.Sizeof(FileSymbols{})))
	d.reserve(t.objects, int(unsafe.Sizeof(Object{})))
	d.reserve(t.strs, int(unsafe.Sizeof("")))
	d.reserve(t.props, int(unsafe.Sizeof(Property{})))
	d.reserve(t.fields, int(unsafe.Sizeof(Field{})))
	d.reserve(t.keys, int(unsafe.Sizeof(Key{})))
	d.reserve(t.values, int(unsafe.Sizeof(EnumValue{})))
	d.reserve(t.dataItems, int(unsafe.Sizeof(DataItem{})))
	d.reserve(t.procs, int(unsafe.Sizeof(Procedure{})))
	d.reserve(t.attrs, int(unsafe.Sizeof(Attribute{})))
	d.reserve(t.params, int(unsafe.Sizeof(Parameter{})))
	d.reserve(t.vars, int(unsafe.Sizeof(Variable{})))
	d.reserve(t.controls, int(unsafe.Sizeof(Control{})))
	d.fileArena = make([]FileSymbols, t.files)
	d.objArena = make([]Object, t.objects)
	d.strArena = make([]string, t.strs)
	d.propArena = make([]Property, t.props)
	d.fieldArena = make([]Field, t.fields)
	d.keyArena = make([]Key, t.keys)
	d.valueArena = make([]EnumValue, t.values)
	d.itemArena = make([]DataItem, t.dataItems)
	d.procArena = make([]Procedure, t.procs)
	d.attrArena = make([]Attribute, t.attrs)
	d.paramArena = make([]Parameter, t.params)
	d.varArena = make([]Variable, t.vars)
	d.controlArena = make([]Control, t.controls)
}

// take cuts n elements off an arena; more than the totals announced is an
// error.
func take[T any](d *moduleDecoder, arena *[]T, n int) []T {
	if n > len(*arena) {
		d.fail("more elements than the totals say")
	}
	s := (*arena)[:n:n]
	*arena = (*arena)[n:]
	return s
}

func (d *moduleDecoder) fail(msg string) { panic(decodeError(msg)) }

// reserve takes n elements of size bytes from the allocation budget, or
// fails; it is called before every allocation a count decides.
func (d *moduleDecoder) reserve(n, size int) {
	if n < 0 || size < 0 || (size > 0 && int64(n) > d.budget/int64(size)) {
		d.fail(fmt.Sprintf("%d elements of %d bytes exceed the allocation budget", n, size))
	}
	d.budget -= int64(n) * int64(size)
}

func (d *moduleDecoder) uvarint() uint64 {
	if d.off < len(d.b) && d.b[d.off] < 0x80 {
		// One byte: most counts, flags and table indexes.
		v := d.b[d.off]
		d.off++
		return uint64(v)
	}
	v, n := binary.Uvarint(d.b[d.off:])
	if n <= 0 {
		d.fail("bad varint")
	}
	d.off += n
	return v
}

func (d *moduleDecoder) int() int {
	if d.off < len(d.b) && d.b[d.off] < 0x80 {
		v := d.b[d.off]
		d.off++
		return int(v>>1) ^ -int(v&1) // zig-zag, as binary.Varint
	}
	v, n := binary.Varint(d.b[d.off:])
	if n <= 0 {
		d.fail("bad varint")
	}
	d.off += n
	return int(v)
}

// count reads an element count and checks it against the bytes left (each
// element takes at least minBytes), so that no hostile count allocates
// more than the input could describe.
func (d *moduleDecoder) count(minBytes int) int {
	v := d.uvarint()
	if v > uint64(len(d.b)-d.off)/uint64(max(minBytes, 1))+1 {
		d.fail("count exceeds the input")
	}
	return int(v)
}

func (d *moduleDecoder) bool() bool {
	if d.off >= len(d.b) {
		d.fail("truncated")
	}
	c := d.b[d.off]
	d.off++
	return c != 0
}

func (d *moduleDecoder) stringTable() {
	n := d.count(1)
	// The lengths, the strings' headers and their bytes (below).
	d.reserve(n, int(unsafe.Sizeof(0))+int(unsafe.Sizeof("")))
	lens := make([]int, n)
	total := 0
	for i := range lens {
		l := d.uvarint()
		if l > uint64(len(d.b)) {
			d.fail("string too long")
		}
		lens[i] = int(l)
		total += int(l)
		if total > len(d.b) {
			d.fail("strings exceed the input")
		}
	}
	if d.off+total > len(d.b) {
		d.fail("truncated strings")
	}
	d.reserve(total, 1)
	all := string(d.b[d.off : d.off+total])
	d.off += total
	d.strs = make([]string, n)
	pos := 0
	for i, l := range lens {
		d.strs[i] = all[pos : pos+l]
		pos += l
	}
}

func (d *moduleDecoder) str() string {
	i := d.uvarint()
	if i >= uint64(len(d.strs)) {
		d.fail("string index out of range")
	}
	return d.strs[i]
}

func (d *moduleDecoder) strList() []string {
	n := d.count(1)
	if n == 0 {
		return nil
	}
	out := take(d, &d.strArena, n)
	for i := range out {
		out[i] = d.str()
	}
	return out
}

func (d *moduleDecoder) typeValue(depth int) Type {
	if depth > 32 {
		d.fail("types nest too deep")
	}
	t := Type{Text: d.str(), Kind: d.str(), Object: d.str(), ObjectNamespace: d.str(), Temporary: d.bool(), Length: d.int(), ArrayDims: d.int()}
	if n := d.count(8); n > 0 {
		d.reserve(n, int(unsafe.Sizeof(Type{})))
		t.Args = make([]Type, n)
		for i := range t.Args {
			t.Args[i] = d.typeValue(depth + 1)
		}
	}
	return t
}

func (d *moduleDecoder) intern(t Type) *Type { return d.x.intern(t) }

func (d *moduleDecoder) typeRef() *Type {
	i := d.uvarint()
	if i >= uint64(len(d.types)) {
		d.fail("type index out of range")
	}
	return d.types[i]
}

func (d *moduleDecoder) appRef() App {
	return App{ID: d.str(), Name: d.str(), Publisher: d.str(), Version: d.str()}
}

func (d *moduleDecoder) app() AppInfo {
	info := AppInfo{App: d.appRef()}
	if n := d.count(4); n > 0 {
		d.reserve(n, int(unsafe.Sizeof(App{})))
		info.InternalsVisibleTo = make([]App, n)
		for i := range info.InternalsVisibleTo {
			info.InternalsVisibleTo[i] = d.appRef()
		}
	}
	return info
}

func (d *moduleDecoder) props() []Property {
	n := d.count(2)
	if n == 0 {
		return nil
	}
	out := take(d, &d.propArena, n)
	for i := range out {
		out[i] = Property{Name: d.str(), Value: d.str()}
	}
	return out
}

func (d *moduleDecoder) file(f *FileSymbols) {
	*f = FileSymbols{File: d.str(), Namespace: d.str(), Usings: d.strList(), DeclHash: d.str()}
	if n := d.count(20); n > 0 {
		f.Objects = take(d, &d.objArena, n)
		for i := range f.Objects {
			d.object(&f.Objects[i])
		}
	}
}

func (d *moduleDecoder) object(o *Object) {
	o.Kind = d.str()
	o.ID = d.int()
	o.Name = d.str()
	o.Namespace = d.str()
	o.Access = d.str()
	o.ObsoleteState = d.str()
	o.Extends = d.str()
	o.ExtendsNamespace = d.str()
	o.Implements = d.strList()
	o.SourceTable = d.str()
	o.Properties = d.props()
	if n := d.count(9); n > 0 {
		o.Fields = take(d, &d.fieldArena, n)
		for i := range o.Fields {
			fl := &o.Fields[i]
			fl.ID = d.int()
			fl.Name = d.str()
			fl.Type = d.typeRef()
			fl.Modify = d.bool()
			fl.FieldClass = d.str()
			fl.Caption = d.str()
			fl.OptionMembers = d.str()
			fl.ObsoleteState = d.str()
			fl.Properties = d.props()
			fl.Triggers = d.strList()
		}
	}
	if n := d.count(2); n > 0 {
		o.Keys = take(d, &d.keyArena, n)
		for i := range o.Keys {
			o.Keys[i].Name = d.str()
			if o.Keys[i].Fields = d.strList(); o.Keys[i].Fields == nil {
				o.Keys[i].Fields = []string{}
			}
			o.Keys[i].SumIndexFields = d.strList()
		}
	}
	if n := d.count(3); n > 0 {
		o.Values = take(d, &d.valueArena, n)
		for i := range o.Values {
			o.Values[i] = EnumValue{ID: d.int(), Name: d.str(), Properties: d.props()}
		}
	}
	if n := d.count(3); n > 0 {
		o.DataItems = take(d, &d.itemArena, n)
		for i := range o.DataItems {
			o.DataItems[i] = DataItem{Kind: d.str(), Name: d.str(), Table: d.str()}
		}
	}
	if n := d.count(7); n > 0 {
		o.Procedures = take(d, &d.procArena, n)
		for i := range o.Procedures {
			p := &o.Procedures[i]
			p.Name = d.str()
			p.Access = d.str()
			if na := d.count(2); na > 0 {
				p.Attributes = take(d, &d.attrArena, na)
				for j := range p.Attributes {
					p.Attributes[j] = Attribute{Name: d.str(), Args: d.strList()}
				}
			}
			if np := d.count(3); np > 0 {
				p.Parameters = take(d, &d.paramArena, np)
				for j := range p.Parameters {
					p.Parameters[j] = Parameter{Name: d.str(), Var: d.bool(), Type: d.typeRef()}
				}
			}
			p.Return = d.typeRef()
			p.ReturnName = d.str()
			fl := d.uvarint()
			p.EventPublisher, p.EventSubscriber, p.Obsolete, p.Event, p.HasBody = fl&1 != 0, fl&2 != 0, fl&4 != 0, fl&8 != 0, fl&16 != 0
		}
	}
	o.Triggers = d.strList()
	if n := d.count(3); n > 0 {
		o.Variables = take(d, &d.varArena, n)
		for i := range o.Variables {
			o.Variables[i] = Variable{Name: d.str(), Type: d.typeRef(), Protected: d.bool()}
		}
	}
	o.Controls = d.controls()
	o.Actions = d.controls()
}

func (d *moduleDecoder) controls() []Control {
	n := d.count(7)
	if n == 0 {
		return nil
	}
	out := take(d, &d.controlArena, n)
	for i := range out {
		out[i] = Control{Kind: d.str(), Name: d.str(), Source: d.str(), Parent: d.str(), Change: d.str(), Anchor: d.str()}
		if d.bool() {
			out[i].Obsolete = &Obsolescence{State: d.str(), Reason: d.str(), Tag: d.str()}
		}
	}
	return out
}
