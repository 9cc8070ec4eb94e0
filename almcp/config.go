package almcp

import (
	"errors"
	"runtime"
	"strings"
	"time"
)

// EnvCommand is the environment variable that gives the almcp command when
// --almcp is not used.
const EnvCommand = "ALFIX_ALMCP"

// Defaults of the zero [Config] fields.
const (
	DefaultReadyTimeout     = 30 * time.Second
	DefaultCallTimeout      = 5 * time.Minute
	DefaultRestartBackoff   = 500 * time.Millisecond
	DefaultMaxBackoff       = 30 * time.Second
	DefaultMaxStartAttempts = 3
	DefaultStopTimeout      = 2 * time.Second
	stderrBufferSize        = 64 << 10
	stderrTailSize          = 4 << 10
)

// Config says whether and how almcp is launched.
type Config struct {
	// Command is the almcp command line, "COMMAND ARGS", from --almcp or
	// ALFIX_ALMCP, split like a POSIX shell splits words (quotes and
	// backslashes; on Windows a backslash is literal except before a double
	// quote). Empty means: find altool with [Discover]. When the program is
	// altool, "launchmcpserver" and "--transport stdio" are added when
	// the arguments lack them.
	Command string
	// Disabled (--no-almcp) keeps almcp from being started at all.
	Disabled bool
	// Projects are the project folders almcp loads (--projects a;b).
	Projects []string
	// PrimaryAnalyzers are the analyzer DLLs of the primary project
	// (--enablecodeanalysis true --codeanalyzers a;b), including the DLLs
	// they depend on, since almcp does not probe an analyzer's folder.
	PrimaryAnalyzers []string
	// Ruleset is the primary project's ruleset file (--rulesetpath).
	Ruleset string
	// PackageCachePath are the symbol package folders (--packagecachepath a;b).
	PackageCachePath []string
	// ReadyTimeout bounds one start: launch, initialize and tools/list.
	ReadyTimeout time.Duration
	// CallTimeout bounds one forwarded call, al_compile included.
	CallTimeout time.Duration
	// RestartBackoff is the first pause before a restart; it doubles with
	// every consecutive failure up to 30 s.
	RestartBackoff time.Duration
	// MaxStartAttempts is how many consecutive failed starts (never ready)
	// are tried before the supervisor gives up and stays Failed.
	MaxStartAttempts int
	// StopTimeout is how long a child gets to exit after its stdin is
	// closed before it is sent SIGTERM, and again before SIGKILL.
	StopTimeout time.Duration
	// Env is added to alfix's own environment for the child.
	Env []string
	// Dir is the child's working directory; default: the first project.
	Dir string
}

func (c Config) withDefaults() Config {
	if c.ReadyTimeout <= 0 {
		c.ReadyTimeout = DefaultReadyTimeout
	}
	if c.CallTimeout <= 0 {
		c.CallTimeout = DefaultCallTimeout
	}
	if c.RestartBackoff <= 0 {
		c.RestartBackoff = DefaultRestartBackoff
	}
	if c.MaxStartAttempts <= 0 {
		c.MaxStartAttempts = DefaultMaxStartAttempts
	}
	if c.StopTimeout <= 0 {
		c.StopTimeout = DefaultStopTimeout
	}
	if c.Dir == "" && len(c.Projects) > 0 {
		c.Dir = c.Projects[0]
	}
	return c
}

// ErrUnterminatedQuote is returned by [SplitCommand] for a quote that is
// never closed.
var ErrUnterminatedQuote = errors.New("unterminated quote in command")

// SplitCommand splits a command line into words the way a POSIX shell does
// (without expansions): blanks separate words, single quotes keep
// everything literal, double quotes keep blanks, and a backslash escapes the
// next character (inside double quotes only ", \, $ and `). When windows is
// true, a backslash is literal unless it precedes a double quote, so
// C:\Program Files paths can be written in double quotes as they are.
func SplitCommand(s string, windows bool) ([]string, error) {
	var words []string
	var cur strings.Builder
	inWord := false
	const (
		plain = iota
		single
		double
	)
	mode := plain
	r := []rune(s)
	for i := 0; i < len(r); i++ {
		c := r[i]
		switch mode {
		case single:
			if c == '\'' {
				mode = plain
			} else {
				cur.WriteRune(c)
			}
		case double:
			switch {
			case c == '"':
				mode = plain
			case c == '\\' && i+1 < len(r) && (r[i+1] == '"' || !windows && strings.ContainsRune("\\$`", r[i+1])):
				i++
				cur.WriteRune(r[i])
			default:
				cur.WriteRune(c)
			}
		default:
			switch {
			case c == ' ' || c == '\t' || c == '\n' || c == '\r':
				if inWord {
					words = append(words, cur.String())
					cur.Reset()
					inWord = false
				}
			case c == '\'' && !windows:
				mode, inWord = single, true
			case c == '"':
				mode, inWord = double, true
			case c == '\\' && i+1 < len(r) && (!windows || r[i+1] == '"'):
				i++
				cur.WriteRune(r[i])
				inWord = true
			default:
				cur.WriteRune(c)
				inWord = true
			}
		}
	}
	if mode != plain {
		return nil, ErrUnterminatedQuote
	}
	if inWord {
		words = append(words, cur.String())
	}
	return words, nil
}

// LaunchArgs returns the full argument vector for the program prog with the
// user's arguments userArgs: "launchmcpserver" first when prog is altool and
// the user did not name it, then the user's arguments, then (for altool)
// --transport stdio, --projects, --enablecodeanalysis/--codeanalyzers,
// --rulesetpath and --packagecachepath from c, each only when the user did
// not pass that flag (the user's flags win). Lists are joined with ';'.
func (c Config) LaunchArgs(prog string, userArgs []string) []string {
	args := []string{}
	base := strings.ToLower(prog[strings.LastIndexAny(prog, `/\`)+1:])
	altool := base == "altool" || base == "altool.exe"
	if altool && !hasWord(userArgs, "launchmcpserver") {
		args = append(args, "launchmcpserver")
	}
	args = append(args, userArgs...)
	add := func(flag string, values ...string) {
		if hasWord(userArgs, flag) {
			return
		}
		args = append(args, flag)
		args = append(args, values...)
	}
	if altool {
		add("--transport", "stdio")
	}
	if ps := nonEmpty(c.Projects); len(ps) > 0 {
		add("--projects", strings.Join(ps, ";"))
	}
	if as := nonEmpty(c.PrimaryAnalyzers); len(as) > 0 {
		add("--enablecodeanalysis", "true")
		add("--codeanalyzers", strings.Join(as, ";"))
	}
	if c.Ruleset != "" {
		add("--rulesetpath", c.Ruleset)
	}
	if ps := nonEmpty(c.PackageCachePath); len(ps) > 0 {
		add("--packagecachepath", strings.Join(ps, ";"))
	}
	return args
}

func hasWord(words []string, w string) bool {
	for _, x := range words {
		if strings.EqualFold(x, w) || strings.HasPrefix(strings.ToLower(x), strings.ToLower(w)+"=") {
			return true
		}
	}
	return false
}

func nonEmpty(xs []string) []string {
	var out []string
	for _, x := range xs {
		if strings.TrimSpace(x) != "" {
			out = append(out, x)
		}
	}
	return out
}

// isWindows selects the Windows splitting rule for commands from the
// command line and the environment.
const isWindows = runtime.GOOS == "windows"
