package tools

import (
	"reflect"
	"strings"
)

// outputSchema derives the JSON schema of a result type: objects list their
// properties and require every field without omitempty; an embedded struct
// pointer contributes optional properties (the verbose fields of list_rules).
// A struct type used in more than one place is written once under $defs
// and referred to with $ref, since every client reads the schemas of every
// tool on every turn. For the same reason an object nested deeper than
// maxSchemaDepth is published as {"type": "object"}: its fields are in
// docs/CONTRACT.md.
func outputSchema(v any) map[string]any {
	t := reflect.TypeOf(v)
	b := &schemaBuilder{uses: map[reflect.Type]int{}, defs: map[string]any{}}
	b.count(t, map[reflect.Type]bool{})
	s := b.schemaOf(t, 0)
	if len(b.defs) > 0 {
		s["$defs"] = b.defs
	}
	return s
}

// maxSchemaDepth is the nesting of objects whose properties an output
// schema lists with their types: the result's own (depth 0), with the
// required ones; the entries of the result's lists name theirs
// (entrySchema).
const maxSchemaDepth = 1

// entrySchema is the schema of an entry of one of the result's lists (a
// diagnostic, a rule, a symbol): the names of its properties, each with
// the empty schema (their types are in docs/CONTRACT.md).
func (b *schemaBuilder) entrySchema(t reflect.Type) map[string]any {
	t = elem(t)
	if t.Kind() != reflect.Struct {
		return b.schemaOf(t, 1)
	}
	if b.uses[t] > 1 && t.Name() != "" {
		if _, done := b.defs[t.Name()]; !done {
			b.defs[t.Name()] = b.structSchema(t, 1)
		}
		return map[string]any{"$ref": "#/$defs/" + t.Name()}
	}
	return b.structSchema(t, 1)
}

// A schemaBuilder writes the schema of one result type.
type schemaBuilder struct {
	uses map[reflect.Type]int // how often each named struct type is used
	defs map[string]any
}

func elem(t reflect.Type) reflect.Type {
	for t.Kind() == reflect.Pointer {
		t = t.Elem()
	}
	return t
}

// count counts the uses of every struct type reachable from t.
func (b *schemaBuilder) count(t reflect.Type, onPath map[reflect.Type]bool) {
	t = elem(t)
	switch t.Kind() {
	case reflect.Slice, reflect.Map:
		b.count(t.Elem(), onPath)
	case reflect.Struct:
		b.uses[t]++
		if b.uses[t] > 1 || onPath[t] {
			return
		}
		onPath[t] = true
		for i := range t.NumField() {
			if f := t.Field(i); f.IsExported() {
				if f.Anonymous {
					b.uses[elem(f.Type)]-- // an embedded struct's fields are inlined
				}
				b.count(f.Type, onPath)
			}
		}
		delete(onPath, t)
	}
}

func (b *schemaBuilder) schemaOf(t reflect.Type, depth int) map[string]any {
	t = elem(t)
	switch t.Kind() {
	case reflect.String:
		return map[string]any{"type": "string"}
	case reflect.Bool:
		return map[string]any{"type": "boolean"}
	case reflect.Int, reflect.Int32, reflect.Int64:
		return map[string]any{"type": "integer"}
	case reflect.Float64:
		return map[string]any{"type": "number"}
	case reflect.Slice:
		// A list's entries are what a tool is called for: their
		// properties are listed one level deeper than other objects'.
		if depth == 1 {
			return map[string]any{"type": "array", "items": b.entrySchema(t.Elem())}
		}
		return map[string]any{"type": "array", "items": b.schemaOf(t.Elem(), depth)}
	case reflect.Map:
		return map[string]any{"type": "object", "additionalProperties": b.schemaOf(t.Elem(), depth)}
	case reflect.Struct:
		if depth >= maxSchemaDepth {
			return map[string]any{"type": "object"}
		}
		return b.structSchema(t, depth)
	}
	panic("tools: no schema for " + t.String())
}

func (b *schemaBuilder) structSchema(t reflect.Type, depth int) map[string]any {
	props := map[string]any{}
	required := []string{}
	b.addFields(t, props, &required, false, depth+1)
	s := map[string]any{"type": "object", "properties": props}
	if len(required) > 0 && depth == 0 {
		s["required"] = required
	}
	return s
}

func (b *schemaBuilder) addFields(t reflect.Type, props map[string]any, required *[]string, optional bool, depth int) {
	for i := range t.NumField() {
		f := t.Field(i)
		if !f.IsExported() {
			continue
		}
		if f.Anonymous {
			et := f.Type
			opt := optional
			if et.Kind() == reflect.Pointer {
				et, opt = et.Elem(), true
			}
			b.addFields(et, props, required, opt, depth)
			continue
		}
		tag := f.Tag.Get("json")
		if tag == "-" {
			continue
		}
		name, opts, _ := strings.Cut(tag, ",")
		if name == "" {
			name = f.Name
		}
		if depth > maxSchemaDepth {
			// A property of an entry of one of the result's lists is
			// named without its type (docs/CONTRACT.md has the types):
			// half of the bytes of the output schemas otherwise.
			props[name] = map[string]any{}
		} else {
			props[name] = b.schemaOf(f.Type, depth)
		}
		if !optional && !strings.Contains(opts, "omitempty") && !strings.Contains(opts, "omitzero") {
			*required = append(*required, name)
		}
	}
}
