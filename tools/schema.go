package tools

import (
	"reflect"
	"strings"
)

// outputSchema derives the JSON schema of a result type: objects list their
// properties and require every field without omitempty; an embedded struct
// pointer contributes optional properties (the verbose fields of list_rules).
func outputSchema(v any) map[string]any {
	return schemaOf(reflect.TypeOf(v))
}

func schemaOf(t reflect.Type) map[string]any {
	for t.Kind() == reflect.Pointer {
		t = t.Elem()
	}
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
		return map[string]any{"type": "array", "items": schemaOf(t.Elem())}
	case reflect.Map:
		return map[string]any{"type": "object", "additionalProperties": schemaOf(t.Elem())}
	case reflect.Struct:
		props := map[string]any{}
		required := []string{}
		addFields(t, props, &required, false)
		s := map[string]any{"type": "object", "properties": props}
		if len(required) > 0 {
			s["required"] = required
		}
		return s
	}
	panic("tools: no schema for " + t.String())
}

func addFields(t reflect.Type, props map[string]any, required *[]string, optional bool) {
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
			addFields(et, props, required, opt)
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
		props[name] = schemaOf(f.Type)
		if !optional && !strings.Contains(opts, "omitempty") && !strings.Contains(opts, "omitzero") {
			*required = append(*required, name)
		}
	}
}
