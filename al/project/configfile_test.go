package project

import (
	"encoding/json"
	"errors"
	"os"
	"path/filepath"
	"regexp"
	"runtime"
	"strings"
	"testing"

	"github.com/alfix/alfix/internal/userdirs"
)

// The secrets planted in files that a hostile repository points alfix at.
// None of them may ever appear in a warning or an error.
const (
	secretWord = "s3cr3tW0rd"
	secretHex  = "9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08"
)

// isolateUserDirs points alfix's per-user folder at a new temporary folder
// (and the system's configuration folder too) and returns the former.
func isolateUserDirs(t *testing.T) string {
	t.Helper()
	base := t.TempDir()
	cfg := filepath.Join(base, "alfix-config")
	if err := os.MkdirAll(cfg, 0o700); err != nil {
		t.Fatal(err)
	}
	t.Setenv(userdirs.ConfigDirEnv, cfg)
	t.Setenv("XDG_CONFIG_HOME", filepath.Join(base, "xdg"))
	t.Setenv("AppData", filepath.Join(base, "xdg"))
	return cfg
}

// projectWithRuleset makes a project whose al.ruleSetPath is rulesetPath
// (written as a JSON string) and returns its folder.
func projectWithRuleset(t *testing.T, rulesetPath string) string {
	t.Helper()
	root := filepath.Join(t.TempDir(), "app")
	writeFile(t, filepath.Join(root, ManifestFile), `{"id": "00000000-0000-0000-0000-000000000001", "name": "App"}`)
	p, _ := json.Marshal(rulesetPath)
	writeFile(t, filepath.Join(root, ".vscode", "settings.json"), `{"al.ruleSetPath": `+string(p)+`}`)
	return root
}

// noSecret fails when any message holds a secret.
func noSecret(t *testing.T, messages []string, secrets ...string) {
	t.Helper()
	for _, m := range messages {
		for _, s := range secrets {
			if strings.Contains(strings.ToLower(m), strings.ToLower(s)) {
				t.Errorf("message discloses %q: %s", s, m)
			}
		}
	}
}

func TestRulesetNamingAFileNeverDisclosesIt(t *testing.T) {
	isolateUserDirs(t)
	for _, tc := range []struct {
		name, content string
		want          []string // fragments of the one warning
	}{
		{"passwd line", secretWord + ":x:0:0:root:/root:/bin/sh\n", []string{"line 1, column 1: invalid literal", "no ruleset applied"}},
		{"credentials url", "https://" + secretWord + ":pw@example.invalid\n", []string{"line 1, column 1: invalid literal"}},
		{"hex key", secretHex + "\n", []string{"line 1, column", "no ruleset applied"}},
		{"second line", "{\n  \"a\": " + secretWord + "\n}", []string{"line 2, column 8: invalid literal"}},
		{"comment first", "// note\n" + secretWord, []string{"line 2, column 1"}},
		{"string", `"` + secretWord + `"`, []string{"expected a JSON object, found a string"}},
		{"number", "31415926535", []string{"expected a JSON object, found a number"}},
		{"array", `["` + secretWord + `"]`, []string{"expected a JSON object, found an array"}},
		{"unterminated", `{"a": "` + secretWord, []string{"unexpected end of file"}},
		{"control character", "{\"a\": \"" + secretWord + "\x01\"}", []string{"line 1, column", "invalid"}},
		{"utf16", "\xff\xfe" + "s\x003\x00c\x00r\x003\x00t\x00", []string{"line 1, column 1: invalid literal"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			secretFile := filepath.Join(t.TempDir(), "outside", "secret.txt")
			writeFile(t, secretFile, tc.content)
			c := loadT(t, projectWithRuleset(t, secretFile))
			if c.Ruleset != nil {
				t.Fatalf("a ruleset was applied from %q", tc.content)
			}
			if len(c.Warnings) != 1 {
				t.Fatalf("warnings = %q, want one", c.Warnings)
			}
			wantWarningContaining(t, c.Warnings, append([]string{secretFile}, tc.want...)...)
			noSecret(t, c.Warnings, secretWord, secretHex, "s3c", "root", "https", "31415")
			_, err := LoadRuleset(secretFile)
			if err == nil {
				t.Fatal("LoadRuleset accepted the file")
			}
			noSecret(t, []string{err.Error()}, secretWord, secretHex, "root", "31415")
		})
	}
}

