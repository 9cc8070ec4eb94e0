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
	"runtime/debug"
	"strings"
	"sync"
	"syscall"
	"time"

	"github.com/alfix/alfix/al/project"
	"github.com/alfix/alfix/al/rules"
	"github.com/alfix/alfix/almcp"
	"github.com/alfix/alfix/store"
	"github.com/alfix/alfix/tools"
	"github.com/alfix/alfix/workspace"
	"github.com/schollz/progressbar/v3"
	"golang.org/x/term"
)

func init() {
	register(command{name: "serve", summary: "run the MCP server on standard input and output", run: runServe})
	// An MCP client starts a bare `alfix` with pipes for stdin and stdout.
	defaultCommand = "serve"
}

func runServe(args []string, stdout, stderr io.Writer) int {
	fset := flag.NewFlagSet("serve", flag.ContinueOnError)
	fset.SetOutput(stderr)
	var env engineFlags
	env.register(fset, true)
	fset.Usage = func() {
		fmt.Fprintln(stderr, "usage: alfix serve [--projects DIR,...] [--store PATH|off] [--no-watch] [--max-file-size SIZE] [--almcp \"COMMAND ARGS\" | --no-almcp]")
		fmt.Fprintln(stderr, "\nServes the MCP tools over newline-delimited JSON-RPC on stdin/stdout; logs go to stderr.")
		fset.PrintDefaults()
	}
	pos, err := parseArgs(fset, args)
	if err != nil {
		return usageErr(err)
	}
	if len(pos) > 0 {
		fmt.Fprintf(stderr, "alfix serve: unexpected argument %q (use --projects)\n", pos[0])
		return 2
	}
	logger := slog.New(slog.NewTextHandler(stderr, &slog.HandlerOptions{Level: slog.LevelInfo}))
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	stopSignals := handleSignals(ctx, cancel, logger)
	defer stopSignals()
	ws, closeWS, err := env.open(ctx, "", logger)
	if err != nil {
		fmt.Fprintf(stderr, "alfix serve: %v\n", err)
		return 2
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
	err = tools.Serve(ctx, ws, os.Stdin, stdout, tools.Options{Logger: logger, Compiler: sup})
	// Calls that did not return after cancellation may still use the
	// workspace and its store: leave those open (every store write and txn
	// commit is crash-safe) and only stop the compiler bridge.
	abandoned := errors.Is(err, tools.ErrCallsAbandoned)
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
	case <-time.After(closeGrace):
		logger.Warn("closing the workspace takes too long; exiting without waiting", "waited", closeGrace)
	}
	if err != nil && !errors.Is(err, context.Canceled) && !errors.Is(err, io.EOF) && !abandoned {
		logger.Error("server stopped", "error", err)
		return 2
	}
	return 0
}

// Bounds of the end of `alfix serve`: tools.Serve returns within
// tools.ShutdownGrace (600 ms, plus 50 ms for a line being written) of stdin
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
}

func (e *engineFlags) register(fset *flag.FlagSet, serve bool) {
	if serve {
		fset.StringVar(&e.projects, "projects", "", "comma-separated project folders, or folders to scan for projects (default: the working directory)")
		fset.BoolVar(&e.noWatch, "no-watch", false, "do not watch files; every call stats the project files instead")
		fset.Func("workspace", "folder whose projects are source dependencies of the projects inside it; repeatable (default: the --projects entries)", func(dir string) error {
			e.sourceRoots = append(e.sourceRoots, dir)
			return nil
		})
	}
	fset.StringVar(&e.store, "store", "", "cache database path, or off for an in-memory cache (default: $ALFIX_STORE, else the user cache directory)")
	fset.StringVar(&e.almcp, "almcp", "", "command line of Microsoft's AL MCP server for compiler diagnostics (default: $"+almcp.EnvCommand+", else altool found in the AL Language extension or $BCDEVELOPMENTTOOLSPATH)")
	fset.BoolVar(&e.noAlmcp, "no-almcp", false, "never start Microsoft's AL MCP server")
	fset.Var(&e.maxFileSize, "max-file-size", maxFileSizeUsage)
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
			logger.Warn("no cache directory; using an in-memory cache", "error", err)
			p = "off"
		}
		storePath = p
	}
	if storePath != "off" {
		if err := os.MkdirAll(filepath.Dir(storePath), 0o755); err != nil {
			logger.Warn("cannot create the cache directory; using an in-memory cache", "error", err)
			storePath = "off"
		}
	}
	st, err := store.Open(store.Options{Path: storePath, Logger: logger})
	if err != nil {
		return nil, nil, fmt.Errorf("opening the cache %s: %w", storePath, err)
	}
	var roots []string
	if root != "" {
		roots = []string{root}
	} else if e.projects != "" {
		for _, r := range strings.Split(e.projects, ",") {
			if r = strings.TrimSpace(r); r != "" {
				roots = append(roots, r)
			}
		}
	}
	ws, err := workspace.Open(ctx, workspace.Options{Roots: roots, SourceRoots: e.sourceRoots, Store: st, Watch: !e.noWatch && root == "",
		Registry: rules.Registry(), Logger: logger, MaxFileSize: maxFileSize})
	if err != nil {
		st.Close()
		return nil, nil, err
	}
	limitMemory(ctx, ws, logger)
	return ws, func() {
		if err := ws.Close(); err != nil {
			logger.Warn("closing the workspace", "error", err)
		}
		if err := st.Close(); err != nil {
			logger.Warn("closing the cache", "error", err)
		}
	}, nil
}

