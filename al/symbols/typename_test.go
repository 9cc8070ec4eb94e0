package symbols

import "testing"

func TestIsTypeName(t *testing.T) {
	for w, want := range map[string]bool{
		"Integer": true, "TEXT": true, "jsonobject": true, "Record": true, "DotNet": true, "TestPage": true,
		"array": true, "TransactionType": true, "List": true, "Label": true, "Option": true,
		"SecurityOperationResult": true, "Txt": false, "String": false, "Int": false, "": false, "Customer": false,
	} {
		if got := IsTypeName(w); got != want {
			t.Errorf("IsTypeName(%q) = %v, want %v", w, got, want)
		}
	}
}
