package fix

import (
	"fmt"

	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/project"
)

// A Problem says why a fix use case (Locate, PlanFix, PlanFixAll) made
// no plan. The tools map each to one envelope of the tool contract.
type Problem int

// Fix problems, in the order the use cases check them.
const (
	// UnknownRule: no rule has the id.
	UnknownRule Problem = iota + 1
	// RuleHasNoFix: the rule declares no fix.
	RuleHasNoFix
	// FileNotInProject: the file is not an AL file of the project's
	// snapshot (missing, not .al, or in a skipped folder).
	FileNotInProject
	// RuleSetToNone: the project's ruleset file sets the rule to None
	// (Config.RulesetPath names it).
	RuleSetToNone
	// AnalyzerNotEnabled: the rule's analyzer is not among the project's.
	AnalyzerNotEnabled
	// RuleOffByDefault: the rule is off by default and nothing turns it on.
	RuleOffByDefault
	// RuleDisabledByRuleset: the effective ruleset disables the rule.
	RuleDisabledByRuleset
	// RuleLeftOutAsDuplicate: the rule would run but reports the same spots
	// as another rule that runs instead (project.DuplicateRules;
	// DuplicateOf names it).
	RuleLeftOutAsDuplicate
	// FileHashMismatch: the file no longer has the content the caller's
	// hash names.
	FileHashMismatch
	// NoDiagnosticAtPosition: no diagnostic of the rule at the position nor
	// on its line.
	NoDiagnosticAtPosition
	// SuppressedByPragma: the diagnostic there is suppressed by #pragma.
	SuppressedByPragma
	// NoFixForDiagnostic: the diagnostic (or, for PlanFixAll, every
	// diagnostic of the rule in scope) offers no fix.
	NoFixForDiagnostic
	// NoFixForKey: no fix of the diagnostic has the requested key.
	NoFixForKey
	// AmbiguousFix: the diagnostic offers several distinct keys and none
	// was requested.
	AmbiguousFix
	// FileNotUTF8: the file must be edited but is not UTF-8 (Err is
	// ErrUnsupportedEncoding).
	FileNotUTF8
	// EditOutsideProject: the fix edits a file outside the project.
	EditOutsideProject
	// FileReadFailed: a file could not be read (Err says why).
	FileReadFailed
	// FileVanished: a file was deleted or replaced during the call.
	FileVanished
	// ChangedDuringCall: the file changed during the call and no longer has
	// the diagnostics the plan started from.
	ChangedDuringCall
	// FixChangesNothing: the chosen fix leaves every file as it is.
	FixChangesNothing
)

var problemNames = [...]string{UnknownRule: "UnknownRule", RuleHasNoFix: "RuleHasNoFix", FileNotInProject: "FileNotInProject",
	RuleSetToNone: "RuleSetToNone", AnalyzerNotEnabled: "AnalyzerNotEnabled", RuleOffByDefault: "RuleOffByDefault",
	RuleDisabledByRuleset: "RuleDisabledByRuleset", RuleLeftOutAsDuplicate: "RuleLeftOutAsDuplicate", FileHashMismatch: "FileHashMismatch",
	NoDiagnosticAtPosition: "NoDiagnosticAtPosition", SuppressedByPragma: "SuppressedByPragma",
	NoFixForDiagnostic: "NoFixForDiagnostic", NoFixForKey: "NoFixForKey", AmbiguousFix: "AmbiguousFix",
	FileNotUTF8: "FileNotUTF8", EditOutsideProject: "EditOutsideProject", FileReadFailed: "FileReadFailed",
	FileVanished: "FileVanished", ChangedDuringCall: "ChangedDuringCall", FixChangesNothing: "FixChangesNothing"}

// String names the problem as its constant does.
func (p Problem) String() string {
	if p > 0 && int(p) < len(problemNames) && problemNames[p] != "" {
		return problemNames[p]
	}
	return fmt.Sprintf("FixProblem(%d)", int(p))
}

// An Error is a fix use case's answer when it makes no plan. Problem says
// which; the other fields are filled as far as the problem concerns them.
// Any other error a use case returns (a cancelled context, a broken
// app.json) is unexpected.
type Error struct {
	Problem Problem
	// RuleID is the rule's canonical id (or the id as given when no rule
	// has it).
	RuleID string
	// Path is the file concerned: the target file, the file of the
	// diagnostic, or the other file a fix edits; "" for a whole project.
	Path string
	// Line and Column are the position of the diagnostic concerned (1-based,
	// UTF-16 columns), 0 when the problem is not about one diagnostic.
	Line, Column int
	// DuplicateOf is the rule that runs instead (RuleLeftOutAsDuplicate).
	DuplicateOf string
	// Key is the requested equivalence key (NoFixForKey).
	Key string
	// Candidates are the distinct fixes to choose from (AmbiguousFix,
	// NoFixForKey), in order.
	Candidates []analysis.Fix
	// Rule and Config are the rule and the configuration the use case ran
	// under, once known (the rule-off problems name their parts).
	Rule   *analysis.Rule
	Config *project.Config
	// Err is the cause: of FileReadFailed, FileNotUTF8.
	Err error
}

func (e *Error) Error() string {
	s := fmt.Sprintf("fix %s: %s", e.RuleID, e.Problem)
	if e.Path != "" {
		s += " in " + e.Path
	}
	if e.Err != nil {
		s += ": " + e.Err.Error()
	}
	return s
}

func (e *Error) Unwrap() error { return e.Err }

// distinctFixes keeps the first fix of each key, in order.
func distinctFixes(fixes []analysis.Fix) []analysis.Fix {
	var out []analysis.Fix
	seen := map[string]bool{}
	for _, f := range fixes {
		if !seen[f.Key] {
			seen[f.Key] = true
			out = append(out, f)
		}
	}
	return out
}

// chooseFix picks the fix with the key, or the only distinct key when none
// is given; NoFixForKey or AmbiguousFix otherwise (with the candidates).
func chooseFix(fixes []analysis.Fix, key *string, e Error) (analysis.Fix, error) {
	cands := distinctFixes(fixes)
	if key != nil {
		for _, f := range fixes {
			if f.Key == *key {
				return f, nil
			}
		}
		e.Problem, e.Key, e.Candidates = NoFixForKey, *key, cands
		return analysis.Fix{}, &e
	}
	if len(cands) > 1 {
		e.Problem, e.Candidates = AmbiguousFix, cands
		return analysis.Fix{}, &e
	}
	return fixes[0], nil
}
