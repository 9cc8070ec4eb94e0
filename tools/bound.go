package tools

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"math"
	"sort"
	"strings"
	"sync"
	"unicode/utf8"

	"github.com/alfix/alfix/workspace/fix"
)

// DefaultMaxResultBytes is the default size bound of one tool result
// message (alfix serve --max-result-bytes).
const DefaultMaxResultBytes = 256 << 10

// MinMaxResultBytes is the smallest bound the server accepts: room for
// analyze's summary and warnings and at least one diagnostic.
const MinMaxResultBytes = 64 << 10

// messageOverhead is what the JSON-RPC response adds around a result (the
// version, the id, the content array and its text block's keys), with
// room to spare.
const messageOverhead = 512

// The caps of apply_fix_all's lists under a bound; their totals are in
// filesChangedCount, conflictCount and unfixedCount.
const boundedListCap = 100

// boundKey carries the size bound of a call in its context: the MCP
// handler sets it, so that a tool can skip work whose result would be cut
// anyway (a dry run's diff of thousands of files). The command line runs
// the tools unbounded.
type boundKey struct{}

func withBound(ctx context.Context, maxBytes int) context.Context {
	return context.WithValue(ctx, boundKey{}, maxBytes)
}

// boundOf is the size bound of the call; 0 means none.
func boundOf(ctx context.Context) int {
	n, _ := ctx.Value(boundKey{}).(int)
	return n
}

// A bounded result can cut itself to fit a size bound: fit leaves it
// unchanged when it fits, and otherwise drops what the contract says may
// be dropped (diagnostics of a page, parts of a diff, list entries beyond
// their caps), saying so in the result.
type bounded interface {
	fit(maxBytes int)
}

// encodeResult is the JSON of a result as the server sends it: HTML
// characters (<, >, &, common in AL code and diffs) are not escaped.
func encodeResult(v any) ([]byte, error) {
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(v); err != nil {
		return nil, err
	}
	return bytes.TrimRight(buf.Bytes(), "\n"), nil
}

// messageSize is the size of the JSON-RPC message that carries v as a
// successful tool result, measured on the CallToolResult the server sends
// (successResult): v as structuredContent, and v's JSON again in the text
// block, which the SDK encodes with HTML escaping (each <, > or & of AL
// code takes six bytes there).
//
// It is computed from v's JSON alone (fit measures a page many times): the
// CallToolResult adds a fixed frame (successFrame) to the text block (v's
// JSON as a JSON string, HTML-escaped) and the structured content (v's
// JSON with each <, > and & escaped); TestMessageSizeIsTheSentSize holds
// it to the encoded CallToolResult.
func messageSize(v any) int {
	b, err := encodeResult(v)
	if err != nil {
		return slowMessageSize(v) // the error result that replaces it
	}
	return encodedMessageSize(b)
}

// encodedMessageSize is messageSize of a result whose JSON (encodeResult)
// is b.
func encodedMessageSize(b []byte) int {
	return successFrame() + quotedLen(b) + len(b) + 5*htmlChars(b) + messageOverhead
}

// quotedLen is the length of json.Marshal(string(b)): b as a JSON string
// with encoding/json's escapes (HTML characters, the line and paragraph
// separators and invalid UTF-8 as \u sequences), without making it.
func quotedLen(b []byte) int {
	n := 2
	for i := 0; i < len(b); {
		c := b[i]
		if c < utf8.RuneSelf {
			switch {
			case c == '"' || c == '\\' || c == '\b' || c == '\f' || c == '\n' || c == '\r' || c == '\t':
				n += 2
			case c < 0x20 || c == '<' || c == '>' || c == '&':
				n += 6
			default:
				n++
			}
			i++
			continue
		}
		r, size := utf8.DecodeRune(b[i:])
		switch {
		case r == utf8.RuneError && size == 1:
			n += 6 // \ufffd
		case r == '\u2028' || r == '\u2029':
			n += 6
		default:
			n += size
		}
		i += size
	}
	return n
}

// slowMessageSize is messageSize from the encoded CallToolResult.
func slowMessageSize(v any) int {
	b, err := encodeResult(successResult(v))
	if err != nil {
		return 0
	}
	return len(b) + messageOverhead
}

// successFrame is what successResult's CallToolResult adds to its two
// copies of a result's JSON.
var successFrame = sync.OnceValue(func() int {
	b := []byte("{}")
	text, _ := json.Marshal(string(b))
	return slowMessageSize(struct{}{}) - messageOverhead - len(text) - len(b)
})

// htmlChars counts the bytes of JSON text that the SDK's encoding escapes
// as HTML (\u003c): <, > and &.
func htmlChars(b []byte) int {
	n := 0
	for _, c := range b {
		if c == '<' || c == '>' || c == '&' {
			n++
		}
	}
	return n
}

