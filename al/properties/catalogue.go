package properties

import (
	_ "embed"
	"fmt"
	"maps"
	"slices"
	"strings"
	"sync"

	"github.com/alfix/alfix/al/syntax"
)

//go:embed catalogue.txt
var catalogueText string

// catalogue is the parsed catalogue.txt.
type catalogue struct {
	allowed map[Context]map[string]bool // lower-case names
	bools   map[string]bool             // lower-case names
	ints    map[string]bool             // lower-case names
	enums   map[string][]enumShape      // lower-case name → shapes
	fixed   map[Context]map[string]bool // lower-case names a modify in the context may not set
}

// enumShape is the members of an enumeration property, in one context or
// (context "") in all.
type enumShape struct {
	context Context
	members map[string]bool // lower case
	list    []string        // the members' keys, sorted (Shape.Members)
}

// common are the properties every context allows.
var common = []string{"Description", "ObsoleteState", "ObsoleteReason", "ObsoleteTag"}

var (
	loadOnce  sync.Once
	loaded    *catalogue
	loadError error
)

// cat returns the catalogue; a malformed catalogue.txt panics, at every
// call (a test parses it).
func cat() *catalogue {
	loadOnce.Do(func() { loaded, loadError = parse(catalogueText) })
	if loadError != nil {
		panic("properties: " + loadError.Error())
	}
	return loaded
}

// parse reads a catalogue text.
func parse(text string) (*catalogue, error) {
	c := &catalogue{allowed: map[Context]map[string]bool{}, bools: map[string]bool{}, ints: map[string]bool{},
		enums: map[string][]enumShape{}, fixed: map[Context]map[string]bool{}}
	ml := map[string]bool{}
	includes := map[Context][]Context{}
	var order []Context
	for n, line := range strings.Split(text, "\n") {
		line = strings.TrimSpace(line)
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		word, rest, _ := strings.Cut(line, " ")
		bad := func(why string) error { return fmt.Errorf("catalogue.txt:%d: %s", n+1, why) }
		switch word {
		case "ml":
			for _, name := range strings.Fields(rest) {
				ml[strings.ToLower(name)] = true
			}
		case "bool":
			for _, name := range strings.Fields(rest) {
				c.bools[strings.ToLower(name)] = true
			}
		case "int":
			for _, name := range strings.Fields(rest) {
				c.ints[strings.ToLower(name)] = true
			}
		case "in":
			head, names, ok := strings.Cut(rest, ":")
			ctx := Context(strings.TrimSpace(head))
			if !ok || ctx == "" {
				return nil, bad("want `in context: names`")
			}
			if c.allowed[ctx] != nil {
				return nil, bad("context " + string(ctx) + " listed twice")
			}
			set := map[string]bool{}
			for _, name := range common {
				set[strings.ToLower(name)] = true
			}
			for _, name := range strings.Fields(names) {
				if inc, ok := strings.CutPrefix(name, "+"); ok {
					includes[ctx] = append(includes[ctx], Context(inc))
					continue
				}
				set[strings.ToLower(name)] = true
			}
			c.allowed[ctx] = set
			order = append(order, ctx)
		case "fixed":
			head, names, ok := strings.Cut(rest, ":")
			ctx := Context(strings.TrimSpace(head))
			if !ok || ctx == "" || len(strings.Fields(names)) == 0 {
				return nil, bad("want `fixed context: names`")
			}
			if c.fixed[ctx] != nil {
				return nil, bad("fixed context " + string(ctx) + " listed twice")
			}
			set := map[string]bool{}
			for _, name := range strings.Fields(names) {
				set[strings.ToLower(name)] = true
			}
			c.fixed[ctx] = set
		case "enum":
			head, members, ok := strings.Cut(rest, ":")
			name, ctx, _ := strings.Cut(strings.TrimSpace(head), "@")
			if !ok || name == "" || len(strings.Fields(members)) == 0 {
				return nil, bad("want `enum Name[@context]: members`")
			}
			key := strings.ToLower(name)
			for _, s := range c.enums[key] {
				if s.context == Context(ctx) {
					return nil, bad("enum " + name + " listed twice")
				}
			}
			s := enumShape{context: Context(ctx), members: map[string]bool{}}
			for _, m := range strings.Fields(members) {
				s.members[strings.ToLower(m)] = true
			}
			s.list = slices.Sorted(maps.Keys(s.members))
			c.enums[key] = append(c.enums[key], s)
		default:
			return nil, bad("unknown line kind " + word)
		}
	}
	// Includes, in order (a context may include one listed before or after it).
	var resolve func(ctx Context, seen map[Context]bool) error
	resolve = func(ctx Context, seen map[Context]bool) error {
		if seen[ctx] {
			return fmt.Errorf("catalogue.txt: context %s includes itself", ctx)
		}
		seen[ctx] = true
		for _, inc := range includes[ctx] {
			if c.allowed[inc] == nil {
				return fmt.Errorf("catalogue.txt: context %s includes unknown %s", ctx, inc)
			}
			if err := resolve(inc, seen); err != nil {
				return err
			}
			for name := range c.allowed[inc] {
				c.allowed[ctx][name] = true
			}
		}
		delete(includes, ctx)
		delete(seen, ctx)
		return nil
	}
	for _, ctx := range order {
		if err := resolve(ctx, map[Context]bool{}); err != nil {
			return nil, err
		}
	}
	for _, set := range c.allowed {
		for name := range set {
			if ml[name] {
				set[name+"ml"] = true
			}
		}
	}
	for ctx, set := range c.fixed {
		allowed := c.allowed[ctx]
		if allowed == nil {
			return nil, fmt.Errorf("catalogue.txt: fixed context %s is not listed with in", ctx)
		}
		for name := range set {
			if !allowed[name] {
				return nil, fmt.Errorf("catalogue.txt: fixed property %s is not allowed in %s", name, ctx)
			}
		}
	}
	return c, nil
}

