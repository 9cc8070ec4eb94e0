package symbols

import (
	"strconv"
	"strings"

	"github.com/alfix/alfix/al/syntax"
)

// Type is a declared type: its text as written and what rules ask of it.
// The zero Type (Kind "") is an unknown type.
type Type struct {
	// Text is the type as written, tokens joined with single spaces where
	// the source had trivia ("Record Customer temporary", "Text[30]").
	Text string `json:"text,omitempty"`
	// Kind is the canonical name of the base type ("Record", "Integer",
	// "List", "Codeunit", "JsonObject", ...); for an array, of its element.
	// A type name the catalogue does not know is kept as written.
	Kind string `json:"kind,omitempty"`
	// Object is the unquoted object (or .NET type) an object-typed kind
	// names: Record X, Codeunit X, Page X, Enum X, Interface X, ... or an id
	// ("18"); ObjectNamespace is its namespace qualifier when written
	// (Record Microsoft.Sales.Customer).
	Object          string `json:"object,omitempty"`
	ObjectNamespace string `json:"objectNamespace,omitempty"`
	Temporary       bool   `json:"temporary,omitempty"`
	// Length is the declared length of Text[N], Code[N] and other sized
	// types (0: none).
	Length int `json:"length,omitempty"`
	// ArrayDims is the number of array dimensions (0: not an array).
	ArrayDims int `json:"arrayDims,omitempty"`
	// Args are the type arguments of List of [T] and Dictionary of [K, V].
	Args []Type `json:"args,omitempty"`
}

// orZero returns *t, or the zero Type when t is nil.
func (t *Type) orZero() Type {
	if t == nil {
		return Type{}
	}
	return *t
}

// Known reports whether the type's kind is known.
func (t Type) Known() bool { return t.Kind != "" }

// Is reports whether the type's kind is kind (case-insensitive) and it is
// not an array.
func (t Type) Is(kind string) bool { return t.ArrayDims == 0 && strings.EqualFold(t.Kind, kind) }

// Elem returns the element type of an array type (the same type without
// dimensions); other types give the zero Type.
func (t Type) Elem() Type {
	if t.ArrayDims == 0 {
		return Type{}
	}
	e := t
	e.ArrayDims = 0
	return e
}

// ParseType reads a TypeRef node.
func ParseType(f *syntax.File, tr *syntax.Node) Type {
	t := Type{Text: nodeText(f, tr)}
	if tr == nil || tr.First >= tr.Last {
		return t
	}
	first := int(tr.First)
	if f.Tokens[first].Keyword == syntax.KwArray {
		dims := 0
		for _, c := range tr.Children {
			if c.Kind != syntax.TypeRef {
				dims++
			}
		}
		if el := tr.Child(syntax.TypeRef); el != nil {
			e := ParseType(f, el)
			e.Text = t.Text
			e.ArrayDims = max(dims, 1)
			return e
		}
		t.ArrayDims = max(dims, 1)
		return t
	}
	word := f.TokenText(first)
	t.Kind = CanonicalTypeName(word)
	if first+3 < int(tr.Last) && f.Tokens[first+1].Kind == syntax.LBracket && f.Tokens[first+2].Kind == syntax.Integer &&
		f.Tokens[first+3].Kind == syntax.RBracket {
		t.Length, _ = strconv.Atoi(f.TokenText(first + 2))
	}
	var buf [64]byte
	if objectTypeKinds[string(lowerKey(buf[:0], word))] {
		t.ObjectNamespace, t.Object = qualifiedNameAt(f, first+1, int(tr.Last))
	}
	for _, c := range tr.Children {
		if c.Kind == syntax.TypeRef {
			t.Args = append(t.Args, ParseType(f, c))
		}
	}
	for i := range f.OwnTokens(tr) {
		if f.Tokens[i].Keyword == syntax.KwTemporary {
			t.Temporary = true
		}
	}
	return t
}

