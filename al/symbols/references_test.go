package symbols

import (
	"reflect"
	"strings"
	"testing"

	"github.com/alfix/alfix/al/syntax"
)

const refTable = `table 50000 "Fab Item"
{
    fields
    {
        field(1; "No."; Code[20]) { }
        field(2; Qty; Decimal)
        {
            trigger OnValidate()
            begin
                if Qty < 0 then
                    Qty := 0;
                Recalc();
            end;
        }
        field(3; Kind; Enum "Fab Kind") { }
    }
    procedure Recalc() begin end;
    procedure Post(Silent: Boolean) begin end;
    [IntegrationEvent(false, false)]
    local procedure OnBeforePost(var IsHandled: Boolean) begin end;
}
`

const refUses = `tableextension 50100 "Fab Item Ext" extends "Fab Item"
{
    fields
    {
        modify(Qty) { Caption = 'Quantity'; }
        field(50100; Color; Text[30]) { }
    }
    procedure Paint()
    begin
        Recalc();
        Rec.Qty += 1;
    end;
}
codeunit 50101 "Fab Poster"
{
    procedure PostAll(var Item: Record "Fab Item")
    var
        Other: Record "Fab Item";
        K: Enum "Fab Kind";
    begin
        Item.SetRange(Qty, 1, 10);
        Item.Post(true);
        Other.Qty := Item.Qty;
        if Item.Kind = "Fab Kind"::Big then
            K := Enum::"Fab Kind"::Big;
        case Item.Kind of
            Item.Kind::Small:
                Codeunit.Run(Codeunit::"Fab Poster");
        end;
        Page.Run(Page::"Fab Card", Item);
    end;

    [EventSubscriber(ObjectType::Table, Database::"Fab Item", 'OnBeforePost', '', false, false)]
    local procedure HandleBeforePost(var IsHandled: Boolean)
    begin
    end;
}
page 50102 "Fab Card"
{
    SourceTable = "Fab Item";
    layout
    {
        area(Content)
        {
            field(Qty; Rec.Qty) { }
            part(Lines; "Fab Card") { }
        }
    }
}
enum 50103 "Fab Kind" { value(0; Small) { } value(1; Big) { } }
`

// refsOf finds the references to t in every file and renders them as
// "file:line:col kind routine".
func refsOf(t *testing.T, sum *Summary, files []*syntax.File, fs []*FileSymbols, target RefTarget) []string {
	t.Helper()
	var out []string
	for i, f := range files {
		for _, r := range FindReferences(f, fs[i], sum, target) {
			line, col := f.Position(r.Span.Start)
			routine := ""
			if r.Routine != nil {
				routine = f.DeclName(r.Routine)
			}
			obj := ""
			if r.Object != nil {
				obj = f.DeclName(r.Object)
			}
			out = append(out, f.Name+":"+itoa(line)+":"+itoa(col)+" "+r.Kind+" "+obj+"/"+routine)
		}
	}
	return out
}

func TestFindReferences(t *testing.T) {
	files := []*syntax.File{parse(t, "table.al", refTable), parse(t, "uses.al", refUses)}
	var fs []*FileSymbols
	for _, f := range files {
		fs = append(fs, Extract(f))
	}
	sum := Build(fs)
	item := sum.Object("table", "Fab Item")
	kind := sum.Object("enum", "Fab Kind")
	cases := []struct {
		name   string
		target RefTarget
		want   []string
	}{
		{"table", RefTarget{Object: item}, []string{
			"uses.al:1:45 extends Fab Item Ext/",
			"uses.al:16:40 type Fab Poster/PostAll",
			"uses.al:18:23 type Fab Poster/PostAll",
			"uses.al:33:51 name Fab Poster/HandleBeforePost",
			"uses.al:40:19 property Fab Card/",
		}},
		{"field with writes, reads, field arguments and modify", RefTarget{Object: item, Kind: KindField, Member: "Qty", Field: sum.Field(item, "Qty")}, []string{
			"table.al:10:20 read Fab Item/OnValidate",
			"table.al:11:21 write Fab Item/OnValidate",
			"uses.al:5:16 modify Fab Item Ext/",
			"uses.al:11:13 readwrite Fab Item Ext/Paint",
			"uses.al:21:23 read Fab Poster/PostAll",
			"uses.al:23:15 write Fab Poster/PostAll",
			"uses.al:23:27 read Fab Poster/PostAll",
			"uses.al:45:28 read Fab Card/",
		}},
		{"procedure called by name, through Rec of an extension and through a Record", RefTarget{Object: item, Kind: KindProcedure, Member: "Recalc"}, []string{
			"table.al:12:17 call Fab Item/OnValidate",
			"uses.al:10:9 call Fab Item Ext/Paint",
		}},
		{"procedure through a variable", RefTarget{Object: item, Kind: KindProcedure, Member: "Post"}, []string{
			"uses.al:22:14 call Fab Poster/PostAll",
		}},
		{"event subscriber", RefTarget{Object: item, Kind: KindEvent, Member: "OnBeforePost"}, []string{
			"uses.al:33:63 subscriber Fab Poster/HandleBeforePost",
		}},
		{"enum values in every spelling", RefTarget{Object: kind, Kind: KindEnumValue, Member: "Big"}, []string{
			"uses.al:24:36 value Fab Poster/PostAll",
			"uses.al:25:36 value Fab Poster/PostAll",
		}},
		{"enum value through a field's type", RefTarget{Object: kind, Kind: KindEnumValue, Member: "Small"}, []string{
			"uses.al:27:24 value Fab Poster/PostAll",
		}},
		{"enum object", RefTarget{Object: kind}, []string{
			"table.al:15:29 type Fab Item/",
			"uses.al:19:17 type Fab Poster/PostAll",
			"uses.al:25:24 name Fab Poster/PostAll",
		}},
		{"codeunit literal", RefTarget{Object: sum.Object("codeunit", "Fab Poster")}, []string{
			"uses.al:28:40 name Fab Poster/PostAll",
		}},
		{"page literal, part", RefTarget{Object: sum.Object("page", "Fab Card")}, []string{
			"uses.al:30:24 name Fab Poster/PostAll",
			"uses.al:46:25 element Fab Card/",
		}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			got := refsOf(t, sum, files, fs, c.target)
			if !reflect.DeepEqual(got, c.want) {
				t.Errorf("got\n%s\nwant\n%s", strings.Join(got, "\n"), strings.Join(c.want, "\n"))
			}
		})
	}
}

func TestFindReferencesHostile(t *testing.T) {
	// Partial trees and nil inputs never panic.
	sum := Build(nil)
	target := RefTarget{Object: &Object{Kind: "table", Name: "X"}}
	for _, src := range []string{"", "table", "codeunit 1 X { procedure P() begin X.Y( end;", "table 1 X { fields { field(1; ; ) } }", strings.Repeat("(", 5000)} {
		f := parseLoose(src)
		for _, k := range []string{"", KindField, KindProcedure, KindEnumValue} {
			tt := target
			tt.Kind, tt.Member = k, "X"
			FindReferences(f, nil, sum, tt)
		}
	}
	if FindReferences(nil, nil, sum, target) != nil || FindReferences(parseLoose("x"), nil, sum, RefTarget{}) != nil {
		t.Errorf("nil inputs give references")
	}
}
