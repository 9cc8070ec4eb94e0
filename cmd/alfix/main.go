// Command alfix is the command line and MCP server of alfix, a Go-native
// analysis and code-fix service for Business Central AL projects.
//
// Each subcommand lives in its own file and registers itself in init with
// [register]; this file only dispatches. The binary's wiring stays here and in
// those files: the engine lives in the packages under al/, workspace/ and tools/.
package main

import (
	"fmt"
	"io"
	"os"
	"runtime/pprof"
	"sort"
	"strings"

	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/internal/memlimit"
)

// A command is one subcommand of alfix.
type command struct {
	name    string
	summary string
	// run executes the command with the arguments after its name and returns
	// the process exit status: 0 clean, 1 findings, 2 usage or runtime error.
	run func(args []string, stdout, stderr io.Writer) int
}

var commands = map[string]command{}

// register adds a subcommand; it is called from init functions.
func register(c command) {
	if _, dup := commands[c.name]; dup {
		panic("alfix: command registered twice: " + c.name)
	}
	commands[c.name] = c
}

// defaultCommand is run by a bare `alfix` when standard input is not a
// terminal (an MCP client starting the server); it is empty until a serve
// command registers itself as the default.
var defaultCommand string

func main() {
	// The memory policy (package memlimit) is applied once the projects'
	// source is known (engineFlags.open).
	stopProfile := startCPUProfile(os.Getenv(cpuProfileEnv), os.Stderr)
	code := run(os.Args[1:], os.Stdout, os.Stderr)
	if s := interruptedBy.Load(); s != 0 && code != exitOK {
		// A run ended by a signal exits as shells expect (130 for Ctrl-C).
		code = 128 + int(s)
	}
	stopProfile()
	writeHeapProfile(os.Getenv(memProfileEnv), os.Stderr)
	if os.Getenv(gcReportEnv) != "" {
		cpu := memlimit.ReadCPU()
		fmt.Fprintf(os.Stderr, "alfix: garbage collection took %.1f%% of %.1f s busy CPU (runtime/metrics estimate)\n",
			100*cpu.GCShare(), cpu.Busy)
	}
	os.Exit(code)
}

// gcReportEnv, when set, makes alfix print on exit the share of its CPU
// time that garbage collection took, for measuring the memory policy.
const gcReportEnv = "ALFIX_GC_REPORT"

// cpuProfileEnv, when set to a file path, makes alfix write a CPU profile of
// the whole command there (go tool pprof reads it), for finding where a run's
// time goes on real projects. Rule runs carry the label rule=ID (see
// analysis.LabelRulesInProfiles): go tool pprof -tags splits the time by rule.
const cpuProfileEnv = "ALFIX_CPUPROFILE"

// memProfileEnv, when set to a file path, makes alfix write a heap profile
// there on exit: what the whole command allocated (go tool pprof
// -sample_index=alloc_space) and what it still held, for finding what makes
// garbage collection work on real projects.
const memProfileEnv = "ALFIX_MEMPROFILE"

// writeHeapProfile writes the heap profile to path; with an empty path it
// does nothing. A profile that cannot be written is reported.
func writeHeapProfile(path string, stderr io.Writer) {
	if path == "" {
		return
	}
	f, err := os.Create(path)
	if err == nil {
		err = pprof.Lookup("allocs").WriteTo(f, 0)
		if cerr := f.Close(); err == nil {
			err = cerr
		}
	}
	if err != nil {
		fmt.Fprintf(stderr, "alfix: %s: %v\n", memProfileEnv, err)
	}
}

// startCPUProfile starts profiling into path and returns the function that
// stops it and closes the file; with an empty path it does nothing. A profile
// that cannot be started is reported and the command runs unprofiled.
func startCPUProfile(path string, stderr io.Writer) (stop func()) {
	if path == "" {
		return func() {}
	}
	f, err := os.Create(path)
	if err != nil {
		fmt.Fprintf(stderr, "alfix: %s: %v\n", cpuProfileEnv, err)
		return func() {}
	}
	if err := pprof.StartCPUProfile(f); err != nil {
		fmt.Fprintf(stderr, "alfix: %s: %v\n", cpuProfileEnv, err)
		f.Close()
		return func() {}
	}
	analysis.LabelRulesInProfiles(true)
	return func() {
		analysis.LabelRulesInProfiles(false)
		pprof.StopCPUProfile()
		if err := f.Close(); err != nil {
			fmt.Fprintf(stderr, "alfix: %s: %v\n", cpuProfileEnv, err)
		}
	}
}

func run(args []string, stdout, stderr io.Writer) int {
	if len(args) == 0 {
		if defaultCommand != "" && !stdinIsTerminal() {
			return commands[defaultCommand].run(nil, stdout, stderr)
		}
		usage(stderr)
		return exitError
	}
	name := args[0]
	switch name {
	case "-h", "--help", "-help":
		usage(stdout)
		return exitOK
	case "--version", "-version":
		return commands["version"].run(args[1:], stdout, stderr)
	case "help":
		// alfix help CMD is alfix CMD --help.
		if len(args) == 1 {
			usage(stdout)
			return exitOK
		}
		if c, ok := commands[args[1]]; ok && len(args) == 2 {
			return c.run([]string{"--help"}, stdout, stderr)
		}
		newCLI("help", stdout, stderr).fail("unknown command %q (run 'alfix help' for the commands)", strings.Join(args[1:], " "))
		return exitError
	}
	c, ok := commands[name]
	if !ok {
		newCLI("", stdout, stderr).fail("unknown command %q", name)
		usage(stderr)
		return exitError
	}
	return c.run(args[1:], stdout, stderr)
}

func usage(w io.Writer) {
	fmt.Fprintln(w, "alfix: analysis and code fixes for Business Central AL projects")
	fmt.Fprintln(w)
	fmt.Fprintln(w, "usage: alfix <command> [flags] [arguments]")
	fmt.Fprintln(w)
	fmt.Fprintln(w, "commands:")
	names := make([]string, 0, len(commands))
	for n := range commands {
		names = append(names, n)
	}
	sort.Strings(names)
	for _, n := range names {
		if strings.HasPrefix(n, "__") {
			continue // for the completion scripts, not for people
		}
		fmt.Fprintf(w, "  %-10s %s\n", n, commands[n].summary)
	}
	fmt.Fprintln(w)
	fmt.Fprintln(w, "Run 'alfix <command> --help' (or 'alfix help <command>') for a command's flags and exit statuses.")
	fmt.Fprintln(w, "A bare 'alfix' whose standard input is not a terminal runs 'alfix serve'.")
}

func stdinIsTerminal() bool {
	fi, err := os.Stdin.Stat()
	if err != nil {
		return false
	}
	return fi.Mode()&os.ModeCharDevice != 0
}
