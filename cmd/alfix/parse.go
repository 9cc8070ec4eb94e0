package main

import (
	"bytes"
	"errors"
	"flag"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"runtime"
	"sort"
	"strings"
	"sync"
	"time"

	"github.com/alfix/alfix/al/project"
	"github.com/alfix/alfix/al/syntax"
	"github.com/alfix/alfix/internal/filekind"
)

func init() {
	register(command{name: "parse", summary: "parse AL files and report syntax errors and round-trip mismatches", run: runParse})
}

// parseResult is what parsing one file produced, ready to print.
type parseResult struct {
	path     string
	bytes    int
	errors   []string // "file:line:col: message"
	mismatch string   // non-empty when the printed tree differs from the file
	readErr  error    // the file could not be read, or was skipped (not a regular file, too large)
}

var parseHelp = help{
	usage: "[flags] PATH...",
	about: []string{
		"Parses every *.al file under the given files and folders with alfix's parser; prints its syntax errors as " +
			"file:line:column: message and a line per file whose round trip (printing the tree) differs from the file.",
		"Only regular files are read (also behind symbolic links): FIFOs, devices and files over --max-file-size " +
			"are skipped with a message on stderr.",
	},
	exits: []string{"0  every file parsed cleanly", "1  syntax errors or round-trip mismatches", "2  usage error, or a file could not be read or was skipped"},
}

func runParse(args []string, stdout, stderr io.Writer) int {
	c := newCLI("parse", stdout, stderr)
	fset := flag.NewFlagSet("parse", flag.ContinueOnError)
	stats := fset.Bool("stats", false, "print a summary: files, bytes, syntax errors, round-trip mismatches, MB/s")
	var symbols stringList
	fset.Var(&symbols, "D", "define a preprocessor `SYMBOL` (repeatable)")
	var maxSize sizeFlag
	fset.Var(&maxSize, "max-file-size", maxFileSizeUsage)
	paths, done, code := c.parse(fset, parseHelp, args)
	if done {
		return code
	}
	if len(paths) == 0 {
		return c.fail("no PATH given (run 'alfix parse --help' for its flags)")
	}
	limit, err := maxSize.resolve()
	if err != nil {
		return c.fail("%v", err)
	}
	files, skipped, err := collectALFiles(paths)
	if err != nil {
		return c.fail("%v", err)
	}
	for _, s := range skipped {
		c.log.Error(fmt.Sprintf("%s: %v", textField(s.path), s.readErr))
	}
	start := time.Now()
	results := parseAll(files, syntax.Options{Symbols: symbols}, limit)
	elapsed := time.Since(start)

	nReadErr := len(skipped)
	var nFiles, nBytes, nErrors, nMismatch int
	for _, r := range results {
		if r.readErr != nil {
			c.log.Error(fmt.Sprintf("%s: %v", textField(r.path), r.readErr))
			nReadErr++
			continue
		}
		nFiles++
		nBytes += r.bytes
		for _, e := range r.errors {
			fmt.Fprintln(stdout, e)
		}
		nErrors += len(r.errors)
		if r.mismatch != "" {
			fmt.Fprintf(stdout, "%s: round trip differs: %s\n", r.path, r.mismatch)
			nMismatch++
		}
	}
	if *stats {
		mbps := 0.0
		if s := elapsed.Seconds(); s > 0 {
			mbps = float64(nBytes) / 1e6 / s
		}
		fmt.Fprintf(stdout, "files: %d\nbytes: %d\nsyntax errors: %d\nround-trip mismatches: %d\n",
			nFiles, nBytes, nErrors, nMismatch)
		if nReadErr > 0 {
			fmt.Fprintf(stdout, "not read or skipped: %d\n", nReadErr)
		}
		fmt.Fprintf(stdout, "time: %v\nMB/s: %.1f (%d workers)\n", elapsed.Round(time.Millisecond), mbps, runtime.GOMAXPROCS(0))
	}
	if nReadErr > 0 {
		return exitError
	}
	if nErrors > 0 || nMismatch > 0 {
		return exitFindings
	}
	return exitOK
}

// stringList is a repeatable string flag.
type stringList []string

func (s *stringList) String() string     { return strings.Join(*s, ",") }
func (s *stringList) Set(v string) error { *s = append(*s, v); return nil }

