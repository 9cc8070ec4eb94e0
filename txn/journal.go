package txn

import (
	"bytes"
	"crypto/hmac"
	"crypto/rand"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"strings"
	"time"
)

// The journal is a file of JSON lines in the transaction directory. The first line is the
// journalHeader and the second its MAC, written and fsynced together before any staged file or
// backup exists; every later line is a journalState record appended by Commit, with its own MAC.
// A line is only trusted when it ends in '\n' and its MAC verifies, so a torn append reads as if
// it had never happened.
//
// Names are derived, never read from the journal: the transaction directory is
// <base>-<tag> with tag a MAC of (root, base); a target's staged file is .<name>.alfix-<base>.tmp
// and its set-aside name .<name>.alfix-<base>.del, both beside it; its backup is b<index> in the
// transaction directory.

const (
	journalName  = "journal"
	journalV2    = 2
	stateCommit  = "committed"
	stateAborted = "rolledback"
	// maxJournal bounds what Recover reads of a journal (a plan of 100,000 files is ~20 MB).
	maxJournal = 256 << 20
	tagLen     = 32 // hex digits of a directory tag
)

type journalHeader struct {
	Version int            `json:"version"`
	ID      string         `json:"id"`   // the transaction directory's name
	Root    string         `json:"root"` // the resolved project root it was written for
	Changes []journalEntry `json:"changes"`
}

// journalEntry describes one change. Target is slash-separated and relative to the root.
type journalEntry struct {
	Target string `json:"target"`
	Op     string `json:"op"`             // "write", "create" or "delete"
	Base   string `json:"base,omitempty"` // hex SHA-256; empty for create (the file was absent)
	New    string `json:"new,omitempty"`  // hex SHA-256; empty for delete (the file will be absent)
}

type journalMAC struct {
	MAC string `json:"mac"`
}

type journalState struct {
	State string `json:"state"`
	MAC   string `json:"mac"`
}

const (
	opWrite  = "write"
	opCreate = "create"
	opDelete = "delete"
)

// MAC domains: a MAC made for one purpose never verifies for another.
const (
	macDir     = "alfix txn directory v2"
	macJournal = "alfix txn journal v2"
	macState   = "alfix txn state v2"
)

var (
	// errTornJournal reports a journal whose header or its MAC is incomplete: the process died
	// while writing it, before anything else of the transaction existed.
	errTornJournal = errors.New("journal header incomplete")
	// ErrUntrusted reports a transaction directory or journal that this user's alfix did not
	// write for this project (no valid MAC): Recover leaves it alone and reports it.
	ErrUntrusted = errors.New("not written by this user's alfix for this project")
)

// newBase returns a fresh transaction base name: time and randomness.
func newBase() string {
	var b [6]byte
	rand.Read(b[:])
	return time.Now().UTC().Format("20060102T150405.000000") + "-" + hex.EncodeToString(b[:])
}

// dirTag is the tag that makes base a transaction directory name of this user for root.
func dirTag(key []byte, root, base string) string {
	return hex.EncodeToString(mac(key, macDir, root, base))[:tagLen]
}

// txDirName is the name of the transaction directory of base.
func txDirName(key []byte, root, base string) string { return base + "-" + dirTag(key, root, base) }

// splitTxDirName returns the base of a transaction directory name if its tag verifies.
func splitTxDirName(key []byte, root, name string) (string, bool) {
	i := strings.LastIndexByte(name, '-')
	if i <= 0 || len(name)-i-1 != tagLen {
		return "", false
	}
	base := name[:i]
	return base, hmac.Equal([]byte(name[i+1:]), []byte(dirTag(key, root, base)))
}

func stagedName(name, base string) string { return "." + name + ".alfix-" + base + ".tmp" }
func asideName(name, base string) string  { return "." + name + ".alfix-" + base + ".del" }
func backupName(i int) string             { return fmt.Sprintf("b%d", i) }

