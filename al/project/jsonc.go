package project

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"path/filepath"
	"runtime"
	"sort"
	"strings"
	"unicode/utf16"

	"github.com/tailscale/hujson"
)

// readJSONC reads a JSON-with-comments configuration file (comments,
// trailing commas, an optional UTF-8 or UTF-16 byte order mark) under the
// policy of readConfigFile and returns standard JSON. home is the folder the
// file was looked up in by its name, or "" for a file named by a setting.
func readJSONC(path, home string) ([]byte, error) {
	return readConfigFile(path, home)
}

// readObject reads a configuration file as readJSONC does and decodes it as
// a JSON object. Every error is a *ConfigFileError naming the file.
func readObject(path, home string) (jsonObject, error) {
	std, err := readJSONC(path, home)
	if err != nil {
		return nil, err
	}
	obj, err := decodeObject(std)
	if err != nil {
		return nil, &ConfigFileError{Path: filepath.Clean(path), Err: err}
	}
	return obj, nil
}

// A SyntaxError is a configuration file that is not JSON with comments: the
// position of the problem and a reason from a fixed set of words. It never
// holds any of the file's text.
type SyntaxError struct {
	Line, Column int // 1-based; 0 when unknown
	Reason       string
}

func (e *SyntaxError) Error() string {
	if e.Line == 0 {
		return e.Reason
	}
	return fmt.Sprintf("line %d, column %d: %s", e.Line, e.Column, e.Reason)
}

// The reasons of a SyntaxError.
const (
	reasonEmpty       = "file is empty"
	reasonEOF         = "unexpected end of file"
	reasonCharacter   = "invalid character"
	reasonLiteral     = "invalid literal"
	reasonUTF8        = "invalid UTF-8"
	reasonSyntax      = "invalid JSON syntax"
	reasonNotAnObject = "expected a JSON object"
)

// standardizeJSONC turns JSON with comments into standard JSON. An input that
// is empty or holds only whitespace and comments is an error. Errors are
// *SyntaxError: the parsers' own messages quote the input, so they are
// reduced to a position and a reason.
func standardizeJSONC(b []byte) ([]byte, error) {
	b = decodeBOM(b)
	if len(bytes.TrimSpace(b)) == 0 {
		return nil, &SyntaxError{Reason: reasonEmpty}
	}
	if json.Valid(b) {
		return b, nil // already standard JSON: skip the comment-aware parser
	}
	std, err := hujson.Standardize(b)
	if err != nil {
		return nil, hujsonSyntaxError(err)
	}
	if err := json.Unmarshal(std, new(json.RawMessage)); err != nil {
		// Standardize keeps every byte offset (comments become spaces), so
		// the offset is one of the file as written.
		var se *json.SyntaxError
		if errors.As(err, &se) {
			line, col := lineColumn(std, int(se.Offset))
			return nil, &SyntaxError{Line: line, Column: col, Reason: reasonSyntax}
		}
		return nil, &SyntaxError{Reason: reasonSyntax}
	}
	return std, nil
}

// hujsonSyntaxError reduces an error of hujson to a *SyntaxError. Only the
// position, which hujson writes before anything taken from the input, and
// the kind of the problem are kept.
func hujsonSyntaxError(err error) *SyntaxError {
	msg := err.Error()
	out := &SyntaxError{Reason: reasonSyntax}
	var rest string
	if n, _ := fmt.Sscanf(msg, "hujson: line %d, column %d:", &out.Line, &out.Column); n == 2 {
		if i := strings.Index(msg, ": "); i >= 0 {
			if j := strings.Index(msg[i+2:], ": "); j >= 0 {
				rest = msg[i+2+j+2:]
			}
		}
	} else {
		out.Line, out.Column = 0, 0
	}
	switch {
	case errors.Is(err, io.ErrUnexpectedEOF):
		out.Reason = reasonEOF
	case strings.HasPrefix(rest, "invalid character"):
		out.Reason = reasonCharacter
	case strings.HasPrefix(rest, "invalid literal"):
		out.Reason = reasonLiteral
	case strings.HasPrefix(rest, "invalid UTF-8"):
		out.Reason = reasonUTF8
	}
	return out
}

