package codecop

import (
	"strings"
	"testing"

	"github.com/alfix/alfix/al/symbols"
)

// Every method AA0008 lets code read with property syntax is a catalogue
// method that takes no argument.
func TestAA0008PropertySyntaxMethodsExist(t *testing.T) {
	for key := range propertySyntax {
		recv, name, _ := strings.Cut(key, ".")
		var m *symbols.Method
		for _, r := range symbols.Receivers() {
			if strings.EqualFold(r, recv) {
				m = symbols.Builtin(r, name)
			}
		}
		if m == nil || !m.Parameterless() {
			t.Errorf("%s: not a parameterless method of the catalogue", key)
		}
	}
}
