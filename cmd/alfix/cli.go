package main

// What every subcommand shares: one help format, one way to parse flags
// and report flag errors, one log style on standard error, and the exit
// statuses.

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"log/slog"
	"os"
	"regexp"
	"strconv"
	"strings"
	"sync"
	"unicode/utf8"

	"github.com/alfix/alfix/workspace"
	"golang.org/x/term"
)

// Exit statuses of every subcommand.
const (
	exitOK       = 0 // success, nothing at the threshold
	exitFindings = 1 // analyze: a diagnostic at or above --fail-on; fix: files left out; parse: syntax errors
	exitError    = 2 // usage error, error envelope or runtime error
)

// help describes a subcommand for its --help text.
type help struct {
	usage string   // after "alfix NAME ", e.g. "[flags] [PATH]"
	about []string // paragraphs
	exits []string // "N  meaning", in order
}

// cli is one run of a subcommand: its outputs and its logger. Everything
// it says on stderr is one line "alfix NAME: [warning: |error: ]text",
// from the engine's slog records as from the command itself.
type cli struct {
	name   string
	stdout io.Writer
	stderr *console
	log    *slog.Logger
}

func newCLI(name string, stdout, stderr io.Writer) *cli {
	con := newConsole(stderr)
	c := &cli{name: name, stdout: stdout, stderr: con}
	c.log = slog.New(&lineHandler{out: con, prefix: c.prefix(), level: slog.LevelInfo})
	return c
}

func (c *cli) prefix() string {
	if c.name == "" {
		return "alfix"
	}
	return "alfix " + c.name
}

// engineLogger is the logger handed to the engine by the commands that run
// once (analyze, fix, rules): its warnings and errors only.
func (c *cli) engineLogger() *slog.Logger {
	return slog.New(&lineHandler{out: c.stderr, prefix: c.prefix(), level: slog.LevelWarn})
}

// fail logs an error and returns exitError.
func (c *cli) fail(format string, args ...any) int {
	c.log.Error(fmt.Sprintf(format, args...))
	return exitError
}

func (c *cli) warnf(format string, args ...any) { c.log.Warn(fmt.Sprintf(format, args...)) }
func (c *cli) infof(format string, args ...any) { c.log.Info(fmt.Sprintf(format, args...)) }

// parse parses the flags of a subcommand, which may come before, between or
// after the positional arguments. -h/--help prints the help on stdout:
// done is then true with exitOK. A flag error is logged with the flag
// written as --name, and done is true with exitError.
func (c *cli) parse(fset *flag.FlagSet, h help, args []string) (pos []string, done bool, code int) {
	fset.SetOutput(io.Discard)
	fset.Usage = func() {}
	pos, err := parseArgs(fset, args)
	switch {
	case errors.Is(err, flag.ErrHelp):
		printHelp(c.stdout, c.name, fset, h)
		return nil, true, exitOK
	case err != nil:
		c.fail("%s (run 'alfix %s --help' for its flags)", flagMessage(err), c.name)
		return nil, true, exitError
	}
	return pos, false, exitOK
}

// flagDash finds a flag named with one dash in the flag package's errors.
var flagDash = regexp.MustCompile(`(: |for flag |for )-{1,2}([A-Za-z])`)

// flagMessage is a flag error as the help writes flags: --name.
func flagMessage(err error) string {
	return flagDash.ReplaceAllString(err.Error(), "$1--$2")
}

// printHelp writes a subcommand's help: usage, what it does, its flags and
// its exit statuses. Every subcommand's help has this form.
func printHelp(w io.Writer, name string, fset *flag.FlagSet, h help) {
	fmt.Fprintf(w, "usage: alfix %s %s\n", name, h.usage)
	for _, p := range h.about {
		fmt.Fprintf(w, "\n%s\n", wrap(p, 78, ""))
	}
	n := 0
	fset.VisitAll(func(*flag.Flag) { n++ })
	if n > 0 {
		fmt.Fprintln(w, "\nflags:")
		fset.VisitAll(func(f *flag.Flag) {
			placeholder, usage := flag.UnquoteUsage(f)
			if isBool(f) {
				placeholder = ""
			}
			head := "  --" + f.Name
			if placeholder != "" {
				head += " " + placeholder
			}
			if f.DefValue != "" && f.DefValue != "false" && f.DefValue != "0" {
				usage += fmt.Sprintf(" (default %s)", f.DefValue)
			}
			fmt.Fprintf(w, "%s\n%s\n", head, wrap(usage, 78, "        "))
		})
	}
	fmt.Fprintln(w, "\nexit status:")
	for _, e := range h.exits {
		code, text, _ := strings.Cut(e, "  ")
		lines := strings.Split(wrap(text, 78-5, ""), "\n")
		fmt.Fprintf(w, "  %s  %s\n", code, lines[0])
		for _, l := range lines[1:] {
			fmt.Fprintf(w, "     %s\n", l)
		}
	}
}

func isBool(f *flag.Flag) bool {
	b, ok := f.Value.(interface{ IsBoolFlag() bool })
	return ok && b.IsBoolFlag()
}