func TestRulesetOutsideTheRepositoryIsSaidButNotQuoted(t *testing.T) {
	isolateUserDirs(t)
	shared := filepath.Join(t.TempDir(), "shared.ruleset.json")
	writeFile(t, shared, `{"generalAction": "`+secretWord+`",
		"rules": [{"id": "AA0001", "action": "Error"}, {"id": "`+secretWord+`", "action": "`+secretWord+`x"},
		          {"id": "AA0001", "action": "None"}],
		"includedRuleSets": [{"path": "`+secretWord+`/missing.json", "action": "`+secretWord+`y"},
		                     {"path": "https://`+secretWord+`.invalid/r.json"}]}`)
	root := projectWithRuleset(t, shared)
	c := loadT(t, root)
	if c.Ruleset == nil || c.Ruleset.Action("AA0001") != ActionNone {
		t.Fatalf("the shared ruleset was not applied: %+v", c.Ruleset)
	}
	wantWarningContaining(t, c.Warnings, shared, "lies outside the repository", root)
	wantWarningContaining(t, c.Warnings, "rules[1] has unknown action")
	wantWarningContaining(t, c.Warnings, "rules[2] is listed twice")
	wantWarningContaining(t, c.Warnings, "includedRuleSets[0] has unknown action")
	wantWarningContaining(t, c.Warnings, "includedRuleSets[0] cannot be read")
	wantWarningContaining(t, c.Warnings, "remote includedRuleSets[1] is not fetched")
	wantWarningContaining(t, c.Warnings, "unknown generalAction")
	noSecret(t, c.Warnings, secretWord)

	// The same file inside the repository: no note, and values are quoted.
	repo := filepath.Dir(root)
	mkdirs(t, repo, ".git")
	inRepo := filepath.Join(repo, "rulesets", "shared.ruleset.json")
	data, err := os.ReadFile(shared)
	if err != nil {
		t.Fatal(err)
	}
	writeFile(t, inRepo, string(data))
	writeFile(t, filepath.Join(root, ".vscode", "settings.json"), `{"al.ruleSetPath": "../rulesets/shared.ruleset.json"}`)
	c = loadT(t, root)
	for _, w := range c.Warnings {
		if strings.Contains(w, "outside the repository") {
			t.Errorf("a ruleset in the repository is said to be outside: %s", w)
		}
	}
	wantWarningContaining(t, c.Warnings, `unknown generalAction "`+secretWord+`"`)
}

func TestConfigFilesThatAreNotRegularFilesAreRefused(t *testing.T) {
	isolateUserDirs(t)
	dir := t.TempDir()
	folder := filepath.Join(dir, "folder.ruleset.json")
	mkdirs(t, dir, "folder.ruleset.json")
	cases := map[string]string{folder: "a folder"}
	if runtime.GOOS != "windows" {
		fifo := filepath.Join(dir, "fifo.ruleset.json")
		if err := mkfifo(fifo); err != nil {
			t.Fatal(err)
		}
		cases[fifo] = "a named pipe"
	}
	for path, kind := range cases {
		c := loadT(t, projectWithRuleset(t, path)) // a FIFO must not block: opened without waiting
		wantWarnings(t, c.Warnings, path+": not a regular file ("+kind+")")
		if c.Ruleset != nil {
			t.Errorf("%s: a ruleset was applied", kind)
		}
	}
}

func TestConfigFileOverTheSizeLimitIsRefused(t *testing.T) {
	isolateUserDirs(t)
	big := filepath.Join(t.TempDir(), "big.ruleset.json")
	writeFile(t, big, `{"rules": []}`)
	if err := os.Truncate(big, MaxConfigFileSize+1); err != nil { // sparse: nothing is written
		t.Fatal(err)
	}
	c := loadT(t, projectWithRuleset(t, big))
	wantWarnings(t, c.Warnings, big+": file too large: over the limit of 4194304 bytes")
	// At the limit it is read (the trailing zero bytes make it invalid, which is what it says).
	if err := os.Truncate(big, MaxConfigFileSize); err != nil {
		t.Fatal(err)
	}
	c = loadT(t, projectWithRuleset(t, big))
	wantWarnings(t, c.Warnings, big+": line 1, column 14: invalid character")
}