// lineColumn returns the 1-based line and column (in bytes) of offset n of b.
func lineColumn(b []byte, n int) (line, column int) {
	n = max(0, min(n, len(b)))
	line = 1 + bytes.Count(b[:n], []byte("\n"))
	column = n - bytes.LastIndexByte(b[:n], '\n')
	return line, column
}

// decodeBOM strips a UTF-8 byte order mark and converts UTF-16 text that
// starts with a byte order mark to UTF-8.
func decodeBOM(b []byte) []byte {
	switch {
	case bytes.HasPrefix(b, []byte{0xEF, 0xBB, 0xBF}):
		return b[3:]
	case bytes.HasPrefix(b, []byte{0xFF, 0xFE}):
		return utf16ToUTF8(b[2:], false)
	case bytes.HasPrefix(b, []byte{0xFE, 0xFF}):
		return utf16ToUTF8(b[2:], true)
	}
	return b
}

func utf16ToUTF8(b []byte, bigEndian bool) []byte {
	units := make([]uint16, 0, len(b)/2)
	for i := 0; i+1 < len(b); i += 2 {
		if bigEndian {
			units = append(units, uint16(b[i])<<8|uint16(b[i+1]))
		} else {
			units = append(units, uint16(b[i+1])<<8|uint16(b[i]))
		}
	}
	return []byte(string(utf16.Decode(units)))
}

// jsonObject is a decoded JSON object whose members are looked up by name,
// exactly first and then ignoring case (AL tooling reads its files
// case-insensitively).
type jsonObject map[string]json.RawMessage

// decodeObject decodes standard JSON that must be an object. Its errors
// name the kind of value found, never the value.
func decodeObject(std []byte) (jsonObject, error) {
	var obj jsonObject
	if err := json.Unmarshal(std, &obj); err != nil {
		return nil, &SyntaxError{Reason: reasonNotAnObject + ", found " + jsonKind(std)}
	}
	if obj == nil {
		return nil, &SyntaxError{Reason: reasonNotAnObject + ", found null"}
	}
	return obj, nil
}

// jsonKind names the kind of the JSON value std holds, from its first byte.
func jsonKind(std []byte) string {
	t := bytes.TrimSpace(std)
	if len(t) == 0 {
		return "nothing"
	}
	switch c := t[0]; {
	case c == '"':
		return "a string"
	case c == '[':
		return "an array"
	case c == 't' || c == 'f':
		return "a boolean"
	case c == 'n':
		return "null"
	case c == '-' || c >= '0' && c <= '9':
		return "a number"
	}
	return "something else"
}

// get returns the member named key (exact match first, then the first
// case-insensitive match in sorted key order) and whether it is present and
// not null.
func (o jsonObject) get(key string) (json.RawMessage, bool) {
	if v, ok := o[key]; ok {
		return v, !isNull(v)
	}
	keys := make([]string, 0, len(o))
	for k := range o {
		if strings.EqualFold(k, key) {
			keys = append(keys, k)
		}
	}
	if len(keys) == 0 {
		return nil, false
	}
	sort.Strings(keys)
	v := o[keys[0]]
	return v, !isNull(v)
}

func isNull(v json.RawMessage) bool {
	return len(bytes.TrimSpace(v)) == 0 || string(bytes.TrimSpace(v)) == "null"
}

// str reads a string member. Numbers and booleans are accepted and kept as
// written; anything else yields ok=false.
func (o jsonObject) str(key string) (string, bool) {
	v, ok := o.get(key)
	if !ok {
		return "", false
	}
	return rawString(v)
}

func rawString(v json.RawMessage) (string, bool) {
	var s string
	if err := json.Unmarshal(v, &s); err == nil {
		return s, true
	}
	t := string(bytes.TrimSpace(v))
	if t == "true" || t == "false" {
		return t, true
	}
	var n json.Number
	if err := json.Unmarshal(v, &n); err == nil {
		return n.String(), true
	}
	return "", false
}

