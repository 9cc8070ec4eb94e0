package permissions

import (
	"slices"
	"testing"
)

func TestGrants(t *testing.T) {
	value := `tabledata Customer = RIMD,
        TableData "Sales Line" = R, codeunit "Sales-Post, Batch" = X,
        table Microsoft.Sales.Customer = X, tabledata "My App"."Item, Ledger" = r,
        page 21 = X, tabledata * = R, garbage, report=X, query "No. Series" =`
	var got []Grant
	for g := range Grants(value) {
		got = append(got, g)
	}
	want := []Grant{{"tabledata", "Customer"}, {"tabledata", "Sales Line"}, {"codeunit", "Sales-Post, Batch"},
		{"table", "Customer"}, {"tabledata", "Item, Ledger"}, {"page", "21"}, {"tabledata", "*"}, {"query", "No. Series"}}
	if !slices.Equal(got, want) {
		t.Errorf("Grants:\n got  %q\n want %q", got, want)
	}
	// Stopping early stops the walk.
	n := 0
	for range Grants(value) {
		n++
		break
	}
	if n != 1 {
		t.Errorf("a loop that breaks at once saw %d grants", n)
	}
}

func TestNames(t *testing.T) {
	var got []string
	for n := range Names(`"D365 READ", My.Ns."Set, Two", Plain ,, Ns.Other`) {
		got = append(got, n)
	}
	if want := []string{"D365 READ", "Set, Two", "Plain", "Other"}; !slices.Equal(got, want) {
		t.Errorf("Names: got %q, want %q", got, want)
	}
}

// Taking the grants of a value written in lower case allocates nothing:
// a declaration change takes every permission set's again.
func TestGrantsAllocateNothing(t *testing.T) {
	value := `tabledata Customer = RIMD, tabledata "Sales Line" = R, codeunit "Sales-Post" = X, table Microsoft.Sales.Customer = X`
	n := 0
	allocs := testing.AllocsPerRun(100, func() {
		for g := range Grants(value) {
			n += len(g.Name)
		}
		for name := range Names(`"D365 READ", My.Ns."Set"`) {
			n += len(name)
		}
	})
	if allocs > 0 {
		t.Errorf("%.0f allocations per walk of the grants, want 0", allocs)
	}
}
