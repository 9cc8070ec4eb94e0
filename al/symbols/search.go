package symbols

import (
	"cmp"
	"runtime"
	"slices"
	"strings"
	"sync"
	"unicode"
	"unicode/utf8"
	"weak"
)

// Match is how a search compares a name with the query text. Names are
// always compared ignoring case.
type Match uint8

const (
	// MatchExact finds names equal to the query.
	MatchExact Match = iota
	// MatchPrefix finds names that start with the query (exact ones
	// first).
	MatchPrefix
	// MatchFuzzy also finds names that match ignoring spaces and
	// punctuation, that contain the query at the start of a word or
	// anywhere, and names one or a few typos away, ranked in that order.
	MatchFuzzy
)

// SearchScope is which declarations a search looks at.
type SearchScope uint8

const (
	// ScopeAll: the project's own and every loaded dependency's.
	ScopeAll SearchScope = iota
	// ScopeProject: the project's own files only.
	ScopeProject
	// ScopeDependencies: the loaded dependencies only.
	ScopeDependencies
)

// SearchQuery is what Search looks for.
type SearchQuery struct {
	Text  string
	Match Match
	// Kinds are object kinds (ObjectKinds) and member kinds (KindField,
	// KindProcedure, KindEvent, KindEnumValue); empty means all.
	Kinds []string
	Scope SearchScope
	// Within, when set, keeps only members of this object and of its
	// extensions (every layer).
	Within *Object
}

// Symbol is one declaration: an object, or a member of one.
type Symbol struct {
	// Kind is the object kind for an object, else KindField,
	// KindProcedure, KindEvent or KindEnumValue.
	Kind string
	// Object is the object itself, or the object that declares the
	// member (a table extension for a field it adds).
	Object *Object
	// Member is the index in Object.Fields, Object.Procedures or
	// Object.Values; -1 for the object itself.
	Member int
	// Dependency is the dependency that declares it; nil for the
	// project's own declarations.
	Dependency *Dependency
}

// Name returns the declared name.
func (y Symbol) Name() string {
	switch {
	case y.Member < 0:
		return y.Object.Name
	case y.Kind == KindField:
		return y.Object.Fields[y.Member].Name
	case y.Kind == KindEnumValue:
		return y.Object.Values[y.Member].Name
	}
	return y.Object.Procedures[y.Member].Name
}

// Field returns the field a field symbol is, else nil.
func (y Symbol) Field() *Field {
	if y.Kind == KindField && y.Member >= 0 {
		return &y.Object.Fields[y.Member]
	}
	return nil
}

// Procedure returns the procedure a procedure or event symbol is, else nil.
func (y Symbol) Procedure() *Procedure {
	if (y.Kind == KindProcedure || y.Kind == KindEvent) && y.Member >= 0 {
		return &y.Object.Procedures[y.Member]
	}
	return nil
}

// Value returns the enum value an enum value symbol is, else nil.
func (y Symbol) Value() *EnumValue {
	if y.Kind == KindEnumValue && y.Member >= 0 {
		return &y.Object.Values[y.Member]
	}
	return nil
}

// Hit is a symbol a search found with its rank: 0 the name equals the
// query, 1 it starts with it, then the fuzzy ranks (2 equal or prefix
// ignoring spaces and punctuation, 3 the query starts a word of the name,
// 4 the name contains it, 5 the name is a few typos away).
type Hit struct {
	Symbol
	Rank int
	// Distance is the number of typos of rank 5 (and of Closest's hits).
	Distance int
}