func TestTheKeyFolderIsNeverReadAsConfiguration(t *testing.T) {
	cfg := isolateUserDirs(t)
	key := filepath.Join(cfg, "txn.key")
	writeFile(t, key, secretHex+"\n")
	// A key folder that holds valid JSON is refused all the same.
	other := filepath.Join(cfg, "settings.ruleset.json")
	writeFile(t, other, `{"rules": [{"id": "`+secretWord+`", "action": "x"}]}`)
	paths := []string{key, cfg, other, filepath.Join(cfg, ".", "sub", "..", "txn.key")}
	for _, p := range paths {
		c := loadT(t, projectWithRuleset(t, p))
		if c.Ruleset != nil {
			t.Errorf("%s: a ruleset was applied", p)
		}
		wantWarningContaining(t, c.Warnings, "per-user configuration folder", "no ruleset applied")
		noSecret(t, c.Warnings, secretHex, secretWord, secretHex[:8])
	}
	// Through a hard link elsewhere: the same file under another name.
	hard := filepath.Join(t.TempDir(), "hard.ruleset.json")
	if err := os.Link(key, hard); err == nil {
		c := loadT(t, projectWithRuleset(t, hard))
		wantWarningContaining(t, c.Warnings, hard, "per-user configuration folder")
		noSecret(t, c.Warnings, secretHex, secretHex[:8])
	} else {
		t.Logf("no hard link case: %v", err)
	}
	// Through a symbolic link in the project, and as the default folder.
	root := projectWithRuleset(t, "key.ruleset.json")
	if err := os.Symlink(key, filepath.Join(root, "key.ruleset.json")); err != nil {
		t.Skip("no symbolic links:", err)
	}
	c := loadT(t, root)
	wantWarningContaining(t, c.Warnings, "per-user configuration folder")
	noSecret(t, c.Warnings, secretHex, secretHex[:8])

	t.Setenv(userdirs.ConfigDirEnv, "")
	xdg := t.TempDir()
	t.Setenv("XDG_CONFIG_HOME", xdg)
	t.Setenv("HOME", xdg)
	t.Setenv("AppData", xdg)
	base, err := os.UserConfigDir()
	if err != nil {
		t.Skip(err)
	}
	defKey := filepath.Join(base, "alfix", "txn.key")
	writeFile(t, defKey, secretHex)
	c = loadT(t, projectWithRuleset(t, defKey))
	wantWarningContaining(t, c.Warnings, "per-user configuration folder")
	noSecret(t, c.Warnings, secretHex, secretHex[:8])
}

func TestSymlinkedProjectFilesMustStayInTheProject(t *testing.T) {
	isolateUserDirs(t)
	outside := t.TempDir()
	secretJSON := filepath.Join(outside, "secret.json")
	writeFile(t, secretJSON, `{"mandatoryAffixes": ["`+secretWord+`"], "CognitiveComplexityThreshold": 99}`)
	secretText := filepath.Join(outside, "secret.txt")
	writeFile(t, secretText, secretWord+" and more\n")
	root := filepath.Join(t.TempDir(), "app")
	writeFile(t, filepath.Join(root, ManifestFile), `{"name": "App"}`)
	link := func(target, name string) {
		t.Helper()
		p := filepath.Join(root, filepath.FromSlash(name))
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		os.Remove(p)
		if err := os.Symlink(target, p); err != nil {
			t.Skip("no symbolic links:", err)
		}
	}
	link(secretText, ThresholdsFile)
	link(secretJSON, AppSourceCopFile)
	link(secretText, SettingsFile)
	c := loadT(t, root)
	if c.Affixes != nil || c.Thresholds != nil || c.Settings.Path != "" {
		t.Errorf("read through a link out of the project: affixes %q, thresholds %v, settings %q", c.Affixes, c.Thresholds, c.Settings.Path)
	}
	wantWarningContaining(t, c.Warnings, filepath.Join(root, ThresholdsFile), "symbolic link that leads out of its folder")
	wantWarningContaining(t, c.Warnings, filepath.Join(root, AppSourceCopFile), "symbolic link that leads out of its folder")
	wantWarningContaining(t, c.Warnings, filepath.Join(root, filepath.FromSlash(SettingsFile)), "symbolic link that leads out of its folder")
	noSecret(t, c.Warnings, secretWord)

	// A link out of the project through its folder (.vscode -> elsewhere) is refused too.
	vs := filepath.Join(outside, "vscode")
	writeFile(t, filepath.Join(vs, "settings.json"), `{"al.ruleSetPath": "x.json"}`)
	os.Remove(filepath.Join(root, filepath.FromSlash(SettingsFile)))
	os.Remove(filepath.Join(root, ".vscode"))
	link(vs, ".vscode")
	c = loadT(t, root)
	if c.RulesetPath != "" {
		t.Errorf("settings read through a linked folder: ruleset %q", c.RulesetPath)
	}
	wantWarningContaining(t, c.Warnings, "symbolic link that leads out of its folder")

	// app.json that leads out of the project: Load fails without quoting it.
	link(secretText, ManifestFile)
	_, err := Load(root)
	if err == nil || !strings.Contains(err.Error(), "symbolic link that leads out of its folder") {
		t.Fatalf("Load with app.json linked out of the project: %v", err)
	}
	noSecret(t, []string{err.Error()}, secretWord)

	// Links that stay in the project are followed: the policy is about leaving it.
	writeFile(t, filepath.Join(root, "real", "app.json"), `{"name": "Linked"}`)
	writeFile(t, filepath.Join(root, "real", "alcops.json"), `{"CognitiveComplexityThreshold": 7}`)
	link("real/app.json", ManifestFile)
	link("real/alcops.json", ThresholdsFile)
	os.Remove(filepath.Join(root, AppSourceCopFile))
	c = loadT(t, root)
	var n int
	if c.Manifest.Name != "Linked" || !c.Threshold("CognitiveComplexityThreshold", &n) || n != 7 {
		t.Errorf("links inside the project not followed: name %q, threshold %d", c.Manifest.Name, n)
	}
}

