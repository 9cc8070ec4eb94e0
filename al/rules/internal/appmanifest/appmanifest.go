package appmanifest

import (
	"net/url"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/alfix/alfix/al/project"
	"golang.org/x/text/language"
)

// CloudTarget reports whether an app.json target (as written) compiles for
// the multi-tenant online service: Cloud, its older name Extension, or no
// target at all (which means Cloud).
func CloudTarget(target string) bool {
	t := strings.TrimSpace(target)
	return t == "" || strings.EqualFold(t, "Cloud") || strings.EqualFold(t, "Extension")
}

// The most characters an app.json name or publisher may have: Business
// Central stores a per-tenant extension's name and every publisher in 50,
// AppSource takes names of up to 200.
const (
	MaxNameLength          = 50
	MaxAppSourceNameLength = 200
	MaxPublisherLength     = 50
)

// TooLong reports whether s has more than limit characters.
func TooLong(s string, limit int) bool { return utf8.RuneCountInString(s) > limit }

// fileNameChars cannot appear in an extension's name: the name is part of
// the file name of its package (Publisher_Name_Version.app).
const fileNameChars = `\/:*?"<>|`

// InvalidName reports why an extension name is not valid, or "" when it
// is: it is empty or white space only, starts or ends with white space, or
// holds a control character or one of \ / : * ? " < > |.
func InvalidName(name string) string {
	switch {
	case strings.TrimSpace(name) == "":
		return "it is empty"
	case strings.TrimSpace(name) != name:
		return "it starts or ends with white space"
	case strings.ContainsAny(name, fileNameChars):
		return "it holds one of the characters " + fileNameChars
	case strings.ContainsFunc(name, unicode.IsControl):
		return "it holds a control character"
	}
	return ""
}

// Microsoft's application apps, by id.
const (
	BaseApplicationID   = "437dbf0e-84ff-417a-965d-ed2bb9650972"
	SystemApplicationID = "63ca2fa4-4f03-4f2b-a480-172fef340d3f"
)

// IsBaseApplication reports whether a dependency names Microsoft's Base
// Application, by id or by name and publisher.
func IsBaseApplication(d project.Dependency) bool {
	return is(d, BaseApplicationID, "Base Application")
}

// IsMicrosoftApplication reports whether a dependency names Microsoft's
// Base Application or System Application, by id or by name and publisher.
func IsMicrosoftApplication(d project.Dependency) bool {
	return IsBaseApplication(d) || is(d, SystemApplicationID, "System Application")
}

func is(d project.Dependency, id, name string) bool {
	if strings.EqualFold(strings.TrimSpace(d.ID), id) {
		return true
	}
	return strings.EqualFold(strings.TrimSpace(d.Publisher), "Microsoft") && strings.EqualFold(strings.TrimSpace(d.Name), name)
}

// AppSourceMembers are the app.json members Microsoft documents as required
// for an AppSource (marketplace) submission, in the order app.json lists
// them.
var AppSourceMembers = []string{"brief", "description", "privacyStatement", "EULA", "help", "url", "logo",
	"contextSensitiveHelpUrl"}

// TranslationAppMembers are the app.json members reserved for translation
// apps. supportedLocales is not among them: BCApps' Basic Experience sets
// it and builds with PerTenantExtensionCop at Error.
var TranslationAppMembers = []string{"helpBaseUrl"}

// ValidURL reports whether s is an absolute http or https URL with a host.
func ValidURL(s string) bool {
	u, err := url.Parse(strings.TrimSpace(s))
	return err == nil && (u.Scheme == "http" || u.Scheme == "https") && u.Host != ""
}

// notCountry are the codes ISO 3166-1 reserves exceptionally (for a part
// of a country, a grouping or a former name), which the language package
// knows as regions.
var notCountry = map[string]bool{"AC": true, "CP": true, "DG": true, "EA": true, "EU": true, "EZ": true,
	"FX": true, "IC": true, "SU": true, "TA": true, "UK": true, "UN": true}

// userAssigned reports whether an upper-case two-letter code is in a range
// ISO 3166-1 leaves to its users (AA, QM-QZ, XA-XZ, ZZ).
func userAssigned(code string) bool {
	return code == "AA" || code == "ZZ" || code[0] == 'X' || code[0] == 'Q' && code[1] >= 'M'
}

// CountryCode reports whether code is an ISO 3166-1 alpha-2 code of a
// country or region, written in two letters as the standard writes it
// (upper case; groupings such as EU, withdrawn and user-assigned codes are
// not codes of a country).
func CountryCode(code string) bool {
	if len(code) != 2 || strings.ToUpper(code) != code || notCountry[code] || userAssigned(code) {
		return false
	}
	r, err := language.ParseRegion(code)
	return err == nil && r.IsCountry() && r.String() == code
}
