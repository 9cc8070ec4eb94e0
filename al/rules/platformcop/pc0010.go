package platformcop

import (
	"strconv"
	"strings"

	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/internal/edit"
	"github.com/alfix/alfix/al/project"
	"github.com/alfix/alfix/al/symbols"
	"github.com/alfix/alfix/al/syntax"
)

// PC0010 reports subscriber parameters that drop the var of the
// publisher's parameter.
var PC0010 = &analysis.Rule{
	ID:      "PC0010",
	Title:   "Event subscriber var keyword mismatch",
	Message: "The publisher passes %s by var; without var the subscriber's changes are lost",
	Description: "A subscriber parameter without var receives a copy: what the subscriber changes in it " +
		"never reaches the publisher, although the publisher passes the parameter by var so that " +
		"subscribers can change it. Reported on subscriber parameters that lack var while the " +
		"publisher's parameter of the same name has it. The publisher must be an event procedure of an " +
		"object in the project or a loaded dependency; platform events (OnAfterInsertEvent, ...) and " +
		"publishers whose declaration cannot be seen are not reported. The fix adds var.",
	Severity:    analysis.SeverityWarning,
	Category:    "Design",
	Analyzer:    project.PlatformCop,
	FixKeys:     []string{"PC0010.AddVar"},
	UsesProject: true,
	Run:         runPC0010,
}

func runPC0010(pass *analysis.Pass) {
	f := pass.File
	for obj := range pass.Objects() {
		for _, proc := range syntax.Procedures(obj) {
			params := proc.Child(syntax.ParameterList)
			if params == nil {
				continue
			}
			publisher := eventPublisherOf(pass, proc)
			if publisher == nil {
				continue
			}
			for _, p := range params.ChildrenOf(syntax.Parameter) {
				if f.FindKeyword(p, syntax.KwVar) >= 0 || !pc0010PublisherVar(publisher, f.DeclName(p)) {
					continue
				}
				span := f.Tokens[f.NameToken(p)].Span
				pass.Reportf(span, []any{f.Text(span)},
					pass.Fix("AddVar", "Add var keyword", edit.Insert(f.Tokens[p.First].Span.Start, "var ")))
			}
		}
	}
}

// pc0010PublisherVar reports whether the publisher has a var parameter
// called name.
func pc0010PublisherVar(publisher *symbols.Procedure, name string) bool {
	for _, pp := range publisher.Parameters {
		if strings.EqualFold(pp.Name, name) {
			return pp.Var
		}
	}
	return false
}

// eventPublisherOf returns the event publisher procedure the
// EventSubscriber attribute of proc subscribes to, or nil when proc is no
// subscriber or the publisher is not in the summary (platform events, or
// objects of dependencies not loaded).
func eventPublisherOf(pass *analysis.Pass, proc *syntax.Node) *symbols.Procedure {
	f := pass.File
	a := f.Attribute(proc, "EventSubscriber")
	if a == nil {
		return nil
	}
	al := a.Child(syntax.ArgumentList)
	if al == nil || len(al.Children) < 3 {
		return nil
	}
	attr := symbols.Attribute{Name: "EventSubscriber"}
	for _, c := range al.Children {
		attr.Args = append(attr.Args, f.Text(f.Span(c)))
	}
	sub, ok := symbols.SubscriptionOf(&symbols.Procedure{Attributes: []symbols.Attribute{attr}})
	if !ok {
		return nil
	}
	var o *symbols.Object
	if id, err := strconv.Atoi(sub.Object); err == nil {
		o = pass.Summary.ObjectByID(sub.ObjectKind, id)
	} else {
		ns, name := symbols.SplitName(sub.Object)
		o = pass.Summary.ObjectIn(sub.ObjectKind, ns, name)
	}
	if o == nil {
		return nil
	}
	var found *symbols.Procedure
	for _, p := range pass.Summary.ProceduresNamed(o, sub.Event) {
		if p.EventPublisher {
			if found != nil {
				return nil // overloads: which one is meant cannot be told here
			}
			found = &p
		}
	}
	return found
}