// Known reports whether the catalogue lists the properties of ctx.
func Known(ctx Context) bool { return ctx != "" && cat().allowed[ctx] != nil }

// Allowed reports whether property name may be written in ctx; known is
// false when the catalogue does not list ctx (then allowed is true).
func Allowed(ctx Context, name string) (allowed, known bool) {
	set := cat().allowed[ctx]
	if ctx == "" || set == nil {
		return true, false
	}
	var buf [64]byte
	return set[string(syntax.AppendLower(buf[:0], name))], true
}

// Customizable reports whether a modify element of context ctx (a table
// extension's modify of a field, a page extension's or customization's
// modify of a control or an action) may set property name: false only for
// the properties the catalogue lists as fixed there (the compiler's
// AL0246), true for every other name, including names ctx does not allow
// at all (AL0124's question) and contexts without a list.
func Customizable(ctx Context, name string) bool {
	var buf [64]byte
	return !cat().fixed[ctx][string(syntax.AppendLower(buf[:0], name))]
}

// Shape is what the catalogue knows of a property's value in a context.
type Shape struct {
	Bool    bool     // the literal true or false
	Int     bool     // an integer literal, with or without a sign
	Members []string // an enumeration's members (lower case, sorted; shared: not to be modified), nil when not an enumeration
}

// Known reports whether the shape says anything.
func (s Shape) Known() bool { return s.Bool || s.Int || s.Members != nil }

// ShapeOf returns the shape of property name's value in ctx; the zero Shape
// when the catalogue does not know it.
func ShapeOf(ctx Context, name string) Shape {
	c := cat()
	var buf [64]byte
	key := syntax.AppendLower(buf[:0], name)
	if c.bools[string(key)] {
		return Shape{Bool: true}
	}
	if c.ints[string(key)] {
		return Shape{Int: true}
	}
	var general *enumShape
	shapes := c.enums[string(key)]
	for i, s := range shapes {
		if s.context == ctx {
			return Shape{Members: members(s)}
		}
		if s.context == "" {
			general = &shapes[i]
		}
	}
	if general != nil {
		return Shape{Members: members(*general)}
	}
	return Shape{}
}

// members returns the members of s: one slice per shape, made with the
// catalogue (ShapeOf runs for every property of every file).
func members(s enumShape) []string { return s.list }

// ValidValue reports whether value, a property value's source text, fits
// the shape; valid is true when the shape is unknown. A Boolean is true or
// false in any case; an integer is digits with an optional sign; an
// enumeration member is one word, quoted or not, compared
// case-insensitively. A value that is not a single word (an expression, a
// list) is invalid for all three.
func (s Shape) ValidValue(value string) bool {
	v := strings.TrimSpace(value)
	if s.Bool {
		return strings.EqualFold(v, "true") || strings.EqualFold(v, "false")
	}
	if s.Int {
		return isInteger(v)
	}
	if s.Members == nil {
		return true
	}
	if len(v) >= 2 && v[0] == '"' && v[len(v)-1] == '"' {
		v = v[1 : len(v)-1]
	}
	v = strings.ToLower(v)
	for _, m := range s.Members {
		if m == v {
			return true
		}
	}
	return false
}

// isInteger reports whether v is an integer literal, optionally signed
// (white space may follow the sign).
func isInteger(v string) bool {
	if strings.HasPrefix(v, "-") || strings.HasPrefix(v, "+") {
		v = strings.TrimSpace(v[1:])
	}
	if v == "" {
		return false
	}
	for _, r := range v {
		if r < '0' || r > '9' {
			return false
		}
	}
	return true
}
