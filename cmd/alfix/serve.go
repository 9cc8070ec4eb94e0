package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"log/slog"
	"os"
	"os/signal"
	"path/filepath"
	"strings"
	"sync"
	"syscall"
	"time"

	"github.com/alfix/alfix/al/project"
	"github.com/alfix/alfix/al/rules"
	"github.com/alfix/alfix/almcp"
	"github.com/alfix/alfix/internal/memlimit"
	"github.com/alfix/alfix/store"
	"github.com/alfix/alfix/tools"
	"github.com/alfix/alfix/tools/stdio"
	"github.com/alfix/alfix/workspace"
)

func init() {
	register(command{name: "serve", summary: "run the MCP server on standard input and output", run: runServe})
	// An MCP client starts a bare `alfix` with pipes for stdin and stdout.
	defaultCommand = "serve"
}

var serveHelp = help{
	usage: "[flags]",
	about: []string{
		"Serves alfix's MCP tools (analyze, list_rules, get_fixes, apply_fix, apply_fix_all) over newline-delimited " +
			"JSON-RPC on standard input and output; a bare `alfix` whose standard input is not a terminal does the same. " +
			"Logs go to standard error, one line each (alfix serve: [warning: |error: ]message key=value ...).",
		"Startup projects come from --projects, else the working directory (itself when it holds app.json, else the " +
			"projects found below it). It ends on stdin EOF, SIGTERM, SIGINT or SIGHUP, within a second.",
	},
	exits: []string{"0  the client closed the session or a signal ended it", "2  usage error, or the server could not start or failed"},
}

func runServe(args []string, stdout, stderr io.Writer) int {
	c := newCLI("serve", stdout, stderr)
	fset := flag.NewFlagSet("serve", flag.ContinueOnError)
	var env engineFlags
	env.register(fset, true, true)
	maxResult := fset.Int("max-result-bytes", tools.DefaultMaxResultBytes,
		fmt.Sprintf("largest JSON-RPC message of one tool result, in bytes (at least %d); larger results are paged or cut", tools.MinMaxResultBytes))
	pos, done, code := c.parse(fset, serveHelp, args)
	if done {
		return code
	}
	if len(pos) > 0 {
		return c.fail("unexpected argument %q (give project folders with --projects)", pos[0])
	}
	if *maxResult < tools.MinMaxResultBytes {
		return c.fail("--max-result-bytes must be at least %d, not %d", tools.MinMaxResultBytes, *maxResult)
	}
	// The SDK logs to stderr only; alfix's components log through
	// clientLog, which also sends their records to MCP clients that ask.
	clientLog := tools.NewClientLog(c.log.Handler())
	logger := slog.New(clientLog)
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	stopSignals := handleSignals(ctx, cancel, logger)
	defer stopSignals()
	ws, closeWS, err := env.open(ctx, "", logger)
	if err != nil {
		return c.fail("%v", err)
	}
	for _, p := range ws.Projects() {
		logger.Info("startup project", "root", p.Root)
	}
	if len(ws.Projects()) == 0 {
		logger.Warn("no AL project found: analyze and list_rules will answer Invalid until alfix is started in or above a folder with app.json (or with --projects)")
	}
	// The compiler bridge starts in the background: the native tools answer
	// at once, and almcp's tools appear when it is ready.
	sup := env.compiler(ctx, ws, logger)
	err = tools.Serve(ctx, ws, os.Stdin, stdout, tools.Options{Logger: c.log, Compiler: sup,
		MaxResultBytes: *maxResult, ClientLog: clientLog, WarmSymbols: true})
	// Calls that did not return after cancellation may still use the
	// workspace and its store: leave those open (every store write and txn
	// commit is crash-safe) and only stop the compiler bridge.
	abandoned := errors.Is(err, stdio.ErrCallsAbandoned)
	closed := make(chan struct{})
	go func() {
		defer close(closed)
		sup.Close()
		if !abandoned {
			closeWS()
		}
	}()
	select {
	case <-closed:
		if abandoned {
			runExitCleanup()
		}
	case <-time.After(closeGrace):
		logger.Warn("closing the workspace takes too long; exiting without waiting", "waited", closeGrace)
		runExitCleanup()
	}
	if err != nil && !errors.Is(err, context.Canceled) && !errors.Is(err, io.EOF) && !abandoned {
		logger.Error("server stopped", "error", err)
		return exitError
	}
	return exitOK
}