// Search returns every declaration the project may see that matches q,
// best first: by rank, then (for typos) distance, shorter names, kind
// (objects before members), the project's own before its dependencies'
// (in lookup order), name, and the declaring object's kind and name. The
// order is the same for the same summary and query. Declarations the
// project cannot see are left out: objects of transitive dependencies,
// internal objects and members of dependencies that do not count the
// project as a friend, local procedures of dependencies (event publishers
// stay: see EventVisible).
func (s *Summary) Search(q SearchQuery) []Hit {
	lq := strings.ToLower(strings.TrimSpace(q.Text))
	if lq == "" {
		return nil
	}
	f := s.newFilter(q)
	var hits []Hit
	for li, l := range f.layers {
		if !f.scoped(li) {
			continue
		}
		ix := indexOf(l.sum)
		add := func(i int, rank, dist int) {
			for _, e := range ix.entries[ix.start[i]:ix.start[i+1]] {
				if y, ok := f.keep(l, e); ok {
					hits = append(hits, Hit{Symbol: y, Rank: rank, Distance: dist})
				}
			}
		}
		switch q.Match {
		case MatchExact:
			if i, found := slices.BinarySearch(ix.names, lq); found {
				add(i, 0, 0)
			}
		case MatchPrefix:
			i, _ := slices.BinarySearch(ix.names, lq)
			for ; i < len(ix.names) && strings.HasPrefix(ix.names[i], lq); i++ {
				add(i, rankOf(ix.names[i], lq), 0)
			}
		default:
			kq := fuzzyKey(lq)
			for i := range ix.names {
				if rank, dist, ok := fuzzyRank(ix, i, lq, kq); ok {
					add(i, rank, dist)
				}
			}
		}
	}
	f.sort(hits)
	return hits
}

func rankOf(name, lq string) int {
	if name == lq {
		return 0
	}
	return 1
}

// Closest returns up to n declarations whose names are nearest to q's text
// (typos, or sharing most of it, with the same first or second letter),
// for a "did you mean" when Search finds nothing. Kinds, Scope and Within
// apply as for Search.
func (s *Summary) Closest(q SearchQuery, n int) []Hit {
	kq := fuzzyKey(strings.ToLower(q.Text))
	if kq == "" || n <= 0 {
		return nil
	}
	maxDist := max(2, len(kq)/2)
	f := s.newFilter(q)
	// A query for objects only (a "did you mean" for an object name) need
	// not look at members, which are most entries.
	objectsOnly := f.kinds != nil && !f.kinds[KindField] && !f.kinds[KindProcedure] && !f.kinds[KindEvent] && !f.kinds[KindEnumValue]
	var hits []Hit
	for li, l := range f.layers {
		if !f.scoped(li) {
			continue
		}
		ix := indexOf(l.sum)
		var kept []Symbol
		// Cheap tests first: a near name shares its first or second letter
		// with the query (the index lists those names), and some entry
		// must pass the filter.
		var second []int32
		if len(kq) >= 2 {
			second = ix.byLetter[1][kq[1]]
		}
		for i := range mergeAscending(ix.byLetter[0][kq[0]], second) {
			key := ix.keys[i]
			kept = kept[:0]
			for _, e := range ix.entries[ix.start[i]:ix.start[i+1]] {
				if objectsOnly && e.member >= 0 {
					continue
				}
				if y, ok := f.keep(l, e); ok {
					kept = append(kept, y)
				}
			}
			if len(kept) == 0 {
				continue
			}
			if d := nearness(key, kq, maxDist); d <= maxDist {
				for _, y := range kept {
					hits = append(hits, Hit{Symbol: y, Rank: 5, Distance: d})
				}
			}
		}
	}
	f.sort(hits)
	// One hit per name and kind: overloads and namesakes repeat.
	var out []Hit
	seen := map[string]bool{}
	for _, h := range hits {
		k := h.Kind + "\x00" + strings.ToLower(h.Name()) + "\x00" + strings.ToLower(h.Object.Name)
		if !seen[k] {
			seen[k] = true
			out = append(out, h)
			if len(out) == n {
				break
			}
		}
	}
	return out
}

// mergeAscending yields the union of two ascending lists of name
// positions in ascending order, each position once.
func mergeAscending(a, b []int32) func(yield func(int) bool) {
	return func(yield func(int) bool) {
		for len(a) > 0 || len(b) > 0 {
			var next int32
			switch {
			case len(b) == 0 || len(a) > 0 && a[0] < b[0]:
				next, a = a[0], a[1:]
			case len(a) == 0 || b[0] < a[0]:
				next, b = b[0], b[1:]
			default: // equal
				next, a, b = a[0], a[1:], b[1:]
			}
			if !yield(int(next)) {
				return
			}
		}
	}
}