// strings reads a member that is a string or an array of strings; non-string
// array elements and blank strings are dropped.
func (o jsonObject) strings(key string) ([]string, bool) {
	v, ok := o.get(key)
	if !ok {
		return nil, false
	}
	isArray := len(bytes.TrimSpace(v)) > 0 && bytes.TrimSpace(v)[0] == '['
	if s, ok := rawString(v); !isArray && ok {
		if strings.TrimSpace(s) == "" {
			return []string{}, true
		}
		return []string{s}, true
	}
	var all []string // the common case in one decoding
	if err := json.Unmarshal(v, &all); isArray && err == nil {
		out := all[:0]
		for _, s := range all {
			if strings.TrimSpace(s) != "" {
				out = append(out, s)
			}
		}
		return out, true
	}
	var arr []json.RawMessage
	if err := json.Unmarshal(v, &arr); err != nil {
		return nil, false
	}
	out := make([]string, 0, len(arr))
	for _, e := range arr {
		if s, ok := rawString(e); ok && strings.TrimSpace(s) != "" {
			out = append(out, s)
		}
	}
	return out, true
}

// boolean reads a boolean member; the strings "true"/"false" are accepted.
func (o jsonObject) boolean(key string) (value, ok bool) {
	s, ok := o.str(key)
	if !ok {
		return false, false
	}
	switch strings.ToLower(strings.TrimSpace(s)) {
	case "true":
		return true, true
	case "false":
		return false, true
	}
	return false, false
}

// object reads a member that is an object.
func (o jsonObject) object(key string) (jsonObject, bool) {
	v, ok := o.get(key)
	if !ok {
		return nil, false
	}
	var obj jsonObject
	if err := json.Unmarshal(v, &obj); err != nil || obj == nil {
		return nil, false
	}
	return obj, true
}

// objects reads a member that is an array of objects; other elements are
// dropped.
func (o jsonObject) objects(key string) ([]jsonObject, bool) {
	v, ok := o.get(key)
	if !ok {
		return nil, false
	}
	var arr []json.RawMessage
	if err := json.Unmarshal(v, &arr); err != nil {
		return nil, false
	}
	out := make([]jsonObject, 0, len(arr))
	for _, e := range arr {
		var obj jsonObject
		if err := json.Unmarshal(e, &obj); err == nil && obj != nil {
			out = append(out, obj)
		}
	}
	return out, true
}

// expandPath expands ${workspaceFolder} (and its old name ${workspaceRoot})
// to base, turns Windows separators into the local separator, and makes a
// relative path absolute against base.
func expandPath(p, base string) string {
	return expandPathIn(p, base, base)
}

// expandPathIn is expandPath with ${workspaceFolder} expanded to workspace
// and relative paths resolved against base.
func expandPathIn(p, workspace, base string) string {
	p = strings.TrimSpace(p)
	for _, v := range []string{"${workspaceFolder}", "${workspaceRoot}"} {
		p = replaceFold(p, v, workspace)
	}
	if runtime.GOOS != "windows" {
		p = strings.ReplaceAll(p, `\`, "/")
	}
	if !filepath.IsAbs(p) {
		p = filepath.Join(base, p)
	}
	return filepath.Clean(p)
}

// replaceFold replaces every case-insensitive occurrence of old in s.
func replaceFold(s, old, repl string) string {
	lower, lowerOld := strings.ToLower(s), strings.ToLower(old)
	if len(lower) != len(s) {
		return strings.ReplaceAll(s, old, repl)
	}
	var b strings.Builder
	for {
		i := strings.Index(lower, lowerOld)
		if i < 0 {
			b.WriteString(s)
			return b.String()
		}
		b.WriteString(s[:i])
		b.WriteString(repl)
		s, lower = s[i+len(old):], lower[i+len(old):]
	}
}

// isRemote reports whether p is an http(s) URL.
func isRemote(p string) bool {
	l := strings.ToLower(strings.TrimSpace(p))
	return strings.HasPrefix(l, "http://") || strings.HasPrefix(l, "https://")
}
