package syntax

import (
	"bytes"
	"sort"
	"sync"
	"unicode/utf8"
)

// LineTable maps byte offsets to 1-based lines and UTF-16 columns and back.
// LF, CRLF and a bare CR each count as one line break. A UTF-8 byte-order
// mark at the start of the file takes no column: the AL compiler and VS Code
// drop it when they decode the file, so the first character after it is at
// line 1, column 1 (only the first mark: a second one is a character).
//
// The table is built on first use (safe for concurrent use), so parsing a
// file whose positions are never asked for does not pay for it. Columns on a
// long line (a generated or hostile file can be one 50 MB line) are counted
// from checkpoints every columnStep bytes, built for that line on first use,
// so each lookup costs O(columnStep) instead of O(line length).
type LineTable struct {
	src              []byte
	once             sync.Once
	lineStartOffsets []int // byte offset of the first byte of each line; lineStartOffsets[0] == 0

	longMu sync.Mutex
	long   map[int]*lineIndex // checkpoints of long lines, by 0-based line
}

// columnStep is the distance in bytes between the column checkpoints of a
// long line; lines up to this length are scanned directly.
const columnStep = 4096

// lineIndex holds checkpoints of one long line: offs[k] is a character
// boundary at or just after lineStart+(k+1)*columnStep, and units[k] the
// UTF-16 code units from the line start to it.
type lineIndex struct {
	offs  []int
	units []int
}

// NewLineTable returns the line table of src (kept, not copied).
func NewLineTable(src []byte) *LineTable { return &LineTable{src: src} }

// utf8BOM is the UTF-8 encoding of U+FEFF.
const utf8BOM = "\xef\xbb\xbf"

// contentStart returns the offset where the columns of the 0-based line i
// start: the line start, past a leading byte-order mark on the first line.
func (lt *LineTable) contentStart(starts []int, i int) int {
	if i == 0 && len(lt.src) >= len(utf8BOM) && string(lt.src[:len(utf8BOM)]) == utf8BOM {
		return len(utf8BOM)
	}
	return starts[i]
}

// lineStarts returns the line start offsets, computing them once.
func (lt *LineTable) lineStarts() []int {
	lt.once.Do(func() {
		src := lt.src
		// Sized by counting the breaks (LF, CR, less the CRLF pairs):
		// one allocation, where growing from a guess copied the offsets
		// of most files once or twice.
		breaks := bytes.Count(src, []byte{'\n'})
		if cr := bytes.Count(src, []byte{'\r'}); cr > 0 {
			breaks += cr - bytes.Count(src, []byte("\r\n"))
		}
		starts := make([]int, 1, breaks+1)
		if bytes.IndexByte(src, '\r') < 0 {
			for i := 0; ; {
				j := bytes.IndexByte(src[i:], '\n')
				if j < 0 {
					break
				}
				i += j + 1
				starts = append(starts, i)
			}
			lt.lineStartOffsets = starts
			return
		}
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
		lt.lineStartOffsets = starts
	})
	return lt.lineStartOffsets
}

// LineCount returns the number of lines (a file without a final line break
// still has its last line; an empty file has one line).
func (lt *LineTable) LineCount() int { return len(lt.lineStarts()) }

// LineStart returns the byte offset where the 1-based line begins, or -1 when
// there is no such line.
func (lt *LineTable) LineStart(line int) int {
	starts := lt.lineStarts()
	if line < 1 || line > len(starts) {
		return -1
	}
	return starts[line-1]
}

// Position returns the 1-based line and 1-based column of offset, counting
// columns in UTF-16 code units (a character outside the BMP counts 2, an
// invalid byte 1; a leading byte-order mark none). Offsets are clamped to
// [0, len(src)]; an offset inside the leading mark is column 1.
func (lt *LineTable) Position(offset int) (line, col int) {
	starts := lt.lineStarts()
	offset = max(0, min(offset, len(lt.src)))
	i := sort.Search(len(starts), func(i int) bool { return starts[i] > offset }) - 1
	start := lt.contentStart(starts, i)
	offset = max(offset, start)
	if offset-start <= columnStep {
		return i + 1, utf16Len(lt.src[start:offset]) + 1
	}
	ix := lt.index(i)
	k := sort.Search(len(ix.offs), func(k int) bool { return ix.offs[k] > offset }) - 1
	if k < 0 {
		return i + 1, utf16Len(lt.src[start:offset]) + 1
	}
	return i + 1, ix.units[k] + utf16Len(lt.src[ix.offs[k]:offset]) + 1
}

// lineEnd returns the offset just past the 0-based line i, its line break
// included.
func (lt *LineTable) lineEnd(starts []int, i int) int {
	if i+1 < len(starts) {
		return starts[i+1]
	}
	return len(lt.src)
}

// index returns the checkpoints of the 0-based line i, building them on
// first use. Checkpoints are found by decoding the line from its start, so
// each lies on the boundary a scan from the line start would reach.
func (lt *LineTable) index(i int) *lineIndex {
	lt.longMu.Lock()
	defer lt.longMu.Unlock()
	if ix, ok := lt.long[i]; ok {
		return ix
	}
	starts := lt.lineStarts()
	start, end := lt.contentStart(starts, i), lt.lineEnd(starts, i)
	ix := &lineIndex{}
	next := start + columnStep
	units := 0
	for j := start; j < end; {
		if j >= next {
			ix.offs = append(ix.offs, j)
			ix.units = append(ix.units, units)
			next = j + columnStep
		}
		c := lt.src[j]
		if c < utf8.RuneSelf {
			units++
			j++
			continue
		}
		r, size := utf8.DecodeRune(lt.src[j:end])
		if r >= 0x10000 {
			units += 2
		} else {
			units++
		}
		j += size
	}
	if lt.long == nil {
		lt.long = map[int]*lineIndex{}
	}
	lt.long[i] = ix
	return ix
}

// Offset returns the byte offset of the 1-based line and UTF-16 column. It
// reports false when the line does not exist, the column lies beyond the end
// of the line (the position just after its last character is allowed), or it
// falls inside a character. Line 1, column 1 of a file with a byte-order
// mark is the offset just after the mark.
func (lt *LineTable) Offset(line, col int) (int, bool) {
	starts := lt.lineStarts()
	if line < 1 || line > len(starts) || col < 1 {
		return 0, false
	}
	start := lt.contentStart(starts, line-1)
	end := len(lt.src)
	if line < len(starts) {
		end = starts[line]
	}
	// Exclude the line break.
	for end > start && (lt.src[end-1] == '\n' || lt.src[end-1] == '\r') {
		end--
	}
	units, i := 0, start
	if end-start > columnStep {
		ix := lt.index(line - 1)
		if k := sort.Search(len(ix.units), func(k int) bool { return ix.units[k] > col-1 || ix.offs[k] > end }) - 1; k >= 0 {
			units, i = ix.units[k], ix.offs[k]
		}
	}
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
