package symbols

import (
	"crypto/sha256"
	"encoding/binary"
	"encoding/hex"
	"hash"
	"sync"
)

// computeHash hashes every field of fs but File and DeclHash, through a
// compact length-prefixed encoding (much cheaper than JSON).
// TestDeclHashCoversEveryField fails when a field is added to the symbols
// and not written here. The file name is left out so that the hash is one
// of the content alone: files with identical content share their cached
// declarations (and so their hash) whichever was read first, and a
// summary's hash (Summary.Hash, which adds every file's name) is then the
// same however its files were read.
func (fs *FileSymbols) computeHash() string {
	h := fileHashers.Get().(*declHasher)
	defer fileHashers.Put(h)
	h.buf = h.buf[:0]
	h.sum.Reset()
	h.str(fs.Namespace)
	h.strs(fs.Usings)
	h.int(len(fs.Objects))
	for i := range fs.Objects {
		h.object(&fs.Objects[i])
	}
	h.strs(fs.Mentions)
	h.sum.Write(h.buf)
	// The digest and its hex text are built in h's buffer, which the
	// hashing is done with: one allocation, the string.
	sum := h.sum.Sum(h.buf[:0])
	text := hex.AppendEncode(sum[len(sum):], sum)
	return string(text)
}

// fileHashers are computeHash's hashers with their chunk buffers: a
// buffer handed to the hash through an interface would be allocated for
// every file (4.5 KB each, 44 MB for a cold Base Application).
var fileHashers = sync.Pool{New: func() any {
	return &declHasher{buf: make([]byte, 0, hashChunk+512), sum: sha256.New(), chunk: hashChunk}
}}

// declHasher writes the encoding to sum a chunk at a time: whole, a
// large file's encoding grew its buffer again and again (2.4% of the
// bytes a cold analysis of Base Application allocated).
type declHasher struct {
	buf   []byte
	sum   hash.Hash
	chunk int // bytes gathered before they are hashed; 0: all of them
}

// hashChunk is how many encoded bytes declHasher gathers before hashing
// them.
const hashChunk = 4096

func (h *declHasher) str(s string) {
	if h.chunk > 0 && len(h.buf) >= h.chunk {
		h.sum.Write(h.buf)
		h.buf = h.buf[:0]
	}
	h.buf = binary.AppendUvarint(h.buf, uint64(len(s)))
	if h.chunk > 0 && len(s) >= h.chunk {
		h.sum.Write(h.buf)
		h.sum.Write([]byte(s))
		h.buf = h.buf[:0]
		return
	}
	h.buf = append(h.buf, s...)
}

func (h *declHasher) int(i int) { h.buf = binary.AppendVarint(h.buf, int64(i)) }

func (h *declHasher) bool(b bool) {
	if b {
		h.buf = append(h.buf, 1)
	} else {
		h.buf = append(h.buf, 0)
	}
}

func (h *declHasher) strs(ss []string) {
	h.int(len(ss))
	for _, s := range ss {
		h.str(s)
	}
}

func (h *declHasher) props(ps []Property) {
	h.int(len(ps))
	for _, p := range ps {
		h.str(p.Name)
		h.str(p.Value)
	}
}

// typ hashes t; nil hashes as the zero Type.
func (h *declHasher) typ(t *Type) {
	if t == nil {
		t = &Type{}
	}
	h.str(t.Text)
	h.str(t.Kind)
	h.str(t.Object)
	h.str(t.ObjectNamespace)
	h.bool(t.Temporary)
	h.int(t.Length)
	h.int(t.ArrayDims)
	h.int(len(t.Args))
	for i := range t.Args {
		h.typ(&t.Args[i])
	}
}

func (h *declHasher) object(o *Object) {
	h.str(o.Kind)
	h.int(o.ID)
	h.str(o.Name)
	h.str(o.Namespace)
	h.str(o.Access)
	h.str(o.ObsoleteState)
	h.str(o.Extends)
	h.str(o.ExtendsNamespace)
	h.strs(o.Implements)
	h.str(o.SourceTable)
	h.props(o.Properties)
	h.int(len(o.Fields))
	for i := range o.Fields {
		fl := &o.Fields[i]
		h.int(fl.ID)
		h.str(fl.Name)
		h.typ(fl.Type)
		h.bool(fl.Modify)
		h.str(fl.FieldClass)
		h.str(fl.Caption)
		h.str(fl.OptionMembers)
		h.str(fl.ObsoleteState)
		h.props(fl.Properties)
		h.strs(fl.Triggers)
	}
	h.int(len(o.Keys))
	for _, k := range o.Keys {
		h.str(k.Name)
		h.strs(k.Fields)
		h.strs(k.SumIndexFields)
	}
	h.int(len(o.Values))
	for _, v := range o.Values {
		h.int(v.ID)
		h.str(v.Name)
		h.props(v.Properties)
	}
	h.int(len(o.DataItems))
	for _, d := range o.DataItems {
		h.str(d.Kind)
		h.str(d.Name)
		h.str(d.Table)
	}
	h.int(len(o.Procedures))
	for i := range o.Procedures {
		p := &o.Procedures[i]
		h.str(p.Name)
		h.str(p.Access)
		h.int(len(p.Attributes))
		for _, a := range p.Attributes {
			h.str(a.Name)
			h.strs(a.Args)
		}
		h.int(len(p.Parameters))
		for j := range p.Parameters {
			h.str(p.Parameters[j].Name)
			h.bool(p.Parameters[j].Var)
			h.typ(p.Parameters[j].Type)
		}
		h.typ(p.Return)
		h.str(p.ReturnName)
		h.bool(p.EventPublisher)
		h.bool(p.EventSubscriber)
		h.bool(p.Obsolete)
		h.bool(p.Event)
		h.bool(p.HasBody)
	}
	h.strs(o.Triggers)
	h.int(len(o.Variables))
	for i := range o.Variables {
		h.str(o.Variables[i].Name)
		h.typ(o.Variables[i].Type)
		h.bool(o.Variables[i].Protected)
	}
	h.controls(o.Controls)
	h.controls(o.Actions)
}

func (h *declHasher) controls(cs []Control) {
	h.int(len(cs))
	for i := range cs {
		c := &cs[i]
		h.str(c.Kind)
		h.str(c.Name)
		h.str(c.Source)
		h.str(c.Parent)
		h.str(c.Change)
		h.str(c.Anchor)
		h.bool(c.Obsolete != nil)
		if c.Obsolete != nil {
			h.str(c.Obsolete.State)
			h.str(c.Obsolete.Reason)
			h.str(c.Obsolete.Tag)
		}
	}
}
