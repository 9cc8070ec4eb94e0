package stdio

// The JSON-RPC line checks of the transport: reading bounded lines and
// looking into JSON text that is cut short or nested too deeply for a
// decoder, without building it.

import (
	"bufio"
	"bytes"
	"encoding/json"
	"errors"
)

// A lineReader reads newline-terminated lines holding at most max bytes of
// each: the rest of a longer line is read and dropped.
type lineReader struct {
	br  *bufio.Reader
	max int
}

// next returns the next line without its newline (at most max bytes of
// it), the line's full size, and the read error that ended it (io.EOF for
// a last line without newline, with line nil when there was nothing).
func (r *lineReader) next() (line []byte, size int, err error) {
	for {
		chunk, err := r.br.ReadSlice('\n')
		n := len(chunk)
		if err == nil {
			n-- // the newline
		}
		if room := r.max - len(line); room > 0 {
			keep := min(room, n)
			if line == nil {
				line = make([]byte, 0, keep)
			}
			line = append(line, chunk[:keep]...)
		}
		size += n
		if errors.Is(err, bufio.ErrBufferFull) {
			continue
		}
		if err != nil && size == 0 {
			return nil, 0, err
		}
		if line == nil {
			line = []byte{}
		}
		return line, size, err
	}
}

// nestedDeeper reports whether objects and arrays in data nest deeper than
// limit, counting brackets outside strings as the SDK's decoder does.
func nestedDeeper(data []byte, limit int) bool {
	depth, inString, escaped := 0, false, false
	for _, b := range data {
		if inString {
			switch {
			case escaped:
				escaped = false
			case b == '\\':
				escaped = true
			case b == '"':
				inString = false
			}
			continue
		}
		switch b {
		case '"':
			inString = true
		case '{', '[':
			if depth++; depth > limit {
				return true
			}
		case '}', ']':
			if depth > 0 {
				depth--
			}
		}
	}
	return false
}

// isIDValue reports whether raw (valid JSON) is a string or a number, the
// id types MCP allows.
func isIDValue(raw json.RawMessage) bool {
	if len(raw) == 0 {
		return false
	}
	switch c := raw[0]; {
	case c == '"', c == '-', c >= '0' && c <= '9':
		return true
	}
	return false
}

// idKey identifies a client id: a string by its value (however it was
// escaped), a number by its spelling (1 and 1.0 are different ids, as the
// client echoes them differently).
func idKey(raw json.RawMessage) string {
	if raw[0] == '"' {
		var s string
		if json.Unmarshal(raw, &s) == nil {
			return "s" + s
		}
	}
	return "n" + string(raw)
}

// isString reports whether raw is the JSON string want.
func isString(raw json.RawMessage, want string) bool {
	var s string
	return len(raw) > 0 && raw[0] == '"' && json.Unmarshal(raw, &s) == nil && s == want
}

// jsonKind names the kind of a JSON value for an error message.
func jsonKind(raw []byte) string {
	switch c := raw[0]; {
	case c == '"':
		return "a string"
	case c == 't', c == 'f':
		return "a boolean"
	case c == 'n':
		return "null"
	case c == '[':
		return "an array"
	}
	return "a number"
}

// topLevelID returns the "id" member of the JSON object data starts with,
// when it is a string or a number complete within data; nil otherwise. data
// may be cut short (a line over the maximum) or nest too deeply for a
// decoder: nested values are skipped by counting brackets. As with
// encoding/json, the last "id" wins.
func topLevelID(data []byte) json.RawMessage {
	s := idScanner{b: data}
	s.space()
	if !s.eat('{') {
		return nil
	}
	var id json.RawMessage
	for {
		s.space()
		start := s.i
		if !s.str() {
			return id
		}
		key := data[start:s.i]
		s.space()
		if !s.eat(':') {
			return id
		}
		s.space()
		start = s.i
		if !s.value() {
			return id
		}
		if isString(key, "id") {
			v := data[start:s.i]
			if isIDValue(v) && json.Valid(v) {
				id = bytes.Clone(v)
			} else {
				id = nil
			}
		}
		s.space()
		if !s.eat(',') {
			return id
		}
	}
}

// idScanner walks JSON text far enough to find top-level members.
type idScanner struct {
	b []byte
	i int
}

func (s *idScanner) space() {
	for s.i < len(s.b) && (s.b[s.i] == ' ' || s.b[s.i] == '\t' || s.b[s.i] == '\r' || s.b[s.i] == '\n') {
		s.i++
	}
}

func (s *idScanner) eat(c byte) bool {
	if s.i < len(s.b) && s.b[s.i] == c {
		s.i++
		return true
	}
	return false
}

// str skips a string token; false when there is none or it is cut short.
func (s *idScanner) str() bool {
	if !s.eat('"') {
		return false
	}
	for s.i < len(s.b) {
		switch s.b[s.i] {
		case '\\':
			s.i += 2
			continue
		case '"':
			s.i++
			return true
		}
		s.i++
	}
	return false
}

// value skips one value; false when it is cut short.
func (s *idScanner) value() bool {
	if s.i >= len(s.b) {
		return false
	}
	switch s.b[s.i] {
	case '"':
		return s.str()
	case '{', '[':
		depth := 0
		for s.i < len(s.b) {
			switch s.b[s.i] {
			case '"':
				if !s.str() {
					return false
				}
				continue
			case '{', '[':
				depth++
			case '}', ']':
				depth--
				if depth == 0 {
					s.i++
					return true
				}
			}
			s.i++
		}
		return false
	}
	for s.i < len(s.b) {
		switch s.b[s.i] {
		case ',', '}', ']', ' ', '\t', '\r', '\n':
			return true
		}
		s.i++
	}
	return false // a scalar running to the end may be cut short
}