// objectTypeKinds are the type words followed by an object name.
var objectTypeKinds = map[string]bool{
	"record": true, "codeunit": true, "page": true, "report": true, "query": true, "xmlport": true,
	"enum": true, "interface": true, "testpage": true, "testrequestpage": true, "dotnet": true,
	"controladdin": true, "testpart": true,
}

// CanonicalTypeName returns the canonical spelling of a built-in type name
// ("RECORD" gives "Record", "jsonobject" gives "JsonObject"); names it does
// not know are returned unchanged (unquoted).
func CanonicalTypeName(name string) string {
	var buf [64]byte
	if c, ok := typeNames[string(lowerKey(buf[:0], name))]; ok {
		return c
	}
	return syntax.Unquote(name)
}

// kindLower is strings.ToLower(kind), without a copy for the type names
// as CanonicalTypeName writes them (what Type.Kind holds).
func kindLower(kind string) string {
	if l, ok := lowerTypeNames[kind]; ok {
		return l
	}
	return strings.ToLower(kind)
}

// lowerTypeNames maps each value of typeNames to its key.
var lowerTypeNames = func() map[string]string {
	m := make(map[string]string, len(typeNames))
	for lower, name := range typeNames {
		m[name] = lower
	}
	return m
}()

var typeNames = func() map[string]string {
	m := map[string]string{}
	for _, n := range strings.Fields(`Action Automation BigInteger BigText Blob Boolean Byte Char Code
		Codeunit CompanyProperty ControlAddIn Cookie DataTransfer Database Date DateFormula DateTime Debugger
		Decimal Dialog Dictionary DotNet Duration Enum ErrorInfo ErrorType ExecutionContext ExecutionMode
		FieldClass FieldRef FieldType File FileUpload FilterPageBuilder Guid HttpClient HttpContent
		HttpHeaders HttpRequestMessage HttpResponseMessage InStream Integer Interface IsolationLevel
		JsonArray JsonObject JsonToken JsonValue KeyRef Label List Media MediaSet ModuleDependencyInfo
		ModuleInfo None Notification NumberSequence Option OutStream Page PageBackgroundTaskErrorLevel
		ProductName Query Record RecordId RecordRef Report ReportFormat RequestPage SecretText
		SecurityFilter SessionInformation SessionSettings System TaskScheduler TestAction TestField
		TestFilter TestFilterField TestHttpRequestMessage TestHttpResponseMessage TestPage TestPart
		TestRequestPage Text TextBuilder TextConst TextEncoding Time Variant Version WebServiceActionContext
		XmlAttribute XmlAttributeCollection XmlCData XmlComment XmlDeclaration XmlDocument XmlDocumentType
		XmlElement XmlNamespaceManager XmlNameTable XmlNode XmlNodeList XmlPort XmlProcessingInstruction
		XmlReadOptions XmlText XmlWriteOptions
		ClientType DataScope DefaultLayout NotificationScope ObjectType PromptMode ReportLayoutType
		SecurityFiltering TableConnectionType TableFilter TelemetryScope TestPermissions Verbosity`) {
		m[strings.ToLower(n)] = n
	}
	return m
}()

// IsTypeName reports whether word, written where AL takes a type, starts
// one: a built-in type (Integer, JsonObject, ...), one of the platform's
// option types (TransactionType, HttpRequestType, ...), an object type
// that a name follows (Record, Codeunit, TestPage, DotNet, ...) or array.
func IsTypeName(word string) bool {
	var buf [64]byte
	w := lowerKey(buf[:0], word)
	_, builtin := typeNames[string(w)]
	return builtin || optionTypeNames[string(w)] || objectTypeKinds[string(w)] || string(w) == "array"
}

// optionTypeNames are the platform's option types that typeNames does not
// hold (lower case): a variable may have them as its type.
var optionTypeNames = map[string]bool{
	"transactiontype": true, "transactionmodel": true, "httprequesttype": true, "dataclassification": true,
	"auditcategory": true, "commitbehavior": true, "errorbehavior": true, "webserviceactionresultcode": true,
	"inherentpermissionsscope": true, "permissionobjecttype": true, "objectaccess": true,
	"securityoperationresult": true,
}