// nearness is the edit distance between key and kq, or between kq and
// the start of key (a name that begins with the query misspelt) plus one;
// more than maxDist when both are.
func nearness(key, kq string, maxDist int) int {
	d := EditDistance(key, kq, maxDist)
	if len(key) > len(kq) {
		if p := EditDistance(key[:len(kq)], kq, maxDist) + 1; p < d {
			d = p
		}
	}
	return d
}

// --- filtering and order ---

type searchLayer struct {
	sum       *Summary
	dep       *Dependency
	friend    bool
	referable bool
}

type searchFilter struct {
	s      *Summary
	q      SearchQuery
	kinds  map[string]bool
	within map[*Object]bool
	layers []searchLayer
}

func (s *Summary) newFilter(q SearchQuery) *searchFilter {
	f := &searchFilter{s: s, q: q}
	if len(q.Kinds) > 0 {
		f.kinds = map[string]bool{}
		for _, k := range q.Kinds {
			f.kinds[strings.ToLower(k)] = true
		}
	}
	if q.Within != nil {
		f.within = map[*Object]bool{q.Within: true}
		for _, e := range s.Extensions(q.Within) {
			f.within[e] = true
		}
	}
	f.layers = append(f.layers, searchLayer{sum: s, friend: true, referable: true})
	for _, d := range s.deps {
		if d.Symbols != nil {
			f.layers = append(f.layers, searchLayer{sum: d.Symbols, dep: d, friend: s.Friend(d), referable: d.Reach != Transitive})
		}
	}
	return f
}

// scoped reports whether layer li is in the query's scope.
func (f *searchFilter) scoped(li int) bool {
	switch f.q.Scope {
	case ScopeProject:
		return li == 0
	case ScopeDependencies:
		return li > 0
	}
	return true
}

// keep turns an index entry into a symbol when the query and the access
// rules keep it.
func (f *searchFilter) keep(l searchLayer, e nameEntry) (Symbol, bool) {
	kind := entryKinds[e.kind]
	if kind == "" {
		kind = e.obj.Kind
	}
	y := Symbol{Kind: kind, Object: e.obj, Member: int(e.member), Dependency: l.dep}
	if f.kinds != nil && !f.kinds[kind] && !(e.member < 0 && f.kinds["object"]) {
		return y, false
	}
	if f.within != nil && (e.member < 0 || !f.within[e.obj]) {
		return y, false
	}
	if l.dep == nil {
		return y, true
	}
	if !l.referable || strings.EqualFold(e.obj.Access, "internal") && !l.friend {
		return y, false
	}
	switch kind {
	case KindField:
		return y, memberAccessOK(FieldAccess(y.Field()), l.friend)
	case KindProcedure:
		return y, memberAccessOK(y.Procedure().Access, l.friend)
	case KindEvent:
		p := y.Procedure()
		return y, l.friend || !strings.EqualFold(p.Access, "internal") && EventType(p) != "InternalEvent"
	}
	return y, true
}

// memberAccessOK is MemberVisible for a dependency's member.
func memberAccessOK(access string, friend bool) bool {
	switch strings.ToLower(access) {
	case "", "public", "protected":
		return true
	case "internal":
		return friend
	}
	return false
}

func (f *searchFilter) sort(hits []Hit) {
	ranks := map[*Dependency]int{}
	for i, l := range f.layers {
		ranks[l.dep] = i
	}
	slices.SortStableFunc(hits, func(a, b Hit) int {
		if c := cmp.Compare(a.Rank, b.Rank); c != 0 {
			return c
		}
		if c := cmp.Compare(a.Distance, b.Distance); c != 0 {
			return c
		}
		an, bn := a.Name(), b.Name()
		if c := cmp.Compare(len(an), len(bn)); c != 0 {
			return c
		}
		if c := cmp.Compare(kindRank[a.Kind], kindRank[b.Kind]); c != 0 {
			return c
		}
		if c := cmp.Compare(ranks[a.Dependency], ranks[b.Dependency]); c != 0 {
			return c
		}
		if c := compareFold(an, bn); c != 0 {
			return c
		}
		if c := strings.Compare(an, bn); c != 0 {
			return c
		}
		if c := cmp.Compare(kindRank[a.Object.Kind], kindRank[b.Object.Kind]); c != 0 {
			return c
		}
		if c := compareFold(a.Object.Name, b.Object.Name); c != 0 {
			return c
		}
		if c := strings.Compare(a.Object.Namespace, b.Object.Namespace); c != 0 {
			return c
		}
		if c := cmp.Compare(a.Object.ID, b.Object.ID); c != 0 {
			return c
		}
		return cmp.Compare(a.Member, b.Member)
	})
}

