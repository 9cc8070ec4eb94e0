package symbols

import (
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"reflect"
	"strings"
	"testing"
)

// fill sets every string, int and bool reachable from v to a distinct
// non-zero value, giving every slice two elements (Type.Args one level
// deep).
func fill(v reflect.Value, n *int) { fillDepth(v, n, 0) }

func fillDepth(v reflect.Value, n *int, typeDepth int) {
	switch v.Kind() {
	case reflect.String:
		*n++
		v.SetString(fmt.Sprintf("s%d", *n))
	case reflect.Int:
		*n++
		v.SetInt(int64(*n))
	case reflect.Bool:
		v.SetBool(true)
	case reflect.Pointer:
		e := reflect.New(v.Type().Elem())
		fillDepth(e.Elem(), n, typeDepth)
		v.Set(e)
	case reflect.Struct:
		if v.Type() == reflect.TypeOf(Type{}) {
			typeDepth++
		}
		for i := 0; i < v.NumField(); i++ {
			if v.Type().Field(i).IsExported() {
				fillDepth(v.Field(i), n, typeDepth)
			}
		}
	case reflect.Slice:
		if v.Type().Elem() == reflect.TypeOf(Type{}) && typeDepth > 1 {
			return // Type.Args nests: one level is enough
		}
		s := reflect.MakeSlice(v.Type(), 2, 2)
		for i := 0; i < 2; i++ {
			fillDepth(s.Index(i), n, typeDepth)
		}
		v.Set(s)
	}
}

// leaves calls fn with a path and a mutator for every string, int and bool
// reachable from v.
func leaves(v reflect.Value, path string, fn func(path string, mutate func())) {
	switch v.Kind() {
	case reflect.String:
		fn(path, func() { v.SetString(v.String() + "x") })
	case reflect.Int:
		fn(path, func() { v.SetInt(v.Int() + 1) })
	case reflect.Bool:
		fn(path, func() { v.SetBool(!v.Bool()) })
	case reflect.Pointer:
		if !v.IsNil() {
			leaves(v.Elem(), path, fn)
		}
	case reflect.Struct:
		for i := 0; i < v.NumField(); i++ {
			if f := v.Type().Field(i); f.IsExported() {
				leaves(v.Field(i), path+"."+f.Name, fn)
			}
		}
	case reflect.Slice:
		for i := 0; i < v.Len(); i++ {
			leaves(v.Index(i), fmt.Sprintf("%s[%d]", path, i), fn)
		}
	}
}

func TestDeclHashCoversEveryField(t *testing.T) {
	var fs FileSymbols
	n := 0
	fill(reflect.ValueOf(&fs).Elem(), &n)
	base := fs.computeHash()
	count := 0
	leaves(reflect.ValueOf(&fs).Elem(), "FileSymbols", func(path string, mutate func()) {
		if path == "FileSymbols.DeclHash" {
			mutate()
			if fs.computeHash() != base {
				t.Error("DeclHash is part of its own hash")
			}
			fs.DeclHash = ""
			fill(reflect.ValueOf(&fs.DeclHash).Elem(), &n)
			return
		}
		if path == "FileSymbols.File" {
			// The name is not part of the hash: the same content under
			// two names has one hash.
			mutate()
			if fs.computeHash() != base {
				t.Error("the file name is part of DeclHash")
			}
			return
		}
		count++
		var c FileSymbols
		n2 := 0
		fill(reflect.ValueOf(&c).Elem(), &n2)
		// Mutate the same leaf in a fresh copy.
		leaves(reflect.ValueOf(&c).Elem(), "FileSymbols", func(p string, m func()) {
			if p == path {
				m()
			}
		})
		if c.computeHash() == base {
			t.Errorf("changing %s does not change the hash", path)
		}
	})
	if count < 100 {
		t.Errorf("only %d leaves checked", count)
	}
	// Moving a string between neighbouring fields changes the hash (length prefixes).
	a := FileSymbols{Namespace: "ab", Usings: []string{"c"}}
	b := FileSymbols{Namespace: "a", Usings: []string{"bc"}}
	if a.computeHash() == b.computeHash() {
		t.Error("field boundaries are not part of the hash")
	}
}

// The hash is of one stream however it is fed to SHA-256: a file whose
// encoding spans many chunks, with a string longer than a chunk, hashes
// as its whole encoding does.
func TestDeclHashOfTheWholeEncoding(t *testing.T) {
	fs := &FileSymbols{Namespace: "N", Usings: []string{"A", "B"}, Mentions: []string{"x", strings.Repeat("m", 3*hashChunk)}}
	for i := range 400 {
		fs.Objects = append(fs.Objects, Object{Kind: "codeunit", ID: 50000 + i, Name: fmt.Sprintf("Object %d", i),
			Properties: []Property{{Name: "Caption", Value: strings.Repeat("c", i)}}})
	}
	// The whole encoding, gathered in one buffer (chunk 0: never hashed
	// on the way).
	h := &declHasher{}
	h.str(fs.Namespace)
	h.strs(fs.Usings)
	h.int(len(fs.Objects))
	for i := range fs.Objects {
		h.object(&fs.Objects[i])
	}
	h.strs(fs.Mentions)
	if len(h.buf) < 4*hashChunk {
		t.Fatalf("the encoding is %d bytes: not several chunks", len(h.buf))
	}
	want := sha256.Sum256(h.buf)
	if got := fs.computeHash(); got != hex.EncodeToString(want[:]) {
		t.Errorf("computeHash = %s, want the hash of the whole encoding %x", got, want)
	}
}
