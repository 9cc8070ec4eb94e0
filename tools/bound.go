package tools

import (
	"bytes"
	"encoding/json"
	"fmt"
	"sort"
	"strings"

	"github.com/alfix/alfix/workspace"
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
func messageSize(v any) int {
	b, err := encodeResult(successResult(v))
	if err != nil {
		return 0
	}
	return len(b) + messageOverhead
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
func (r *AnalyzeResult) fit(maxBytes int) {
	if maxBytes <= 0 || messageSize(r) <= maxBytes {
		return
	}
	all := r.Diagnostics
	offset := r.Offset
	n := largest(1, len(all), func(n int) bool {
		r.Diagnostics = all
		r.setPage(offset, n)
		return messageSize(r) <= maxBytes
	})
	r.Diagnostics = all
	r.setPage(offset, n)
}

// fit truncates apply_fix's diff when the message would exceed maxBytes.
func (r *ApplyFixResult) fit(maxBytes int) {
	if maxBytes <= 0 || messageSize(r) <= maxBytes {
		return
	}
	r.DiffTruncated = true // measured with the flag it will have
	r.Diff = fitDiff(r.fileDiffs, maxBytes, func(d string) int {
		r.Diff = d
		return messageSize(r)
	}, "call apply_fix with dryRun to see a smaller fix, or read the changed files after applying it")
}

// fit caps apply_fix_all's lists and truncates its diff when the message
// would exceed maxBytes. The counts stay those of the whole result.
func (r *ApplyFixAllResult) fit(maxBytes int) {
	if maxBytes <= 0 || messageSize(r) <= maxBytes {
		return
	}
	diff := r.Diff
	r.Diff = ""
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
	if diff == "" {
		return
	}
	r.Diff = diff
	if messageSize(r) <= maxBytes {
		return
	}
	r.DiffTruncated = true
	r.Diff = fitDiff(r.fileDiffs, maxBytes, func(d string) int {
		r.Diff = d
		return messageSize(r)
	}, "call apply_fix_all with scope document and a filePath for the diff of one file")
}

// fitDiff returns the longest prefix of the diffs that keeps the message
// within maxBytes (whole files first; when not even the first file fits,
// its first lines), followed by a marker line that says what is left out
// and what to do. size measures the message with a given diff.
//
// The prefix is found by adding up what each piece costs in the message
// (escapeCost), which is exact but for the digits of the marker, and then
// checked with size, stepping back in the rare case it is over.
func fitDiff(diffs []workspace.FileDiff, maxBytes int, size func(diff string) int, advice string) string {
	lines := 0
	for _, d := range diffs {
		lines += strings.Count(d.Diff, "\n")
	}
	marker := func(files, shownLines int) string {
		return fmt.Sprintf("\n[diff truncated to fit the result's size bound (%d bytes): %d of %d files and %d of %d lines shown; %s]\n",
			maxBytes, files, len(diffs), shownLines, lines, advice)
	}
	// pieces are whole files' diffs, or the first file's lines when not
	// even it fits.
	pieces := make([]string, len(diffs))
	for i, d := range diffs {
		pieces[i] = d.Diff
	}
	budget := maxBytes - size(marker(len(diffs), lines))
	n := prefixWithin(pieces, budget)
	wholeFiles := n > 0 || len(diffs) == 0
	if !wholeFiles {
		pieces = strings.SplitAfter(diffs[0].Diff, "\n")
		n = prefixWithin(pieces, budget)
	}
	for {
		d := strings.Join(pieces[:n], "")
		shown := strings.Count(d, "\n")
		files := 0
		if wholeFiles {
			files = n
		}
		out := d + marker(files, shown)
		if n == 0 || size(out) <= maxBytes {
			return out
		}
		n--
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
func joinDiffs(diffs []workspace.FileDiff) string {
	var b strings.Builder
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
