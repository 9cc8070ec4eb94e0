package almcp

import (
	"errors"
	"slices"
	"testing"
)

func TestSplitCommand(t *testing.T) {
	for _, tc := range []struct {
		in      string
		windows bool
		want    []string
	}{
		{"", false, nil},
		{"   ", false, nil},
		{"altool", false, []string{"altool"}},
		{"  /opt/al/altool   launchmcpserver\t--x ", false, []string{"/opt/al/altool", "launchmcpserver", "--x"}},
		{`"/opt/my tools/altool" --projects 'a b;c'`, false, []string{"/opt/my tools/altool", "--projects", "a b;c"}},
		{`a\ b c\\d "e\"f" 'g\h'`, false, []string{"a b", `c\d`, `e"f`, `g\h`}},
		{`"x"'y'z`, false, []string{"xyz"}},
		{`'' ""`, false, []string{"", ""}},
		{`dotnet "C:\Program Files\AL\almcp.dll" --noauth true`, true, []string{"dotnet", `C:\Program Files\AL\almcp.dll`, "--noauth", "true"}},
		{`C:\tools\altool.exe \\server\share\x`, true, []string{`C:\tools\altool.exe`, `\\server\share\x`}},
		{`"say \"hi\"" it's`, true, []string{`say "hi"`, "it's"}},
	} {
		got, err := SplitCommand(tc.in, tc.windows)
		if err != nil || !slices.Equal(got, tc.want) {
			t.Errorf("SplitCommand(%q, %v) = %q, %v; want %q", tc.in, tc.windows, got, err, tc.want)
		}
	}
	for _, bad := range []string{`"open`, `'open`, `a "b c`} {
		if got, err := SplitCommand(bad, false); !errors.Is(err, ErrUnterminatedQuote) {
			t.Errorf("SplitCommand(%q) = %q, %v; want ErrUnterminatedQuote", bad, got, err)
		}
	}
}

func TestLaunchArgs(t *testing.T) {
	cfg := Config{
		Projects:         []string{"/w/app", "", "/w/test"},
		PrimaryAnalyzers: []string{"/a/CodeCop.dll", "/a/Dep.dll"},
		Ruleset:          "/w/app/x.ruleset.json",
		PackageCachePath: []string{"/w/app/.alpackages"},
	}
	got := cfg.LaunchArgs("/opt/al/bin/linux/altool", nil)
	want := []string{"launchmcpserver", "--transport", "stdio", "--projects", "/w/app;/w/test",
		"--enablecodeanalysis", "true", "--codeanalyzers", "/a/CodeCop.dll;/a/Dep.dll",
		"--rulesetpath", "/w/app/x.ruleset.json", "--packagecachepath", "/w/app/.alpackages"}
	if !slices.Equal(got, want) {
		t.Errorf("LaunchArgs(altool) =\n%q\nwant\n%q", got, want)
	}

	// The user's own flags win, and launchmcpserver is not repeated.
	got = cfg.LaunchArgs(`C:\AL\ALTool.exe`, []string{"--projects=/mine", "--transport=stdio", "--rulesetpath", "/r"})
	want = []string{"launchmcpserver", "--projects=/mine", "--transport=stdio", "--rulesetpath", "/r",
		"--enablecodeanalysis", "true", "--codeanalyzers", "/a/CodeCop.dll;/a/Dep.dll", "--packagecachepath", "/w/app/.alpackages"}
	if !slices.Equal(got, want) {
		t.Errorf("LaunchArgs(user flags) =\n%q\nwant\n%q", got, want)
	}

	// altool with the subcommand but no transport gets --transport stdio.
	got = Config{}.LaunchArgs("/x/altool", []string{"launchmcpserver", "--debug"})
	if !slices.Equal(got, []string{"launchmcpserver", "--debug", "--transport", "stdio"}) {
		t.Errorf("LaunchArgs(no transport) = %q", got)
	}
	// Another program gets no subcommand; an empty config adds nothing.
	got = Config{}.LaunchArgs("dotnet", []string{"/x/almcp.dll"})
	if !slices.Equal(got, []string{"/x/almcp.dll"}) {
		t.Errorf("LaunchArgs(dotnet) = %q", got)
	}
}

func TestConfigDefaults(t *testing.T) {
	c := Config{Projects: []string{"/p"}}.withDefaults()
	if c.ReadyTimeout != DefaultReadyTimeout || c.CallTimeout != DefaultCallTimeout ||
		c.RestartBackoff != DefaultRestartBackoff || c.MaxStartAttempts != DefaultMaxStartAttempts || c.StopTimeout != DefaultStopTimeout || c.Dir != "/p" {
		t.Errorf("withDefaults = %+v", c)
	}
}
