package tools

import (
	"bytes"
	"encoding/json"
	"fmt"
	"math"
	"sort"
	"strings"
)

// paramKind is the JSON type a tool parameter accepts.
type paramKind int

const (
	kindString paramKind = iota
	kindInt              // a positive integer
	kindBool
	kindStringArray // a JSON array of strings
	kindSpecList    // a JSON array of strings, or a string holding one
	kindNameOrID    // a string, or a positive integer (an object's id) passed on as its decimal string
)

// maxInt is the largest integer parameter accepted (line, column, limit).
const maxInt = math.MaxInt32

// A param describes one parameter of a tool: its decoding, its validation
// and its input schema come from this one description.
type param struct {
	name     string
	kind     paramKind
	required bool
	desc     string
	enum     []string // allowed values of a string, compared ignoring case
	max      int      // largest value of an integer; 0 means maxInt
	// old is the parameter's former name, still accepted for a release
	// with a deprecation note in the result's warnings (issue 49).
	old string
}

// deprecations collects the notes of a call that used a parameter's old
// name; argument structs embed it and their tools add the notes to the
// result's warnings.
type deprecations struct {
	Notes []string `json:"-"`
}

func (d *deprecations) note(s string) { d.Notes = append(d.Notes, s) }

// noter is an argument struct that takes deprecation notes.
type noter interface{ note(string) }

// maxOf is the largest value an integer parameter accepts.
func (p param) maxOf() int {
	if p.max > 0 {
		return p.max
	}
	return maxInt
}

// renamed names parameters that were renamed, for the message of a call
// that still uses the old name where the new one exists.
var renamed = map[string]string{"analyzers": "codeAnalyzers"}

// A paramSet is the parameters of one tool, in schema order.
type paramSet []param

func (ps paramSet) lookup(name string) (param, bool) {
	for _, p := range ps {
		if p.name == name {
			return p, true
		}
	}
	return param{}, false
}

// lookupOld returns the parameter whose former name is name.
func (ps paramSet) lookupOld(name string) (param, bool) {
	for _, p := range ps {
		if p.old != "" && p.old == name {
			return p, true
		}
	}
	return param{}, false
}

func (ps paramSet) names() string {
	var n []string
	for _, p := range ps {
		n = append(n, p.name)
	}
	return strings.Join(n, ", ")
}

