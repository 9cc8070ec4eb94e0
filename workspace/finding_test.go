package workspace

import (
	"fmt"
	"testing"
)

// TestAppendMergedIsStableSortOfBoth: merging a file's two sorted parts
// gives what a stable sort of the first part then the second gives, ties
// included.
func TestAppendMergedIsStableSortOfBoth(t *testing.T) {
	a := []Finding{{Line: 1, ID: "A1", Message: "a1"}, {Line: 2, ID: "B", Message: "a-tie"}, {Line: 5, ID: "A5", Message: "a5"}}
	b := []Finding{{Line: 2, ID: "B", Message: "b-tie"}, {Line: 3, ID: "B3", Message: "b3"}, {Line: 9, ID: "B9", Message: "b9"}}
	want := append(append([]Finding{}, a...), b...)
	sortFindings(want)
	for i := range want {
		want[i].Path = "/p/x.al"
	}
	got := appendMerged(nil, a, b, "/p/x.al")
	if fmt.Sprint(got) != fmt.Sprint(want) {
		t.Errorf("merged\n got  %v\n want %v", got, want)
	}
	if got := appendMerged(nil, nil, b, "/p/x.al"); len(got) != len(b) || got[0].Path != "/p/x.al" {
		t.Errorf("one part: %v", got)
	}
}
