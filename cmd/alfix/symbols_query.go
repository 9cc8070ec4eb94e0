package main

import (
	"context"
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"

	"github.com/alfix/alfix/tools"
	"github.com/alfix/alfix/workspace"
)

// The symbol queries on the command line: alfix symbols find, describe,
// refs, events, free-ids, source and calls run the MCP tools find_symbols,
// describe_object, find_references, events, free_ids, get_source and
// call_hierarchy (symbols_calls.go) and
// print their result (--format json: the tool's result object; text: one
// line per item).

// symbolQuery is one subcommand of alfix symbols.
type symbolQuery struct {
	name, usage, about string
	// args is the positional arguments' shape: "QUERY", "TYPE NAME", ...
	minArgs, maxArgs int
	run              func(q *queryRun) (any, *tools.ToolError)
	text             func(w, errw io.Writer, result any)
}

// queryRun is one run of a subcommand: its flags and arguments.
type queryRun struct {
	ctx        context.Context
	ws         *workspace.Workspace
	project    string
	args       []string
	limit      int
	cursor     string
	match      string
	kinds      string
	scope      string
	in         string
	memberKind string
	overload   int
	count      int
	lists      string
	direction  string
	depth      int
}

func (q *queryRun) arg(i int) *string {
	if i < len(q.args) {
		return &q.args[i]
	}
	return nil
}

func optString(s string) *string {
	if s == "" {
		return nil
	}
	return &s
}

func optInt(i int) *int {
	if i <= 0 {
		return nil
	}
	return &i
}

func splitList(s string) []string {
	var out []string
	for _, p := range strings.Split(s, ",") {
		if p = strings.TrimSpace(p); p != "" {
			out = append(out, p)
		}
	}
	return out
}

var symbolQueries = append(baseSymbolQueries, callsQuery, unusedQuery)

