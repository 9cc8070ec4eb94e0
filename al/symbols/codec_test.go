package symbols

import (
	"bytes"
	"encoding/binary"
	"encoding/json"
	"errors"
	"reflect"
	"runtime"
	"strings"
	"testing"
)

func TestModuleCodecRoundTripsEveryField(t *testing.T) {
	var a, b FileSymbols
	n := 0
	fill(reflect.ValueOf(&a).Elem(), &n)
	fill(reflect.ValueOf(&b).Elem(), &n)
	var info AppInfo
	fill(reflect.ValueOf(&info).Elem(), &n)
	enc := EncodeModule(info, []*FileSymbols{&a, &b})
	gotInfo, got, err := DecodeModule(enc)
	if err != nil {
		t.Fatal(err)
	}
	// Mentions are the project's own fact, not a declaration: not encoded.
	a.Mentions, b.Mentions = nil, nil
	if !reflect.DeepEqual(gotInfo, info) {
		t.Errorf("app info: got %+v want %+v", gotInfo, info)
	}
	if len(got) != 2 || !reflect.DeepEqual(*got[0], a) || !reflect.DeepEqual(*got[1], b) {
		t.Errorf("files differ after a round trip:\n got %+v\nwant %+v", got[0], a)
	}
	if !bytes.Equal(EncodeModule(gotInfo, got), enc) {
		t.Error("encoding is not deterministic across a round trip")
	}
	// Equal types behind different pointers share one copy after decoding.
	code := func() *Type { return &Type{Text: "Code[20]", Kind: "Code", Length: 20} }
	f := &FileSymbols{File: "x.al", Objects: []Object{{Kind: "codeunit", Name: "C", Procedures: []Procedure{{Name: "P",
		Parameters: []Parameter{{Name: "A", Type: code()}, {Name: "B", Type: code()}}, Return: code()}}}}}
	_, shared, err := DecodeModule(EncodeModule(AppInfo{}, []*FileSymbols{f}))
	if err != nil {
		t.Fatal(err)
	}
	p := shared[0].Objects[0].Procedures[0]
	if p.Parameters[0].Type != p.Parameters[1].Type || p.Parameters[0].Type != p.Return || !reflect.DeepEqual(p.Return, code()) {
		t.Error("equal types are not shared")
	}
}

func TestModuleCodecRealFiles(t *testing.T) {
	files := loadProject(t, "project.txtar")
	var fs []*FileSymbols
	for _, f := range files {
		fs = append(fs, Extract(f))
	}
	enc := EncodeModule(AppInfo{}, fs)
	_, got, err := DecodeModule(enc)
	if err != nil {
		t.Fatal(err)
	}
	for i := range fs {
		want := *fs[i]
		want.Mentions = nil // not encoded
		if !reflect.DeepEqual(normalizedJSON(t, got[i]), normalizedJSON(t, &want)) {
			t.Errorf("%s differs after a round trip", fs[i].File)
		}
	}
}

func TestDecodeModuleRejectsDamage(t *testing.T) {
	files := loadProject(t, "project.txtar")
	var fs []*FileSymbols
	for _, f := range files {
		fs = append(fs, Extract(f))
	}
	enc := EncodeModule(AppInfo{App: App{Name: "x"}}, fs)
	for cut := 0; cut < len(enc); cut += 7 {
		if _, _, err := DecodeModule(enc[:cut]); !errors.Is(err, ErrModuleFormat) {
			t.Fatalf("truncated at %d: %v", cut, err)
		}
	}
	if _, _, err := DecodeModule(append(enc[:len(enc):len(enc)], 0)); !errors.Is(err, ErrModuleFormat) {
		t.Error("trailing bytes accepted")
	}
}

func FuzzDecodeModule(f *testing.F) {
	f.Add(EncodeModule(AppInfo{App: App{Name: "a"}}, []*FileSymbols{{File: "x", Objects: []Object{{Kind: "table", Name: "T", Fields: []Field{{Name: "F", Type: &Type{Kind: "Code", Length: 20}}}}}}}))
	f.Fuzz(func(t *testing.T, b []byte) {
		info, files, err := DecodeModule(b)
		if err != nil {
			return
		}
		// What decodes re-encodes to something that decodes the same.
		_, again, err := DecodeModule(EncodeModule(info, files))
		if err != nil || len(again) != len(files) {
			t.Fatalf("re-encoding failed: %v", err)
		}
	})
}

// normalizedJSON is the JSON form of v decoded into generic values: nil and
// empty slices compare equal (both are left out).
func normalizedJSON(t testing.TB, v any) any {
	t.Helper()
	b, err := json.Marshal(v)
	if err != nil {
		t.Fatal(err)
	}
	var out any
	if err := json.Unmarshal(b, &out); err != nil {
		t.Fatal(err)
	}
	return out
}

func TestDecodeModuleAllocationBudget(t *testing.T) {
	// n empty strings fit the input (one length byte each) but take 24
	// bytes each of lengths and headers: the budget refuses them before
	// anything is allocated.
	const n = 2 << 20
	b := append([]byte(moduleMagic), moduleVersion)
	b = binary.AppendUvarint(b, n)
	b = append(b, make([]byte, n)...)
	var err error
	runtime.GC()
	var before, after runtime.MemStats
	runtime.ReadMemStats(&before)
	_, _, err = DecodeModule(b)
	runtime.ReadMemStats(&after)
	if !errors.Is(err, ErrModuleFormat) || !strings.Contains(err.Error(), "budget") {
		t.Errorf("%d announced strings: %v", n, err)
	}
	if a := after.TotalAlloc - before.TotalAlloc; a > n {
		t.Errorf("%d announced strings allocated %d bytes", n, a)
	}
	// A real module within its budget decodes; under a smaller cap it is
	// refused.
	var f FileSymbols
	k := 0
	fill(reflect.ValueOf(&f).Elem(), &k)
	enc := EncodeModule(AppInfo{}, []*FileSymbols{&f})
	if _, _, err := DecodeModuleLimit(enc, 0); err != nil {
		t.Fatal(err)
	}
	if _, _, err := DecodeModuleLimit(enc, 64); !errors.Is(err, ErrModuleFormat) || !strings.Contains(err.Error(), "budget") {
		t.Errorf("a 64-byte cap: %v", err)
	}
}
