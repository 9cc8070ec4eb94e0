package workspace

import (
	"context"
	"sync"

	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/project"
	"github.com/alfix/alfix/al/symbols"
	"github.com/alfix/alfix/al/syntax"
)

// carry keeps the results of project rules computed under an earlier
// summary for a later one, so that a declaration change re-analyses only
// the files it can concern: a file whose content did not change keeps its
// results when the change is not Global, the change does not affect the
// file (symbols.DeclChange: it mentions none of the change's names and no
// member set the change touched as a rule reads it whole; asked of the
// content's symbols.MentionSet, kept by content hash, so that the files
// are neither read nor tokenised again; a file that spells only a changed
// member's name and its object, or Truncate or TransferFields and a table
// whose fields changed, is parsed, and kept when its resolved names reach
// the member, or call those on the table's records, nowhere:
// symbols.SetRead.ReachedIn) and no
// enabled rule's
// project-wide facts (analysis.Rule.ProjectFacts) changed. The earlier
// summary is the one the project's last analysis built; a summary found
// by its stored hash after a restart is never one, since building it later
// would read today's files.
type carry struct {
	from, to *projectSummary
	rules    []analysis.EnabledRule
	cfg      *project.Config // parses a file whose resolved names decide (reached)

	once   sync.Once
	change symbols.DeclChange
	hashes symbols.ChangeHashes // change hashed
	ok     bool
}

// newCarry returns the carry from the project's last built summary to sum,
// or nil when there is nothing to carry from.
func (p *Project) newCarry(sum *projectSummary, rules ruleSet, cfg *project.Config) *carry {
	p.mu.Lock()
	from := p.carryBase
	p.mu.Unlock()
	if sum == nil || from == nil || from == sum || from.hash == sum.hash {
		return nil
	}
	return &carry{from: from, to: sum, rules: rules.project, cfg: cfg}
}

// usable compares the two summaries once and reports whether results can
// be carried at all (false for a nil carry).
func (c *carry) usable() bool {
	if c == nil {
		return false
	}
	c.once.Do(func() {
		old, cur := c.from.built, c.to.get()
		if old == nil || cur == nil {
			return
		}
		if c.change = symbols.Diff(old, cur); c.change.Global {
			return
		}
		var withFacts []analysis.EnabledRule
		for _, r := range c.rules {
			if r.Rule.ProjectFacts != nil {
				withFacts = append(withFacts, r)
			}
		}
		// Every worker waits for this answer: the facts of both summaries
		// are taken on all cores, and each summary keeps its own for the
		// next change (the earlier one's were mostly taken by the last).
		sums := [2]*projectSummary{c.from, c.to}
		views := [2]*symbols.Summary{old, cur}
		facts := make([]string, 2*len(withFacts))
		parallel(context.Background(), len(facts), func(i int) {
			facts[i] = sums[i%2].projectFacts(withFacts[i/2].Rule, views[i%2])
		})
		for i := 0; i < len(facts); i += 2 {
			if facts[i] != facts[i+1] {
				return
			}
		}
		c.hashes = c.change.Hashes()
		c.ok = true
	})
	return c.ok
}

// result returns the earlier result of the project rules for a file whose
// content (hashing to h, with the mention set ms; src when the caller has
// read it, else nil) did not change, or nil when it must be analysed
// again. A file that mentions only changed members' names and their
// object (a "member name" read), or Truncate or TransferFields and a
// table whose fields changed, is parsed and its names resolved: it keeps
// its result when it spells those names only where they belong to other
// objects (symbols.SetRead.ReachedIn), so that a changed field called
// "Description" re-runs the files that reach the table's, not every file
// that also names the table.
func (c *carry) result(p *Project, path string, src []byte, h [32]byte, ms *symbols.MentionSet, rules ruleSet) *fileResult {
	if ms == nil || !c.usable() {
		return nil
	}
	whole, reads := ms.AffectedThrough(c.hashes)
	if whole {
		return nil
	}
	r := p.cachedResult(p.resultKey(h, rules, c.from))
	if r == nil || len(reads) > 0 && c.reached(p, path, src, h, reads) {
		return nil
	}
	return r
}