// largest returns the largest n in [lo, hi] for which fits(n) holds, given
// that fits is monotone (true up to some n, false after); lo when none.
func largest(lo, hi int, fits func(n int) bool) int {
	// sort.Search finds the first n that does not fit.
	first := lo + sort.Search(hi-lo+1, func(i int) bool { return !fits(lo + i) })
	return max(lo, first-1)
}

// fit cuts the page of diagnostics so that the message stays within
// maxBytes; the page always keeps at least one diagnostic, so paging ends.
//
// The page is cut where the summed cost of its diagnostics (jsonCost,
// exact but for the digits of count and nextCursor) reaches the room left
// by the rest of the result, then checked with messageSize; a page found
// too large that way (not seen) is cut by a binary search.
func (r *AnalyzeResult) fit(maxBytes int) {
	if r.Delta != nil {
		r.Delta.fit(r, maxBytes)
		return
	}
	if maxBytes <= 0 || len(r.Diagnostics) == 0 {
		return
	}
	all := r.Diagnostics
	offset := r.Offset
	page := func(n int) int {
		r.Diagnostics = all
		r.setPage(offset, n)
		return messageSize(r)
	}
	// The rest of the result, with the longest cursor and count it can get.
	r.Diagnostics = all
	r.setPage(offset, 0)
	if r.TotalCount > offset && r.page != nil {
		r.NextCursor = r.page.listing.Cursor(r.TotalCount, r.page.args)
		r.Count, r.Truncated = len(all), true
	}
	base := messageSize(r)
	n, used := 0, base
	for _, d := range all {
		used += jsonCost(d)
		if used > maxBytes {
			break
		}
		n++
	}
	n = max(n, 1)
	// page(n) leaves the result cut at n: measured once, and again only
	// when the search left it at another length.
	if page(n) <= maxBytes {
		return
	}
	n = largest(1, n, func(k int) bool { return page(k) <= maxBytes })
	page(n)
}

// fit cuts a delta answer's lists (removed first, then added, keeping at
// least one of each that has any) until the message r fits maxBytes;
// addedCount and removedCount still count all, truncated says some were
// cut.
func (d *DeltaInfo) fit(r *AnalyzeResult, maxBytes int) {
	if maxBytes <= 0 || messageSize(r) <= maxBytes {
		return
	}
	added, removed := d.Added, d.Removed
	try := func(na, nr int) bool {
		d.Added, d.Removed = added[:na], removed[:nr]
		d.Truncated = na < len(added) || nr < len(removed)
		return messageSize(r) <= maxBytes
	}
	nr := largest(min(1, len(removed)), len(removed), func(k int) bool { return try(min(1, len(added)), k) })
	na := largest(min(1, len(added)), len(added), func(k int) bool { return try(k, nr) })
	try(na, nr)
}

// jsonCost is what one element of an array field costs in the message:
// its JSON and a comma, once in structuredContent and once escaped in the
// text block, both with the SDK's HTML escaping.
func jsonCost(v any) int {
	plain, err := encodeResult(v)
	if err != nil {
		return 1 << 20
	}
	structured := len(plain) + 5*htmlChars(plain) // \u003c
	return structured + 1 + quotedLen(plain) - 2 + 1
}

// fit truncates apply_fix's diff when the message would exceed maxBytes.
func (r *ApplyFixResult) fit(maxBytes int) {
	if maxBytes <= 0 || messageSize(r) <= maxBytes {
		return
	}
	r.DiffTruncated = true // measured with the flag it will have
	diffs := r.fileDiffs
	r.Diff = fitDiff(len(diffs), func(i int) string { return diffs[i].Diff }, maxBytes, func(d string) int {
		r.Diff = d
		return messageSize(r)
	}, "call apply_fix with dryRun to see a smaller fix, or read the changed files after applying it")
}

