package packages

import (
	"bufio"
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"sort"
	"strconv"
	"strings"

	"github.com/alfix/alfix/al/symbols"
)

// groupKinds maps SymbolReference.json's object groups to object kinds.
var groupKinds = map[string]string{
	"Tables":                  "table",
	"TableExtensions":         "tableextension",
	"Pages":                   "page",
	"PageExtensions":          "pageextension",
	"PageCustomizations":      "pagecustomization",
	"Codeunits":               "codeunit",
	"Reports":                 "report",
	"ReportExtensions":        "reportextension",
	"XmlPorts":                "xmlport",
	"Queries":                 "query",
	"EnumTypes":               "enum",
	"Enums":                   "enum",
	"EnumExtensionTypes":      "enumextension",
	"EnumExtensions":          "enumextension",
	"Interfaces":              "interface",
	"PermissionSets":          "permissionset",
	"PermissionSetExtensions": "permissionsetextension",
	"Profiles":                "profile",
	"ProfileExtensions":       "profileextension",
	"ControlAddIns":           "controladdin",
	"Entitlements":            "entitlement",
	"DotNetPackages":          "dotnet",
}

// jsText is a JSON scalar read as text (packages write some values as
// numbers or booleans).
type jsText string

func (t *jsText) UnmarshalJSON(b []byte) error {
	b = bytes.TrimSpace(b)
	if len(b) > 0 && b[0] == '"' {
		var s string
		if err := json.Unmarshal(b, &s); err != nil {
			return err
		}
		*t = jsText(s)
		return nil
	}
	if bytes.Equal(b, []byte("null")) {
		*t = ""
		return nil
	}
	if len(b) > 0 && (b[0] == '{' || b[0] == '[') {
		return errors.New("a structure where a value was expected")
	}
	*t = jsText(b)
	return nil
}

type jsProperty struct {
	Name  string `json:"Name"`
	Value jsText `json:"Value"`
}

type jsSubtype struct {
	Name      string `json:"Name"`
	ID        int    `json:"Id"`
	Namespace string `json:"Namespace"`
}

type jsType struct {
	Name            string     `json:"Name"`
	Subtype         *jsSubtype `json:"Subtype"`
	TypeArguments   []jsType   `json:"TypeArguments"`
	OptionMembers   []jsText   `json:"OptionMembers"`
	Temporary       bool       `json:"Temporary"`
	ArrayDimensions []int      `json:"ArrayDimensions"`
	Dimensions      []int      `json:"Dimensions"`
}

type jsField struct {
	ID             int          `json:"Id"`
	Name           string       `json:"Name"`
	TypeDefinition jsType       `json:"TypeDefinition"`
	Properties     []jsProperty `json:"Properties"`
}

type jsKey struct {
	Name       string       `json:"Name"`
	FieldNames []string     `json:"FieldNames"`
	Properties []jsProperty `json:"Properties"`
}

type jsEnumValue struct {
	Ordinal    *int         `json:"Ordinal"`
	ID         *int         `json:"Id"`
	Name       string       `json:"Name"`
	Properties []jsProperty `json:"Properties"`
}

type jsAttribute struct {
	Name      string `json:"Name"`
	Arguments []struct {
		Value jsText `json:"Value"`
	} `json:"Arguments"`
}

type jsParameter struct {
	Name           string `json:"Name"`
	IsVar          bool   `json:"IsVar"`
	TypeDefinition jsType `json:"TypeDefinition"`
}

type jsMethod struct {
	Name                 string        `json:"Name"`
	IsLocal              bool          `json:"IsLocal"`
	IsInternal           bool          `json:"IsInternal"`
	IsProtected          bool          `json:"IsProtected"`
	Attributes           []jsAttribute `json:"Attributes"`
	Parameters           []jsParameter `json:"Parameters"`
	ReturnTypeDefinition *jsType       `json:"ReturnTypeDefinition"`
	ReturnTypeName       string        `json:"ReturnValueName"`
}

type jsVariable struct {
	Name           string `json:"Name"`
	TypeDefinition jsType `json:"TypeDefinition"`
	Protected      bool   `json:"Protected"`
}

type jsControl struct {
	Kind              int          `json:"Kind"`
	Name              string       `json:"Name"`
	Properties        []jsProperty `json:"Properties"`
	Controls          []jsControl  `json:"Controls"`
	Actions           []jsControl  `json:"Actions"`
	RelatedPagePartID *jsSubtype   `json:"RelatedPagePartId"`
	TargetName        string       `json:"TargetName"`
}

type jsChange struct {
	Anchor     string      `json:"Anchor"`
	ChangeKind int         `json:"ChangeKind"`
	Controls   []jsControl `json:"Controls"`
	Actions    []jsControl `json:"Actions"`
}

