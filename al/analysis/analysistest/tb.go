package analysistest

import (
	"fmt"
	"testing"
)

// tb is what the harness needs of a test: a *testing.T, or a recorder that
// collects failures so that tests of the harness can assert them.
type tb interface {
	Helper()
	Errorf(format string, args ...any)
	Fatalf(format string, args ...any)
	// run runs f as a subtest called name.
	run(name string, f func(t tb))
}

// testingT adapts a *testing.T.
type testingT struct{ *testing.T }

func (t testingT) run(name string, f func(t tb)) {
	t.T.Run(name, func(t *testing.T) { f(testingT{t}) })
}

// recorder collects failures; Fatalf ends the current (sub)test only, as
// it does for a *testing.T.
type recorder struct {
	prefix   string
	failures *[]string
}

// fatal unwinds a recorder's test after Fatalf.
type fatal struct{}

func newRecorder() recorder { return recorder{failures: new([]string)} }

func (r recorder) Helper() {}

func (r recorder) Errorf(format string, args ...any) {
	*r.failures = append(*r.failures, r.prefix+fmt.Sprintf(format, args...))
}

func (r recorder) Fatalf(format string, args ...any) {
	r.Errorf(format, args...)
	panic(fatal{})
}

func (r recorder) run(name string, f func(t tb)) {
	defer func() {
		if x := recover(); x != nil {
			if _, ok := x.(fatal); !ok {
				panic(x)
			}
		}
	}()
	f(recorder{prefix: r.prefix + name + ": ", failures: r.failures})
}
