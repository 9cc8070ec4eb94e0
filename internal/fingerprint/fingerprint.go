// Package fingerprint names findings so that a finding keeps its name while
// the code around it moves: what SARIF's partialFingerprints carry for
// GitHub's alert tracking, and what a baseline of accepted findings stores.
//
// A fingerprint hashes the rule, the file's path as the caller gives it
// (relative to a root, so that it is the same in every checkout), the text
// of the finding's first line with all white space removed, and the
// finding's occurrence among the findings of that rule, file and line text
// (in position order). Line and column numbers are not part of it: adding
// or removing lines elsewhere leaves every fingerprint as it was, and so
// does re-indenting. Editing the finding's own line, renaming the file or
// adding an identical finding before it on an identical line gives new
// names, as it should.
//
// The package hashes what it is given; it reads no file and knows nothing
// of rules.
package fingerprint

import (
	"bytes"
	"cmp"
	"crypto/sha256"
	"encoding/hex"
	"slices"
	"unicode"
	"unicode/utf8"
)

// Version names the recipe; it changes when the recipe does, so that old
// fingerprints are never compared with new ones.
const Version = "alfix-finding/v1"

// Item is one finding to name.
type Item struct {
	Rule string
	// Path is the file's path as it should be compared: relative to the
	// repository or project root, with forward slashes.
	Path string
	// Line and Column are 1-based; Line 0 (a finding about the whole file)
	// names the file alone.
	Line, Column int
}

// Assign returns the fingerprint of every item, in the items' order.
// content returns a file's text by the item's Path (nil when it cannot be
// read: the line text is then empty, and the fingerprint still tells the
// findings of a file apart by occurrence).
func Assign(items []Item, content func(path string) []byte) []string {
	type group struct{ rule, path, text string }
	texts := make([]string, len(items))
	lines := map[string][][]byte{}
	for i, it := range items {
		ls, ok := lines[it.Path]
		if !ok {
			ls = splitLines(content(it.Path))
			lines[it.Path] = ls
		}
		if it.Line >= 1 && it.Line <= len(ls) {
			texts[i] = normalise(ls[it.Line-1])
		}
	}
	order := make([]int, len(items))
	for i := range order {
		order[i] = i
	}
	slices.SortStableFunc(order, func(a, b int) int {
		return cmp.Or(cmp.Compare(items[a].Line, items[b].Line), cmp.Compare(items[a].Column, items[b].Column))
	})
	seen := map[group]int{}
	out := make([]string, len(items))
	for _, i := range order {
		g := group{items[i].Rule, items[i].Path, texts[i]}
		occ := seen[g]
		seen[g] = occ + 1
		out[i] = hash(g.rule, g.path, g.text, occ)
	}
	return out
}

// hash is the fingerprint of one finding: 128 bits of SHA-256, in hex.
func hash(rule, path, text string, occurrence int) string {
	h := sha256.New()
	for _, s := range []string{Version, rule, path, text} {
		h.Write([]byte(s))
		h.Write([]byte{0})
	}
	var n [8]byte
	for i := range n {
		n[i] = byte(occurrence >> (8 * i))
	}
	h.Write(n[:])
	return hex.EncodeToString(h.Sum(nil)[:16])
}

// splitLines splits text at "\n", "\r\n" and "\r" as the AL tools count
// lines.
func splitLines(text []byte) [][]byte {
	if text == nil {
		return nil
	}
	var out [][]byte
	for {
		i := bytes.IndexAny(text, "\r\n")
		if i < 0 {
			return append(out, text)
		}
		out = append(out, text[:i])
		if text[i] == '\r' && i+1 < len(text) && text[i+1] == '\n' {
			i++
		}
		text = text[i+1:]
	}
}

// normalise drops every white-space rune (and an invalid byte stays as it
// is): indentation and spacing never change a fingerprint.
func normalise(line []byte) string {
	var b []byte
	for len(line) > 0 {
		r, size := utf8.DecodeRune(line)
		if !unicode.IsSpace(r) {
			b = append(b, line[:size]...)
		}
		line = line[size:]
	}
	return string(b)
}
