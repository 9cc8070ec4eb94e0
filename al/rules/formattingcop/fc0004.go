package formattingcop

import (
	"sort"
	"strings"

	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/internal/edit"
	"github.com/alfix/alfix/al/project"
	"github.com/alfix/alfix/al/syntax"
)

// FC0004 reports Permissions lists whose entries are not in order.
var FC0004 = &analysis.Rule{
	ID:      "FC0004",
	Title:   "Permission declarations should be ordered alphabetically",
	Message: "The entries of Permissions are not sorted by object type and name",
	Description: "Entries of a Permissions property (in any object, permission sets included) read best " +
		"sorted: by object type word (codeunit, page, query, report, table, tabledata, xmlport), then by " +
		"object name, both compared case-insensitively. The fix puts the entries in order in the places " +
		"the entries had, so a list over several lines keeps its layout and each entry its casing; a list " +
		"on one line becomes one entry a line, aligned under the first (as ALCops writes it). A list with #if, " +
		"#region or #pragma lines inside is not checked; a list with comments between entries is " +
		"reported without a fix, since the comments could not follow their entries.",
	Severity: analysis.SeverityInfo,
	Category: "Style",
	Analyzer: project.FormattingCop,
	FixKeys:  []string{"FC0004.SortPermissions"},
	Run:      runFC0004,
}

func runFC0004(pass *analysis.Pass) {
	f := pass.File
	for _, obj := range f.Objects() {
		for _, prop := range f.PropertiesNamed(obj, "Permissions") {
			fc0004Check(pass, prop)
		}
	}
}

// fc0004Check reports a Permissions property whose entries are not sorted.
func fc0004Check(pass *analysis.Pass, prop *syntax.Node) {
	f := pass.File
	entries, ok := f.PermissionEntries(prop)
	if !ok || len(entries) < 2 {
		return
	}
	v := prop.Child(syntax.PropertyValue)
	directives, comments := fc0004Trivia(f, int(v.First)+1, int(v.Last))
	if directives {
		return
	}
	sorted := make([]syntax.PermissionEntry, len(entries))
	copy(sorted, entries)
	sort.SliceStable(sorted, func(a, b int) bool { return fc0004Less(f, sorted[a], sorted[b]) })
	changed := false
	for i, e := range entries {
		changed = changed || sorted[i] != e
	}
	if !changed {
		return
	}
	var edits []analysis.TextEdit
	first, last := f.RangeSpan(entries[0].Tokens), f.RangeSpan(entries[len(entries)-1].Tokens)
	if ls := syntax.LineStart(f.Src, first.Start); ls == syntax.LineStart(f.Src, last.Start) {
		// One line: one entry a line, aligned under the first.
		align := fc0004Align(f.Src[ls:first.Start])
		texts := make([]string, len(sorted))
		for i, e := range sorted {
			texts[i] = f.RangeText(e.Tokens)
		}
		edits = append(edits, edit.Replace(syntax.Span{Start: first.Start, End: last.End}, strings.Join(texts, ",\n"+align)))
	} else {
		for i, e := range entries {
			if sorted[i] != e {
				edits = append(edits, edit.Replace(f.RangeSpan(e.Tokens), f.RangeText(sorted[i].Tokens)))
			}
		}
	}
	// Comments between entries could not follow them.
	pass.Reportf(f.Span(prop), nil, pass.FixIf(!comments, "SortPermissions", "Sort permission declarations alphabetically", edits...))
}

// fc0004Align returns the blanks that line up with the end of prefix (the
// text before the first entry on its line): tabs kept, other characters
// made spaces.
func fc0004Align(prefix []byte) string {
	var b strings.Builder
	for _, r := range string(prefix) {
		if r == '\t' {
			b.WriteByte('\t')
		} else {
			b.WriteByte(' ')
		}
	}
	return b.String()
}

// fc0004Trivia reports whether the leading trivia of the tokens [first,
// last) holds directive lines or disabled text, and whether it holds
// comments.
func fc0004Trivia(f *syntax.File, first, last int) (directives, comments bool) {
	for i := first; i < last; i++ {
		for _, tr := range f.LeadingTrivia(i) {
			switch tr.Kind {
			case syntax.DirectiveLine, syntax.DisabledText:
				directives = true
			case syntax.LineComment, syntax.DocComment, syntax.BlockComment:
				comments = true
			}
		}
	}
	return directives, comments
}

// fc0004Key returns the sort keys of an entry: its type word and its name
// (quotes removed), upper-cased for a case-insensitive ordinal comparison.
func fc0004Key(f *syntax.File, e syntax.PermissionEntry) (kind, name string) {
	kind = strings.ToUpper(f.TokenText(e.Type))
	var b strings.Builder
	for i := e.Type + 1; i < e.Equal; i++ {
		b.WriteString(syntax.Unquote(f.TokenText(i)))
	}
	return kind, strings.ToUpper(b.String())
}

func fc0004Less(f *syntax.File, a, b syntax.PermissionEntry) bool {
	ka, na := fc0004Key(f, a)
	kb, nb := fc0004Key(f, b)
	if ka != kb {
		return ka < kb
	}
	return na < nb
}
