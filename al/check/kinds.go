package check

import (
	"strings"

	"github.com/alfix/alfix/al/symbols"
)

// Need is what a kind of check needs of a project's dependencies to run.
// It is the one place that decides whether a check runs on a project: the
// checks gate themselves with it, and the workspace's compile verdict says
// with it which kinds stayed silent.
type Need uint8

const (
	// NeedsNothing: the kind runs on the project's own code and whatever
	// declarations are loaded. It judges less when a dependency is
	// missing (a value whose type comes from it is not judged), but it is
	// never silent.
	NeedsNothing Need = iota
	// NeedsMembers: every dependency but the platform's System app must
	// be loaded (System extends nothing, so it cannot add a member, a
	// name or an event to what alfix knows).
	NeedsMembers
	// NeedsAll: every dependency, System included, must be loaded: any
	// object name may be a System object.
	NeedsAll
)

// String names the need as the verdict's documentation does.
func (n Need) String() string {
	switch n {
	case NeedsMembers:
		return "every dependency but System"
	case NeedsAll:
		return "every dependency"
	}
	return "nothing"
}

// Met reports whether a project whose dependencies are deps (in any order)
// meets n; loaded says whether a dependency's declarations are known. A
// project without any dependency meets only NeedsNothing: it does not even
// know the platform's System objects.
func (n Need) Met(deps []*symbols.Dependency, loaded func(*symbols.Dependency) bool) bool {
	if n == NeedsNothing {
		return true
	}
	if len(deps) == 0 {
		return false
	}
	for _, d := range deps {
		if !loaded(d) && !(n == NeedsMembers && IsPlatform(d)) {
			return false
		}
	}
	return true
}

// Blocks reports whether dependency d, not loaded, keeps kinds that need n
// silent.
func (n Need) Blocks(d *symbols.Dependency) bool {
	switch n {
	case NeedsMembers:
		return !IsPlatform(d)
	case NeedsAll:
		return true
	}
	return false
}

// IsPlatform reports whether d is the platform's System app.
func IsPlatform(d *symbols.Dependency) bool {
	return strings.EqualFold(symbols.NormalizeAppID(d.App.ID), symbols.PlatformAppID)
}

// metBy reports whether the summary of a pass meets n: the gate of the
// checks themselves.
func (n Need) metBy(sum *symbols.Summary) bool {
	return sum != nil && n.Met(sum.Dependencies(), (*symbols.Dependency).Loaded)
}

// Kind is a kind of compile check: what it proves, the compiler codes of
// its checks and what it needs of the dependencies.
type Kind struct {
	// Name is the kind as results name it ("names", "calls", ...): stable,
	// lower case.
	Name string
	// Codes are the compiler codes of the kind's checks, in id order.
	Codes []string
	Needs Need
}

// kinds lists every kind; every check of Rules is in exactly one (a test
// holds this list and the checks together).
var kinds = []Kind{
	{Name: "duplicate declarations", Codes: []string{"AL0121", "AL0155", "AL0197", "AL0206", "AL0231", "AL0264", "AL0440"}, Needs: NeedsNothing},
	{Name: "types and triggers", Codes: []string{"AL0134", "AL0162"}, Needs: NeedsNothing},
	{Name: "object ids", Codes: []string{"AL0297"}, Needs: NeedsNothing},
	{Name: "statements", Codes: []string{"AL0129", "AL0139"}, Needs: NeedsNothing},
	{Name: "conversions and operators", Codes: []string{"AL0122", "AL0173", "AL0175", "AL0603"}, Needs: NeedsNothing},
	{Name: "properties", Codes: []string{"AL0124", "AL0171", "AL0218", "AL0246", "AL0293", "AL0294", "AL0317", "AL0404"}, Needs: NeedsNothing},
	{Name: "names", Codes: []string{"AL0118"}, Needs: NeedsMembers},
	{Name: "members", Codes: []string{"AL0132", "AL0186"}, Needs: NeedsMembers},
	{Name: "access", Codes: []string{"AL0161"}, Needs: NeedsMembers},
	{Name: "calls", Codes: []string{"AL0126", "AL0130", "AL0133", "AL0135"}, Needs: NeedsMembers},
	{Name: "event subscribers", Codes: []string{"AL0280", "AL0282", "AL0284", "AL0288", "AL0290"}, Needs: NeedsMembers},
	{Name: "obsolete use", Codes: []string{"AL0432", "AL0433"}, Needs: NeedsMembers},
	{Name: "extensions", Codes: []string{"AL0247", "AL0270", "AL0271", "AL0295"}, Needs: NeedsMembers},
	// AL0185 runs in a reduced form once NeedsMembers is met: without the
	// System app it leaves alone every name the platform may declare
	// (symbols.PlatformMayDeclare, a list gathered from what BCApps names
	// without declaring). The verdict counts the kind as silent until the
	// System app is loaded, since that list is not the platform's own.
	{Name: "object references", Codes: []string{"AL0185"}, Needs: NeedsAll},
}

// Kinds returns every kind of compile check. The result must not be
// modified.
func Kinds() []Kind { return kinds }

// Silent returns the kinds that do not run on a project whose dependencies
// are deps, in the order of Kinds; loaded says whether a dependency's
// declarations are known.
func Silent(deps []*symbols.Dependency, loaded func(*symbols.Dependency) bool) []Kind {
	var out []Kind
	for _, k := range kinds {
		if !k.Needs.Met(deps, loaded) {
			out = append(out, k)
		}
	}
	return out
}
