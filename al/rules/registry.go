package rules

import (
	"sync"

	"github.com/alfix/alfix/al/analysis"
)

// all lists every rule alfix serves, in id order. A new rule is added here
// (and gets its fixtures in testdata/<ID>: TestRules fails for a rule
// without them).
var all = []*analysis.Rule{
	AA0001, AA0002, AA0003, AA0005, AA0008, AA0013, AA0018, AA0021, AA0022, AA0040, AA0053, AA0073,
	AA0074, AA0087, AA0100, AA0101, AA0102, AA0103, AA0104, AA0105, AA0106, AA0131, AA0136, AA0137,
	AA0139, AA0150, AA0161, AA0175, AA0181, AA0189, AA0194, AA0198, AA0199, AA0200, AA0201, AA0202,
	AA0203, AA0204, AA0206, AA0207, AA0210, AA0211, AA0213, AA0214, AA0215, AA0216, AA0217, AA0218,
	AA0219, AA0220, AA0221, AA0222, AA0223, AA0224, AA0225, AA0226, AA0227, AA0228, AA0230, AA0231,
	AA0232, AA0233, AA0234, AA0235, AA0237, AA0240, AA0241, AA0242, AA0243, AA0244, AA0245, AA0246,
	AA0247, AA0249, AA0250, AA0251, AA0448, AA0462, AA0470, AA0472, AA0473, AA0474, AA0475, AA0477,
	AC0001, AC0002, AC0003, AC0004, AC0005, AC0006, AC0007, AC0008, AC0009, AC0010, AC0011, AC0012,
	AC0013, AC0014, AC0015, AC0016, AC0017, AC0018, AC0019, AC0020, AC0021, AC0022, AC0023, AC0024,
	AC0025, AC0026, AC0027, AC0028, AC0029, AC0030, AC0031, AC0032,
	DC0001, DC0002, DC0003, DC0004, DC0005, DC0006, DC0007, DC0008, DC0009, DC0010,
	FC0001, FC0002, FC0003, FC0004, FC0005, FC0006,
	LC0003, LC0007, LC0008, LC0009, LC0010, LC0019, LC0020, LC0028, LC0031, LC0033, LC0040, LC0043,
	LC0048, LC0054, LC0063, LC0081, LC0082, LC0083, LC0086, LC0088, LC0089, LC0090, LC0092, LC0094,
	LC0095, LC0096, LC0097, LC0098, LC0099,
	PC0001, PC0002, PC0003, PC0004, PC0005, PC0006, PC0007, PC0008, PC0010, PC0011, PC0012, PC0013,
	PC0014, PC0015, PC0016, PC0017, PC0018, PC0019, PC0020, PC0021, PC0022, PC0023, PC0024, PC0025,
	PC0026, PC0027, PC0028, PC0029, PC0030, PC0031, PC0032, PC0033, PC0034, PC0035, PC0036, PC0037,
	PC0038,
	TA0001,
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
