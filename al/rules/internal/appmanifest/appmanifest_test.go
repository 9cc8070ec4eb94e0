package appmanifest

import (
	"strings"
	"testing"

	"github.com/alfix/alfix/al/project"
)

func TestCountryCode(t *testing.T) {
	for code, want := range map[string]bool{"DK": true, "US": true, "GB": true, "DE": true, "NZ": true,
		"UK": false, "EU": false, "dk": false, "XX": false, "ZZ": false, "D": false, "DNK": false, "": false, "UN": false, "XK": false, "QZ": false, "SU": false} {
		if got := CountryCode(code); got != want {
			t.Errorf("CountryCode(%q) = %v, want %v", code, got, want)
		}
	}
}

func TestInvalidName(t *testing.T) {
	for name, bad := range map[string]bool{"My App": false, "Email - SMTP Connector": false, "Café (DK)": false,
		"": true, "   ": true, " Lead": true, "Trail ": true, "A/B": true, "What?": true, "Tab\there": true} {
		if got := InvalidName(name) != ""; got != bad {
			t.Errorf("InvalidName(%q) reports %v, want %v", name, got, bad)
		}
	}
}

func TestTargetsURLsAndApps(t *testing.T) {
	for target, cloud := range map[string]bool{"": true, "Cloud": true, " extension ": true, "OnPrem": false, "Internal": false} {
		if CloudTarget(target) != cloud {
			t.Errorf("CloudTarget(%q) != %v", target, cloud)
		}
	}
	for u, ok := range map[string]bool{"https://contoso.com/app": true, "http://x.org": true, "": false,
		"contoso.com": false, "ftp://x.org": false, "https://": false, "not a url": false} {
		if ValidURL(u) != ok {
			t.Errorf("ValidURL(%q) != %v", u, ok)
		}
	}
	base := project.Dependency{Name: "Base Application", Publisher: "Microsoft"}
	sys := project.Dependency{ID: SystemApplicationID}
	other := project.Dependency{Name: "Base Application", Publisher: "Fabrikam"}
	if !IsBaseApplication(base) || IsBaseApplication(sys) || !IsMicrosoftApplication(sys) || IsMicrosoftApplication(other) {
		t.Error("Microsoft's application apps are not told apart")
	}
	if TooLong("12345678901234567890123456789012345678901234567890", MaxNameLength) ||
		!TooLong("123456789012345678901234567890123456789012345678901", MaxNameLength) ||
		TooLong(strings.Repeat("Ä", 200), MaxAppSourceNameLength) || !TooLong(strings.Repeat("a", 201), MaxAppSourceNameLength) {
		t.Error("the 50-character limit is off")
	}
}
