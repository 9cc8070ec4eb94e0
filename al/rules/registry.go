package rules

import (
	"sync"

	"github.com/alfix/alfix/al/analysis"
)

var (
	all      []*analysis.Rule
	regOnce  sync.Once
	registry *analysis.Registry
	regErr   error
)

// register adds a rule to the registry; rule files call it from init.
func register(r *analysis.Rule) { all = append(all, r) }

// Registry returns the registry of every rule. It panics if a rule
// descriptor is invalid or an id is registered twice: that is a programming
// error the package's tests catch.
func Registry() *analysis.Registry {
	regOnce.Do(func() { registry, regErr = analysis.NewRegistry(all...) })
	if regErr != nil {
		panic("rules: " + regErr.Error())
	}
	return registry
}
