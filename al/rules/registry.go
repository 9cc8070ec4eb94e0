package rules

import (
	"sync"

	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/project"
	"github.com/alfix/alfix/al/rules/applicationcop"
	"github.com/alfix/alfix/al/rules/appsourcecop"
	"github.com/alfix/alfix/al/rules/codecop"
	"github.com/alfix/alfix/al/rules/documentationcop"
	"github.com/alfix/alfix/al/rules/formattingcop"
	"github.com/alfix/alfix/al/rules/lintercop"
	"github.com/alfix/alfix/al/rules/pertenantextensioncop"
	"github.com/alfix/alfix/al/rules/platformcop"
	"github.com/alfix/alfix/al/rules/testautomationcop"
	"github.com/alfix/alfix/al/rules/uicop"
)

// all lists every rule alfix serves, by cop and in id order. A new rule is
// declared in the package of its cop (codecop, applicationcop, ...) with
// its fixtures in that package's testdata/<ID>, and added here (the cop
// package's TestRules fails for a rule without fixtures, TestRuleHomes
// for a rule declared or kept elsewhere).
var all = []*analysis.Rule{
	codecop.AA0001, codecop.AA0002, codecop.AA0003, codecop.AA0005, codecop.AA0008, codecop.AA0013, codecop.AA0018,
	codecop.AA0021, codecop.AA0022, codecop.AA0040, codecop.AA0053, codecop.AA0073, codecop.AA0074, codecop.AA0087,
	codecop.AA0100, codecop.AA0101, codecop.AA0102, codecop.AA0103, codecop.AA0104, codecop.AA0105, codecop.AA0106,
	codecop.AA0131, codecop.AA0136, codecop.AA0137, codecop.AA0139, codecop.AA0150, codecop.AA0161, codecop.AA0175,
	codecop.AA0181, codecop.AA0189, codecop.AA0194, codecop.AA0198, codecop.AA0199, codecop.AA0200, codecop.AA0201,
	codecop.AA0202, codecop.AA0203, codecop.AA0204, codecop.AA0206, codecop.AA0207, codecop.AA0210, codecop.AA0211,
	codecop.AA0213, codecop.AA0214, codecop.AA0215, codecop.AA0216, codecop.AA0217, codecop.AA0218, codecop.AA0219,
	codecop.AA0220, codecop.AA0221, codecop.AA0222, codecop.AA0223, codecop.AA0224, codecop.AA0225, codecop.AA0226,
	codecop.AA0227, codecop.AA0228, codecop.AA0230, codecop.AA0231, codecop.AA0232, codecop.AA0233, codecop.AA0234,
	codecop.AA0235, codecop.AA0237, codecop.AA0240, codecop.AA0241, codecop.AA0242, codecop.AA0243, codecop.AA0244,
	codecop.AA0245, codecop.AA0246, codecop.AA0247, codecop.AA0249, codecop.AA0250, codecop.AA0251, codecop.AA0448,
	codecop.AA0462, codecop.AA0470, codecop.AA0472, codecop.AA0473, codecop.AA0474, codecop.AA0475, codecop.AA0476, codecop.AA0477,
	codecop.AA0050, codecop.AA0051, codecop.AA0052, codecop.AA0072, codecop.AA0205, codecop.AA0248, codecop.AA0471,
	codecop.AA0252,
	applicationcop.AC0001, applicationcop.AC0002, applicationcop.AC0003, applicationcop.AC0004,
	applicationcop.AC0005, applicationcop.AC0006, applicationcop.AC0007, applicationcop.AC0008,
	applicationcop.AC0009, applicationcop.AC0010, applicationcop.AC0011, applicationcop.AC0012,
	applicationcop.AC0013, applicationcop.AC0014, applicationcop.AC0015, applicationcop.AC0016,
	applicationcop.AC0017, applicationcop.AC0018, applicationcop.AC0019, applicationcop.AC0020,
	applicationcop.AC0021, applicationcop.AC0022, applicationcop.AC0023, applicationcop.AC0024,
	applicationcop.AC0025, applicationcop.AC0026, applicationcop.AC0027, applicationcop.AC0028,
	applicationcop.AC0029, applicationcop.AC0030, applicationcop.AC0031, applicationcop.AC0032,
	applicationcop.AC0033, applicationcop.AC0034,
	documentationcop.DC0001, documentationcop.DC0002, documentationcop.DC0003, documentationcop.DC0004,
	documentationcop.DC0005, documentationcop.DC0006, documentationcop.DC0007, documentationcop.DC0008,
	documentationcop.DC0009, documentationcop.DC0010,
	formattingcop.FC0001, formattingcop.FC0002, formattingcop.FC0003, formattingcop.FC0004, formattingcop.FC0005,
	formattingcop.FC0006, formattingcop.FC0007,
	lintercop.LC0003, lintercop.LC0007, lintercop.LC0008, lintercop.LC0009, lintercop.LC0010, lintercop.LC0019,
	lintercop.LC0020, lintercop.LC0028, lintercop.LC0031, lintercop.LC0033, lintercop.LC0040, lintercop.LC0043,
	lintercop.LC0048, lintercop.LC0052, lintercop.LC0053, lintercop.LC0054, lintercop.LC0063, lintercop.LC0081, lintercop.LC0082, lintercop.LC0083,
	lintercop.LC0086, lintercop.LC0088, lintercop.LC0089, lintercop.LC0089i, lintercop.LC0090, lintercop.LC0091, lintercop.LC0092, lintercop.LC0094,
	lintercop.LC0095, lintercop.LC0096, lintercop.LC0097, lintercop.LC0098, lintercop.LC0099,
	platformcop.PC0001, platformcop.PC0002, platformcop.PC0003, platformcop.PC0004, platformcop.PC0005,
	platformcop.PC0006, platformcop.PC0007, platformcop.PC0008, platformcop.PC0010, platformcop.PC0011,
	platformcop.PC0012, platformcop.PC0013, platformcop.PC0014, platformcop.PC0015, platformcop.PC0016,
	platformcop.PC0017, platformcop.PC0018, platformcop.PC0019, platformcop.PC0020, platformcop.PC0021,
	platformcop.PC0022, platformcop.PC0023, platformcop.PC0024, platformcop.PC0025, platformcop.PC0026,
	platformcop.PC0027, platformcop.PC0028, platformcop.PC0029, platformcop.PC0030, platformcop.PC0031,
	platformcop.PC0032, platformcop.PC0033, platformcop.PC0034, platformcop.PC0035, platformcop.PC0036,
	platformcop.PC0037, platformcop.PC0038,
	testautomationcop.TA0001, testautomationcop.TA0002,
	pertenantextensioncop.PTE0001, pertenantextensioncop.PTE0002, pertenantextensioncop.PTE0003, pertenantextensioncop.PTE0004,
	pertenantextensioncop.PTE0005, pertenantextensioncop.PTE0006, pertenantextensioncop.PTE0007, pertenantextensioncop.PTE0008,
	pertenantextensioncop.PTE0009, pertenantextensioncop.PTE0010, pertenantextensioncop.PTE0011, pertenantextensioncop.PTE0012,
	pertenantextensioncop.PTE0013, pertenantextensioncop.PTE0014, pertenantextensioncop.PTE0015, pertenantextensioncop.PTE0016, pertenantextensioncop.PTE0017,
	pertenantextensioncop.PTE0018, pertenantextensioncop.PTE0019, pertenantextensioncop.PTE0020, pertenantextensioncop.PTE0021,
	pertenantextensioncop.PTE0022, pertenantextensioncop.PTE0023, pertenantextensioncop.PTE0024, pertenantextensioncop.PTE0025,
	pertenantextensioncop.PTE0026,
	appsourcecop.AS0008, appsourcecop.AS0011, appsourcecop.AS0013, appsourcecop.AS0014, appsourcecop.AS0015,
	appsourcecop.AS0016, appsourcecop.AS0047, appsourcecop.AS0048, appsourcecop.AS0051, appsourcecop.AS0052,
	appsourcecop.AS0053, appsourcecop.AS0054, appsourcecop.AS0055, appsourcecop.AS0056, appsourcecop.AS0058,
	appsourcecop.AS0061, appsourcecop.AS0062, appsourcecop.AS0073, appsourcecop.AS0075, appsourcecop.AS0076,
	appsourcecop.AS0079, appsourcecop.AS0081, appsourcecop.AS0084, appsourcecop.AS0085, appsourcecop.AS0087, appsourcecop.AS0092, appsourcecop.AS0094,
	appsourcecop.AS0098, appsourcecop.AS0099, appsourcecop.AS0100, appsourcecop.AS0103, appsourcecop.AS0104, appsourcecop.AS0105,
	appsourcecop.AS0110, appsourcecop.AS0111, appsourcecop.AS0112, appsourcecop.AS0113, appsourcecop.AS0126,
	appsourcecop.AS0130, appsourcecop.AS0138,
	uicop.AW0001, uicop.AW0002, uicop.AW0003, uicop.AW0004, uicop.AW0005, uicop.AW0006, uicop.AW0007,
	uicop.AW0008, uicop.AW0009, uicop.AW0010, uicop.AW0011, uicop.AW0012, uicop.AW0013, uicop.AW0014,
	uicop.AW0015, uicop.AW0016, uicop.AW0017,
	appsourcecop.AS0001, appsourcecop.AS0002, appsourcecop.AS0003, appsourcecop.AS0004, appsourcecop.AS0005,
	appsourcecop.AS0006, appsourcecop.AS0009, appsourcecop.AS0010, appsourcecop.AS0018, appsourcecop.AS0019,
	appsourcecop.AS0023, appsourcecop.AS0024, appsourcecop.AS0025, appsourcecop.AS0026, appsourcecop.AS0029,
	appsourcecop.AS0030, appsourcecop.AS0031, appsourcecop.AS0032, appsourcecop.AS0049, appsourcecop.AS0066,
	appsourcecop.AS0078, appsourcecop.AS0080, appsourcecop.AS0083, appsourcecop.AS0086, appsourcecop.AS0089,
	appsourcecop.AS0091, appsourcecop.AS0102, appsourcecop.AS0115,
}

var (
	regOnce  sync.Once
	registry *analysis.Registry
	regErr   error
)

// Registry returns the registry of every rule. A rule without a HelpURI
// gets its published documentation page ([analysis.DocURL]). It panics if
// a rule descriptor is invalid or an id is listed twice: that is a
// programming error the package's tests catch.
func Registry() *analysis.Registry {
	regOnce.Do(func() {
		for _, r := range all {
			if r.HelpURI == "" {
				r.HelpURI = analysis.DocURL(r.Analyzer, r.ID)
			}
		}
		registry, regErr = analysis.NewRegistry(all...)
	})
	if regErr != nil {
		panic("rules: " + regErr.Error())
	}
	return registry
}

// Analyzer returns a registry of the rules of one analyzer group, in the
// order of the list: the rules of one cop package, whose tests run them
// over the package's fixtures.
func Analyzer(group project.AnalyzerGroup) *analysis.Registry {
	var rules []*analysis.Rule
	for _, r := range Registry().All() {
		if r.Analyzer == group {
			rules = append(rules, r)
		}
	}
	reg, err := analysis.NewRegistry(rules...)
	if err != nil {
		panic("rules: " + err.Error())
	}
	return reg
}
