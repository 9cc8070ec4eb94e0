package symbols

import (
	"bytes"
	_ "embed"
	"fmt"
	"slices"
	"strconv"
	"strings"
)

// Method is a built-in method of the AL platform.
type Method struct {
	// Receiver is the receiver kind (see Receivers): "System" for global
	// methods, a type kind ("Record", "List", "JsonObject", ...), or a type
	// name used as receiver ("PageStatic" for Page.Run(...)).
	Receiver string
	// Name is the canonical casing.
	Name string
	// MinArgs and MaxArgs bound the argument count over all overloads;
	// MaxArgs is -1 when any number is accepted.
	MinArgs, MaxArgs int
	// Returns is the return kind when it does not depend on the call (a
	// Type.Kind such as "Integer", "Boolean", "FieldRef"); "" otherwise.
	Returns string
	// Property is set for property-like methods that may be written with
	// assignment syntax (Rec.ReadIsolation := ..., CurrPage.Editable := ...).
	Property bool
	// VarArgs are the 0-based argument positions passed by var.
	VarArgs []int
	// FieldArgs are the 0-based argument positions that name a field of
	// the receiver record (SetRange(Field, ...)); AllFieldArgs is set when
	// every argument does (SetCurrentKey, CalcFields, SetLoadFields, ...).
	FieldArgs    []int
	AllFieldArgs bool
	// Params are the parameter kinds by 0-based position, recorded only
	// where every overload takes that one kind there and it is a plain
	// value kind (Text, Integer, Decimal, Date, ...); "" (or a position
	// past the end) means not recorded: Variant, Joker, a kind that
	// differs between overloads, or not looked up.
	Params []string
}

// paramKinds are the kinds a types= flag may record: plain value kinds,
// whose conversions symbols.CannotConvert judges.
var paramKinds = map[string]bool{"Text": true, "Code": true, "Integer": true, "BigInteger": true, "Decimal": true,
	"Boolean": true, "Date": true, "Time": true, "DateTime": true}

// ParamType returns the type of parameter i as the catalogue records it,
// the zero Type when it does not.
func (m *Method) ParamType(i int) Type {
	if i < 0 || i >= len(m.Params) || m.Params[i] == "" {
		return Type{}
	}
	return kindType(m.Params[i])
}

// IsFieldArg reports whether argument i names a field of the receiver.
func (m *Method) IsFieldArg(i int) bool {
	return m.AllFieldArgs || slices.Contains(m.FieldArgs, i)
}

// Accepts reports whether the method accepts n arguments.
func (m *Method) Accepts(n int) bool {
	return n >= m.MinArgs && (m.MaxArgs < 0 || n <= m.MaxArgs)
}

// Parameterless reports whether the method can be called without
// arguments (and so, in AL, without parentheses).
func (m *Method) Parameterless() bool { return m.MinArgs == 0 }

// SystemReceiver is the receiver kind of global methods.
const SystemReceiver = "System"

//go:embed builtins.txt
var builtinsText string

type catalogue struct {
	byReceiver map[string][]*Method // receiver -> methods sorted by name
	byKey      map[string]*Method   // kindKey(receiver, name)
	receivers  []string             // sorted
	receiverOf map[string]string    // lower(receiver) -> canonical
	errs       []string             // problems found while reading (tested to be empty)
}

var builtins = parseCatalogue(builtinsText)

// parseCatalogue reads the catalogue text (format in builtins.txt).
func parseCatalogue(text string) *catalogue {
	c := &catalogue{byReceiver: map[string][]*Method{}, byKey: map[string]*Method{}, receiverOf: map[string]string{}}
	recv := ""
	for n, line := range strings.Split(text, "\n") {
		line = strings.TrimSpace(line)
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		if strings.HasPrefix(line, "[") && strings.HasSuffix(line, "]") {
			recv = line[1 : len(line)-1]
			if _, seen := c.receiverOf[strings.ToLower(recv)]; seen {
				c.errs = append(c.errs, fmt.Sprintf("line %d: receiver %s listed twice", n+1, recv))
			}
			c.receiverOf[strings.ToLower(recv)] = recv
			c.receivers = append(c.receivers, recv)
			continue
		}
		m, err := parseMethod(recv, line)
		if err != nil {
			c.errs = append(c.errs, fmt.Sprintf("line %d: %v", n+1, err))
			continue
		}
		key := kindKey(recv, m.Name)
		if _, dup := c.byKey[key]; dup {
			c.errs = append(c.errs, fmt.Sprintf("line %d: %s.%s listed twice", n+1, recv, m.Name))
			continue
		}
		c.byKey[key] = m
		c.byReceiver[recv] = append(c.byReceiver[recv], m)
	}
	slices.Sort(c.receivers)
	for _, ms := range c.byReceiver {
		slices.SortFunc(ms, func(a, b *Method) int { return strings.Compare(a.Name, b.Name) })
	}
	return c
}

