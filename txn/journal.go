package txn

import (
	"bytes"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"path/filepath"
)

// The journal is a file of JSON lines in the transaction directory. The first line is the
// journalHeader, written and fsynced before any staged file or backup exists; every later line is
// a journalState record appended by Commit. A line is only trusted when it ends in '\n', so a torn
// append reads as if it had never happened.

const (
	journalName  = "journal"
	journalV1    = 1
	stateCommit  = "committed"
	stateAborted = "rolledback"
)

type journalHeader struct {
	Version int            `json:"version"`
	ID      string         `json:"id"`
	Changes []journalEntry `json:"changes"`
}

// journalEntry describes one change. Paths are relative to the project root (Target, Staged) or
// to the transaction directory (Backup), so a project that is moved keeps a usable journal.
type journalEntry struct {
	Target string `json:"target"`
	Op     string `json:"op"`             // "write", "create" or "delete"
	Base   string `json:"base,omitempty"` // hex SHA-256; empty for create (the file was absent)
	New    string `json:"new,omitempty"`  // hex SHA-256; empty for delete (the file will be absent)
	Staged string `json:"staged,omitempty"`
	Backup string `json:"backup,omitempty"`
}

type journalState struct {
	State string `json:"state"`
}

const (
	opWrite  = "write"
	opCreate = "create"
	opDelete = "delete"
)

// errTornJournal reports a journal whose header line is incomplete or unreadable: the process
// died while writing it, before anything else of the transaction existed.
var errTornJournal = errors.New("txn: journal header incomplete")

func encodeHeader(h journalHeader) ([]byte, error) {
	b, err := json.Marshal(h)
	if err != nil {
		return nil, err
	}
	return append(b, '\n'), nil
}

func encodeState(state string) []byte {
	b, _ := json.Marshal(journalState{State: state}) // cannot fail for a string field
	return append(b, '\n')
}

// parseJournal returns the header and the last complete state record ("" if none: prepared).
func parseJournal(data []byte) (journalHeader, string, error) {
	var h journalHeader
	line, rest, ok := bytes.Cut(data, []byte{'\n'})
	if !ok {
		return h, "", errTornJournal
	}
	if err := json.Unmarshal(line, &h); err != nil {
		return h, "", fmt.Errorf("%w: %v", errTornJournal, err)
	}
	if h.Version != journalV1 {
		return h, "", fmt.Errorf("journal version %d not supported", h.Version)
	}
	for _, e := range h.Changes {
		if !filepath.IsLocal(e.Target) || (e.Staged != "" && !filepath.IsLocal(e.Staged)) ||
			(e.Backup != "" && !filepath.IsLocal(e.Backup)) {
			return h, "", fmt.Errorf("journal %s names a path outside its root: %q", h.ID, e.Target)
		}
		switch e.Op {
		case opWrite, opCreate, opDelete:
		default:
			return h, "", fmt.Errorf("journal %s has unknown op %q", h.ID, e.Op)
		}
	}
	state := ""
	for len(rest) > 0 {
		line, rest, ok = bytes.Cut(rest, []byte{'\n'})
		if !ok {
			break // torn append
		}
		var s journalState
		if json.Unmarshal(line, &s) == nil {
			state = s.State
		}
	}
	return h, state, nil
}

func hashHex(h Hash) string { return hex.EncodeToString(h[:]) }