// reached reports whether the file at path (content hashing to h; src
// when read) may reach a changed member of one of the change's reads
// (indexes into its Reads): its names resolved against the new summary
// decide. A file that cannot be read as that content counts as reached.
func (c *carry) reached(p *Project, path string, src []byte, h [32]byte, reads []int) bool {
	cur := c.to.get()
	if cur == nil || c.cfg == nil {
		return true
	}
	if src == nil {
		var got [32]byte
		var err error
		if src, got, err = p.readFile(path); err != nil || got != h {
			return true
		}
	}
	f := syntax.Parse(path, src, analysis.ParseOptions(c.cfg))
	defer f.Release()
	fs := p.memoSymbols(symbolsKey(parseKey(p.w.engineKey, c.cfg), h), path)
	asked := make([]symbols.SetRead, len(reads))
	for k, i := range reads {
		asked[k] = c.change.Reads[i]
	}
	// Only the routines that spell a changed name are resolved: in Base
	// Application a field's type change parses some 60 files, long ones
	// among them, that spell it in a few routines each.
	return symbols.ReachedAny(asked, f, fs, cur)
}

// mentionSet returns the mention set of the content hashing to h when the
// project has it.
func (p *Project) mentionSet(h [32]byte) *symbols.MentionSet {
	p.mu.Lock()
	defer p.mu.Unlock()
	return p.mentions[h]
}

// noteMentions returns the mention set of src (hashing to h), made once per
// content: the name index a declaration change asks which files mention
// one of its names, without reading or tokenising the files again.
func (p *Project) noteMentions(h [32]byte, src []byte) *symbols.MentionSet {
	if ms := p.mentionSet(h); ms != nil {
		return ms
	}
	ms := symbols.NewMentionSet(src)
	p.mu.Lock()
	if len(p.mentions) > 4*len(p.files)+1024 {
		// Old contents pile up in a long session; a set is made again from
		// the file when it is missing.
		p.mentions = map[[32]byte]*symbols.MentionSet{}
	}
	p.mentions[h] = ms
	p.mu.Unlock()
	return ms
}

// builtSummaryAnalysed records sum as the base of the next carry when it
// was built from the files. A summary found by its stored hash (an edit
// undone: the snapshot is one analysed before) is not, but the summary
// built before the current base, when it has that hash, holds the same
// declarations: it becomes the base again, so that the next change is
// compared with what the files declare, not with the undone edit.
func (p *Project) builtSummaryAnalysed(sum *projectSummary) {
	if sum == nil {
		return
	}
	p.mu.Lock()
	defer p.mu.Unlock()
	switch {
	case sum.built != nil:
		if p.carryBase != sum {
			p.carryPrev, p.carryBase = p.carryBase, sum
		}
	case p.carryPrev != nil && p.carryPrev.hash == sum.hash:
		p.carryPrev, p.carryBase = p.carryBase, p.carryPrev
	}
}

// factsMemo keeps a summary's project facts per rule id (analysis.Rule.
// ProjectFacts), so that of two declaration changes in a row the second
// takes only the new summary's.
type factsMemo struct {
	mu    sync.Mutex
	facts map[string]string
}

// projectFacts returns rule's project facts of sum, the summary ps stands
// for, taken once per summary.
func (ps *projectSummary) projectFacts(rule *analysis.Rule, sum *symbols.Summary) string {
	m := &ps.facts
	m.mu.Lock()
	f, ok := m.facts[rule.ID]
	m.mu.Unlock()
	if ok {
		return f
	}
	f = rule.ProjectFacts(sum)
	m.mu.Lock()
	if m.facts == nil {
		m.facts = map[string]string{}
	}
	m.facts[rule.ID] = f
	m.mu.Unlock()
	return f
}
