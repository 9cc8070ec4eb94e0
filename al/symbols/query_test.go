package symbols

import (
	"fmt"
	"reflect"
	"slices"
	"strconv"
	"strings"
	"testing"
)

// The layered fixture of the query tests: a project (Mine) over a base app
// (Base, a friend of Mine only when friend is set) and a transitive one.
const queryBase = `table 50000 "Fab Item"
{
    fields
    {
        field(1; "No."; Code[20]) { }
        field(2; Description; Text[100]) { }
        field(3; Secret; Integer) { Access = Internal; }
    }
    keys { key(PK; "No.") { } }
    procedure Post(Qty: Decimal): Boolean begin end;
    procedure Post(Qty: Decimal; Silent: Boolean): Boolean begin end;
    internal procedure PostInternal() begin end;
    local procedure Helper() begin end;
    [IntegrationEvent(false, false)]
    local procedure OnBeforePost(var Item: Record "Fab Item"; var IsHandled: Boolean) begin end;
    [InternalEvent(false)]
    local procedure OnHidden() begin end;
}
codeunit 50001 "Fab Post"
{
    Access = Internal;
    procedure Run() begin end;
}
enum 50002 "Fab Kind"
{
    value(0; None) { }
    value(1; Item) { }
}
`

const queryTransitive = `table 60000 "Deep Table" { fields { field(1; Code; Code[10]) { } } }
`

const queryOwn = `tableextension 50100 "Fab Item Ext" extends "Fab Item"
{
    fields { field(50100; Color; Text[30]) { } }
    procedure Paint() begin end;
}
enumextension 50101 "Fab Kind Ext" extends "Fab Kind"
{
    value(50100; Service) { }
}
codeunit 50102 "Fab Poster"
{
    procedure PostItems() begin end;
    [EventSubscriber(ObjectType::Table, Database::"Fab Item", 'OnBeforePost', '', false, false)]
    local procedure HandleBeforePost(var Item: Record "Fab Item"; var IsHandled: Boolean) begin end;
}
`

func querySummary(t testing.TB, friend bool) *Summary {
	t.Helper()
	mine := App{ID: "11111111-1111-1111-1111-111111111111", Name: "Mine", Publisher: "Me", Version: "1.0.0.0"}
	baseInfo := AppInfo{App: App{ID: "22222222-2222-2222-2222-222222222222", Name: "Base", Publisher: "Fab", Version: "2.0.0.0"}}
	if friend {
		baseInfo.InternalsVisibleTo = []App{mine}
	}
	base := BuildApp(baseInfo, []*FileSymbols{Extract(parse(t, "base.al", queryBase))}, nil)
	deep := BuildApp(AppInfo{App: App{ID: "33333333-3333-3333-3333-333333333333", Name: "Deep", Publisher: "Fab"}},
		[]*FileSymbols{Extract(parse(t, "deep.al", queryTransitive))}, nil)
	deps := []*Dependency{
		{App: base.App.App, Origin: FromPackage, Reach: Direct, Symbols: base, Hash: [32]byte{2}},
		{App: deep.App.App, Origin: FromPackage, Reach: Transitive, Symbols: deep, Hash: [32]byte{3}},
	}
	return BuildApp(AppInfo{App: mine}, []*FileSymbols{Extract(parse(t, "own.al", queryOwn))}, deps)
}

// hitNames renders hits as "kind name@container".
func hitNames(hits []Hit) []string {
	var out []string
	for _, h := range hits {
		s := h.Kind + " " + h.Name()
		if h.Member >= 0 {
			s += "@" + h.Object.Name
		}
		out = append(out, s)
	}
	return out
}