var baseSymbolQueries = []symbolQuery{
	{name: "find", usage: "QUERY", about: "find declarations by name (find_symbols)", minArgs: 1, maxArgs: 1,
		run: func(q *queryRun) (any, *tools.ToolError) {
			a := tools.FindSymbolsArgs{ProjectPath: &q.project, Query: q.arg(0), Match: optString(q.match), Kinds: splitList(q.kinds),
				Scope: optString(q.scope), Limit: optInt(q.limit), Cursor: optString(q.cursor)}
			if q.in != "" {
				kind, name, ok := strings.Cut(q.in, ":")
				if !ok {
					return nil, &tools.ToolError{Code: tools.CodeInvalid, Message: "--in must be TYPE:NAME, e.g. table:\"Sales Line\""}
				}
				a.ObjectType, a.Object = &kind, &name
			}
			return tools.FindSymbols(q.ctx, q.ws, a)
		},
		text: func(w, errw io.Writer, v any) {
			r := v.(*tools.FindSymbolsResult)
			for _, h := range r.Symbols {
				fmt.Fprintf(w, "%s\t%s\t%s\n", textField(hitTitle(h)), textField(h.App), textField(sourceText(h.Source)))
			}
			pageNote(errw, r.PageFields, "hits")
		}},
	{name: "describe", usage: "TYPE NAME", about: "describe an object with its extensions (describe_object)", minArgs: 2, maxArgs: 2,
		run: func(q *queryRun) (any, *tools.ToolError) {
			return tools.DescribeObject(q.ctx, q.ws, tools.DescribeObjectArgs{ProjectPath: &q.project, ObjectType: q.arg(0), Object: q.arg(1),
				Projections: splitList(q.lists), Limit: optInt(q.limit), Cursor: optString(q.cursor)})
		},
		text: writeDescription},
	{name: "refs", usage: "TYPE NAME [MEMBER]", about: "find the project's references to a declaration (find_references)", minArgs: 2, maxArgs: 3,
		run: func(q *queryRun) (any, *tools.ToolError) {
			return tools.FindReferences(q.ctx, q.ws, tools.FindReferencesArgs{ProjectPath: &q.project, ObjectType: q.arg(0), Object: q.arg(1),
				Member: q.arg(2), MemberKind: optString(q.memberKind), Limit: optInt(q.limit), Cursor: optString(q.cursor)})
		},
		text: func(w, errw io.Writer, v any) {
			r := v.(*tools.FindReferencesResult)
			for _, x := range r.References {
				fmt.Fprintf(w, "%s:%d:%d: %s in %s: %s\n", textPath(x.FilePath), x.Line, x.Column, x.Kind, textField(callerText(x.Caller)), textField(x.Text))
			}
			pageNote(errw, r.PageFields, "references")
		}},
	{name: "events", usage: "TYPE NAME [EVENT]", about: "list an object's events and the project's subscribers (events)", minArgs: 2, maxArgs: 3,
		run: func(q *queryRun) (any, *tools.ToolError) {
			return tools.Events(q.ctx, q.ws, tools.EventsArgs{ProjectPath: &q.project, ObjectType: q.arg(0), Object: q.arg(1), Event: q.arg(2),
				Limit: optInt(q.limit), Cursor: optString(q.cursor)})
		},
		text: func(w, errw io.Writer, v any) {
			r := v.(*tools.EventsResult)
			for _, e := range r.Events {
				fmt.Fprintf(w, "[%s] %s\n", textField(e.Attribute), textField(e.Signature))
				for _, s := range e.Subscribers {
					fmt.Fprintf(w, "    subscriber %s %s.%s  %s:%d\n", s.ObjectType, textField(s.Object), textField(s.Procedure), textPath(s.FilePath), s.Line)
				}
				if e.SubscriberCount > len(e.Subscribers) {
					fmt.Fprintf(w, "    ... %d subscribers in all\n", e.SubscriberCount)
				}
				if e.SubscriberTemplate != "" {
					fmt.Fprintf(w, "\n%s", e.SubscriberTemplate)
				}
			}
			pageNote(errw, r.PageFields, "events")
		}},
	{name: "free-ids", usage: "[TYPE [NAME]]", about: "find free object, field or enum value ids in app.json's idRanges (free_ids)", minArgs: 0, maxArgs: 2,
		run: func(q *queryRun) (any, *tools.ToolError) {
			return tools.FreeIDs(q.ctx, q.ws, tools.FreeIDsArgs{ProjectPath: &q.project, ObjectType: q.arg(0), Object: q.arg(1), Limit: optInt(q.count)})
		},
		text: func(w, errw io.Writer, v any) {
			r := v.(*tools.FreeIDsResult)
			for _, e := range r.Results {
				next := "none free"
				if e.Next != nil {
					next = fmt.Sprint(*e.Next)
				}
				var ranges []string
				for _, rg := range e.Ranges {
					ranges = append(ranges, fmt.Sprintf("%d..%d", rg.From, rg.To))
				}
				fmt.Fprintf(w, "%-24s next %-10s free %v  (%d of %d used in %s)\n", e.Kind, next, e.Free, e.Taken, e.Size, strings.Join(ranges, ", "))
				if e.Note != "" {
					fmt.Fprintf(errw, "note: %s\n", textField(e.Note))
				}
			}
			writeWarnings(errw, r.Warnings)
		}},
	{name: "source", usage: "TYPE NAME [MEMBER]", about: "print the source of an object or member (get_source)", minArgs: 2, maxArgs: 3,
		run: func(q *queryRun) (any, *tools.ToolError) {
			return tools.GetSource(q.ctx, q.ws, tools.GetSourceArgs{ProjectPath: &q.project, ObjectType: q.arg(0), Object: q.arg(1), Member: q.arg(2),
				MemberKind: optString(q.memberKind), Overload: optInt(q.overload), Limit: optInt(q.limit), Cursor: optString(q.cursor)})
		},
		text: func(w, errw io.Writer, v any) {
			r := v.(*tools.GetSourceResult)
			fmt.Fprint(w, r.Text)
			fmt.Fprintf(errw, "%s: lines %d-%d of %d-%d\n", textField(sourceText(r.Symbol.Source)), r.StartLine, r.EndLine, r.DeclarationStartLine, r.DeclarationEndLine)
			pageNote(errw, r.PageFields, "lines")
		}},
}

