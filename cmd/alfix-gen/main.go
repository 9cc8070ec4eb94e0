// Command alfix-gen writes a synthetic AL project for benchmarks and manual
// tests: alfix-gen -files 5000 -seed 1 DIR.
package main

import (
	"flag"
	"fmt"
	"os"

	"github.com/alfix/alfix/workspace/corpus"
)

func main() {
	files := flag.Int("files", 1000, "number of .al files")
	seed := flag.Uint64("seed", 1, "random seed (the output is a function of it)")
	issues := flag.Float64("issues", 0.1, "share of places with code that rules report (0..1)")
	flag.Parse()
	if flag.NArg() != 1 {
		fmt.Fprintln(os.Stderr, "usage: alfix-gen [-files N] [-seed S] [-issues R] DIR")
		os.Exit(2)
	}
	n, err := corpus.Write(flag.Arg(0), corpus.Options{Files: *files, Seed: *seed, IssueRate: *issues})
	if err != nil {
		fmt.Fprintln(os.Stderr, "alfix-gen:", err)
		os.Exit(1)
	}
	fmt.Printf("wrote %d files, %d bytes of AL to %s\n", *files, n, flag.Arg(0))
}