// --- the name index ---

// entryKinds are the member kinds of index entries; 0 is an object (its
// own kind).
var entryKinds = [...]string{"", KindField, KindProcedure, KindEvent, KindEnumValue}

const (
	entryObject uint8 = iota
	entryField
	entryProcedure
	entryEvent
	entryValue
)

type nameEntry struct {
	obj    *Object
	member int32
	kind   uint8
}

// nameIndex lists the declarations of one summary's own files by name.
type nameIndex struct {
	names   []string // distinct lower-case names, sorted
	keys    []string // fuzzyKey of each name
	display []string // one spelling of each name as declared
	start   []int32  // entries[start[i]:start[i+1]] are called names[i]
	entries []nameEntry
	// byLetter[j][c] lists, in ascending order, the positions of the
	// names whose key has the byte c at position j (Closest's candidates).
	byLetter [2][256][]int32
}

// nameIndexes holds the name index of each summary while the summary
// lives.
var nameIndexes = newPerSummary(buildNameIndex)

// indexOf returns the name index of s's own files, building it once.
func indexOf(s *Summary) *nameIndex { return nameIndexes.get(s) }

// perSummary keeps one value derived from each summary while the summary
// lives: a dependency's summary is shared by every project that uses it
// and lives as long as they do, a project's is replaced when a declaration
// changes. The value must not refer to the summary itself (only to its
// objects), or the summary would never be collected.
type perSummary[T any] struct {
	build func(*Summary) T
	mu    sync.Mutex
	m     map[weak.Pointer[Summary]]*perSummarySlot[T]
}

type perSummarySlot[T any] struct {
	once sync.Once
	v    T
}

func newPerSummary[T any](build func(*Summary) T) *perSummary[T] {
	return &perSummary[T]{build: build, m: map[weak.Pointer[Summary]]*perSummarySlot[T]{}}
}

// get returns the value of s, building it on first use.
func (ps *perSummary[T]) get(s *Summary) T {
	key := weak.Make(s)
	ps.mu.Lock()
	slot := ps.m[key]
	if slot == nil {
		slot = &perSummarySlot[T]{}
		ps.m[key] = slot
		runtime.AddCleanup(s, func(k weak.Pointer[Summary]) {
			ps.mu.Lock()
			delete(ps.m, k)
			ps.mu.Unlock()
		}, key)
	}
	ps.mu.Unlock()
	slot.once.Do(func() { slot.v = ps.build(s) })
	return slot.v
}

func buildNameIndex(s *Summary) *nameIndex {
	type pair struct {
		lname, name string
		e           nameEntry
	}
	var pairs []pair
	add := func(name string, e nameEntry) {
		if name != "" {
			pairs = append(pairs, pair{strings.ToLower(name), name, e})
		}
	}
	for _, o := range s.AllObjects() {
		add(o.Name, nameEntry{obj: o, member: -1})
		for i := range o.Fields {
			if !o.Fields[i].Modify {
				add(o.Fields[i].Name, nameEntry{obj: o, member: int32(i), kind: entryField})
			}
		}
		for i := range o.Procedures {
			k := entryProcedure
			if IsEvent(&o.Procedures[i]) {
				k = entryEvent
			}
			add(o.Procedures[i].Name, nameEntry{obj: o, member: int32(i), kind: k})
		}
		for i := range o.Values {
			add(o.Values[i].Name, nameEntry{obj: o, member: int32(i), kind: entryValue})
		}
	}
	slices.SortStableFunc(pairs, func(a, b pair) int { return strings.Compare(a.lname, b.lname) })
	ix := &nameIndex{entries: make([]nameEntry, len(pairs))}
	for i, p := range pairs {
		ix.entries[i] = p.e
		if i == 0 || p.lname != pairs[i-1].lname {
			ix.names = append(ix.names, p.lname)
			ix.keys = append(ix.keys, fuzzyKey(p.lname))
			ix.display = append(ix.display, p.name)
			ix.start = append(ix.start, int32(i))
		}
	}
	ix.start = append(ix.start, int32(len(pairs)))
	for i, k := range ix.keys {
		for j := 0; j < len(k) && j < len(ix.byLetter); j++ {
			ix.byLetter[j][k[j]] = append(ix.byLetter[j][k[j]], int32(i))
		}
	}
	return ix
}