// runSymbolQuery runs `alfix symbols NAME ...`; false when name is no
// subcommand.
func runSymbolQuery(name string, args []string, stdout, stderr io.Writer) (int, bool) {
	var sq *symbolQuery
	for i := range symbolQueries {
		if symbolQueries[i].name == name {
			sq = &symbolQueries[i]
		}
	}
	if sq == nil {
		return 0, false
	}
	c := newCLI("symbols "+sq.name, stdout, stderr)
	fset := flag.NewFlagSet("symbols "+sq.name, flag.ContinueOnError)
	q := &queryRun{}
	format := fset.String("format", "text", "output format: text or json (the MCP tool's result)")
	projectDir := fset.String("project", ".", "the project folder, or a path inside it")
	fset.IntVar(&q.limit, "limit", 0, "most items in the page (default: the tool's)")
	fset.StringVar(&q.cursor, "cursor", "", "nextCursor of the previous page")
	switch sq.name {
	case "find":
		fset.StringVar(&q.match, "match", "", "exact, prefix (default) or fuzzy")
		fset.StringVar(&q.kinds, "kind", "", "comma-separated kinds: object kinds, object, field, procedure, event, enumvalue")
		fset.StringVar(&q.scope, "scope", "", "all (default), project or dependencies")
		fset.StringVar(&q.in, "in", "", "TYPE:NAME: only members of this object and its extensions")
	case "describe":
		fset.StringVar(&q.lists, "lists", "", "comma-separated projections: fields, keys, procedures, events, values, controls, actions, properties")
	case "refs":
		fset.StringVar(&q.memberKind, "member-kind", "", "field, procedure, event or enumvalue")
	case "source":
		fset.StringVar(&q.memberKind, "member-kind", "", "field, procedure, event, enumvalue or trigger")
		fset.IntVar(&q.overload, "overload", 0, "which procedure of that name (1-based)")
	case "free-ids":
		fset.IntVar(&q.count, "count", 0, "how many free ids per kind (default 5)")
	case "calls":
		callsFlags(fset, q)
	}
	var env engineFlags
	env.register(fset, false, false)
	h := help{usage: "[flags] " + sq.usage, about: []string{sq.about + "."},
		exits: []string{"0  found", "1  not found", "2  usage or other errors"}}
	pos, done, code := c.parse(fset, h, args)
	if done {
		return code, true
	}
	if len(pos) < sq.minArgs || len(pos) > sq.maxArgs {
		return c.fail("usage: alfix symbols %s [flags] %s (run 'alfix symbols %s --help' for its flags)", sq.name, sq.usage, sq.name), true
	}
	if *format != "text" && *format != "json" {
		return c.fail("unknown --format %q (text or json)", *format), true
	}
	abs, err := filepath.Abs(*projectDir)
	if err == nil {
		_, err = os.Stat(abs)
	}
	if err != nil {
		return c.fail("%v", err), true
	}
	root := findProject(abs)
	if root == "" {
		return c.fail("no AL project (folder with app.json) in or above %s", abs), true
	}
	ctx := context.Background()
	ws, closeWS, err := env.open(ctx, root, c.engineLogger())
	if err != nil {
		return c.fail("%v", err), true
	}
	defer closeWS()
	q.ctx, q.ws, q.project, q.args = ctx, ws, root, pos
	result, te := sq.run(q)
	if te != nil {
		if *format == "json" {
			fmt.Fprintln(stdout, string(te.JSON()))
		}
		c.log.Error(te.Error())
		if te.Code == tools.CodeNotFound {
			return 1, true
		}
		return 2, true
	}
	if *format == "json" {
		enc := json.NewEncoder(stdout)
		enc.SetEscapeHTML(false)
		enc.SetIndent("", "  ")
		if err := enc.Encode(result); err != nil {
			return c.fail("%v", err), true
		}
		return 0, true
	}
	sq.text(stdout, c.stderr, result)
	return 0, true
}

// hitTitle is a declaration in one line: its signature and container.
func hitTitle(h tools.SymbolHit) string {
	s := h.Signature
	if h.Container != nil {
		s += "  (" + h.Container.ObjectType + " " + quoteIfNeeded(h.Container.Name) + ")"
	}
	if h.Obsolete != "" {
		s += "  [obsolete: " + h.Obsolete + "]"
	}
	return s
}