func TestSearchMatchesAndVisibility(t *testing.T) {
	sum := querySummary(t, false)
	cases := []struct {
		name string
		q    SearchQuery
		want []string
	}{
		{"exact ignores case", SearchQuery{Text: "fab item", Match: MatchExact},
			[]string{"table Fab Item"}},
		{"prefix: exact first, internal and local members hidden", SearchQuery{Text: "Post", Match: MatchPrefix},
			[]string{"procedure Post@Fab Item", "procedure Post@Fab Item", "procedure PostItems@Fab Poster"}},
		{"events stay visible when local, not when internal", SearchQuery{Text: "On", Match: MatchPrefix, Kinds: []string{KindEvent}},
			[]string{"event OnBeforePost@Fab Item"}},
		{"internal object of a dependency is hidden", SearchQuery{Text: "Fab Post", Match: MatchExact},
			nil},
		{"transitive dependency's objects are hidden", SearchQuery{Text: "Deep Table", Match: MatchExact},
			nil},
		{"fuzzy: punctuation, word starts, substrings, typos", SearchQuery{Text: "fabitem", Match: MatchFuzzy, Kinds: []string{"table", "tableextension"}},
			[]string{"table Fab Item", "tableextension Fab Item Ext"}},
		{"fuzzy word start", SearchQuery{Text: "items", Match: MatchFuzzy},
			[]string{"procedure PostItems@Fab Poster", "enumvalue Item@Fab Kind"}},
		{"fuzzy typo", SearchQuery{Text: "Descriptoin", Match: MatchFuzzy},
			[]string{"field Description@Fab Item"}},
		{"scope project", SearchQuery{Text: "Fab", Match: MatchPrefix, Scope: ScopeProject, Kinds: []string{"object"}},
			[]string{"codeunit Fab Poster", "tableextension Fab Item Ext", "enumextension Fab Kind Ext"}},
		{"scope dependencies", SearchQuery{Text: "Fab", Match: MatchPrefix, Scope: ScopeDependencies, Kinds: []string{"object"}},
			[]string{"table Fab Item", "enum Fab Kind"}},
		{"empty text finds nothing", SearchQuery{Text: " ", Match: MatchFuzzy}, nil},
		{"enum values of extensions", SearchQuery{Text: "Service", Match: MatchExact, Kinds: []string{KindEnumValue}},
			[]string{"enumvalue Service@Fab Kind Ext"}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			if got := hitNames(sum.Search(c.q)); !reflect.DeepEqual(got, c.want) {
				t.Errorf("got %q\nwant %q", got, c.want)
			}
		})
	}
	// Within: fields of Fab Item and its extension.
	item := sum.Object("table", "Fab Item")
	got := hitNames(sum.Search(SearchQuery{Text: "c", Match: MatchFuzzy, Within: item, Kinds: []string{KindField}}))
	if want := []string{"field Color@Fab Item Ext", "field Description@Fab Item"}; !reflect.DeepEqual(got, want) {
		t.Errorf("within: %q, want %q", got, want)
	}
}

func TestSearchFriendSeesInternals(t *testing.T) {
	sum := querySummary(t, true)
	got := hitNames(sum.Search(SearchQuery{Text: "Post", Match: MatchPrefix}))
	want := []string{"procedure Post@Fab Item", "procedure Post@Fab Item", "procedure PostItems@Fab Poster", "procedure PostInternal@Fab Item"}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("friend: %q, want %q", got, want)
	}
	if got := hitNames(sum.Search(SearchQuery{Text: "Fab Post", Match: MatchExact})); !reflect.DeepEqual(got, []string{"codeunit Fab Post"}) {
		t.Errorf("friend does not see the internal codeunit: %q", got)
	}
	if hits := sum.Search(SearchQuery{Text: "Helper", Match: MatchExact}); len(hits) != 0 {
		t.Errorf("a dependency's local procedure is visible even to a friend: %q", hitNames(hits))
	}
	if hits := sum.Search(SearchQuery{Text: "Secret", Match: MatchExact}); len(hits) != 1 {
		t.Errorf("friend does not see the internal field: %q", hitNames(hits))
	}
}

func TestSearchOrderIsStable(t *testing.T) {
	sum := querySummary(t, true)
	q := SearchQuery{Text: "a", Match: MatchFuzzy}
	first := hitNames(sum.Search(q))
	for range 5 {
		if got := hitNames(sum.Search(q)); !reflect.DeepEqual(got, first) {
			t.Fatalf("order changed: %q vs %q", got, first)
		}
	}
	if len(first) < 5 {
		t.Fatalf("fuzzy 'a' found too little: %q", first)
	}
}

