package main

import (
	"fmt"
	"io"
	"runtime"

	"github.com/alfix/alfix/tools"
)

func init() {
	register(command{name: "version", summary: "print alfix's version", run: runVersion})
}

func runVersion(args []string, stdout, stderr io.Writer) int {
	if len(args) > 0 {
		fmt.Fprintln(stderr, "usage: alfix version")
		return 2
	}
	fmt.Fprintf(stdout, "alfix %s (%s, %s/%s)\n", tools.Version(), runtime.Version(), runtime.GOOS, runtime.GOARCH)
	return 0
}