func parseMethod(recv, line string) (*Method, error) {
	if recv == "" {
		return nil, fmt.Errorf("method before any [Receiver]")
	}
	f := strings.Fields(line)
	if len(f) < 4 {
		return nil, fmt.Errorf("want Name MinArgs MaxArgs Return [flags], got %q", line)
	}
	m := &Method{Receiver: recv, Name: f[0]}
	var err error
	if m.MinArgs, err = strconv.Atoi(f[1]); err != nil || m.MinArgs < 0 {
		return nil, fmt.Errorf("%s: bad MinArgs %q", m.Name, f[1])
	}
	if f[2] == "*" {
		m.MaxArgs = -1
	} else if m.MaxArgs, err = strconv.Atoi(f[2]); err != nil || m.MaxArgs < m.MinArgs {
		return nil, fmt.Errorf("%s: bad MaxArgs %q", m.Name, f[2])
	}
	if f[3] != "-" {
		m.Returns = f[3]
	}
	for _, flag := range f[4:] {
		switch {
		case flag == "prop":
			m.Property = true
		case strings.HasPrefix(flag, "var="):
			for _, p := range strings.Split(flag[4:], ",") {
				i, err := strconv.Atoi(p)
				if err != nil || i < 0 || (m.MaxArgs >= 0 && i >= m.MaxArgs) {
					return nil, fmt.Errorf("%s: bad var position %q", m.Name, p)
				}
				m.VarArgs = append(m.VarArgs, i)
			}
		case strings.HasPrefix(flag, "types="):
			kinds := strings.Split(flag[6:], ",")
			if m.Params != nil || (m.MaxArgs >= 0 && len(kinds) > m.MaxArgs) {
				return nil, fmt.Errorf("%s: bad types %q", m.Name, flag[6:])
			}
			for _, k := range kinds {
				if k == "?" {
					k = ""
				} else if !paramKinds[k] {
					return nil, fmt.Errorf("%s: parameter kind %q is not one types= records", m.Name, k)
				}
				m.Params = append(m.Params, k)
			}
		case flag == "field=*":
			m.AllFieldArgs = true
		case strings.HasPrefix(flag, "field="):
			i, err := strconv.Atoi(flag[6:])
			if err != nil || i < 0 || (m.MaxArgs >= 0 && i >= m.MaxArgs) {
				return nil, fmt.Errorf("%s: bad field position %q", m.Name, flag[6:])
			}
			m.FieldArgs = append(m.FieldArgs, i)
		default:
			return nil, fmt.Errorf("%s: unknown flag %q", m.Name, flag)
		}
	}
	return m, nil
}

// Builtin returns the built-in method name of receiver kind receiver
// (both case-insensitive), or nil. Receiver "" means SystemReceiver.
func Builtin(receiver, name string) *Method {
	if receiver == "" {
		receiver = SystemReceiver
	}
	var buf [64]byte
	return builtins.byKey[string(lookupKey(buf[:], receiver, name))]
}

// method returns the catalogue's method name of receiver recv, or nil.
func (c *catalogue) method(recv, name string) *Method { return c.byKey[kindKey(recv, name)] }

// globalReceivers are the receivers whose methods code may call without
// naming the receiver: global methods, and the Database, Session and File
// methods (Commit, StartSession, Exists, ...).
var globalReceivers = [...]string{SystemReceiver, "Database", "Session", "FileStatic"}

// GlobalMethod returns the built-in method code may call by name alone, or
// nil.
func GlobalMethod(name string) *Method {
	for _, r := range globalReceivers {
		if m := Builtin(r, name); m != nil {
			return m
		}
	}
	return nil
}

// Builtins returns the methods of a receiver kind sorted by name, or nil.
func Builtins(receiver string) []*Method {
	var buf [64]byte
	return builtins.byReceiver[builtins.receiverOf[string(lowerKey(buf[:], receiver))]]
}

// Receivers returns the receiver kinds of the catalogue, sorted.
func Receivers() []string { return slices.Clone(builtins.receivers) }

// typeReceivers maps type kinds that share another kind's methods.
var typeReceivers = map[string]string{
	"code": "Text", "label": "Text", "textconst": "Text", "testpage": "", "requestpage": "Page",
}

// ReceiverOfType returns the catalogue receiver kind whose methods a value
// of type t has ("Record" for Record X, "Text" for Code[20], ...), or ""
// when unknown or when t is an array.
func ReceiverOfType(t Type) string {
	if t.ArrayDims > 0 || t.Kind == "" {
		return ""
	}
	var buf [64]byte
	low := lowerKey(buf[:], t.Kind)
	if r, ok := typeReceivers[string(low)]; ok {
		return r
	}
	if bytes.HasSuffix(low, []byte("static")) || string(low) == "system" {
		return ""
	}
	return builtins.receiverOf[string(low)]
}

// staticReceivers maps a type or namespace name written as a receiver
// (Page.Run, Text.StrLen, Database.CompanyName) to its catalogue receiver.
var staticReceivers = map[string]string{
	"page": "PageStatic", "report": "ReportStatic", "codeunit": "CodeunitStatic", "xmlport": "XmlPortStatic",
	"query": "QueryStatic", "text": "TextStatic", "dialog": "DialogStatic", "database": "Database",
	"session": "Session", "navapp": "NavApp", "companyproperty": "CompanyProperty", "system": SystemReceiver,
	"productname": "ProductName", "isolatedstorage": "IsolatedStorage", "taskscheduler": "TaskScheduler",
	"file": "FileStatic", "guid": "GuidStatic",
}
