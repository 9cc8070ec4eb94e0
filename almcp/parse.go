package almcp

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"path/filepath"
	"strconv"
	"strings"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// Diagnostic is one compiler diagnostic reported by al_compile.
type Diagnostic struct {
	Path      string // absolute and cleaned; "" when almcp gave no location
	Line      int    // 1-based; 0 when unlocated
	Column    int    // 1-based; 0 when unlocated
	EndLine   int    // 0 when almcp gave no end position
	EndColumn int    // 0 when almcp gave no end position
	ID        string // e.g. AL0118, or a cop rule id when almcp ran analyzers
	Severity  string // Error, Warning, Info or Hidden
	Message   string
}

// maxSkipWarnings is how many malformed entries are described one by one
// before the rest are only counted.
const maxSkipWarnings = 5

// errNoJSON is returned when an al_compile answer holds no JSON object.
var errNoJSON = errors.New("the answer holds no JSON object (neither structuredContent nor a text block starting with '{')")

// ParseCompileResult reads an al_compile result: a JSON object in
// structuredContent or in a text block starting with '{', with properties
// succeeded, diagnostics [{severity, code, location, description}] and
// message, in camel or Pascal case. Relative paths are resolved against
// projectRoot. Malformed diagnostics are skipped with a warning; an answer
// without a readable object is an error. The warnings also carry a
// compilation that did not succeed and the lines of message (with a
// "[Warning]" prefix removed). It never panics.
func ParseCompileResult(res *mcp.CallToolResult, projectRoot string) ([]Diagnostic, []string, error) {
	if res == nil {
		return nil, nil, errors.New("empty answer")
	}
	obj, err := resultObject(res)
	if err != nil {
		return nil, nil, err
	}
	var warnings []string
	var succeeded *bool
	if raw, ok := field(obj, "succeeded"); ok {
		var b bool
		if json.Unmarshal(raw, &b) == nil {
			succeeded = &b
		}
	}
	var entries []json.RawMessage
	if raw, ok := field(obj, "diagnostics"); ok && !isNull(raw) {
		if err := json.Unmarshal(raw, &entries); err != nil {
			return nil, nil, fmt.Errorf("'diagnostics' is not a list: %s", clip(string(raw), 120))
		}
	} else if succeeded == nil {
		return nil, nil, errors.New("the answer has neither 'diagnostics' nor 'succeeded'")
	}
	diags := make([]Diagnostic, 0, len(entries))
	skipped := 0
	for i, e := range entries {
		d, err := parseEntry(e, projectRoot)
		if err != nil {
			skipped++
			if skipped <= maxSkipWarnings {
				warnings = append(warnings, fmt.Sprintf("skipped almcp diagnostic #%d: %v", i+1, err))
			}
			continue
		}
		diags = append(diags, d)
	}
	if skipped > maxSkipWarnings {
		warnings = append(warnings, fmt.Sprintf("skipped %d more malformed almcp diagnostics", skipped-maxSkipWarnings))
	}
	if succeeded != nil && !*succeeded {
		warnings = append(warnings, fmt.Sprintf("al_compile reported that the compilation did not succeed (%d diagnostics)", len(entries)))
	}
	if raw, ok := field(obj, "message"); ok {
		var msg string
		if json.Unmarshal(raw, &msg) == nil {
			for _, line := range strings.Split(strings.ReplaceAll(msg, "\r\n", "\n"), "\n") {
				line = strings.TrimSpace(line)
				if len(line) >= len("[warning]") && strings.EqualFold(line[:len("[warning]")], "[warning]") {
					line = strings.TrimSpace(line[len("[warning]"):])
				}
				if line != "" {
					warnings = append(warnings, line)
				}
			}
		}
	}
	return diags, warnings, nil
}

// resultObject finds the JSON object of a result.
func resultObject(res *mcp.CallToolResult) (map[string]json.RawMessage, error) {
	if res.StructuredContent != nil {
		b, err := json.Marshal(res.StructuredContent)
		if err == nil {
			var obj map[string]json.RawMessage
			if json.Unmarshal(b, &obj) == nil && obj != nil {
				return obj, nil
			}
		}
	}
	var lastErr error = errNoJSON
	for _, c := range res.Content {
		tc, ok := c.(*mcp.TextContent)
		if !ok {
			continue
		}
		text := bytes.TrimSpace([]byte(tc.Text))
		if len(text) == 0 || text[0] != '{' {
			continue
		}
		var obj map[string]json.RawMessage
		if err := json.Unmarshal(text, &obj); err != nil {
			lastErr = fmt.Errorf("the answer's JSON is malformed: %v", err)
			continue
		}
		return obj, nil
	}
	return nil, lastErr
}

// field looks a property up by exact name, then case-insensitively
// (almcp versions differ between camel and Pascal case).
func field(obj map[string]json.RawMessage, name string) (json.RawMessage, bool) {
	if v, ok := obj[name]; ok {
		return v, true
	}
	for k, v := range obj {
		if strings.EqualFold(k, name) {
			return v, true
		}
	}
	return nil, false
}

func isNull(raw json.RawMessage) bool { return string(bytes.TrimSpace(raw)) == "null" }

func stringField(obj map[string]json.RawMessage, names ...string) (string, bool) {
	for _, n := range names {
		if raw, ok := field(obj, n); ok && !isNull(raw) {
			var s string
			if json.Unmarshal(raw, &s) == nil {
				return s, true
			}
		}
	}
	return "", false
}