type jsDataItem struct {
	Name         string       `json:"Name"`
	RelatedTable jsText       `json:"RelatedTable"`
	DataItems    []jsDataItem `json:"DataItems"`
}

// jsObject is one declaration of any kind, as SymbolReference.json writes
// it; fields a kind does not use stay empty.
type jsObject struct {
	ID                      int           `json:"Id"`
	Name                    string        `json:"Name"`
	TargetObject            string        `json:"TargetObject"`
	ReferenceSourceFileName string        `json:"ReferenceSourceFileName"`
	ImplementedInterfaces   []string      `json:"ImplementedInterfaces"`
	Properties              []jsProperty  `json:"Properties"`
	Fields                  []jsField     `json:"Fields"`
	Keys                    []jsKey       `json:"Keys"`
	Values                  []jsEnumValue `json:"Values"`
	EnumValues              []jsEnumValue `json:"EnumValues"`
	Methods                 []jsMethod    `json:"Methods"`
	Events                  []jsMethod    `json:"Events"`
	Variables               []jsVariable  `json:"Variables"`
	Controls                []jsControl   `json:"Controls"`
	Actions                 []jsControl   `json:"Actions"`
	ControlChanges          []jsChange    `json:"ControlChanges"`
	ActionChanges           []jsChange    `json:"ActionChanges"`
	DataItems               []jsDataItem  `json:"DataItems"`
	Elements                []jsDataItem  `json:"Elements"`
}

// symbolResult is what decoding SymbolReference.json gives.
type symbolResult struct {
	files    []*symbols.FileSymbols
	friends  []symbols.App
	warnings []string
}

// budgetReader counts the bytes read and fails beyond a total, and beyond
// a per-declaration budget counted from the last mark.
type budgetReader struct {
	r           io.Reader
	n, mark     int64
	max, perObj int64
}

func (b *budgetReader) Read(p []byte) (int, error) {
	n, err := b.r.Read(p)
	b.n += int64(n)
	if b.n > b.max {
		return n, fmt.Errorf("more than %d bytes", b.max)
	}
	if b.n-b.mark > b.perObj+64<<10 {
		return n, fmt.Errorf("one declaration takes more than %d bytes", b.perObj)
	}
	return n, err
}

// symbolDecoder holds the state of one streamed decode.
type symbolDecoder struct {
	dec     *json.Decoder
	in      *budgetReader
	lim     Limits
	objects []pendingObject
	res     symbolResult
	skipped int
}

// pendingObject is a converted object waiting for the names of the
// namespaces around it (a namespace's Name may come after its objects).
type pendingObject struct {
	file string
	ns   []string // innermost first
	obj  symbols.Object
}

// maxWhitespaceRun is the longest run of whitespace a package's
// SymbolReference.json holds without a warning (indentation takes a few
// dozen bytes).
const maxWhitespaceRun = 64 << 10

// decodeSymbolReference streams SymbolReference.json: a leading byte order
// mark is skipped and trailing NUL or 0x1A padding ignored; objects are
// decoded one at a time.
func decodeSymbolReference(r io.Reader, lim Limits) (symbolResult, error) {
	br := bufio.NewReaderSize(r, 64<<10)
	if bom, err := br.Peek(3); err == nil && bytes.Equal(bom, []byte{0xEF, 0xBB, 0xBF}) {
		_, _ = br.Discard(3)
	}
	spaces := &spaceCollapser{r: br}
	in := &budgetReader{r: spaces, max: lim.MaxEntrySize, perObj: lim.MaxObjectBytes}
	d := &symbolDecoder{dec: json.NewDecoder(in), in: in, lim: lim}
	if err := d.expectDelim('{'); err != nil {
		return symbolResult{}, err
	}
	if err := d.members(0, true); err != nil {
		return symbolResult{}, err
	}
	// What follows the top-level object is padding (NUL, 0x1A) at most.
	d.finish()
	if d.skipped > 0 {
		d.res.warnings = append(d.res.warnings, fmt.Sprintf("%d declaration(s) could not be read and were left out", d.skipped))
	}
	if spaces.longest > maxWhitespaceRun {
		d.res.warnings = append(d.res.warnings, fmt.Sprintf("SymbolReference.json holds runs of whitespace of up to %d bytes (%d bytes in all), which no tool writes; they were skipped", spaces.longest, spaces.dropped))
	}
	return d.res, nil
}

func (d *symbolDecoder) expectDelim(want json.Delim) error {
	tok, err := d.dec.Token()
	if err != nil {
		return err
	}
	if dl, ok := tok.(json.Delim); !ok || dl != want {
		return fmt.Errorf("expected %q, found %v", want, tok)
	}
	return nil
}