// Bounds of the end of `alfix serve`: tools.Serve returns within
// stdio.ShutdownGrace (600 ms, plus 50 ms for a line being written) of stdin
// EOF or a signal, closing gets closeGrace, and exitBound after a signal the
// process exits whatever still runs (a signal during startup, a stuck
// close).
const (
	closeGrace = 200 * time.Millisecond
	exitBound  = 950 * time.Millisecond
)

// handleSignals cancels ctx on SIGINT, SIGTERM or SIGHUP and makes sure the
// process ends within exitBound of it; a second signal ends it at once (the
// default action is restored after the first). A client that closed stdout
// makes writes fail instead of raising SIGPIPE, so the server shuts down in
// order. The returned function stops the handling.
func handleSignals(ctx context.Context, cancel context.CancelFunc, logger *slog.Logger) func() {
	signal.Ignore(syscall.SIGPIPE)
	sigs := make(chan os.Signal, 1)
	signal.Notify(sigs, os.Interrupt, syscall.SIGTERM, syscall.SIGHUP)
	go func() {
		select {
		case s := <-sigs:
			signal.Stop(sigs)
			logger.Info("shutting down", "signal", s.String())
			cancel()
			time.AfterFunc(exitBound, func() {
				logger.Error("shutdown did not finish in time; exiting", "bound", exitBound)
				runExitCleanup()
				os.Exit(2)
			})
		case <-ctx.Done():
		}
	}()
	return func() { signal.Stop(sigs) }
}

// engineFlags are the flags every command that opens a workspace shares.
type engineFlags struct {
	projects    string
	sourceRoots []string // folders whose projects are source dependencies (--workspace)
	store       string
	noWatch     bool
	almcp       string
	noAlmcp     bool
	maxFileSize sizeFlag
	// oneShot is set for the commands other than serve: their process
	// holds what it needs in memory, so --store off keeps no file at all.
	oneShot bool
	// fixedSources is set by the commands that write no AL file: the
	// source dependencies are resolved once per run
	// (workspace.Options.FixedSources).
	fixedSources bool
	// forgetResults is set by the commands that analyse each project once
	// (workspace.Options.ForgetResults).
	forgetResults bool
	// buildMode is --build-mode (workspace.Options.BuildMode).
	buildMode string
}

// register adds the flags: --store always, --projects and --no-watch for
// serve, --almcp and --no-almcp for the commands that use the compiler.
func (e *engineFlags) register(fset *flag.FlagSet, serve, compiler bool) {
	e.oneShot = !serve
	if serve {
		fset.StringVar(&e.projects, "projects", "", "comma-separated project folders, or folders to scan for projects (`DIRS`; default: the working directory)")
		fset.BoolVar(&e.noWatch, "no-watch", false, "do not watch files; every call stats the project files instead")
	}
	fset.StringVar(&e.store, "store", "", "cache database `PATH`, shared with other alfix processes, or off for a private cache removed on exit (default: $ALFIX_STORE, else the user cache directory)")
	if compiler {
		fset.StringVar(&e.almcp, "almcp", "", "`COMMAND` line of Microsoft's AL MCP server for compiler diagnostics (default: $"+almcp.EnvCommand+", else altool found in the AL Language extension or $BCDEVELOPMENTTOOLSPATH)")
		fset.BoolVar(&e.noAlmcp, "no-almcp", false, "never start Microsoft's AL MCP server")
	}
	fset.Var(&e.maxFileSize, "max-file-size", maxFileSizeUsage)
	fset.StringVar(&e.buildMode, "build-mode", "", "AL-Go build `MODE` (Default, Clean, ...) whose preprocessor symbols from AL-Go's settings apply besides app.json's (default: app.json's alone)")
	fset.Func("workspace", "folder (`DIR`, repeatable) whose projects count as source dependencies (default: the git repository holding the project, else the project folder; for serve: the --projects folders, else the working directory)", func(dir string) error {
		abs, err := filepath.Abs(dir)
		if err != nil {
			return err
		}
		e.sourceRoots = append(e.sourceRoots, abs)
		return nil
	})
}