// --- fuzzy matching ---

// fuzzyKey is a lower-case name with only its letters and digits.
func fuzzyKey(lname string) string {
	clean := true
	for i := 0; i < len(lname); i++ {
		c := lname[i]
		if !(c >= 'a' && c <= 'z' || c >= '0' && c <= '9') {
			clean = false
			break
		}
	}
	if clean {
		return lname
	}
	var b strings.Builder
	for _, r := range lname {
		if unicode.IsLetter(r) || unicode.IsDigit(r) {
			b.WriteRune(unicode.ToLower(r))
		}
	}
	return b.String()
}

// fuzzyRank ranks name i of ix against the lower-case query lq and its
// key kq (see Hit).
func fuzzyRank(ix *nameIndex, i int, lq, kq string) (rank, dist int, ok bool) {
	name := ix.names[i]
	switch {
	case name == lq:
		return 0, 0, true
	case strings.HasPrefix(name, lq):
		return 1, 0, true
	}
	if kq == "" {
		return 0, 0, false
	}
	key := ix.keys[i]
	if strings.Contains(key, kq) {
		switch {
		case strings.HasPrefix(key, kq):
			return 2, 0, true
		case startsWord(ix.display[i], name, lq):
			return 3, 0, true
		}
		return 4, 0, true
	}
	// Typos: names of about the query's length (or starting with it
	// misspelt) and the same first letter, which typos rarely change.
	if len(kq) < 4 || key == "" || key[0] != kq[0] {
		return 0, 0, false
	}
	maxDist := 1 + len(kq)/6
	if d := nearness(key, kq, maxDist); d <= maxDist {
		return 5, d, true
	}
	return 0, 0, false
}

// startsWord reports whether lq occurs in lname (the lower-case form of
// display) where a word of display starts: at a letter or digit after a
// space or punctuation, or at an upper-case letter after a lower-case one
// (PostSalesDoc has the words Post, Sales and Doc).
func startsWord(display, lname, lq string) bool {
	if len(display) != len(lname) {
		// Lower-casing changed the length: compare the lower-case form.
		display = lname
	}
	for from := 1; from < len(lname); {
		j := strings.Index(lname[from:], lq)
		if j < 0 {
			return false
		}
		at := from + j
		prev, _ := utf8.DecodeLastRuneInString(display[:at])
		cur, _ := utf8.DecodeRuneInString(display[at:])
		if !unicode.IsLetter(prev) && !unicode.IsDigit(prev) || unicode.IsLower(prev) && unicode.IsUpper(cur) {
			return true
		}
		from = at + 1
	}
	return false
}

// EditDistance returns the Levenshtein distance between a and b (counted
// in bytes), or maxDist+1 when it is larger: the one near-miss measure of
// names (fuzzy search, and the checks that tell a misspelt name).
func EditDistance(a, b string, maxDist int) int {
	if d := len(a) - len(b); d > maxDist || -d > maxDist {
		return maxDist + 1
	}
	var bufA, bufB [64]int
	prev, cur := bufA[:0], bufB[:0]
	if len(b) >= len(bufA) {
		prev, cur = make([]int, 0, len(b)+1), make([]int, 0, len(b)+1)
	}
	prev, cur = prev[:len(b)+1], cur[:len(b)+1]
	for j := range prev {
		prev[j] = j
	}
	for i := 1; i <= len(a); i++ {
		cur[0] = i
		best := cur[0]
		for j := 1; j <= len(b); j++ {
			cost := 1
			if a[i-1] == b[j-1] {
				cost = 0
			}
			cur[j] = min(prev[j]+1, cur[j-1]+1, prev[j-1]+cost)
			best = min(best, cur[j])
		}
		if best > maxDist {
			return maxDist + 1
		}
		prev, cur = cur, prev
	}
	return min(prev[len(b)], maxDist+1)
}
