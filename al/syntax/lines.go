package syntax

import (
	"sort"
	"unicode/utf8"
)

// LineTable maps byte offsets to 1-based lines and UTF-16 columns and back.
// LF, CRLF and a bare CR each count as one line break.
type LineTable struct {
	src    []byte
	starts []int // byte offset of the first byte of each line; starts[0] == 0
}

// NewLineTable builds the line table of src (kept, not copied).
func NewLineTable(src []byte) *LineTable {
	starts := make([]int, 1, len(src)/32+1)
	for i := 0; i < len(src); i++ {
		switch src[i] {
		case '\n':
			starts = append(starts, i+1)
		case '\r':
			if i+1 < len(src) && src[i+1] == '\n' {
				i++
			}
			starts = append(starts, i+1)
		}
	}
	return &LineTable{src: src, starts: starts}
}

// LineCount returns the number of lines (a file without a final line break
// still has its last line; an empty file has one line).
func (lt *LineTable) LineCount() int { return len(lt.starts) }

// LineStart returns the byte offset where the 1-based line begins, or -1 when
// there is no such line.
func (lt *LineTable) LineStart(line int) int {
	if line < 1 || line > len(lt.starts) {
		return -1
	}
	return lt.starts[line-1]
}

// Position returns the 1-based line and 1-based column of offset, counting
// columns in UTF-16 code units (a character outside the BMP counts 2, an
// invalid byte 1). Offsets are clamped to [0, len(src)].
func (lt *LineTable) Position(offset int) (line, col int) {
	offset = max(0, min(offset, len(lt.src)))
	i := sort.Search(len(lt.starts), func(i int) bool { return lt.starts[i] > offset }) - 1
	return i + 1, utf16Len(lt.src[lt.starts[i]:offset]) + 1
}

// Offset returns the byte offset of the 1-based line and UTF-16 column. It
// reports false when the line does not exist, the column lies beyond the end
// of the line (the position just after its last character is allowed), or it
// falls inside a character.
func (lt *LineTable) Offset(line, col int) (int, bool) {
	if line < 1 || line > len(lt.starts) || col < 1 {
		return 0, false
	}
	start := lt.starts[line-1]
	end := len(lt.src)
	if line < len(lt.starts) {
		end = lt.starts[line]
	}
	// Exclude the line break.
	for end > start && (lt.src[end-1] == '\n' || lt.src[end-1] == '\r') {
		end--
	}
	units, i := 0, start
	for i < end && units < col-1 {
		r, size := utf8.DecodeRune(lt.src[i:end])
		if r >= 0x10000 {
			units += 2
		} else {
			units++
		}
		i += size
	}
	if units != col-1 {
		return 0, false
	}
	return i, true
}

// utf16Len counts the UTF-16 code units of b (an invalid byte counts 1).
func utf16Len(b []byte) int {
	n := 0
	for i := 0; i < len(b); {
		c := b[i]
		if c < utf8.RuneSelf {
			n++
			i++
			continue
		}
		r, size := utf8.DecodeRune(b[i:])
		if r >= 0x10000 {
			n += 2
		} else {
			n++
		}
		i += size
	}
	return n
}