func quoteIfNeeded(name string) string {
	if strings.ContainsAny(name, " .-/&'()") {
		return `"` + name + `"`
	}
	return name
}

// sourceText is where a declaration is, for text output.
func sourceText(s tools.SourceInfo) string {
	switch {
	case s.FilePath != "" && s.Line > 0:
		return fmt.Sprintf("%s:%d:%d", displayPath(s.FilePath), s.Line, s.Column)
	case s.FilePath != "":
		return displayPath(s.FilePath)
	case s.Package != "":
		embedded := "no source"
		if s.Embedded != nil && *s.Embedded {
			embedded = "source embedded"
		}
		return fmt.Sprintf("%s (%s, %s)", displayPath(s.Package), s.SourceFile, embedded)
	}
	return s.Origin
}

func callerText(c tools.CallerRef) string {
	s := c.ObjectType + " " + quoteIfNeeded(c.Object)
	if c.Element != "" {
		s += " " + quoteIfNeeded(c.Element)
	}
	if c.Routine != "" {
		s += "." + quoteIfNeeded(c.Routine)
	}
	return s
}

func pageNote(errw io.Writer, pf tools.PageFields, what string) {
	if pf.Truncated {
		fmt.Fprintf(errw, "%d-%d of %d %s; next page: --cursor %s\n", pf.Offset+1, pf.Offset+pf.Count, pf.TotalCount, what, pf.NextCursor)
	}
}

func writeWarnings(errw io.Writer, ws []string) {
	for _, w := range ws {
		fmt.Fprintf(errw, "warning: %s\n", textField(w))
	}
}

func writeDescription(w, errw io.Writer, v any) {
	r := v.(*tools.DescribeObjectResult)
	fmt.Fprintf(w, "%s\t%s\t%s\n", textField(r.Object.Signature), textField(r.Object.App), textField(sourceText(r.Object.Source)))
	for _, e := range r.Extensions {
		fmt.Fprintf(w, "  + %s\t%s\n", textField(e.Signature), textField(e.App))
	}
	ext := func(name string) string {
		if name == "" {
			return ""
		}
		return "  (" + quoteIfNeeded(name) + ")"
	}
	section := func(name string) {
		fmt.Fprintf(w, "%s (%d):\n", name, r.Counts[name])
	}
	if r.Fields != nil {
		section("fields")
		for _, f := range *r.Fields {
			fmt.Fprintf(w, "  %d\t%s\t%s%s\n", f.ID, textField(f.Name), textField(f.Type), textField(ext(f.Extension)))
		}
	}
	if r.Keys != nil {
		section("keys")
		for _, k := range *r.Keys {
			fmt.Fprintf(w, "  %s\t%s%s\n", textField(k.Name), textField(strings.Join(k.Fields, ", ")), textField(ext(k.Extension)))
		}
	}
	for _, l := range []struct {
		name string
		list *[]tools.ProcedureEntry
	}{{"procedures", r.Procedures}, {"events", r.Events}} {
		if l.list != nil {
			section(l.name)
			for _, p := range *l.list {
				fmt.Fprintf(w, "  %s%s\n", textField(p.Signature), textField(ext(p.Extension)))
			}
		}
	}
	if r.Values != nil {
		section("values")
		for _, v := range *r.Values {
			fmt.Fprintf(w, "  %d\t%s%s\n", v.ID, textField(v.Name), textField(ext(v.Extension)))
		}
	}
	for _, l := range []struct {
		name string
		list *[]tools.ControlEntry
	}{{"controls", r.Controls}, {"actions", r.Actions}} {
		if l.list != nil {
			section(l.name)
			for _, c := range *l.list {
				fmt.Fprintf(w, "  %s %s\t%s%s\n", c.Kind, textField(c.Name), textField(c.Source), textField(ext(c.Extension)))
			}
		}
	}
	if r.Properties != nil {
		section("properties")
		for _, p := range *r.Properties {
			fmt.Fprintf(w, "  %s = %s\n", textField(p.Name), textField(p.Value))
		}
	}
	if r.Truncated {
		fmt.Fprintf(errw, "more entries: --cursor %s\n", r.NextCursor)
	}
	writeWarnings(errw, r.Warnings)
}
