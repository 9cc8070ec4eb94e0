package workspace

import (
	"crypto/sha256"
	"encoding/binary"
	"fmt"
	"hash"
	"slices"
	"strings"
	"time"

	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/project"
	"github.com/alfix/alfix/al/symbols"
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

// A snapshot digest = H("snapshot\x00" ‖ parseKey ‖ the chunk digests in
// order), where the files, in path order, are cut into chunks of
// digestChunk and a chunk digest = H(for each file: uvarint(len(path)) ‖
// path ‖ content hash): the whole project as the summary sees it. The
// chunks let a changed file cost the digest of its chunk, not of every
// path (snapshot.go).
const digestChunk = 64

// chunkDigest hashes one chunk of (path, content hash) pairs; h is reset
// and reused, and so is buf, which holds the chunk's bytes.
func chunkDigest(h hash.Hash, buf *[]byte, paths []string, hashes [][32]byte) [32]byte {
	b := (*buf)[:0]
	for i, path := range paths {
		b = binary.AppendUvarint(b, uint64(len(path)))
		b = append(b, path...)
		b = append(b, hashes[i][:]...)
	}
	*buf = b
	h.Reset()
	h.Write(b)
	var k [32]byte
	h.Sum(k[:0])
	return k
}

// snapshotRoot combines the chunk digests under parseKey.
func snapshotRoot(parse [32]byte, chunks [][32]byte) [32]byte {
	h := sha256.New()
	h.Write([]byte("snapshot\x00"))
	h.Write(parse[:])
	for _, c := range chunks {
		h.Write(c[:])
	}
	var k [32]byte
	h.Sum(k[:0])
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

// --- dependency caches (deps.go) ---
//
// A package's manifest and declarations, a failed read and a source
// dependency's module are kept in the store's Packages bucket. Each key
// starts with the build key, so that a binary whose package reader changed
// never serves another build's reading of a package, and names its kind;
// fields of variable length are length-prefixed.

// buildKey = H("alfix-build\x00" ‖ executable hash): the build alone, for
// values that depend on the reader's code but not on the rule set.
func buildKey(executable [32]byte) [32]byte {
	return sha256.Sum256(append([]byte("alfix-build\x00"), executable[:]...))
}

// depKey = H(buildKey ‖ kind "\x00" ‖ for each part: len(part) ‖ part).
func depKey(build [32]byte, kind string, parts ...[]byte) [32]byte {
	h := sha256.New()
	h.Write(build[:])
	h.Write([]byte(kind + "\x00"))
	for _, p := range parts {
		h.Write(binary.AppendUvarint(nil, uint64(len(p))))
		h.Write(p)
	}
	var k [32]byte
	h.Sum(k[:0])
	return k
}

// packageStatKey = depKey(build, "package-stat", path, size, modification
// time in nanoseconds): a package file's manifest and SHA-256 (or why its
// manifest could not be read) for one stat of it.
func packageStatKey(build [32]byte, path string, size int64, modTime time.Time) [32]byte {
	return depKey(build, "package-stat", []byte(path), binary.AppendVarint(nil, size), binary.AppendVarint(nil, modTime.UnixNano()))
}

// packageModuleKey = depKey(build, "package-module", package hash): a
// package's declarations in symbols' module encoding.
func packageModuleKey(build, pkg [32]byte) [32]byte {
	return depKey(build, "package-module", pkg[:])
}

// packageFailureKey = depKey(build, "package-failure", stage, package
// hash): why reading the package's manifest (stage "manifest") or its
// declarations ("symbols") failed, so that no later process reads a
// hostile package again.
func packageFailureKey(build, pkg [32]byte, stage string) [32]byte {
	return depKey(build, "package-failure", []byte(stage), pkg[:])
}

// sourceFileState is what a source dependency's state digest reads of one
// file.
type sourceFileState struct {
	path    string
	size    int64
	modTime time.Time
}

// sourceStateDigest = H(parseKey ‖ for each file in order: path ‖
// varint(size) ‖ varint(modification time in ns) ‖ for the app and each
// friend: "\x00" id "\x00" name "\x00" publisher (and "\x00" version for
// the app)): a source dependency's files and identity as last seen.
func sourceStateDigest(parse [32]byte, files []sourceFileState, info symbols.AppInfo) [32]byte {
	h := sha256.New()
	h.Write(parse[:])
	var buf []byte
	for _, f := range files {
		buf = append(buf[:0], f.path...)
		buf = binary.AppendVarint(buf, f.size)
		buf = binary.AppendVarint(buf, f.modTime.UnixNano())
		h.Write(buf)
	}
	fmt.Fprintf(h, "\x00%s\x00%s\x00%s\x00%s", info.ID, info.Name, info.Publisher, info.Version)
	for _, f := range info.InternalsVisibleTo {
		fmt.Fprintf(h, "\x00%s\x00%s\x00%s", f.ID, f.Name, f.Publisher)
	}
	var d [32]byte
	h.Sum(d[:0])
	return d
}

// sourceDigestKey = depKey(build, "source-digest", state digest): the
// summary hash of a source dependency's declarations in that state.
func sourceDigestKey(build, digest [32]byte) [32]byte {
	return depKey(build, "source-digest", digest[:])
}

// sourceModuleKey = depKey(build, "source-module", summary hash): a
// source dependency's declarations in symbols' module encoding.
func sourceModuleKey(build, hash [32]byte) [32]byte {
	return depKey(build, "source-module", hash[:])
}

// layerDigest = H(for the app and each friend: "app\x00" normalized id
// "\x00" name "\x00" publisher "\x00" version "\x00" ‖ for each dependent:
// "dependent\x00" id "\x00" name "\x00" publisher "\x00" ‖ for each
// dependency: origin "\x00" reach "\x00" id "\x00" name "\x00" publisher
// "\x00" version "\x00" ‖ its hash): a project's resolved dependency
// layer, part of its summary digest (summaryDigest).
func layerDigest(info symbols.AppInfo, dependents []symbols.App, deps []*symbols.Dependency) [32]byte {
	h := sha256.New()
	for _, a := range append([]symbols.App{info.App}, info.InternalsVisibleTo...) {
		fmt.Fprintf(h, "app\x00%s\x00%s\x00%s\x00%s\x00", symbols.NormalizeAppID(a.ID), a.Name, a.Publisher, a.Version)
	}
	for _, a := range dependents {
		fmt.Fprintf(h, "dependent\x00%s\x00%s\x00%s\x00", symbols.NormalizeAppID(a.ID), a.Name, a.Publisher)
	}
	for _, d := range deps {
		fmt.Fprintf(h, "%d\x00%d\x00%s\x00%s\x00%s\x00%s\x00", d.Origin, d.Reach, symbols.NormalizeAppID(d.App.ID), d.App.Name, d.App.Publisher, d.App.Version)
		h.Write(d.Hash[:])
	}
	var k [32]byte
	h.Sum(k[:0])
	return k
}

// packageNotesKey = depKey(build, "package-notes", package hash): the
// warnings of a package read that succeeded (symbols.bin refused, objects
// left out), for the warnings of later calls and processes.
func packageNotesKey(build, pkg [32]byte) [32]byte {
	return depKey(build, "package-notes", pkg[:])
}
