package project

import (
	"crypto/sha256"
	"encoding/binary"
	"github.com/alfix/alfix/internal/weakset"
	"slices"
	"strings"
	"sync"
)

// A ruleTable is a resolved ruleset's flattened rules, compact and
// immutable: rows sorted by upper-cased id, each action one byte and each
// winning file an index into the table's file list. Equal tables are one
// table in the process (sharedTables): every project root that resolves
// the same ruleset files to the same rules shares it. microsoft/BCApps'
// rulesets name about 15,000 rules (its Compiler.ruleset.json alone 9,999),
// and every project of a workspace resolves them; as one map per root
// they took about 6 MB each.
type ruleTable struct {
	rows    []ruleRow
	sources []string // the ruleset files rows name, by index

	// encoded is the fingerprint's encoding of the rules (fingerprintRules),
	// made once for every ruleset sharing the table.
	encodeOnce sync.Once
	encoded    []byte
}

type ruleRow struct {
	key string // the upper-cased id
	// id is the id as spelled in the entry that won, "" when it is key.
	id            string
	justification string
	source        uint32 // index in sources
	action        actionCode
}

// actionCode is an Action in one byte; the zero code is no action.
type actionCode uint8

var actionsByCode = [...]Action{"", ActionError, ActionWarning, ActionInfo, ActionHidden, ActionNone, ActionDefault}

func codeOf(a Action) actionCode {
	for i, b := range actionsByCode {
		if a == b {
			return actionCode(i)
		}
	}
	// Actions come from ParseAction: an unknown one cannot reach a table.
	panic("project: unknown ruleset action " + string(a))
}

func (c actionCode) action() Action { return actionsByCode[c] }

// newRuleTable builds the table of rules (by upper-cased id) and returns
// the process's shared table equal to it.
func newRuleTable(rules map[string]RuleEntry) *ruleTable {
	if len(rules) == 0 {
		return nil
	}
	t := &ruleTable{rows: make([]ruleRow, 0, len(rules))}
	for key, e := range rules {
		row := ruleRow{key: key, justification: e.Justification, action: codeOf(e.Action)}
		if e.ID != key {
			row.id = e.ID
		}
		t.rows = append(t.rows, row)
	}
	slices.SortFunc(t.rows, func(a, b ruleRow) int { return strings.Compare(a.key, b.key) })
	// Sources are numbered in the rows' order, not the map's: equal rules
	// give equal tables and one digest (a map's order made two loads of
	// one ruleset keep two tables now and then).
	sourceIndex := map[string]uint32{}
	for i := range t.rows {
		src := rules[t.rows[i].key].Source
		n, ok := sourceIndex[src]
		if !ok {
			n = uint32(len(t.sources))
			sourceIndex[src] = n
			t.sources = append(t.sources, src)
		}
		t.rows[i].source = n
	}
	return sharedTables.Get(t.digest(), t)
}

// find returns the row of key (an upper-cased id).
func (t *ruleTable) find(key string) (*ruleRow, bool) {
	if t == nil {
		return nil, false
	}
	i, ok := slices.BinarySearchFunc(t.rows, key, func(r ruleRow, k string) int { return strings.Compare(r.key, k) })
	if !ok {
		return nil, false
	}
	return &t.rows[i], true
}

// entry is the RuleEntry a row stands for.
func (t *ruleTable) entry(r *ruleRow) RuleEntry {
	id := r.id
	if id == "" {
		id = r.key
	}
	return RuleEntry{ID: id, Action: r.action.action(), Justification: r.justification, Source: t.sources[r.source]}
}

func (t *ruleTable) len() int {
	if t == nil {
		return 0
	}
	return len(t.rows)
}

// digest identifies a table's content: two tables with one digest answer
// every question alike.
func (t *ruleTable) digest() [32]byte {
	h := sha256.New()
	var n [8]byte
	str := func(s string) {
		binary.LittleEndian.PutUint64(n[:], uint64(len(s)))
		h.Write(n[:])
		h.Write([]byte(s))
	}
	binary.LittleEndian.PutUint64(n[:], uint64(len(t.sources)))
	h.Write(n[:])
	for _, s := range t.sources {
		str(s)
	}
	for i := range t.rows {
		r := &t.rows[i]
		str(r.key)
		str(r.id)
		str(r.justification)
		binary.LittleEndian.PutUint64(n[:], uint64(r.source)<<8|uint64(r.action))
		h.Write(n[:])
	}
	var d [32]byte
	h.Sum(d[:0])
	return d
}

// sharedTables holds one copy of each rule table in use in the process.
// Entries are weak: a table no ruleset refers to any more is collected and
// its entry removed.
var sharedTables weakset.Set[[32]byte, ruleTable] // by the table's digest