// fit caps apply_fix_all's lists and fills its diff (a dry run) with as
// many files' diffs as fit when the message would exceed maxBytes. The
// counts stay those of the whole result. A diff left to render (lazyDiff)
// is rendered here, file by file, only as far as it fits.
func (r *ApplyFixAllResult) fit(maxBytes int) {
	if maxBytes <= 0 {
		return
	}
	diff := r.Diff
	r.Diff = ""
	// The lists hold at most boundedListCap entries, fewer when even that
	// does not fit.
	for limit := boundedListCap; ; limit /= 2 {
		r.FilesChanged = r.FilesChanged[:min(len(r.FilesChanged), limit)]
		r.Conflicts = r.Conflicts[:min(len(r.Conflicts), limit)]
		r.UnfixedDiagnostics = r.UnfixedDiagnostics[:min(len(r.UnfixedDiagnostics), limit)]
		if limit == 0 || messageSize(r) <= maxBytes {
			break
		}
	}
	if len(r.FilesChanged) < r.FilesChangedCount || len(r.Conflicts) < r.ConflictCount || len(r.UnfixedDiagnostics) < r.UnfixedCount {
		note := fmt.Sprintf("the lists are cut to fit the result's size bound: filesChanged shows %d of %d, conflicts %d of %d, unfixedDiagnostics %d of %d",
			len(r.FilesChanged), r.FilesChangedCount, len(r.Conflicts), r.ConflictCount, len(r.UnfixedDiagnostics), r.UnfixedCount)
		r.Warning = joinSentences(r.Warning, note)
	}
	n, piece := len(r.fileDiffs), func(i int) string { return r.fileDiffs[i].Diff }
	switch plan := r.lazyDiff; {
	case plan != nil:
		n, piece = len(plan.Files), func(i int) string { return plan.FileDiff(i).Diff }
	case diff == "":
		return
	case n == 0:
		// An unbounded run's diff (ApplyFixAll keeps no per-file diffs
		// then): cut as one piece.
		n, piece = 1, func(int) string { return diff }
	}
	// Whole diff first, when it is small enough to try.
	base := messageSize(r)
	total, all := 0, make([]string, 0, n)
	for i := range n {
		p := piece(i)
		total += escapeCost(p)
		if base+total > maxBytes {
			all = nil
			break
		}
		all = append(all, p)
	}
	if all != nil {
		if r.Diff = strings.Join(all, ""); messageSize(r) <= maxBytes {
			return
		}
	}
	r.DiffTruncated = true
	rendered := map[int]string{}
	cached := func(i int) string {
		if p, ok := rendered[i]; ok {
			return p
		}
		p := piece(i)
		rendered[i] = p
		return p
	}
	r.Diff = fitDiff(n, cached, maxBytes, func(d string) int {
		r.Diff = d
		return messageSize(r)
	}, "call apply_fix_all with scope document and a filePath for the diff of one file")
}

// fitDiff returns the longest prefix of n files' diffs (piece(i) is file
// i's) that keeps the message within maxBytes (whole files first; when not
// even the first file fits, its first lines), followed by a marker line
// that says what is left out and what to do. size measures the message
// with a given diff. Pieces are asked for in order and only as far as
// they fit.
//
// The prefix is found by adding up what each piece costs in the message
// (escapeCost), which is exact but for the digits of the marker, and then
// checked with size, stepping back in the rare case it is over.
func fitDiff(n int, piece func(i int) string, maxBytes int, size func(diff string) int, advice string) string {
	marker := func(files, shownLines int) string {
		return fmt.Sprintf("\n[diff truncated to fit the result's size bound (%d bytes): %d of %d files shown (%d lines); %s]\n",
			maxBytes, files, n, shownLines, advice)
	}
	budget := maxBytes - size(marker(n, math.MaxInt32))
	pieces := []string{}
	for i := 0; i < n; i++ {
		p := piece(i)
		if budget -= escapeCost(p); budget < 0 {
			break
		}
		pieces = append(pieces, p)
	}
	wholeFiles := len(pieces) > 0 || n == 0
	if !wholeFiles {
		// Not one whole file fits: the first lines of the first file.
		lines := strings.SplitAfter(piece(0), "\n")
		budget = maxBytes - size(marker(n, math.MaxInt32))
		pieces = lines[:prefixWithin(lines, budget)]
	}
	for k := len(pieces); ; k-- {
		d := strings.Join(pieces[:k], "")
		files := 0
		if wholeFiles {
			files = k
		}
		out := d + marker(files, strings.Count(d, "\n"))
		if k == 0 || size(out) <= maxBytes {
			return out
		}
	}
}

// prefixWithin returns how many pieces, from the first, cost at most budget.
func prefixWithin(pieces []string, budget int) int {
	for i, p := range pieces {
		budget -= escapeCost(p)
		if budget < 0 {
			return i
		}
	}
	return len(pieces)
}

// escapeCost is what a piece of a string field costs in the message
// (see messageSize): escaped as JSON in structuredContent, and that
// escaped text escaped again in the text block, both with the SDK's HTML
// escaping. JSON escaping is per character, so the costs of pieces add up.
func escapeCost(s string) int {
	structured, err := json.Marshal(s)
	if err != nil {
		return len(s) * 12
	}
	plain, _ := encodeResult(s)
	text, err := json.Marshal(string(plain[1 : len(plain)-1]))
	if err != nil {
		return len(s) * 12
	}
	return len(structured) - 2 + len(text) - 2
}

// joinDiffs concatenates per-file diffs.
func joinDiffs(diffs []fix.FileDiff) string {
	n := 0
	for _, d := range diffs {
		n += len(d.Diff)
	}
	var b strings.Builder
	b.Grow(n) // a diff of every file of a project: no doubling garbage
	for _, d := range diffs {
		b.WriteString(d.Diff)
	}
	return b.String()
}

func joinSentences(a, b string) string {
	if a == "" {
		return b
	}
	return a + "; " + b
}
