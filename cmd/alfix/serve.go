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
	maxResult := fset.Int("max-result-bytes", tools.DefaultMaxResultBytes,
		fmt.Sprintf("largest JSON-RPC message of one tool result, in bytes (at least %d); larger results are paged or cut", tools.MinMaxResultBytes))
	fset.Usage = func() {
		fmt.Fprintln(stderr, "usage: alfix serve [--projects DIR,...] [--store PATH|off] [--no-watch] [--max-result-bytes N] [--almcp \"COMMAND ARGS\" | --no-almcp]")
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
	if *maxResult < tools.MinMaxResultBytes {
		fmt.Fprintf(stderr, "alfix serve: --max-result-bytes must be at least %d, not %d\n", tools.MinMaxResultBytes, *maxResult)
		return 2
	}
	// The SDK logs to stderr only; alfix's components log through
	// clientLog, which also sends their records to MCP clients that ask.
	stderrHandler := slog.NewTextHandler(stderr, &slog.HandlerOptions{Level: slog.LevelInfo})
	sdkLogger := slog.New(stderrHandler)
	clientLog := tools.NewClientLog(stderrHandler)
	logger := slog.New(clientLog)
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	ws, closeWS, err := env.open(ctx, "", logger)
	if err != nil {
		fmt.Fprintf(stderr, "alfix serve: %v\n", err)
		return 2
	}
	defer closeWS()
	for _, p := range ws.Projects() {
		logger.Info("startup project", "root", p.Root)
	}
	if len(ws.Projects()) == 0 {
		logger.Warn("no AL project found: analyze and list_rules will answer Invalid until alfix is started in or above a folder with app.json (or with --projects)")
	}
	// The compiler bridge starts in the background: the native tools answer
	// at once, and almcp's tools appear when it is ready.
	sup := env.compiler(ctx, ws, logger)
	defer sup.Close()
	err = tools.Serve(ctx, ws, os.Stdin, nopWriteCloser{stdout}, tools.Options{Logger: sdkLogger, Compiler: sup,
		MaxResultBytes: *maxResult, ClientLog: clientLog})
	if err != nil && !errors.Is(err, context.Canceled) && !errors.Is(err, io.EOF) {
		logger.Error("server stopped", "error", err)
		return 2
	}
	return 0
}

type nopWriteCloser struct{ io.Writer }

func (nopWriteCloser) Close() error { return nil }

// engineFlags are the flags every command that opens a workspace shares.
type engineFlags struct {
	projects string
	store    string
	noWatch  bool
	almcp    string
	noAlmcp  bool
}

func (e *engineFlags) register(fset *flag.FlagSet, serve bool) {
	if serve {
		fset.StringVar(&e.projects, "projects", "", "comma-separated project folders, or folders to scan for projects (default: the working directory)")
		fset.BoolVar(&e.noWatch, "no-watch", false, "do not watch files; every call stats the project files instead")
	}
	fset.StringVar(&e.store, "store", "", "cache database path, or off for an in-memory cache (default: $ALFIX_STORE, else the user cache directory)")
	fset.StringVar(&e.almcp, "almcp", "", "command line of Microsoft's AL MCP server for compiler diagnostics (default: $"+almcp.EnvCommand+", else altool found in the AL Language extension or $BCDEVELOPMENTTOOLSPATH)")
	fset.BoolVar(&e.noAlmcp, "no-almcp", false, "never start Microsoft's AL MCP server")
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
	ws, err := workspace.Open(ctx, workspace.Options{Roots: roots, Store: st, Watch: !e.noWatch && root == "",
		Registry: rules.Registry(), Logger: logger})
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
		source += n
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
// a terminal and the run takes longer than a moment; done finishes it. One
// call is one bar over its whole total, described by its phase.
func progressBar(stderr io.Writer) (progress tools.ProgressFunc, done func()) {
	f, ok := stderr.(*os.File)
	if !ok || !term.IsTerminal(int(f.Fd())) {
		return nil, func() {}
	}
	start := time.Now()
	var mu sync.Mutex
	var bar *progressbar.ProgressBar
	last := 0
	progress = func(u workspace.ProgressUpdate) {
		mu.Lock()
		defer mu.Unlock()
		if bar == nil && time.Since(start) < 500*time.Millisecond {
			return
		}
		if bar != nil && u.Done < last {
			// The next call (analyze runs one per project).
			bar.Finish()
			bar = nil
		}
		last = u.Done
		if bar == nil {
			bar = progressbar.NewOptions(u.Total, progressbar.OptionSetWriter(f), progressbar.OptionClearOnFinish(),
				progressbar.OptionThrottle(100*time.Millisecond))
		}
		bar.Describe(u.Message)
		bar.Set(u.Done)
	}
	return progress, func() {
		mu.Lock()
		defer mu.Unlock()
		if bar != nil {
			bar.Finish()
		}
	}
}
