package properties

import (
	"strings"
	"testing"

	"github.com/alfix/alfix/al/syntax"
)

// Every property of a file gets the context of the place it is written.
func TestContexts(t *testing.T) {
	src := `table 1 T
{
    Caption = 'T';
    fields
    {
        field(1; A; Integer) { Caption = 'A'; }
    }
    keys { key(PK; A) { Clustered = true; } }
    fieldgroups { fieldgroup(DropDown; A) { Caption = 'D'; } }
}
tableextension 2 TE extends T
{
    fields { modify(A) { Caption = 'A2'; } }
}
page 3 P
{
    PageType = List;
    layout
    {
        area(Content)
        {
            AreaProp = 1;
            group(G)
            {
                Caption = 'G';
                field(F; Rec.A) { Caption = 'F'; }
                part(L; Lines) { Caption = 'L'; }
                systempart(N; Notes) { Caption = 'N'; }
                usercontrol(U; Addin) { Visible = true; }
                label(Lb) { Caption = 'Lb'; }
                grid(Gr) { GridLayout = Rows; }
            }
            repeater(R) { ShowAsTree = true; }
            cuegroup(C) { Caption = 'C'; }
            fixed(Fx) { Caption = 'Fx'; }
        }
    }
    actions
    {
        area(Processing)
        {
            group(AG)
            {
                Caption = 'AG';
                action(Act) { Caption = 'Act'; }
                separator(Sep) { IsHeader = true; }
            }
            fileuploadaction(Up) { Caption = 'Up'; }
            systemaction(Sys) { Caption = 'Sys'; }
            customaction(Cust) { Caption = 'Cust'; }
        }
        area(Promoted) { actionref(Ref; Act) { Visible = false; } }
    }
    views { view(V) { Caption = 'V'; } }
}
pageextension 4 PE extends P
{
    layout { modify(F) { Caption = 'F2'; } }
    actions { modify(Act) { Caption = 'Act2'; } }
}
report 5 R
{
    dataset
    {
        dataitem(D; T)
        {
            DataItemTableView = sorting(A);
            column(A; A) { IncludeCaption = true; }
        }
    }
    requestpage
    {
        SaveValues = true;
        layout { area(Content) { field(X; X) { Caption = 'X'; } } }
    }
    rendering { layout(L) { Type = RDLC; } }
    labels { Lbl = 'Label'; }
}
query 6 Q
{
    elements
    {
        dataitem(D; T)
        {
            SqlJoinType = InnerJoin;
            column(A; A) { Method = Sum; }
            filter(B; A) { ColumnFilter = A = const(1); }
        }
    }
}
xmlport 7 X
{
    schema { textelement(Root) { tableelement(T; T) { MinOccurs = Zero; } } }
}
enum 8 E { value(0; V) { Caption = 'V'; } }
codeunit 9 C { Subtype = Test; }
`
	want := []string{
		"table Caption", "tablefield Caption", "key Clustered", "fieldgroup Caption",
		"tablefieldmodify Caption",
		"page PageType", "pagearea AreaProp", "pagegroup Caption", "pagefield Caption", "pagepart Caption",
		"pagesystempart Caption", "pageusercontrol Visible", "pagelabel Caption", "pagegrid GridLayout",
		"pagerepeater ShowAsTree", "pagecuegroup Caption", "pagefixed Caption",
		"actiongroup Caption", "action Caption", "actionseparator IsHeader", "fileuploadaction Caption",
		"systemaction Caption", "customaction Caption", "actionref Visible", "pageview Caption",
		"controlmodify Caption", "actionmodify Caption",
		"reportdataitem DataItemTableView", "reportcolumn IncludeCaption", "requestpage SaveValues",
		"pagefield Caption", "reportlayout Type", " Lbl",
		"querydataitem SqlJoinType", "querycolumn Method", "queryfilter ColumnFilter",
		"xmlportnode MinOccurs", "enumvalue Caption", "codeunit Subtype",
	}
	f := syntax.Parse("t.al", []byte(src), syntax.Options{})
	if len(f.Errors) > 0 {
		t.Fatalf("syntax errors: %v", f.Errors)
	}
	var got []string
	for _, u := range Uses(f) {
		got = append(got, string(u.Context)+" "+f.PropertyName(u.Node))
	}
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("contexts:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
	if ContextOf(f, nil) != "" || ContextOf(f, f.Root) != "" {
		t.Error("a non-property has a context")
	}
}
