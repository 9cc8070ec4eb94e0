package check

import (
	"context"
	"slices"
	"testing"

	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/project"
	"github.com/alfix/alfix/al/symbols"
	"github.com/alfix/alfix/al/syntax"
)

// reportedInFiles runs every check on each of own's files (name to
// source) over depSource as a loaded dependency and returns "file ID text
// message" lines.
func reportedInFiles(t *testing.T, own map[string]string) []string {
	t.Helper()
	dep := syntax.Parse("Dep.al", []byte(depSource), syntax.Options{})
	base := &symbols.Dependency{App: symbols.App{ID: "b", Name: "Base Application", Publisher: "Microsoft"}, Origin: symbols.FromPackage}
	base.Symbols = symbols.BuildApp(symbols.AppInfo{App: base.App}, []*symbols.FileSymbols{symbols.Extract(dep)}, nil)
	var files []*syntax.File
	var syms []*symbols.FileSymbols
	for name, src := range own {
		f := syntax.Parse(name, []byte(src), syntax.Options{})
		if len(f.Errors) > 0 {
			t.Fatalf("%s: %v", name, f.Errors)
		}
		files = append(files, f)
		syms = append(syms, symbols.Extract(f))
	}
	sum := symbols.BuildApp(symbols.AppInfo{App: symbols.App{ID: "o", Name: "Own App", Publisher: "P"}}, syms, []*symbols.Dependency{base})
	var out []string
	for _, f := range files {
		res := analysis.AnalyzeFile(context.Background(), f, &project.Config{}, Enabled(), analysis.Options{Summary: sum})
		if len(res.AnalyzerErrors) > 0 {
			t.Fatalf("%v", res.AnalyzerErrors)
		}
		for _, d := range res.Diagnostics {
			out = append(out, f.Name+" "+d.RuleID+" "+f.Text(d.Span)+" "+d.Message)
		}
	}
	slices.Sort(out)
	return out
}

// A duplicate reports itself and nothing else: code in other files binds
// to the first declaration (the dependency's, or the project's in the
// earlier file), not to the duplicate that lacks its fields.
func TestDuplicateReportsOnlyItself(t *testing.T) {
	got := reportedInFiles(t, map[string]string{
		"src/A.Codeunit.al": `codeunit 50200 "Uses Tables"
{
    procedure CustomerName(): Text
    var
        Cust: Record Customer;
    begin
        exit(Cust.Name);
    end;

    procedure IsEnabled(): Boolean
    var
        Setup: Record "Own Setup";
    begin
        exit(Setup.Enabled);
    end;
}
`,
		"src/B.Table.al": `table 50300 "Own Setup"
{
    fields
    {
        field(1; "Key"; Code[10]) { }
        field(2; Enabled; Boolean) { }
    }
}
`,
		"src/Z.Table.al": `table 50201 Customer
{
    fields
    {
        field(1; "No."; Code[20]) { }
    }
}

table 50301 "Own Setup"
{
    fields
    {
        field(1; "Key"; Code[10]) { }
    }
}
`,
	})
	want := []string{
		"src/Z.Table.al AL0197 \"Own Setup\" An application object of type 'Table' with name 'Own Setup' is already declared by the extension 'Own App'.",
		"src/Z.Table.al AL0197 Customer An application object of type 'Table' with name 'Customer' is already declared by the extension 'Base Application'.",
	}
	if !slices.Equal(got, want) {
		t.Errorf("got\n%q\nwant\n%q", got, want)
	}
}

// A name qualified with its namespace binds to the dependency's object too
// when the project declares it again in that namespace.
func TestQualifiedNameBindsToTheOriginal(t *testing.T) {
	dep := symbols.Extract(syntax.Parse("Dep.al", []byte("namespace Base.Sales;\n\ntable 18 Customer\n{\n    fields\n    {\n        field(1; \"No.\"; Code[20]) { }\n        field(2; Name; Text[100]) { }\n    }\n}\n"), syntax.Options{}))
	own := symbols.Extract(syntax.Parse("Own.al", []byte("namespace Base.Sales;\n\ntable 50201 Customer\n{\n    fields\n    {\n        field(1; \"No.\"; Code[20]) { }\n    }\n}\n"), syntax.Options{}))
	base := &symbols.Dependency{App: symbols.App{ID: "b", Name: "Base Application"}, Origin: symbols.FromPackage,
		Symbols: symbols.BuildApp(symbols.AppInfo{App: symbols.App{ID: "b", Name: "Base Application"}}, []*symbols.FileSymbols{dep}, nil)}
	sum := symbols.BuildApp(symbols.AppInfo{App: symbols.App{ID: "o", Name: "Own App"}}, []*symbols.FileSymbols{own}, []*symbols.Dependency{base})
	if o := sum.ObjectIn("table", "Base.Sales", "Customer"); o == nil || o.ID != 18 {
		t.Errorf("qualified: %+v", o)
	}
	if o := sum.ObjectFrom("table", "", "Customer", "Base.Sales", nil); o == nil || o.ID != 18 {
		t.Errorf("unqualified: %+v", o)
	}
}
