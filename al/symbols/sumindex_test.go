package symbols

import (
	"reflect"
	"testing"
)

func TestKeySumIndexFields(t *testing.T) {
	f := parse(t, "t.al", `table 50100 "Sift"
{
    fields
    {
        field(1; "No."; Code[20]) { }
        field(2; Amount; Decimal) { }
        field(3; "Amount, (LCY)"; Decimal) { }
    }
    keys
    {
        key(PK; "No.") { Clustered = true; }
        key(Sums; "No.") { SumIndexFields = Amount, "Amount, (LCY)"; }
    }
}
`)
	keys := Extract(f).Objects[0].Keys
	if len(keys) != 2 || keys[0].SumIndexFields != nil {
		t.Fatalf("keys: %+v", keys)
	}
	if want := []string{"Amount", "Amount, (LCY)"}; !reflect.DeepEqual(keys[1].SumIndexFields, want) {
		t.Errorf("SumIndexFields: %q, want %q", keys[1].SumIndexFields, want)
	}
}

func TestSplitNameList(t *testing.T) {
	for in, want := range map[string][]string{
		``:                    nil,
		`Amount`:              {"Amount"},
		` A ,"B ""x""", ,"C"`: {"A", `B "x"`, "C"},
	} {
		if got := SplitNameList(in); !reflect.DeepEqual(got, want) {
			t.Errorf("SplitNameList(%q) = %q, want %q", in, got, want)
		}
	}
}