// limitMemory sets a soft memory limit proportional to the AL source of the
// startup projects, unless GOMEMLIMIT is set: alfix's live memory (the
// project summary and cached results) grows with the source, while parsing
// leaves much garbage that the runtime would otherwise keep mapped, so the
// limit keeps peak memory near the live set. It is soft: the runtime never
// spends more than about half its CPU on collection to honour it.
func limitMemory(ctx context.Context, ws *workspace.Workspace, logger *slog.Logger) {
	if os.Getenv("GOMEMLIMIT") != "" {
		return
	}
	var source int64
	for _, p := range ws.Projects() {
		n, err := p.SourceBytes(ctx)
		if err != nil {
			logger.Warn("measuring the project's source", "root", p.Root, "error", err)
			return
		}
		source += n + p.DependencyBytes(ctx)
	}
	limit := source*3/2 + 64<<20
	debug.SetMemoryLimit(limit)
	logger.Debug("soft memory limit", "bytes", limit, "source", source)
}

// parseArgs parses flags that may come before, between or after the
// positional arguments (`alfix analyze PATH --format json`), and returns the
// positional ones. A lone "--" ends the flags.
func parseArgs(fset *flag.FlagSet, args []string) ([]string, error) {
	var positional []string
	for {
		if err := fset.Parse(args); err != nil {
			return nil, err
		}
		rest := fset.Args()
		if len(rest) == 0 {
			return positional, nil
		}
		if len(args) > len(rest) && args[len(args)-len(rest)-1] == "--" {
			return append(positional, rest...), nil
		}
		positional = append(positional, rest[0])
		args = rest[1:]
	}
}

// usageErr is the exit status of a flag parsing error: 0 for -h.
func usageErr(err error) int {
	if errors.Is(err, flag.ErrHelp) {
		return 0
	}
	return 2
}

// cliLogger logs warnings of the engine to stderr.
func cliLogger(stderr io.Writer) *slog.Logger {
	return slog.New(slog.NewTextHandler(stderr, &slog.HandlerOptions{Level: slog.LevelWarn}))
}

// findProject walks up from path to the folder holding app.json; "" when
// there is none.
func findProject(path string) string { return project.EnclosingProject(path) }

// progressBar returns a progress callback drawing a bar on stderr when it is
// a terminal and the run takes longer than a moment; done finishes it.
func progressBar(stderr io.Writer) (progress tools.ProgressFunc, done func()) {
	f, ok := stderr.(*os.File)
	if !ok || !term.IsTerminal(int(f.Fd())) {
		return nil, func() {}
	}
	start := time.Now()
	var mu sync.Mutex
	var bar *progressbar.ProgressBar
	var phase string
	progress = func(n, total int, message string) {
		mu.Lock()
		defer mu.Unlock()
		if bar == nil && time.Since(start) < 500*time.Millisecond {
			return
		}
		if bar == nil || message != phase {
			if bar != nil {
				bar.Finish()
			}
			phase = message
			bar = progressbar.NewOptions(total, progressbar.OptionSetWriter(f), progressbar.OptionSetDescription(message),
				progressbar.OptionClearOnFinish(), progressbar.OptionThrottle(100*time.Millisecond), progressbar.OptionShowCount())
		}
		bar.Set(n)
	}
	return progress, func() {
		mu.Lock()
		defer mu.Unlock()
		if bar != nil {
			bar.Finish()
		}
	}
}
