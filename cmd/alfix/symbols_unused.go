package main

import (
	"fmt"
	"io"

	"github.com/alfix/alfix/tools"
)

// unusedQuery is `alfix symbols unused`: call_hierarchy's direction
// unused, the project's dead code.
var unusedQuery = symbolQuery{name: "unused", usage: "[TYPE NAME]",
	about:   "the project's dead code: unused local and internal procedures, events without a subscriber, globals never read (call_hierarchy direction unused)",
	minArgs: 0, maxArgs: 2,
	run: func(q *queryRun) (any, *tools.ToolError) {
		dir := "unused"
		return tools.CallHierarchy(q.ctx, q.ws, tools.CallHierarchyArgs{ProjectPath: &q.project, ObjectType: q.arg(0), Object: q.arg(1),
			Direction: &dir, Limit: optInt(q.limit), Cursor: optString(q.cursor)})
	},
	text: func(w, errw io.Writer, v any) {
		r := v.(*tools.CallHierarchyResult)
		for _, e := range r.Edges {
			fmt.Fprintln(w, textField(e))
		}
		pageNote(errw, r.PageFields, "members")
		writeWarnings(errw, r.Warnings)
	}}
