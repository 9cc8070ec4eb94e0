package workspace

import (
	"crypto/sha256"
	"fmt"
	"hash"
	"slices"
	"strings"

	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/project"
)

// This file holds every cache key the workspace computes, each with its
// recipe: what a cached value depends on is decided here and nowhere else.
// A value is only ever found under a key that hashes every input it was
// computed from; a changed input is a new key, never a stale answer. "‖" is
// byte concatenation; hashes are SHA-256.

// EngineVersion changes when the format of cached results or of their keys
// changes; it is part of every cache key (through the engine key). Changes
// of behaviour need no bump: the executable's content hash is part of every
// key too, so any rebuild misses the results of the previous build.
const EngineVersion = "alfix-engine-1"

// engineKey = H(EngineVersion "\n" ‖ executable hash ‖ for each rule in
// registry order: "ID Severity OffByDefault Analyzer FixKeys(comma-joined)\n"):
// the build and the rule set, so that a rebuild, or a run with other rules,
// misses every result.
func engineKey(reg *analysis.Registry, executable [32]byte) [32]byte {
	h := sha256.New()
	fmt.Fprintln(h, EngineVersion)
	h.Write(executable[:])
	for _, r := range reg.All() {
		fmt.Fprintln(h, r.ID, r.Severity, r.OffByDefault, r.Analyzer, strings.Join(r.FixKeys, ","))
	}
	var k [32]byte
	copy(k[:], h.Sum(nil))
	return k
}

// configKey = analysis.CacheKey(cfg, rules) = H(the narrow configuration
// view rules read through Pass.Config ‖ each enabled rule's id and
// effective severity): exactly what a rule set's results depend on besides
// the content, so a configuration edit that changes neither keeps the cache.
func configKey(cfg *project.Config, rules []analysis.EnabledRule) [32]byte {
	return analysis.CacheKey(cfg, rules)
}

// fileResultKey = H(engineKey ‖ content hash ‖ configKey): one content's
// syntax errors and file-rule results (rules that read only their file).
func fileResultKey(engine, content, config [32]byte) [32]byte {
	var buf [96]byte
	copy(buf[:32], engine[:])
	copy(buf[32:64], content[:])
	copy(buf[64:], config[:])
	return sha256.Sum256(buf[:])
}

// projectResultKey = H(engineKey ‖ content hash ‖ configKey ‖ summary hash):
// one content's project-rule results (rules that read the project summary),
// which change when a declaration elsewhere in the project changes.
func projectResultKey(engine, content, config, summary [32]byte) [32]byte {
	var buf [128]byte
	copy(buf[:32], engine[:])
	copy(buf[32:64], content[:])
	copy(buf[64:96], config[:])
	copy(buf[96:], summary[:])
	return sha256.Sum256(buf[:])
}

// parseKey = H(hex(engineKey) "\x00symbols\x00" ‖ the preprocessor symbols,
// upper-cased, sorted, comma-joined): what one file's declarations depend on
// besides its content.
func parseKey(engine [32]byte, cfg *project.Config) [32]byte {
	syms := slices.Clone(cfg.Manifest.PreprocessorSymbols)
	for i := range syms {
		syms[i] = strings.ToUpper(syms[i])
	}
	slices.Sort(syms)
	return sha256.Sum256([]byte(fmt.Sprintf("%x\x00symbols\x00%s", engine, strings.Join(syms, ","))))
}

// symbolsKey = H(parseKey ‖ content hash): one content's declarations
// (al/symbols.FileSymbols).
func symbolsKey(parse, content [32]byte) [32]byte {
	var buf [64]byte
	copy(buf[:32], parse[:])
	copy(buf[32:], content[:])
	return sha256.Sum256(buf[:])
}

// A snapshotDigest = H(parseKey ‖ for each file in path order: path ‖
// content hash): the whole project as the summary sees it.
type snapshotDigest struct{ h hash.Hash }

// newSnapshotDigest starts a snapshot digest; add every file in path order,
// then take the sum.
func newSnapshotDigest(parse [32]byte) *snapshotDigest {
	d := &snapshotDigest{h: sha256.New()}
	d.h.Write(parse[:])
	return d
}

func (d *snapshotDigest) add(path string, content [32]byte) {
	d.h.Write([]byte(path))
	d.h.Write(content[:])
}

func (d *snapshotDigest) sum() [32]byte {
	var k [32]byte
	copy(k[:], d.h.Sum(nil))
	return k
}

// summaryHashKey = H("summary-hash\x00" ‖ snapshot digest): where the hash
// of the project summary built from that snapshot is kept, so that a
// restarted process finds its project-rule results without loading a single
// declaration.
func summaryHashKey(digest [32]byte) [32]byte {
	return sha256.Sum256(append([]byte("summary-hash\x00"), digest[:]...))
}

// unloadedKey = H("unloaded-deps\x00" ‖ summary hash): where the
// dependencies whose declarations could not be loaded when a summary of
// that hash was built are kept (verdict.go), so that a restarted process
// answering from the cache gives the same compile verdict.
func unloadedKey(summary [32]byte) [32]byte {
	return sha256.Sum256(append([]byte("unloaded-deps\x00"), summary[:]...))
}

// fileIndexKey = the project root as the workspace spells it (absolute,
// cleaned): the store keeps one file index (path -> size, mtime, content
// hash) per project under it.
func fileIndexKey(p *Project) string { return p.Root }