// wrap breaks text into lines of at most width runes, each starting with
// indent.
func wrap(text string, width int, indent string) string {
	var lines []string
	line := indent
	for _, word := range strings.Fields(text) {
		if utf8.RuneCountInString(line)+1+utf8.RuneCountInString(word) > width && strings.TrimSpace(line) != "" {
			lines = append(lines, line)
			line = indent
		}
		if strings.TrimSpace(line) != "" {
			line += " "
		}
		line += word
	}
	return strings.Join(append(lines, line), "\n")
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

// intFlag is an integer flag with a smallest value, which remembers whether
// it was given: `--line 0`, `--line -1` and `--line x` are errors naming the
// flag, never "not given".
type intFlag struct {
	value, min int
	set        bool
}

func (f *intFlag) String() string {
	if f == nil {
		return "0"
	}
	return strconv.Itoa(f.value)
}

func (f *intFlag) Set(s string) error {
	n, err := strconv.Atoi(strings.TrimSpace(s))
	if err != nil {
		return errors.New("not an integer")
	}
	if n < f.min {
		if f.min == 1 {
			return errors.New("must be a positive integer")
		}
		return fmt.Errorf("must be at least %d", f.min)
	}
	if n > maxIntArg {
		return fmt.Errorf("must be at most %d", maxIntArg)
	}
	f.value, f.set = n, true
	return nil
}

// maxIntArg is the largest line, column or count accepted, as the tools
// accept.
const maxIntArg = 2147483647

func newIntFlag(fset *flag.FlagSet, name string, def, min int, usage string) *intFlag {
	f := &intFlag{value: def, min: min}
	fset.Var(f, name, usage)
	return f
}

// A console is standard error shared by log lines and a progress line: a
// log line first clears the progress line (on a terminal) and the progress
// line is drawn again after it, so the two never mix.
type console struct {
	mu     sync.Mutex
	w      io.Writer
	tty    bool     // w is a terminal: progress is drawn
	file   *os.File // w as a file, for the terminal's width
	status string   // the progress line on screen, "" when none
}

func newConsole(w io.Writer) *console {
	c := &console{w: w}
	if f, ok := w.(*os.File); ok && term.IsTerminal(int(f.Fd())) {
		c.file, c.tty = f, true
	}
	return c
}

// terminal reports whether progress can be drawn.
func (c *console) terminal() bool { return c.tty }

// width is the terminal's width (80 when unknown).
func (c *console) width() int {
	if c.file != nil {
		if w, _, err := term.GetSize(int(c.file.Fd())); err == nil && w > 0 {
			return w
		}
	}
	return 80
}

const clearLine = "\r\x1b[K"

func (c *console) Write(p []byte) (int, error) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.status != "" {
		io.WriteString(c.w, clearLine)
	}
	n, err := c.w.Write(p)
	if c.status != "" {
		io.WriteString(c.w, c.status)
	}
	return n, err
}

// setStatus draws the progress line (a terminal only); "" clears it.
func (c *console) setStatus(s string) {
	if !c.tty {
		return
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	if s == c.status {
		return
	}
	io.WriteString(c.w, clearLine+s)
	c.status = s
}

// lineHandler writes slog records as "PREFIX: [warning: |error: ]message
// key=value ...", one line each.
type lineHandler struct {
	out    io.Writer
	prefix string
	level  slog.Level
	attrs  string // preformatted " key=value" pairs of WithAttrs
	group  string
}

func (h *lineHandler) Enabled(_ context.Context, l slog.Level) bool { return l >= h.level }

func (h *lineHandler) Handle(_ context.Context, r slog.Record) error {
	var b strings.Builder
	b.WriteString(h.prefix)
	b.WriteString(": ")
	switch {
	case r.Level >= slog.LevelError:
		b.WriteString("error: ")
	case r.Level >= slog.LevelWarn:
		b.WriteString("warning: ")
	case r.Level < slog.LevelInfo:
		b.WriteString("debug: ")
	}
	b.WriteString(textField(r.Message))
	b.WriteString(h.attrs)
	r.Attrs(func(a slog.Attr) bool {
		writeAttr(&b, h.group, a)
		return true
	})
	b.WriteByte('\n')
	_, err := io.WriteString(h.out, b.String())
	return err
}

func (h *lineHandler) WithAttrs(as []slog.Attr) slog.Handler {
	var b strings.Builder
	for _, a := range as {
		writeAttr(&b, h.group, a)
	}
	c := *h
	c.attrs += b.String()
	return &c
}

func (h *lineHandler) WithGroup(name string) slog.Handler {
	c := *h
	if name != "" {
		c.group += name + "."
	}
	return &c
}

func writeAttr(b *strings.Builder, group string, a slog.Attr) {
	a.Value = a.Value.Resolve()
	if a.Equal(slog.Attr{}) {
		return
	}
	if a.Value.Kind() == slog.KindGroup {
		for _, g := range a.Value.Group() {
			writeAttr(b, group+a.Key+".", g)
		}
		return
	}
	v := a.Value.String()
	if v == "" || strings.ContainsAny(v, " \t\"=") || !utf8.ValidString(v) || strings.ContainsFunc(v, func(r rune) bool { return !strconv.IsPrint(r) }) {
		v = strconv.Quote(v)
	}
	fmt.Fprintf(b, " %s%s=%s", group, a.Key, v)
}

// invalidConfig reports, as errors, the configuration files of project p
// that do not parse (its settings.json, ruleset or an included ruleset),
// naming each with the position of the problem and never its content, and
// returns true when there are any: a command line run stops (exit 2)
// rather than run with a ruleset silently dropped.
func invalidConfig(c *cli, p *workspace.Project, specs []string) bool {
	cfg, err := p.Config(specs)
	if err != nil || len(cfg.Invalid) == 0 {
		return false
	}
	for _, s := range cfg.Invalid {
		c.fail("configuration file does not parse: %s", textField(s))
	}
	return true
}
