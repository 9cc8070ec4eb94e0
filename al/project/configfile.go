package project

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"

	"github.com/alfix/alfix/internal/filekind"
	"github.com/alfix/alfix/internal/fspath"
	"github.com/alfix/alfix/internal/userdirs"
)

// MaxConfigFileSize bounds every configuration file the package reads
// (app.json, settings, rulesets and their includes, alcops.json,
// AppSourceCop.json, AL-Go settings, *.code-workspace): 4 MiB, a thousand
// times a large ruleset. A larger file is refused, not read.
const MaxConfigFileSize = 4 << 20

// Errors of reading a configuration file (readConfigFile); each is wrapped
// in a *ConfigFileError that names the file.
var (
	// ErrPrivateFolder: the file lies in alfix's per-user configuration
	// folder (internal/userdirs), which holds the journal key.
	ErrPrivateFolder = errors.New("lies in alfix's per-user configuration folder, which is never read as project configuration")
	// ErrLinkLeaves: a file alfix looks up by its name in a folder (app.json,
	// .vscode/settings.json, alcops.json, AppSourceCop.json, AL-Go settings)
	// is, or goes through, a symbolic link that leads out of that folder.
	ErrLinkLeaves = errors.New("is a symbolic link that leads out of its folder")
)

// A ConfigFileError says why a configuration file was not used. Its message
// holds the file's path and a reason from a fixed set of words, with a line
// and column for syntax errors; never any of the file's content, so that a
// setting naming a file outside the project (al.ruleSetPath, an include)
// cannot make alfix disclose that file.
type ConfigFileError struct {
	Path string
	Err  error
}

func (e *ConfigFileError) Error() string { return e.Path + ": " + e.Err.Error() }
func (e *ConfigFileError) Unwrap() error { return e.Err }

// readConfigFile reads the configuration file at path (absolute) and returns
// it as standard JSON (see standardizeJSONC). home, when not empty, is the
// folder in which the file was looked up by its name: the file must stay in
// it when symbolic links are resolved. It refuses files in alfix's per-user
// configuration folder, anything but a regular file (checked on the opened
// file: a FIFO does not block, a device is not read) and files over
// MaxConfigFileSize, read through a bounded reader. A missing file gives an
// error matching fs.ErrNotExist. Every error is a *ConfigFileError.
func readConfigFile(path, home string) ([]byte, error) {
	path = filepath.Clean(path)
	fail := func(err error) ([]byte, error) { return nil, &ConfigFileError{Path: path, Err: err} }
	// Most files looked up do not exist (AL-Go settings in every parent folder): say so before
	// resolving any path.
	var pathErr *fs.PathError
	if _, err := os.Lstat(path); errors.As(err, &pathErr) && errors.Is(err, fs.ErrNotExist) {
		return fail(pathErr.Err)
	}
	if inPrivateFolder(path) {
		return fail(ErrPrivateFolder)
	}
	if home != "" {
		switch err := fspath.Inside(home, path); {
		case err == nil:
		case errors.Is(err, fs.ErrNotExist):
			// The folder is missing: reading below says so.
		case errors.Is(err, fspath.ErrLinkEscapes):
			return fail(ErrLinkLeaves)
		default:
			return fail(errors.New("cannot be resolved"))
		}
	}
	b, fi, err := ReadSource(path, MaxConfigFileSize)
	var tooLarge *TooLargeError
	switch {
	case err == nil:
	case errors.As(err, &tooLarge):
		return fail(fmt.Errorf("%w: over the limit of %d bytes for configuration files", ErrTooLarge, int64(MaxConfigFileSize)))
	case errors.Is(err, ErrNotRegular):
		fi, serr := os.Stat(path)
		kind := "not a regular file"
		if serr == nil {
			kind = filekind.Of(fi.Mode())
		}
		return fail(fmt.Errorf("%w (%s)", ErrNotRegular, kind))
	case errors.As(err, &pathErr):
		return fail(pathErr.Err) // the operating system's reason, without the path again
	default:
		return fail(errors.New("cannot be read"))
	}
	if userdirs.IsPrivateFile(fi) { // the same file under another name: a hard link
		return fail(ErrPrivateFolder)
	}
	std, err := standardizeJSONC(b)
	if err != nil {
		return fail(err)
	}
	return std, nil
}

// inPrivateFolder reports whether path (absolute) lies in one of alfix's
// per-user folders (userdirs.PrivateDirs), as written or once its symbolic
// links are resolved. A path that cannot be resolved is judged as written.
func inPrivateFolder(path string) bool {
	real := path
	if r, err := filepath.EvalSymlinks(path); err == nil {
		real = r
	}
	for _, d := range userdirs.PrivateDirs() {
		if fspath.Within(d, path) || fspath.Within(d, real) {
			return true
		}
	}
	return false
}