// members reads the members of an object whose '{' was read: the top
// level (top) or a namespace; nsPath holds the enclosing namespaces'
// indexes into d.objects' ns slices. It returns after the closing '}'.
func (d *symbolDecoder) members(depth int, top bool) error {
	if depth > d.lim.MaxDepth {
		return fmt.Errorf("namespaces nest deeper than %d", d.lim.MaxDepth)
	}
	first := len(d.objects)
	name := ""
	for d.dec.More() {
		tok, err := d.dec.Token()
		if err != nil {
			return err
		}
		key, _ := tok.(string)
		switch {
		case key == "Namespaces":
			if err := d.namespaces(depth + 1); err != nil {
				return err
			}
		case groupKinds[key] != "":
			if err := d.group(groupKinds[key]); err != nil {
				return err
			}
		case key == "Name" && !top:
			var s string
			if err := d.dec.Decode(&s); err != nil {
				return err
			}
			name = s
		case key == "InternalsVisibleToModules" && top:
			var mods []struct {
				AppID     string `json:"AppId"`
				ID        string `json:"Id"`
				Name      string `json:"Name"`
				Publisher string `json:"Publisher"`
			}
			if err := d.decodeValue(&mods); err != nil {
				return err
			}
			for _, m := range mods {
				id := m.AppID
				if id == "" {
					id = m.ID
				}
				d.res.friends = append(d.res.friends, symbols.App{ID: symbols.NormalizeAppID(id), Name: m.Name, Publisher: m.Publisher})
			}
		default:
			if err := d.skipValue(); err != nil {
				return err
			}
		}
	}
	if _, err := d.dec.Token(); err != nil { // '}'
		return err
	}
	if !top {
		for i := first; i < len(d.objects); i++ {
			d.objects[i].ns = append(d.objects[i].ns, name)
		}
	}
	return nil
}

func (d *symbolDecoder) namespaces(depth int) error {
	if err := d.expectDelim('['); err != nil {
		return err
	}
	for d.dec.More() {
		if err := d.expectDelim('{'); err != nil {
			return err
		}
		if err := d.members(depth, false); err != nil {
			return err
		}
	}
	_, err := d.dec.Token() // ']'
	return err
}

// group reads an array of declarations of one kind.
func (d *symbolDecoder) group(kind string) error {
	if err := d.expectDelim('['); err != nil {
		return err
	}
	for d.dec.More() {
		d.in.mark = d.in.n
		var o jsObject
		if err := d.dec.Decode(&o); err != nil {
			var te *json.UnmarshalTypeError
			if errors.As(err, &te) {
				// One declaration of an unexpected shape: left out, and the
				// decoder has consumed it.
				d.skipped++
				continue
			}
			return err
		}
		obj := d.convert(kind, &o)
		file := o.ReferenceSourceFileName
		if file == "" {
			file = kind + "s"
		}
		d.objects = append(d.objects, pendingObject{file: file, obj: obj})
	}
	_, err := d.dec.Token() // ']'
	return err
}

func (d *symbolDecoder) decodeValue(v any) error {
	d.in.mark = d.in.n
	return d.dec.Decode(v)
}

// skipValue reads and drops one value without keeping it.
func (d *symbolDecoder) skipValue() error {
	d.in.mark = d.in.n
	depth := 0
	for {
		tok, err := d.dec.Token()
		if err != nil {
			return err
		}
		switch tok {
		case json.Delim('{'), json.Delim('['):
			depth++
		case json.Delim('}'), json.Delim(']'):
			depth--
		}
		if depth == 0 {
			return nil
		}
		if depth > 10*d.lim.MaxDepth {
			return fmt.Errorf("values nest deeper than %d", 10*d.lim.MaxDepth)
		}
	}
}

// finish groups the objects into files, in the order their files first
// appear, each object's namespace joined from its nesting.
func (d *symbolDecoder) finish() {
	byFile := map[string]*symbols.FileSymbols{}
	var order []string
	for i := range d.objects {
		po := &d.objects[i]
		ns := make([]string, len(po.ns))
		for j, n := range po.ns {
			ns[len(po.ns)-1-j] = n
		}
		po.obj.Namespace = strings.Join(ns, ".")
		key := po.file + "\x00" + po.obj.Namespace
		fs := byFile[key]
		if fs == nil {
			fs = &symbols.FileSymbols{File: po.file, Namespace: po.obj.Namespace}
			byFile[key] = fs
			order = append(order, key)
		}
		fs.Objects = append(fs.Objects, po.obj)
	}
	for _, k := range order {
		fs := byFile[k]
		fs.ShareTypes()
		d.res.files = append(d.res.files, fs)
	}
	// Two namespaces in one file name (only in hand-made packages) would
	// give the same File twice: keep them apart.
	sort.SliceStable(d.res.files, func(i, j int) bool { return d.res.files[i].File < d.res.files[j].File })
	for i := 1; i < len(d.res.files); i++ {
		if d.res.files[i].File == d.res.files[i-1].File {
			d.res.files[i].File += "#" + strconv.Itoa(i)
		}
	}
}