// decode checks raw arguments against the parameters and unmarshals them into
// dst (a pointer to the tool's argument struct, whose json tags are the
// parameter names). Every problem is an Invalid envelope naming the
// parameter. A null value is refused: the schemas declare no parameter
// nullable, so an optional parameter is left out to get its default.
func (ps paramSet) decode(raw json.RawMessage, dst any) *ToolError {
	raw = bytes.TrimSpace(raw)
	if len(raw) == 0 || string(raw) == "null" {
		raw = []byte("{}")
	}
	if raw[0] != '{' {
		return invalidf("arguments must be a JSON object of named parameters (%s)", ps.names())
	}
	var obj map[string]json.RawMessage
	if err := json.Unmarshal(raw, &obj); err != nil {
		return invalidf("arguments are not a valid JSON object: %v", err)
	}
	keys := make([]string, 0, len(obj))
	for k := range obj {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	clean := map[string]json.RawMessage{}
	for _, k := range keys {
		p, ok := ps.lookup(k)
		if !ok {
			if np, was := ps.lookupOld(k); was {
				if _, both := obj[np.name]; both {
					return invalidf("parameters '%s' and '%s' are the same; pass '%s' only", k, np.name, np.name)
				}
				if n, ok := dst.(noter); ok {
					n.note(fmt.Sprintf("parameter '%s' is deprecated and will be removed; pass '%s'", k, np.name))
				}
				p, ok, k = np, true, np.name
			}
		}
		if !ok {
			if to, was := renamed[k]; was {
				if _, has := ps.lookup(to); has {
					return invalidf("unknown parameter '%s'; analyzer specs are passed as '%s' (the parameters are: %s)", echo(k), to, ps.names())
				}
			}
			return invalidf("unknown parameter '%s'; the parameters are: %s", echo(k), ps.names())
		}
		v := bytes.TrimSpace(obj[k])
		if v == nil {
			v = bytes.TrimSpace(obj[p.old])
		}
		if string(v) == "null" {
			if p.required {
				return invalidf("parameter '%s' is required and must not be null", k)
			}
			return invalidf("parameter '%s' must not be null; leave it out to get its default", k)
		}
		norm, te := p.check(v)
		if te != nil {
			return te
		}
		clean[k] = norm
	}
	for _, p := range ps {
		if _, ok := clean[p.name]; p.required && !ok {
			return invalidf("parameter '%s' is required", p.name)
		}
	}
	b, err := json.Marshal(clean)
	if err == nil {
		err = json.Unmarshal(b, dst)
	}
	if err != nil {
		// check accepted every value, so the struct must take them.
		return faulted(fmt.Errorf("decoding checked arguments: %w", err))
	}
	return nil
}

// check validates one value and returns it in the form the argument struct
// decodes (a spec list given as a string becomes the array it holds).
func (p param) check(v json.RawMessage) (json.RawMessage, *ToolError) {
	switch p.kind {
	case kindString:
		var s string
		if json.Unmarshal(v, &s) != nil {
			return nil, invalidf("parameter '%s' must be a string, not %s", p.name, jsonType(v))
		}
		if p.enum != nil {
			for _, e := range p.enum {
				if strings.EqualFold(s, e) {
					b, _ := json.Marshal(e)
					return b, nil
				}
			}
			return nil, invalidf("parameter '%s' must be one of %s, not %q", p.name, strings.Join(p.enum, ", "), echo(s))
		}
	case kindInt:
		var n json.Number
		d := json.NewDecoder(bytes.NewReader(v))
		d.UseNumber()
		if d.Decode(&n) != nil || jsonType(v) != "a number" {
			return nil, invalidf("parameter '%s' must be a positive integer, not %s", p.name, jsonType(v))
		}
		limit := p.maxOf()
		i, err := n.Int64()
		if err != nil {
			f, ferr := n.Float64()
			if ferr != nil || f != math.Trunc(f) || math.Abs(f) > float64(limit) {
				return nil, invalidf("parameter '%s' must be a positive integer no larger than %d, not %s", p.name, limit, n)
			}
			i = int64(f)
		}
		if i < 1 || i > int64(limit) {
			return nil, invalidf("parameter '%s' must be a positive integer no larger than %d, not %s", p.name, limit, n)
		}
		return json.RawMessage(fmt.Sprint(i)), nil
	case kindNameOrID:
		if jsonType(v) == "a number" {
			id, te := param{name: p.name, kind: kindInt}.check(v)
			if te != nil {
				return nil, invalidf("parameter '%s' must be a name or a positive integer id, not %s", p.name, v)
			}
			b, _ := json.Marshal(string(id))
			return b, nil
		}
		var s string
		if json.Unmarshal(v, &s) != nil {
			return nil, invalidf("parameter '%s' must be a name (a string) or an id (a positive integer), not %s", p.name, jsonType(v))
		}
	case kindBool:
		if s := string(v); s != "true" && s != "false" {
			return nil, invalidf("parameter '%s' must be true or false, not %s", p.name, jsonType(v))
		}
	case kindStringArray:
		var list []string
		if json.Unmarshal(v, &list) != nil {
			return nil, invalidf("parameter '%s' must be an array of strings, not %s", p.name, jsonType(v))
		}
		if te := checkListItems(p.name, list); te != nil {
			return nil, te
		}
	case kindSpecList:
		var list []string
		if json.Unmarshal(v, &list) != nil {
			var s string
			if json.Unmarshal(v, &s) != nil {
				return nil, invalidf("parameter '%s' must be an array of strings or a string holding one, not %s", p.name, jsonType(v))
			}
			if json.Unmarshal([]byte(s), &list) != nil {
				return nil, invalidf("parameter '%s' is a string but not a JSON array of strings: %q", p.name, echo(s))
			}
		}
		if te := checkListItems(p.name, list); te != nil {
			return nil, te
		}
		if te := checkSpecs(p.name, list); te != nil {
			return nil, te
		}
		b, _ := json.Marshal(list)
		return b, nil
	}
	return v, nil
}

// Limits of an analyzer spec list (codeAnalyzers): al.codeAnalyzers names
// a handful of analyzers, each a name, a ${...} variable or a path to a
// DLL.
const (
	maxSpecs     = 32
	maxSpecBytes = 1024
)

// checkSpecs refuses a spec list over maxSpecs specs or with a spec over
// maxSpecBytes.
func checkSpecs(name string, list []string) *ToolError {
	if len(list) > maxSpecs {
		return invalidf("parameter '%s' has %d analyzer specs; at most %d are accepted", name, len(list), maxSpecs)
	}
	for i, s := range list {
		if len(s) > maxSpecBytes {
			return invalidf("parameter '%s' has a spec of %d bytes at index %d (%q); a spec has at most %d", name, len(s), i, echo(s), maxSpecBytes)
		}
	}
	return nil
}

func checkListItems(name string, list []string) *ToolError {
	for i, s := range list {
		if strings.TrimSpace(s) == "" {
			return invalidf("parameter '%s' has an empty string at index %d", name, i)
		}
		if strings.ContainsRune(s, 0) {
			return invalidf("parameter '%s' has a NUL byte in the string at index %d", name, i)
		}
	}
	return nil
}

// jsonType names the JSON type of a value for messages.
func jsonType(v json.RawMessage) string {
	if len(v) == 0 {
		return "nothing"
	}
	switch v[0] {
	case '"':
		return "a string"
	case '{':
		return "an object"
	case '[':
		return "an array"
	case 't', 'f':
		return "a boolean"
	case 'n':
		return "null"
	}
	return "a number"
}

// maxSchemaEnum is the longest enum an input schema lists.
const maxSchemaEnum = 8

// sharedParams are the parameters several tools take with one meaning,
// defined once in Instructions (issue 49: no prose repeated in every
// tool's schema): a parameter whose description is its shared one is
// published with its type alone. A tool that gives one of these names
// another meaning describes it in its own words, which are published.
var sharedParams = map[string]string{
	"projectPath": projectPathDesc,
	"objectType":  objectTypeDesc,
	"object":      objectDesc,
	"cursor":      cursorDesc,
}

// inputSchema is the JSON schema published for the parameters: types,
// descriptions, enums and required names, no default keywords (defaults
// are stated in the descriptions). It is paid for by every client on
// every turn (the budget of list_test.go): descriptions say what a
// parameter is in a few words, and the shared parameters are described
// in Instructions only.
func (ps paramSet) inputSchema() map[string]any {
	props := map[string]any{}
	var required []string
	for _, p := range ps {
		s := map[string]any{}
		if shared, ok := sharedParams[p.name]; !ok || p.desc != shared {
			s["description"] = p.desc
		}
		switch p.kind {
		case kindString:
			s["type"] = "string"
			// A long enum (the object kinds) is named in the description
			// and checked by decode, not repeated in every tool's schema.
			if p.enum != nil && len(p.enum) <= maxSchemaEnum {
				s["enum"] = p.enum
			}
		case kindInt:
			s["type"] = "integer"
			if p.max > 0 {
				s["maximum"] = p.max
			}
		case kindNameOrID:
			s["type"] = []string{"string", "integer"}
		case kindBool:
			s["type"] = "boolean"
		case kindStringArray, kindSpecList:
			// A spec list is published as the array it is; decode also
			// takes a string holding one, which some clients send.
			s["type"] = "array"
			s["items"] = map[string]any{"type": "string"}
		}
		props[p.name] = s
		if p.required {
			required = append(required, p.name)
		}
	}
	// No additionalProperties: false: decode refuses unknown names, and
	// accepts the former names of renamed parameters (param.old), which
	// the schema does not list.
	schema := map[string]any{"type": "object", "properties": props}
	if required != nil {
		schema["required"] = required
	}
	return schema
}