// collectALFiles expands files and folders (recursively) to the sorted list
// of *.al files (extension compared case-insensitively); a file named
// explicitly is taken whatever its extension. Only regular files are
// taken, also behind symbolic links: FIFOs, devices, sockets and dangling
// links are returned as skipped (reading a FIFO would block, a device such
// as /dev/zero never end), and so are folders that cannot be read.
func collectALFiles(paths []string) (files []string, skipped []parseResult, err error) {
	skip := func(path string, err error) { skipped = append(skipped, parseResult{path: path, readErr: err}) }
	take := func(path string) {
		fi, err := os.Stat(path) // follows links
		switch {
		case err != nil:
			skip(path, err)
		case !fi.Mode().IsRegular():
			skip(path, fmt.Errorf("skipped: %w (%s)", project.ErrNotRegular, filekind.Of(fi.Mode())))
		default:
			files = append(files, path)
		}
	}
	for _, p := range paths {
		info, err := os.Stat(p)
		if err != nil {
			return nil, nil, err
		}
		if !info.IsDir() {
			take(p)
			continue
		}
		err = filepath.WalkDir(p, func(path string, d fs.DirEntry, err error) error {
			if err != nil {
				if path == p {
					return err
				}
				skip(path, err)
				if d != nil && d.IsDir() {
					return fs.SkipDir
				}
				return nil
			}
			if !d.IsDir() && strings.EqualFold(filepath.Ext(path), ".al") {
				take(path)
			}
			return nil
		})
		if err != nil {
			return nil, nil, err
		}
	}
	sort.Strings(files)
	sort.Slice(skipped, func(i, j int) bool { return skipped[i].path < skipped[j].path })
	return files, skipped, nil
}

// parseAll parses files with GOMAXPROCS workers; results are in input order.
func parseAll(files []string, opts syntax.Options, limit int64) []parseResult {
	results := make([]parseResult, len(files))
	jobs := make(chan int)
	var wg sync.WaitGroup
	for w := 0; w < runtime.GOMAXPROCS(0); w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range jobs {
				results[i] = parseOne(files[i], opts, limit)
			}
		}()
	}
	for i := range files {
		jobs <- i
	}
	close(jobs)
	wg.Wait()
	return results
}

func parseOne(path string, opts syntax.Options, limit int64) parseResult {
	r := parseResult{path: path}
	src, _, err := project.ReadSource(path, limit)
	var tooLarge *project.TooLargeError
	switch {
	case errors.As(err, &tooLarge):
		r.readErr = fmt.Errorf("skipped: %d bytes is over the file size limit of %d bytes (--max-file-size)", tooLarge.Size, tooLarge.Limit)
		return r
	case errors.Is(err, project.ErrNotRegular):
		r.readErr = errors.New("skipped: " + strings.TrimPrefix(err.Error(), path+": "))
		return r
	case err != nil:
		r.readErr = err
		return r
	}
	r.bytes = len(src)
	f := syntax.Parse(path, src, opts)
	for _, e := range f.Errors {
		line, col := f.Lines.Position(e.Span.Start)
		r.errors = append(r.errors, fmt.Sprintf("%s:%d:%d: %s", path, line, col, e.Msg))
	}
	cw := &compareWriter{want: src}
	if err := f.Print(cw); err != nil || cw.off != len(src) {
		line, col := f.Lines.Position(cw.firstDiff())
		r.mismatch = fmt.Sprintf("first difference at %d:%d", line, col)
	} else if err := f.Check(); err != nil {
		r.mismatch = "tree invariant broken: " + err.Error()
	}
	return r
}

// compareWriter checks written bytes against want without buffering them.
type compareWriter struct {
	want []byte
	off  int
	diff int // offset of the first difference, or -1 while none
	bad  bool
}

func (w *compareWriter) Write(b []byte) (int, error) {
	if !w.bad {
		end := w.off + len(b)
		if end > len(w.want) || !bytes.Equal(w.want[w.off:end], b) {
			w.bad = true
			w.diff = w.off
			for i := 0; i < len(b) && w.off+i < len(w.want); i++ {
				if w.want[w.off+i] != b[i] {
					w.diff = w.off + i
					break
				}
			}
			return len(b), fmt.Errorf("output differs at byte %d", w.diff)
		}
	}
	w.off += len(b)
	return len(b), nil
}

func (w *compareWriter) firstDiff() int {
	if w.bad {
		return w.diff
	}
	return w.off
}
