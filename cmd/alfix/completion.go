package main

import (
	"bytes"
	"flag"
	"fmt"
	"io"
	"sort"
	"strings"
)

func init() {
	register(command{name: "completion", summary: "print a shell completion script (bash, zsh, fish or powershell)", run: runCompletion})
	register(command{name: completeCommand, run: runComplete})
}

// completeCommand is the hidden command the completion scripts call: it
// prints the candidates for the word being completed, one per line. The
// scripts ask the installed alfix each time, so they never go stale.
const completeCommand = "__complete"

var completionHelp = help{
	usage: "SHELL",
	about: []string{
		"Prints a completion script for SHELL (bash, zsh, fish or powershell): commands, symbols subcommands, flags " +
			"and the values of flags with a fixed set. Load it from the shell's startup file, for example " +
			"`source <(alfix completion bash)` in ~/.bashrc, `alfix completion zsh > \"${fpath[1]}/_alfix\"`, " +
			"`alfix completion fish > ~/.config/fish/completions/alfix.fish`, or " +
			"`alfix completion powershell | Out-String | Invoke-Expression` in $PROFILE.",
	},
	exits: []string{"0  printed", "2  usage error"},
}

// completionScripts are the scripts; each passes the words after "alfix",
// the one being completed last (empty when it is a new word), to
// alfix __complete and falls back to file names when nothing is offered.
var completionScripts = map[string]string{
	"bash": `# bash completion for alfix
_alfix() {
    local cur="${COMP_WORDS[COMP_CWORD]}" IFS=$'\n' out
    out=$(alfix __complete "${COMP_WORDS[@]:1:COMP_CWORD}" 2>/dev/null)
    if [ -n "$out" ]; then
        COMPREPLY=($(compgen -W "$out" -- "$cur"))
    else
        COMPREPLY=($(compgen -f -- "$cur"))
    fi
}
complete -o filenames -F _alfix alfix
`,
	"zsh": `#compdef alfix
# zsh completion for alfix
_alfix() {
    local -a out
    out=("${(@f)$(alfix __complete "${(@)words[2,CURRENT]}" 2>/dev/null)}")
    if (( ${#out} )) && [[ -n "${out[1]}" ]]; then
        compadd -- "${out[@]}"
    else
        _files
    fi
}
compdef _alfix alfix
`,
	"fish": `# fish completion for alfix
function __alfix_complete
    set -l words (commandline -opc) (commandline -ct)
    alfix __complete $words[2..-1] 2>/dev/null
end
complete -c alfix -a '(__alfix_complete)'
`,
	"powershell": `# PowerShell completion for alfix
Register-ArgumentCompleter -Native -CommandName alfix -ScriptBlock {
    param($wordToComplete, $commandAst, $cursorPosition)
    $words = @($commandAst.CommandElements | Select-Object -Skip 1 | ForEach-Object { $_.ToString() })
    if ($wordToComplete -eq '') { $words += '' }
    & alfix __complete @words 2>$null | ForEach-Object {
        [System.Management.Automation.CompletionResult]::new($_, $_, 'ParameterValue', $_)
    }
}
`,
}

func runCompletion(args []string, stdout, stderr io.Writer) int {
	c := newCLI("completion", stdout, stderr)
	fset := flag.NewFlagSet("completion", flag.ContinueOnError)
	pos, done, code := c.parse(fset, completionHelp, args)
	if done {
		return code
	}
	if len(pos) != 1 {
		return c.fail("give one SHELL: bash, zsh, fish or powershell")
	}
	script, ok := completionScripts[strings.ToLower(pos[0])]
	if !ok {
		return c.fail("unknown SHELL %q (bash, zsh, fish or powershell)", pos[0])
	}
	fmt.Fprint(stdout, script)
	return exitOK
}

// flagValues are the values of flags with a fixed set, by flag name.
var flagValues = map[string][]string{
	"--format":   {"text", "json", "sarif"},
	"--fail-on":  {"Error", "Warning", "Info", "Hidden"},
	"--severity": {"Error", "Warning", "Info", "Hidden"},
	"--compiler": {"off", "auto", "on"},
	"--store":    {"off"},
}

// runComplete prints the candidates for the last of args (the word being
// completed), given the words before it.
func runComplete(args []string, stdout, stderr io.Writer) int {
	for _, s := range completions(args) {
		fmt.Fprintln(stdout, s)
	}
	return exitOK
}

// completions computes the candidates: command names first, then a
// symbols subcommand, then a command's flags (read from its --help, so
// they are always the ones it parses) or a flag's values.
func completions(args []string) []string {
	if len(args) == 0 {
		args = []string{""}
	}
	cur := args[len(args)-1]
	before := args[:len(args)-1]
	var cands []string
	switch {
	case len(before) == 0:
		for name := range commands {
			if !strings.HasPrefix(name, "__") {
				cands = append(cands, name)
			}
		}
		cands = append(cands, "--help", "--version")
	case len(before) > 1 && flagValues[before[len(before)-1]] != nil && !strings.HasPrefix(cur, "-"):
		cands = flagValues[before[len(before)-1]]
	default:
		name := before[0]
		cmd, ok := commands[name]
		if !ok || strings.HasPrefix(name, "__") {
			return nil
		}
		helpArgs := []string{"--help"}
		if name == "symbols" && len(before) > 1 && isSymbolsSubcommand(before[1]) {
			helpArgs = []string{before[1], "--help"}
		}
		if strings.HasPrefix(cur, "-") {
			cands = helpFlagNames(cmd, helpArgs)
		} else if name == "symbols" && len(before) == 1 {
			cands = append([]string{"export"}, symbolQueryNames()...)
		} else if name == "completion" && len(before) == 1 {
			cands = []string{"bash", "zsh", "fish", "powershell"}
		} else if name == "help" && len(before) == 1 {
			return completions([]string{cur})
		}
	}
	var out []string
	for _, s := range cands {
		if strings.HasPrefix(s, cur) {
			out = append(out, s)
		}
	}
	sort.Strings(out)
	return out
}

func isSymbolsSubcommand(s string) bool {
	if s == "export" {
		return true
	}
	for _, q := range symbolQueryNames() {
		if q == s {
			return true
		}
	}
	return false
}

func symbolQueryNames() []string {
	out := make([]string, len(symbolQueries))
	for i, q := range symbolQueries {
		out[i] = q.name
	}
	return out
}

// helpFlagNames runs a command's help and returns the flags it lists.
func helpFlagNames(cmd command, args []string) []string {
	var out, errOut bytes.Buffer
	cmd.run(args, &out, &errOut)
	var flags []string
	for _, l := range strings.Split(out.String(), "\n") {
		if strings.HasPrefix(l, "  --") {
			flags = append(flags, strings.Fields(l)[0])
		}
	}
	return flags
}