// compiler starts the bridge to Microsoft's AL MCP server for the
// workspace's projects (in the background; it never blocks). With
// --no-almcp it is disabled and answers NoProxy.
func (e *engineFlags) compiler(ctx context.Context, ws *workspace.Workspace, logger *slog.Logger) *almcp.Supervisor {
	cfg := almcp.Config{Command: e.almcp, Disabled: e.noAlmcp}
	if cfg.Command == "" {
		cfg.Command = os.Getenv(almcp.EnvCommand)
	}
	for _, p := range ws.Projects() {
		cfg.Projects = append(cfg.Projects, p.Root)
	}
	if prim := ws.Primary(); prim != nil {
		if c, err := prim.Config(nil); err == nil {
			cfg.Ruleset = c.RulesetPath
			cfg.PackageCachePath = c.Settings.PackageCachePath
		}
	}
	return almcp.Start(ctx, cfg, logger)
}

// open opens the store and the workspace. root, when set, is the only
// startup root (the command line's PATH); otherwise --projects or the
// working directory. The returned function closes both.
func (e *engineFlags) open(ctx context.Context, root string, logger *slog.Logger) (*workspace.Workspace, func(), error) {
	maxFileSize, err := e.maxFileSize.resolve()
	if err != nil {
		return nil, nil, err
	}
	storePath := e.store
	if storePath == "" {
		p, err := store.DefaultPath()
		if err != nil {
			logger.Warn("no cache directory; using a private cache removed on exit", "error", err)
			p = "off"
		}
		storePath = p
	}
	// The store creates the file's folder, and falls back to a private file (with a
	// warning) when it cannot.
	st, err := store.Open(store.Options{Path: storePath, Logger: logger, KeepNothing: e.oneShot})
	if err != nil {
		return nil, nil, fmt.Errorf("opening the cache %s: %w", storePath, err)
	}
	onExit(st.RemoveTemporaryFiles)
	var roots []string
	if root != "" {
		roots = []string{root}
		if len(e.sourceRoots) == 0 {
			e.sourceRoots = []string{repositoryRoot(root)}
		}
	} else if e.projects != "" {
		for _, r := range strings.Split(e.projects, ",") {
			if r = strings.TrimSpace(r); r != "" {
				roots = append(roots, r)
			}
		}
	}
	ws, err := workspace.Open(ctx, workspace.Options{Roots: roots, SourceRoots: e.sourceRoots, Store: st, Watch: !e.noWatch && root == "",
		Registry: rules.Registry(), Logger: logger, MaxFileSize: maxFileSize, FixedSources: e.fixedSources, ForgetResults: e.forgetResults, BuildMode: e.buildMode})
	if err != nil {
		st.Close()
		return nil, nil, err
	}
	run := memlimit.Session
	if e.oneShot {
		run = memlimit.OneShot
	}
	limitMemory(ctx, ws, run, logger)
	return ws, func() {
		if err := ws.Close(); err != nil {
			logger.Warn("closing the workspace", "error", err)
		}
		if err := st.Close(); err != nil {
			logger.Warn("closing the cache", "error", err)
		}
	}, nil
}

// limitMemory applies alfix's memory policy (package memlimit) for a
// process of the given run to the AL source of the startup projects and
// their dependencies.
func limitMemory(ctx context.Context, ws *workspace.Workspace, run memlimit.Run, logger *slog.Logger) {
	source, err := ws.MemoryBytes(ctx)
	if err != nil {
		logger.Warn("measuring the projects' source", "error", err)
		return
	}
	limit := memlimit.Apply(source, run)
	logger.Debug("soft memory limit", "bytes", limit, "source", source)
}

// findProject walks up from path to the folder holding app.json; "" when
// there is none.
func findProject(path string) string { return project.EnclosingProject(path) }

// exitCleanup is what a process that exits without closing its workspace
// (a forced shutdown, calls abandoned mid-commit) still does: remove the
// temporary files it made outside the projects.
var exitCleanup struct {
	sync.Mutex
	fns []func()
}

// onExit registers fn with runExitCleanup.
func onExit(fn func()) {
	exitCleanup.Lock()
	defer exitCleanup.Unlock()
	exitCleanup.fns = append(exitCleanup.fns, fn)
}

// runExitCleanup runs the registered functions (once each).
func runExitCleanup() {
	exitCleanup.Lock()
	fns := exitCleanup.fns
	exitCleanup.fns = nil
	exitCleanup.Unlock()
	for _, fn := range fns {
		fn()
	}
}
