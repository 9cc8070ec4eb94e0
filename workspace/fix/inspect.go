package fix

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io/fs"
	"unicode/utf8"
)

// ErrUnsupportedEncoding is the cause of a FileNotUTF8 problem and of an
// UnsupportedEncoding outcome: alfix does not edit UTF-16 or UTF-32 files,
// nor files that are not valid UTF-8.
var ErrUnsupportedEncoding = errors.New("unsupported encoding: alfix edits UTF-8 files only")

// errVanished is the cause when a file disappeared during a call.
var errVanished = errors.New("the file was deleted or replaced during the call")

// checkEncoding returns ErrUnsupportedEncoding for content alfix does not
// edit: UTF-16/32 byte-order marks and invalid UTF-8.
func checkEncoding(b []byte) error {
	switch {
	case bytes.HasPrefix(b, []byte{0xFF, 0xFE}), bytes.HasPrefix(b, []byte{0xFE, 0xFF}),
		bytes.HasPrefix(b, []byte{0, 0, 0xFE, 0xFF}):
		return ErrUnsupportedEncoding
	case !utf8.Valid(b):
		return ErrUnsupportedEncoding
	}
	return nil
}

// readProblem turns a failure to read path for a fix into its Error: a
// file that vanished, or one that could not be read. Context errors and
// Errors pass through.
func readProblem(err error, path, ruleID string) error {
	var fe *Error
	switch {
	case errors.As(err, &fe), errors.Is(err, context.Canceled), errors.Is(err, context.DeadlineExceeded):
		return err
	case errors.Is(err, fs.ErrNotExist):
		return &Error{Problem: FileVanished, RuleID: ruleID, Path: path, Err: fmt.Errorf("%w: %w", errVanished, err)}
	}
	return &Error{Problem: FileReadFailed, RuleID: ruleID, Path: path, Err: err}
}