func TestALGoSettingsLinkedOutOfTheRepositoryAreRefused(t *testing.T) {
	isolateUserDirs(t)
	outside := t.TempDir()
	writeFile(t, filepath.Join(outside, "settings.json"), secretWord)
	repo := t.TempDir()
	mkdirs(t, repo, ".git", ".AL-Go")
	root := filepath.Join(repo, "app")
	writeFile(t, filepath.Join(root, ManifestFile), `{"name": "App"}`)
	if err := os.Symlink(filepath.Join(outside, "settings.json"), filepath.Join(repo, ".AL-Go", "settings.json")); err != nil {
		t.Skip("no symbolic links:", err)
	}
	c := loadT(t, root)
	wantWarningContaining(t, c.Warnings, "AL-Go settings", "symbolic link that leads out of its folder")
	noSecret(t, c.Warnings, secretWord)
}

// syntaxReason is every message standardizeJSONC and decodeObject may give.
var syntaxReason = regexp.MustCompile(`^(line [0-9]+, column [0-9]+: )?(file is empty|unexpected end of file|invalid character|invalid literal|invalid UTF-8|invalid JSON syntax|expected a JSON object, found (null|nothing|a string|a number|an array|a boolean|something else))$`)

func TestSyntaxErrorsQuoteNothing(t *testing.T) {
	for _, in := range []string{
		"", "  ", "/* only */", secretWord, "{" + secretWord + "}", `{"a": ` + secretWord + `}`, `{"a" ` + secretWord + `}`,
		`{"a": 1} ` + secretWord, `{"a": tru}`, "{\"a\": \"\x01\"}", "{/* \xff */}", `{"a": [1, 2`, `{"a": "x`, "{\"a\": 1,,}",
		`"` + secretWord + `"`, "-12", "null", "true", `[1]`, "\xef\xbb\xbf" + secretWord, "{\"\\u12\": 1}", "{\"a\": 01}",
	} {
		std, err := standardizeJSONC([]byte(in))
		if err == nil {
			_, err = decodeObject(std)
		}
		if err == nil {
			t.Errorf("%q accepted", in)
			continue
		}
		var se *SyntaxError
		if !errors.As(err, &se) || !syntaxReason.MatchString(err.Error()) {
			t.Errorf("%q: error %q is not a position and a reason", in, err)
		}
	}
}

func TestInPrivateFolder(t *testing.T) {
	root := t.TempDir()
	cfg := filepath.Join(root, "cfg")
	key := filepath.Join(cfg, "txn.key")
	writeFile(t, key, "k")
	t.Setenv(userdirs.ConfigDirEnv, cfg)
	xdg := filepath.Join(root, "xdg")
	t.Setenv("XDG_CONFIG_HOME", xdg)
	t.Setenv("HOME", root)
	t.Setenv("AppData", xdg)
	base, err := os.UserConfigDir()
	if err != nil {
		t.Skip(err)
	}
	outside := filepath.Join(root, "project", "a.json")
	writeFile(t, outside, "{}")
	cases := map[string]bool{
		cfg:                                   true,
		key:                                   true,
		filepath.Join(cfg, "missing"):         true,
		outside:                               false,
		root:                                  false,
		cfg + "x":                             false,
		filepath.Join(base, "alfix", "k"):     true, // the default folder stays private when the variable is set
		filepath.Join(base, "alfix2", "k"):    false,
		filepath.Join(root, "project", "cfg"): false,
	}
	link := filepath.Join(root, "project", "link.json")
	linkDir := filepath.Join(root, "project", "linkdir")
	if err := os.Symlink(key, link); err == nil {
		if err := os.Symlink(cfg, linkDir); err != nil {
			t.Fatal(err)
		}
		cases[link] = true
		cases[filepath.Join(linkDir, "txn.key")] = true
	}
	for p, want := range cases {
		if got := inPrivateFolder(p); got != want {
			t.Errorf("inPrivateFolder(%s) = %v, want %v", p, got, want)
		}
	}
}
