package main

import (
	"flag"
	"fmt"
	"io"
	"runtime"

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
	fmt.Fprintf(stdout, "alfix %s (%s, %s/%s)\n", tools.Version(), runtime.Version(), runtime.GOOS, runtime.GOARCH)
	return exitOK
}
