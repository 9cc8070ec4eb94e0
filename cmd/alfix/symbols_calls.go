package main

import (
	"flag"
	"fmt"
	"io"

	"github.com/alfix/alfix/tools"
)

// callsQuery is `alfix symbols calls`: the call_hierarchy tool.
var callsQuery = symbolQuery{name: "calls", usage: "TYPE NAME [MEMBER]",
	about: "callers or callees of a procedure or trigger to a depth, or the code that reads or writes a table (call_hierarchy)", minArgs: 2, maxArgs: 3,
	run: func(q *queryRun) (any, *tools.ToolError) {
		return tools.CallHierarchy(q.ctx, q.ws, tools.CallHierarchyArgs{ProjectPath: &q.project, ObjectType: q.arg(0), Object: q.arg(1),
			Member: q.arg(2), Direction: optString(q.direction), Depth: optInt(q.depth), Limit: optInt(q.limit), Cursor: optString(q.cursor)})
	},
	text: func(w, errw io.Writer, v any) {
		r := v.(*tools.CallHierarchyResult)
		for _, e := range r.Edges {
			fmt.Fprintln(w, textField(e))
		}
		pageNote(errw, r.PageFields, "edges")
		writeWarnings(errw, r.Warnings)
	}}

// callsFlags registers the flags of `alfix symbols calls`.
func callsFlags(fset *flag.FlagSet, q *queryRun) {
	fset.StringVar(&q.direction, "direction", "", "incoming (default) or outgoing; for a table without MEMBER: reads or writes (default both)")
	fset.IntVar(&q.depth, "depth", 0, "levels of callers or callees (default 1, at most 5)")
}
