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

const depSource = `table 18 Customer
{
    fields
    {
        field(1; "No."; Code[20]) { }
        field(2; Name; Text[100]) { }
    }
}

tableextension 5000 "Other Customer Ext" extends Customer
{
    fields
    {
        field(5000; "Other Field"; Integer) { }
    }
}

enum 10 "Base Kind"
{
    Extensible = true;
    value(0; None) { }
    value(1; Item) { }
}

codeunit 80 "Base Posting"
{
}
`

const ownSource = `codeunit 80 "Own Posting"
{
}

codeunit 50100 "Base Posting"
{
}

tableextension 50100 "Own Customer Ext" extends Customer
{
    fields
    {
        field(2; "Own Name"; Text[50]) { }
        field(5000; "Own Field"; Integer) { }
        field(50100; "Own Free"; Integer) { }
    }
}

enumextension 50100 "Own Kind" extends "Base Kind"
{
    value(1; Own) { }
    value(50100; OwnFree) { }
}
`

// reportedOver runs every check on ownSource over depSource as a loaded
// (or missing) dependency and returns "ID text message" lines.
func reportedOver(t *testing.T, loaded bool) []string {
	t.Helper()
	dep := syntax.Parse("Dep.al", []byte(depSource), syntax.Options{})
	own := syntax.Parse("Own.al", []byte(ownSource), syntax.Options{})
	if len(dep.Errors)+len(own.Errors) > 0 {
		t.Fatalf("syntax errors: %v %v", dep.Errors, own.Errors)
	}
	base := &symbols.Dependency{App: symbols.App{ID: "b", Name: "Base Application", Publisher: "Microsoft"}, Origin: symbols.Missing}
	if loaded {
		base.Origin = symbols.FromPackage
		base.Symbols = symbols.BuildApp(symbols.AppInfo{App: base.App}, []*symbols.FileSymbols{symbols.Extract(dep)}, nil)
	}
	sum := symbols.BuildApp(symbols.AppInfo{App: symbols.App{ID: "o", Name: "Own App", Publisher: "P"}},
		[]*symbols.FileSymbols{symbols.Extract(own)}, []*symbols.Dependency{base})
	res := analysis.AnalyzeFile(context.Background(), own, &project.Config{}, Enabled(), analysis.Options{Summary: sum})
	if len(res.AnalyzerErrors) > 0 {
		t.Fatalf("%v", res.AnalyzerErrors)
	}
	var out []string
	for _, d := range res.Diagnostics {
		out = append(out, d.RuleID+" "+own.Text(d.Span)+" "+d.Message)
	}
	slices.Sort(out)
	return out
}

func TestChecksOverLoadedDependency(t *testing.T) {
	want := []string{
		"AL0197 \"Base Posting\" An application object of type 'Codeunit' with name 'Base Posting' is already declared by the extension 'Base Application'.",
		"AL0206 2 A field with ID 2 is already defined in Table 'Customer' by the extension 'Base Application'.",
		"AL0206 5000 A field with ID 5000 is already defined in Table 'Customer' by the extension 'Base Application'.",
		"AL0231 1 A member with ID '1' is already defined in Enum 'Base Kind' by the extension 'Base Application'.",
		"AL0264 80 An application object of type 'Codeunit' with ID '80' is already declared by the extension 'Base Application'.",
	}
	if got := reportedOver(t, true); !slices.Equal(got, want) {
		t.Errorf("got\n%q\nwant\n%q", got, want)
	}
}

// Without the dependency nothing about it is known: the checks are silent.
func TestChecksOverMissingDependency(t *testing.T) {
	if got := reportedOver(t, false); len(got) > 0 {
		t.Errorf("reported over a missing dependency: %q", got)
	}
}

// Apps published by Microsoft are not held to their idRanges (its
// localization apps in BCApps build with objects outside them); other
// publishers are.
func TestIDRangesByPublisher(t *testing.T) {
	src := "codeunit 18150 \"Out Of Range\"\n{\n}\n"
	f := syntax.Parse("Own.al", []byte(src), syntax.Options{})
	cfg := &project.Config{Manifest: project.Manifest{IDRanges: []project.IDRange{{From: 18000, To: 18079}}}}
	for publisher, want := range map[string]int{"Microsoft": 0, "Contoso": 1} {
		sum := symbols.BuildApp(symbols.AppInfo{App: symbols.App{ID: "o", Name: "Own", Publisher: publisher}},
			[]*symbols.FileSymbols{symbols.Extract(f)}, nil)
		res := analysis.AnalyzeFile(context.Background(), f, cfg,
			[]analysis.EnabledRule{{Rule: AL0297, Severity: AL0297.Severity}}, analysis.Options{Summary: sum})
		if got := len(res.Diagnostics); got != want {
			t.Errorf("publisher %s: %d AL0297 diagnostics, want %d", publisher, got, want)
		}
	}
}

// Fields a dependency's extension marks as moved to this app are declared
// again here (Base Application's Source Code Setup extension over Business
// Foundation's): not duplicates.
func TestMovedFieldsAreNotDuplicates(t *testing.T) {
	depSrc := "table 242 Setup\n{\n    fields { field(1; \"Primary Key\"; Code[10]) { } }\n}\n\n" +
		"tableextension 242 \"Old Setup Ext\" extends Setup\n{\n    fields\n    {\n" +
		"        field(2; Sales; Code[10]) { ObsoleteState = Moved; MovedTo = 'x'; }\n" +
		"        field(3; Purchases; Code[10]) { }\n    }\n}\n"
	ownSrc := "tableextension 243 \"Setup Ext\" extends Setup\n{\n    fields\n    {\n" +
		"        field(2; Sales; Code[10]) { }\n        field(3; Purchases2; Code[10]) { }\n    }\n}\n"
	dep := syntax.Parse("Dep.al", []byte(depSrc), syntax.Options{})
	own := syntax.Parse("Own.al", []byte(ownSrc), syntax.Options{})
	base := &symbols.Dependency{App: symbols.App{ID: "b", Name: "Foundation", Publisher: "P"}, Origin: symbols.FromPackage}
	base.Symbols = symbols.BuildApp(symbols.AppInfo{App: base.App}, []*symbols.FileSymbols{symbols.Extract(dep)}, nil)
	sum := symbols.BuildApp(symbols.AppInfo{App: symbols.App{ID: "o", Name: "Own", Publisher: "P"}},
		[]*symbols.FileSymbols{symbols.Extract(own)}, []*symbols.Dependency{base})
	res := analysis.AnalyzeFile(context.Background(), own, &project.Config{},
		[]analysis.EnabledRule{{Rule: AL0206, Severity: AL0206.Severity}}, analysis.Options{Summary: sum})
	var got []string
	for _, d := range res.Diagnostics {
		got = append(got, own.Text(d.Span))
	}
	if !slices.Equal(got, []string{"3"}) {
		t.Errorf("AL0206 at %q, want only the field 3 that is not moved", got)
	}
}