func TestClosest(t *testing.T) {
	sum := querySummary(t, false)
	got := hitNames(sum.Closest(SearchQuery{Text: "Fab Itme", Kinds: []string{"table"}}, 3))
	if len(got) == 0 || got[0] != "table Fab Item" {
		t.Errorf("closest tables to 'Fab Itme': %q", got)
	}
	if got := sum.Closest(SearchQuery{Text: "zzzzzzzzzzqqqq"}, 3); len(got) != 0 {
		t.Errorf("closest of nonsense: %q", hitNames(got))
	}
	// Hidden declarations are never offered.
	for _, h := range sum.Closest(SearchQuery{Text: "Fab Pots"}, 10) {
		if h.Object.Name == "Fab Post" && h.Member < 0 {
			t.Errorf("internal codeunit offered as a candidate")
		}
	}
}

func TestEditDistance(t *testing.T) {
	for _, c := range []struct {
		a, b string
		max  int
		want int
	}{
		{"kitten", "sitting", 5, 3}, {"abc", "abc", 1, 0}, {"abc", "abd", 0, 1}, {"a", "abcdef", 2, 3}, {"", "ab", 3, 2},
	} {
		if got := EditDistance(c.a, c.b, c.max); got != c.want {
			t.Errorf("EditDistance(%q, %q, %d) = %d, want %d", c.a, c.b, c.max, got, c.want)
		}
	}
}

func TestSignatures(t *testing.T) {
	sum := querySummary(t, true)
	item := sum.Object("table", "Fab Item")
	ps := sum.ProceduresNamed(item, "Post")
	if got := Signature(&ps[1]); got != "procedure Post(Qty: Decimal; Silent: Boolean): Boolean" {
		t.Errorf("signature: %q", got)
	}
	ev := sum.Procedure(item, "OnBeforePost")
	if got := Signature(ev); got != `local procedure OnBeforePost(var Item: Record "Fab Item"; var IsHandled: Boolean)` {
		t.Errorf("event signature: %q", got)
	}
	if got := PublisherAttribute(ev); got != "IntegrationEvent(false, false)" {
		t.Errorf("attribute: %q", got)
	}
	if got := FieldSignature(sum.Field(item, "No.")); got != `field(1; "No."; Code[20])` {
		t.Errorf("field: %q", got)
	}
	ext := sum.Object("tableextension", "Fab Item Ext")
	if got := ObjectSignature(ext); got != `tableextension 50100 "Fab Item Ext" extends "Fab Item"` {
		t.Errorf("object: %q", got)
	}
	want := "[EventSubscriber(ObjectType::Table, Database::\"Fab Item\", OnBeforePost, '', false, false)]\n" +
		"local procedure \"Fab Item_OnBeforePost\"(var Item: Record \"Fab Item\"; var IsHandled: Boolean)\nbegin\nend;\n"
	if got := SubscriberTemplate(item, ev, TemplateStyle{}); got != want {
		t.Errorf("template:\n%s\nwant\n%s", got, want)
	}
	sender := &Procedure{Name: "OnX", Attributes: []Attribute{{Name: "IntegrationEvent", Args: []string{"True", "False"}}}}
	if got := SubscriberTemplate(&Object{Kind: "codeunit", Name: "Sales-Post"}, sender, TemplateStyle{StringNames: true}); !strings.Contains(got, `(var Sender: Codeunit "Sales-Post")`) ||
		!strings.Contains(got, `ObjectType::Codeunit, Codeunit::"Sales-Post", 'OnX', ''`) {
		t.Errorf("template with sender: %s", got)
	}
}

func TestSubscriptionOf(t *testing.T) {
	sum := querySummary(t, false)
	poster := sum.Object("codeunit", "Fab Poster")
	sub, ok := SubscriptionOf(sum.Procedure(poster, "HandleBeforePost"))
	if !ok || sub != (Subscription{ObjectKind: "table", Object: "Fab Item", Event: "OnBeforePost"}) {
		t.Fatalf("subscription: %+v %v", sub, ok)
	}
	item := sum.Object("table", "Fab Item")
	if !sub.Subscribes(item, "onbeforepost") || sub.Subscribes(item, "OnAfterPost") {
		t.Errorf("Subscribes")
	}
	byID := Subscription{ObjectKind: "table", Object: "50000", Event: "OnBeforePost"}
	if !byID.Subscribes(item, "OnBeforePost") {
		t.Errorf("a subscription by id")
	}
	if _, ok := SubscriptionOf(sum.Procedure(poster, "PostItems")); ok {
		t.Errorf("a plain procedure subscribes")
	}
}

