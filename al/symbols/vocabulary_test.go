package symbols

import (
	"strings"
	"testing"
)

func TestVocabulary(t *testing.T) {
	for _, c := range []struct {
		got  func() (string, bool)
		want string
	}{
		{func() (string, bool) { return CanonicalPropertyName("DATACLASSIFICATION") }, "DataClassification"},
		{func() (string, bool) { return CanonicalPropertyName("drilldownpageid") }, "DrillDownPageId"},
		{func() (string, bool) { return CanonicalPropertyValue("pagetype", "api") }, "API"},
		{func() (string, bool) { return CanonicalPropertyValue("ObsoleteState", "PENDING") }, "Pending"},
		{func() (string, bool) { return CanonicalTriggerName("ONINSTALLAPPPERCOMPANY") }, "OnInstallAppPerCompany"},
		{func() (string, bool) { return CanonicalMember("objecttype", "xmlport") }, "XmlPort"},
	} {
		if got, ok := c.got(); !ok || got != c.want {
			t.Errorf("got %q, %v; want %q", got, ok, c.want)
		}
	}
	if _, ok := CanonicalPropertyName("NoSuchProperty"); ok {
		t.Error("an unknown property is known")
	}
	if _, ok := CanonicalPropertyValue("Visible", "ShowDetails"); ok {
		t.Error("a property whose values are expressions has no vocabulary")
	}
	// Every line of the vocabulary is a section, a comment, or a word (pair).
	for i, line := range strings.Split(vocabularyText, "\n") {
		if f := strings.Fields(line); len(f) > 2 && !strings.HasPrefix(line, "#") {
			t.Errorf("line %d: %q", i+1, line)
		}
	}
}