func parseEntry(raw json.RawMessage, projectRoot string) (Diagnostic, error) {
	var obj map[string]json.RawMessage
	if err := json.Unmarshal(raw, &obj); err != nil || obj == nil {
		return Diagnostic{}, fmt.Errorf("not an object: %s", clip(string(raw), 80))
	}
	var d Diagnostic
	id, ok := stringField(obj, "code", "id")
	if !ok || strings.TrimSpace(id) == "" {
		return d, errors.New("no code")
	}
	d.ID = strings.TrimSpace(id)
	sevRaw, ok := field(obj, "severity")
	if !ok {
		return d, fmt.Errorf("%s: no severity", d.ID)
	}
	sev, ok := parseSeverity(sevRaw)
	if !ok {
		return d, fmt.Errorf("%s: unknown severity %s", d.ID, clip(string(sevRaw), 40))
	}
	d.Severity = sev
	d.Message, _ = stringField(obj, "description", "message")
	if locRaw, ok := field(obj, "location"); ok && !isNull(locRaw) {
		var loc string
		if err := json.Unmarshal(locRaw, &loc); err != nil {
			return d, fmt.Errorf("%s: location is not a string: %s", d.ID, clip(string(locRaw), 80))
		}
		path, l, c, el, ec, ok := ParseLocation(loc)
		if !ok {
			return d, fmt.Errorf("%s: unreadable location %q", d.ID, clip(loc, 120))
		}
		if path != "" {
			d.Path = absPath(path, projectRoot)
			d.Line, d.Column, d.EndLine, d.EndColumn = l, c, el, ec
		}
	}
	return d, nil
}

// parseSeverity accepts a name (Error, Warning, Info/Information, Hidden,
// any case) or a number 0-3 (Hidden, Info, Warning, Error).
func parseSeverity(raw json.RawMessage) (string, bool) {
	var s string
	if json.Unmarshal(raw, &s) == nil {
		switch strings.ToLower(strings.TrimSpace(s)) {
		case "error":
			return "Error", true
		case "warning":
			return "Warning", true
		case "info", "information", "informational":
			return "Info", true
		case "hidden":
			return "Hidden", true
		}
		if n, err := strconv.Atoi(strings.TrimSpace(s)); err == nil {
			return severityNumber(n)
		}
		return "", false
	}
	var f float64
	if json.Unmarshal(raw, &f) == nil && f == float64(int(f)) {
		return severityNumber(int(f))
	}
	return "", false
}

func severityNumber(n int) (string, bool) {
	switch n {
	case 0:
		return "Hidden", true
	case 1:
		return "Info", true
	case 2:
		return "Warning", true
	case 3:
		return "Error", true
	}
	return "", false
}

// ParseLocation reads an almcp location: "Kind(path@line:col)", optionally
// "Kind(path@line:col-endLine:endCol)", or the same without the Kind
// wrapper. The path may itself contain parentheses and '@': the wrapper is
// the first '(' after a Kind made of letters and the final ')', and the
// position follows the last '@'. "None" and "" are valid and unlocated
// (path ""). ok is false for anything else.
func ParseLocation(s string) (path string, line, col, endLine, endCol int, ok bool) {
	s = strings.TrimSpace(s)
	if s == "" || strings.EqualFold(s, "none") {
		return "", 0, 0, 0, 0, true
	}
	inner := s
	if i := strings.IndexByte(s, '('); i > 0 && isKind(s[:i]) {
		if !strings.HasSuffix(s, ")") {
			return "", 0, 0, 0, 0, false // a Kind( wrapper that is never closed
		}
		inner = s[i+1 : len(s)-1]
	}
	at := strings.LastIndexByte(inner, '@')
	if at <= 0 {
		return "", 0, 0, 0, 0, false
	}
	path, pos := strings.TrimSpace(inner[:at]), inner[at+1:]
	start, end, hasEnd := strings.Cut(pos, "-")
	line, col, ok = lineCol(start)
	if !ok || path == "" {
		return "", 0, 0, 0, 0, false
	}
	if hasEnd {
		endLine, endCol, ok = lineCol(end)
		if !ok || endLine < line || endLine == line && endCol < col {
			return "", 0, 0, 0, 0, false
		}
	}
	return path, line, col, endLine, endCol, true
}

func isKind(s string) bool {
	for _, r := range s {
		if !(r >= 'A' && r <= 'Z' || r >= 'a' && r <= 'z' || r >= '0' && r <= '9') {
			return false
		}
	}
	return s != ""
}

func lineCol(s string) (int, int, bool) {
	ls, cs, ok := strings.Cut(strings.TrimSpace(s), ":")
	if !ok {
		return 0, 0, false
	}
	l, err1 := strconv.Atoi(ls)
	c, err2 := strconv.Atoi(cs)
	if err1 != nil || err2 != nil || l < 1 || c < 1 {
		return 0, 0, false
	}
	return l, c, true
}

// absPath makes p absolute against root and cleans it. A Windows drive or
// UNC path is kept as it is on other systems, where it cannot be resolved.
func absPath(p, root string) string {
	if looksWindowsAbs(p) && !filepath.IsAbs(p) {
		return p
	}
	if !filepath.IsAbs(p) && root != "" {
		p = filepath.Join(root, p)
	}
	return filepath.Clean(p)
}

func looksWindowsAbs(p string) bool {
	return len(p) >= 3 && (p[0] >= 'A' && p[0] <= 'Z' || p[0] >= 'a' && p[0] <= 'z') && p[1] == ':' && (p[2] == '\\' || p[2] == '/') ||
		strings.HasPrefix(p, `\\`)
}

func clip(s string, n int) string {
	if len(s) <= n {
		return s
	}
	for n > 0 && n < len(s) && (s[n]&0xC0) == 0x80 {
		n--
	}
	return s[:n] + "…"
}
