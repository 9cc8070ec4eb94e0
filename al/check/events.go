package check

import (
	"strings"

	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/symbols"
	"github.com/alfix/alfix/al/syntax"
)

// AL0280: an event subscriber whose publisher does not publish the event.
var AL0280 = &analysis.Rule{
	ID:       "AL0280",
	Title:    "The event is not found in the target",
	Message:  "The event '%s' is not found in the target.",
	Severity: analysis.SeverityError,
	Category: "Compiler",
	Analyzer: Analyzer,
	Description: "An EventSubscriber attribute names its publisher object and the event, which must be an event " +
		"publisher of that object or of one of its extensions. Reported on the event name when the publisher " +
		"object is found and every dependency but the platform's System app is loaded. Names ending in Event " +
		"(OnAfterInsertEvent, OnAfterValidateEvent, ...) may be the platform's trigger events and are not checked.",
	UsesProject: true,
	Run: func(pass *analysis.Pass) {
		sc, sum := bindingScopes(pass)
		if sc == nil {
			return
		}
		f := pass.File
		for proc := range pass.Nodes(syntax.Procedure) {
			attr := f.Attribute(proc, "EventSubscriber")
			if attr == nil {
				continue
			}
			args := attr.Child(syntax.ArgumentList)
			if args == nil || len(args.Children) < 3 {
				continue
			}
			a := symbols.Attribute{Name: "EventSubscriber"}
			for _, arg := range args.Children {
				a.Args = append(a.Args, f.Text(f.Span(arg)))
			}
			sub, ok := symbols.SubscriptionOf(&symbols.Procedure{Attributes: []symbols.Attribute{a}})
			if !ok || strings.HasSuffix(strings.ToLower(sub.Event), "event") {
				continue
			}
			publisher := sc.ObjectNamed(sub.ObjectKind, "", sub.Object)
			if publisher == nil || publishes(sum, publisher, sub.Event) {
				continue
			}
			pass.Reportf(f.Span(args.Children[2]), []any{sub.Event})
		}
	},
}

// publishes reports whether o or one of its extensions declares an event
// publisher called event.
func publishes(sum *symbols.Summary, o *symbols.Object, event string) bool {
	for _, p := range sum.ProceduresNamed(o, event) {
		if p.EventPublisher || p.Event {
			return true
		}
	}
	return false
}
