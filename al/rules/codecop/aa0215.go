package codecop

import (
	"path/filepath"
	"strings"

	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/project"
	"github.com/alfix/alfix/al/syntax"
)

// AA0215 reports files whose name does not follow the
// <ObjectName>.<ObjectType>.al pattern of the style guide.
var AA0215 = &analysis.Rule{
	ID:      "AA0215",
	Title:   "Follow the style guide about the best practices for naming",
	Message: "The file name '%s' should be '%s': the object name with only the characters A-Z, a-z and 0-9, the object type and .al",
	Description: "The best practices for AL name a file after the object it holds: " +
		"<ObjectName>.<ObjectType>.al, the object name reduced to letters A-Z, a-z and digits " +
		"(Cust. Ledger Entry gives CustLedgerEntry.Table.al). Types: Table, TableExt, Page, " +
		"PageExt, PageCust (or PageCustomization), Codeunit, Report, ReportExt, XmlPort, Query, " +
		"Enum, EnumExt, Interface, PermissionSet, PermissionSetExt, Profile, ProfileExt, " +
		"ControlAddIn, Entitlement, DotNet. Names are compared without regard to case, " +
		"and a further part before .al is accepted (Name.Report.50100.al); the name may leave out the " +
		"object's prefix or suffix, as the best practices allow (<ObjectNameExcludingAffix>: " +
		"PeppolTest.Codeunit.al for \"ForNAV Peppol Test\", as BCApps builds at Error). Only files that hold one " +
		"object are checked, at the object's name. No fix: renaming a file is not a text edit.",
	Severity: analysis.SeverityWarning,
	Category: "Readability",
	Analyzer: project.CodeCop,
	Run:      runAA0215,
}

// fileTypeNames maps object kind keywords to the type part of file names;
// the first name is the one suggested.
var fileTypeNames = map[syntax.Keyword][]string{
	syntax.KwTable: {"Table"}, syntax.KwTableExtension: {"TableExt"}, syntax.KwPage: {"Page"},
	syntax.KwPageExtension: {"PageExt"}, syntax.KwPageCustomization: {"PageCust", "PageCustomization"},
	syntax.KwCodeunit: {"Codeunit"}, syntax.KwReport: {"Report"}, syntax.KwReportExtension: {"ReportExt"},
	syntax.KwXmlPort: {"XmlPort"}, syntax.KwQuery: {"Query"}, syntax.KwEnum: {"Enum"},
	syntax.KwEnumExtension: {"EnumExt"}, syntax.KwInterface: {"Interface"},
	syntax.KwPermissionSet: {"PermissionSet"}, syntax.KwPermissionSetExtension: {"PermissionSetExt"},
	syntax.KwProfile: {"Profile"}, syntax.KwProfileExtension: {"ProfileExt"},
	syntax.KwControlAddIn: {"ControlAddIn"}, syntax.KwEntitlement: {"Entitlement"},
	syntax.KwDotNet: {"DotNet"},
}

func runAA0215(pass *analysis.Pass) {
	f := pass.File
	objs := f.Objects()
	if len(objs) != 1 || pass.Path == "" {
		return
	}
	obj := objs[0]
	types, ok := fileTypeNames[f.ObjectKind(obj)]
	name := f.ObjectName(obj)
	if !ok || name < 0 {
		return
	}
	stem := lettersAndDigitsASCII(syntax.Unquote(f.TokenText(name)))
	base := filepath.Base(pass.Path)
	lower, lowerStem := strings.ToLower(base), strings.ToLower(stem)
	for _, t := range types {
		// <name>.<type>.al, <name>.<type>.<more>.al; the name may leave out
		// the object's affix: the start or the end of the object's name.
		file, rest, ok := strings.Cut(lower, "."+strings.ToLower(t)+".")
		if ok && strings.HasSuffix("."+rest, ".al") && file != "" &&
			(strings.HasPrefix(lowerStem, file) || strings.HasSuffix(lowerStem, file)) {
			return
		}
	}
	pass.Reportf(f.Tokens[name].Span, []any{base, stem + "." + types[0] + ".al"})
}

// lettersAndDigitsASCII returns the characters A-Z, a-z and 0-9 of s.
func lettersAndDigitsASCII(s string) string {
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		if c := s[i]; c >= 'A' && c <= 'Z' || c >= 'a' && c <= 'z' || c >= '0' && c <= '9' {
			b.WriteByte(c)
		}
	}
	return b.String()
}