func TestFreeIDs(t *testing.T) {
	sum := querySummary(t, false)
	used := sum.UsedObjectIDs("table")
	if !reflect.DeepEqual(used, []int{50000, 60000}) {
		t.Errorf("used table ids: %v", used)
	}
	free, taken, size := FreeIDs(used, []IDRange{{50000, 50003}, {50002, 50005}}, 3)
	if !reflect.DeepEqual(free, []int{50001, 50002, 50003}) || taken != 1 || size != 6 {
		t.Errorf("free %v taken %d size %d", free, taken, size)
	}
	item := sum.Object("table", "Fab Item")
	if got := sum.UsedFieldIDs(item); !reflect.DeepEqual(got, []int{1, 2, 3, 50100}) {
		t.Errorf("field ids with extensions: %v", got)
	}
	if got := sum.UsedValueIDs(sum.Object("enum", "Fab Kind")); !reflect.DeepEqual(got, []int{0, 1, 50100}) {
		t.Errorf("enum values with extensions: %v", got)
	}
	if free, _, _ := FreeIDs([]int{1, 2, 3}, []IDRange{{1, 3}}, 5); len(free) != 0 {
		t.Errorf("a full range has free ids: %v", free)
	}
	if got := MergeRanges([]IDRange{{10, 20}, {5, 9}, {30, 20}, {21, 25}}); !reflect.DeepEqual(got, []IDRange{{5, 25}}) {
		t.Errorf("merge: %v", got)
	}
}

func TestVisibility(t *testing.T) {
	sum := querySummary(t, false)
	if !sum.Visible(sum.Object("table", "Fab Item")) || sum.Visible(sum.Object("codeunit", "Fab Post")) || sum.Visible(sum.Object("table", "Deep Table")) {
		t.Errorf("object visibility")
	}
	item := sum.Object("table", "Fab Item")
	if !sum.MemberVisible(item, "") || !sum.MemberVisible(item, "protected") || sum.MemberVisible(item, "internal") || sum.MemberVisible(item, "local") {
		t.Errorf("member visibility of a dependency")
	}
	own := sum.Object("codeunit", "Fab Poster")
	if !sum.MemberVisible(own, "local") {
		t.Errorf("own local members must be visible")
	}
	if !sum.EventVisible(item, sum.Procedure(item, "OnBeforePost")) || sum.EventVisible(item, sum.Procedure(item, "OnHidden")) {
		t.Errorf("event visibility")
	}
}

func TestOutline(t *testing.T) {
	src := `table 50000 "Fab Item"
{
    fields
    {
        field(1; "No."; Code[20])
        {
            trigger OnValidate() begin end;
        }
    }
    keys { key(PK; "No.") { } }
    trigger OnInsert() begin end;

    /// Posts.
    /// Really.
    [IntegrationEvent(false, false)]
    procedure OnPost() begin end;

    procedure Post() begin end;
}
page 50001 Card
{
    layout { area(Content) { field(Name; Rec.Name) { } } }
    actions { area(Processing) { action(Go) { } } }
}
`
	f := parse(t, "o.al", src)
	objs := Outline(f)
	if len(objs) != 2 || objs[0].Kind != "table" || objs[0].ID != 50000 || objs[0].Name != "Fab Item" {
		t.Fatalf("objects: %+v", objs)
	}
	var got []string
	for _, m := range objs[0].Members {
		line, _ := f.Position(m.Span.Start)
		nameLine, col := f.Position(m.NameSpan.Start)
		got = append(got, m.Kind+" "+m.Name+" "+itoa(line)+"/"+itoa(nameLine)+":"+itoa(col))
	}
	want := []string{"field No. 5/5:18", "key PK 10/10:16", "trigger OnInsert 11/11:13", "event OnPost 13/16:15", "procedure Post 18/18:15"}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("members:\n%q\nwant\n%q", got, want)
	}
	got = nil
	for _, m := range objs[1].Members {
		got = append(got, m.Kind+" "+m.Name)
	}
	if want := []string{"control Content", "control Name", "action Go"}; !reflect.DeepEqual(got, want) {
		t.Errorf("page members: %q", got)
	}
	if end, _ := f.Position(objs[0].Span.End - 1); end != 19 {
		t.Errorf("table ends on line %d", end)
	}
}

