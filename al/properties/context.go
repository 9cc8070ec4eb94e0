package properties

import (
	"github.com/alfix/alfix/al/syntax"
)

// Context names where a property is written: an object kind ("table",
// "page", ...) or an element kind qualified by where it sits ("tablefield",
// "pagefield", "actiongroup", "reportcolumn", ...). "" means a place the
// catalogue does not classify (a report's labels, whose members are label
// names, not properties).
type Context string

// ContextOf returns the context of a Property node of f, "" when it is not
// classified.
func ContextOf(f *syntax.File, prop *syntax.Node) Context {
	if prop == nil || prop.Kind != syntax.Property || prop.Parent == nil || prop.Parent.Kind != syntax.ObjectBody {
		return ""
	}
	owner := prop.Parent.Parent
	if owner == nil {
		return ""
	}
	obj := owner
	for obj != nil && obj.Kind != syntax.Object {
		obj = obj.Parent
	}
	if obj == nil {
		return ""
	}
	kind := f.LowerTokenText(int(obj.First))
	if owner == obj {
		return Context(kind)
	}
	if owner.Kind != syntax.Section && owner.Kind != syntax.Element {
		return ""
	}
	el := keywordOf(f, owner)
	// The chain of section and element keywords from the object down.
	var chainBuf [8]string // deep enough for nearly every element
	chain := chainBuf[:0]
	for n := owner.Parent; n != nil && n != obj; n = n.Parent {
		if n.Kind == syntax.Section || n.Kind == syntax.Element {
			chain = append(chain, keywordOf(f, n))
		}
	}
	in := func(kw string) bool {
		for _, c := range chain {
			if c == kw {
				return true
			}
		}
		return false
	}
	if in("labels") || el == "labels" {
		return ""
	}
	pageLike := kind == "page" || kind == "pageextension" || kind == "pagecustomization" || in("requestpage") ||
		kind == "profile" || kind == "profileextension"
	if el == "requestpage" {
		return "requestpage"
	}
	switch kind {
	case "table", "tableextension":
		switch el {
		case "field":
			return "tablefield"
		case "key":
			return "key"
		case "fieldgroup":
			return "fieldgroup"
		case "modify":
			return "tablefieldmodify"
		}
		return ""
	case "enum", "enumextension":
		if el == "value" {
			return "enumvalue"
		}
		return ""
	case "query":
		switch el {
		case "dataitem":
			return "querydataitem"
		case "column":
			return "querycolumn"
		case "filter":
			return "queryfilter"
		}
		return ""
	case "xmlport":
		if !in("requestpage") {
			switch el {
			case "tableelement", "textelement", "fieldelement", "textattribute", "fieldattribute", "tableattribute":
				return "xmlportnode"
			}
			return ""
		}
	case "report", "reportextension":
		if !in("requestpage") {
			switch el {
			case "dataitem":
				return "reportdataitem"
			case "column":
				return "reportcolumn"
			case "layout":
				if in("rendering") {
					return "reportlayout"
				}
			case "modify":
				return "" // a data item or column of the base report
			}
			return ""
		}
	}
	if !pageLike {
		return ""
	}
	actions := in("actions") || el == "actions"
	switch el {
	case "field":
		return "pagefield"
	case "label":
		return "pagelabel"
	case "part":
		return "pagepart"
	case "systempart":
		return "pagesystempart"
	case "usercontrol":
		return "pageusercontrol"
	case "group":
		if actions {
			return "actiongroup"
		}
		return "pagegroup"
	case "repeater", "grid", "fixed", "cuegroup":
		return Context("page" + el)
	case "area":
		if actions {
			return "actionarea"
		}
		return "pagearea"
	case "action", "customaction", "systemaction", "fileuploadaction":
		return Context(el)
	case "actionref":
		return "actionref"
	case "separator":
		return "actionseparator"
	case "view":
		return "pageview"
	case "modify":
		if actions {
			return "actionmodify"
		}
		return "controlmodify"
	}
	return ""
}

// keywordOf returns the lower-case first word of a section or element.
func keywordOf(f *syntax.File, n *syntax.Node) string {
	return f.LowerTokenText(int(n.First))
}

// Use is one property of a file with its context.
type Use struct {
	Node    *syntax.Node // a Property
	Context Context
}

// Uses returns every property written in f's objects, sections and
// elements, in source order, with its context ("" where unclassified).
func Uses(f *syntax.File) []Use {
	// Counted first, so that the list is allocated once.
	count := 0
	walkProperties(f, func(*syntax.Node) { count++ })
	if count == 0 {
		return nil
	}
	out := make([]Use, 0, count)
	walkProperties(f, func(n *syntax.Node) {
		out = append(out, Use{Node: n, Context: ContextOf(f, n)})
	})
	return out
}

// walkProperties calls fn for every Property of f's objects, sections
// and elements, in source order.
func walkProperties(f *syntax.File, fn func(*syntax.Node)) {
	syntax.Walk(f.Root, func(n *syntax.Node) bool {
		switch n.Kind {
		case syntax.Property:
			fn(n)
			return false
		case syntax.FileNode, syntax.Object, syntax.ObjectBody, syntax.Section, syntax.Element:
			return true
		}
		return false
	})
}
