package main

import (
	"flag"
	"fmt"
	"io"
	"runtime"

	"github.com/alfix/alfix/internal/exeid"
	"github.com/alfix/alfix/tools"
)

func init() {
	register(command{name: "version", summary: "print alfix's version", run: runVersion})
}

var versionHelp = help{
	usage: "",
	about: []string{"Prints alfix's version, the Go version it was built with, and the platform."},
	exits: []string{"0  printed", "2  usage error"},
}

func runVersion(args []string, stdout, stderr io.Writer) int {
	c := newCLI("version", stdout, stderr)
	fset := flag.NewFlagSet("version", flag.ContinueOnError)
	pos, done, code := c.parse(fset, versionHelp, args)
	if done {
		return code
	}
	if len(pos) > 0 {
		return c.fail("unexpected argument %q", pos[0])
	}
	fmt.Fprintf(stdout, "alfix %s (%s, %s/%s)\n", buildVersion(), runtime.Version(), runtime.GOOS, runtime.GOARCH)
	return exitOK
}

// buildVersion is the version the command line reports (version, SARIF's
// tool version): the module version or VCS revision of the build info, and
// for a build that has neither (go build -buildvcs=false of a checkout)
// "devel+" and the first 12 hex digits of the executable's SHA-256, which
// still tells one build from another.
func buildVersion() string {
	v := tools.Version()
	if v != "devel" {
		return v
	}
	if sum, err := exeid.Sum(); err == nil {
		return fmt.Sprintf("devel+%x", sum[:6])
	}
	return v
}