func itoa(i int) string { return strconv.Itoa(i) }

// closestByScan is Closest as it was first written: every name of each
// index is tested, not only those the index lists by their first two
// letters. Closest must answer the same.
func closestByScan(s *Summary, q SearchQuery, n int) []Hit {
	kq := fuzzyKey(strings.ToLower(q.Text))
	if kq == "" || n <= 0 {
		return nil
	}
	maxDist := max(2, len(kq)/2)
	f := s.newFilter(q)
	var hits []Hit
	for li, l := range f.layers {
		if !f.scoped(li) {
			continue
		}
		ix := indexOf(l.sum)
		for i, key := range ix.keys {
			if key == "" || key[0] != kq[0] && (len(key) < 2 || len(kq) < 2 || key[1] != kq[1]) {
				continue
			}
			var kept []Symbol
			for _, e := range ix.entries[ix.start[i]:ix.start[i+1]] {
				if y, ok := f.keep(l, e); ok {
					kept = append(kept, y)
				}
			}
			if d := nearness(key, kq, maxDist); len(kept) > 0 && d <= maxDist {
				for _, y := range kept {
					hits = append(hits, Hit{Symbol: y, Rank: 5, Distance: d})
				}
			}
		}
	}
	f.sort(hits)
	var out []Hit
	seen := map[string]bool{}
	for _, h := range hits {
		k := h.Kind + "\x00" + strings.ToLower(h.Name()) + "\x00" + strings.ToLower(h.Object.Name)
		if !seen[k] {
			seen[k] = true
			if out = append(out, h); len(out) == n {
				break
			}
		}
	}
	return out
}

func TestClosestMatchesFullScan(t *testing.T) {
	// Names that share first letters, second letters, both or neither,
	// tables and codeunits with fields and procedures of similar names.
	var src strings.Builder
	words := []string{"Item", "Itme", "Ledger", "Legder", "Entry", "Entries", "Sales", "Slaes", "Line", "Lines", "Post", "Pots", "Opts", "Xtem", "iTem"}
	id := 50100
	for i, a := range words {
		for j, b := range words {
			if (i+j)%3 != 0 {
				continue
			}
			fmt.Fprintf(&src, "table %d \"%s %s\"\n{\n    fields\n    {\n        field(1; \"%s No.\"; Code[20]) { }\n        field(2; %s; Integer) { }\n    }\n    procedure %s%s() begin end;\n}\n",
				id, a, b, b, a, b, a)
			fmt.Fprintf(&src, "codeunit %d \"%s-%s Mgt.\"\n{\n    procedure %s() begin end;\n}\n", id, b, a, a)
			id++
		}
	}
	s := summaryOf(parse(t, "many.al", src.String()))
	queries := []string{"Item Ledger", "Itme Legder", "Sales Line", "Slaes Lines", "tem", "Xitem", "I", "Post", "Entry No.", "EntriesItem", "Opts Post", "zz", "ê Item"}
	kinds := [][]string{nil, {"table"}, {"codeunit"}, {"field"}, {"procedure"}, {"object"}, {"table", "field"}}
	compared := 0
	for _, text := range queries {
		for _, k := range kinds {
			for _, n := range []int{1, 5, 50} {
				q := SearchQuery{Text: text, Kinds: k}
				got, want := hitNames(s.Closest(q, n)), hitNames(closestByScan(s, q, n))
				if !slices.Equal(got, want) {
					t.Errorf("Closest(%q, %v, %d) = %q, want %q", text, k, n, got, want)
				}
				compared += len(want)
			}
		}
	}
	if compared < 500 {
		t.Errorf("only %d hits compared: the fixture offers too few near names", compared)
	}
}