// encodeJournal returns the header line and its MAC line, and the MAC (for the state records).
func encodeJournal(key []byte, h journalHeader) ([]byte, string, error) {
	line, err := json.Marshal(h)
	if err != nil {
		return nil, "", err
	}
	m := hex.EncodeToString(mac(key, macJournal, string(line)))
	ml, _ := json.Marshal(journalMAC{MAC: m})
	out := append(append(append(line, '\n'), ml...), '\n')
	return out, m, nil
}

func encodeState(key []byte, headerMAC, state string) []byte {
	b, _ := json.Marshal(journalState{State: state, MAC: hex.EncodeToString(mac(key, macState, headerMAC, state))})
	return append(b, '\n')
}

// parseJournal verifies a journal read from the directory dirName of root and returns its header
// and last verified state ("" if none: prepared). A journal that does not verify in every
// respect is an error; errTornJournal means it is incomplete (and was never valid).
func parseJournal(key, data []byte, root, dirName string) (journalHeader, string, error) {
	var h journalHeader
	line, rest, ok := bytes.Cut(data, []byte{'\n'})
	if !ok {
		return h, "", errTornJournal
	}
	macLine, rest, ok := bytes.Cut(rest, []byte{'\n'})
	if !ok {
		return h, "", errTornJournal
	}
	var jm journalMAC
	if err := json.Unmarshal(macLine, &jm); err != nil {
		return h, "", fmt.Errorf("%w: unreadable MAC line", ErrUntrusted)
	}
	headerMAC := hex.EncodeToString(mac(key, macJournal, string(line)))
	if !hmac.Equal([]byte(jm.MAC), []byte(headerMAC)) {
		return h, "", fmt.Errorf("%w: the journal's MAC does not verify", ErrUntrusted)
	}
	if err := json.Unmarshal(line, &h); err != nil {
		return h, "", fmt.Errorf("unreadable journal: %v", err)
	}
	if h.Version != journalV2 {
		return h, "", fmt.Errorf("journal version %d not supported", h.Version)
	}
	if h.ID != dirName || h.Root != root {
		return h, "", fmt.Errorf("%w: the journal was written for %s in %s", ErrUntrusted, h.ID, h.Root)
	}
	seen := map[string]bool{}
	for _, e := range h.Changes {
		if err := checkTarget(e.Target); err != nil {
			return h, "", fmt.Errorf("journal names a target alfix does not write: %q: %v", e.Target, err)
		}
		key := strings.ToLower(e.Target)
		if seen[key] {
			return h, "", fmt.Errorf("journal names %q twice", e.Target)
		}
		seen[key] = true
		okBase, okNew := isHash(e.Base), isHash(e.New)
		switch {
		case e.Op == opWrite && okBase && okNew:
		case e.Op == opCreate && e.Base == "" && okNew:
		case e.Op == opDelete && okBase && e.New == "":
		default:
			return h, "", fmt.Errorf("journal has an invalid change: op %q for %q", e.Op, e.Target)
		}
	}
	state := ""
	for len(rest) > 0 {
		line, rest, ok = bytes.Cut(rest, []byte{'\n'})
		if !ok {
			break // torn append
		}
		var s journalState
		if json.Unmarshal(line, &s) != nil {
			continue
		}
		want := hex.EncodeToString(mac(key, macState, headerMAC, s.State))
		if hmac.Equal([]byte(s.MAC), []byte(want)) {
			state = s.State
		}
	}
	return h, state, nil
}

func isHash(s string) bool {
	b, err := hex.DecodeString(s)
	return err == nil && len(b) == 32 && s == strings.ToLower(s)
}

func hashHex(h Hash) string { return hex.EncodeToString(h[:]) }

func parseHash(s string) (Hash, bool) {
	var h Hash
	if s == "" {
		return h, false
	}
	b, err := hex.DecodeString(s)
	if err != nil || len(b) != len(h) {
		return h, false
	}
	copy(h[:], b)
	return h, true
}
