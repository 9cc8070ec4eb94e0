// Package sariflog writes SARIF 2.1.0 logs that validate against the OASIS
// schema and that GitHub code scanning ingests: one run, artifact URIs
// relative to a base folder (%SRCROOT%) and percent-encoded, rule
// metadata, fixes as artifact changes, and caps on the results per run and
// per rule whose cuts are reported as tool execution notifications.
//
// It knows nothing of AL, projects or the engine: the command line maps its
// findings to [Result] values and its rules to [Rule] values. It never
// reads a file; paths are only turned into URIs.
package sariflog

import (
	"encoding/json"
	"fmt"
	"io"
	"path/filepath"
	"sort"
	"strings"
	"unicode/utf8"

	"github.com/owenrumney/go-sarif/v2/sarif"
)

// SchemaURI is the OASIS schema the logs are written against (SARIF 2.1.0,
// errata 01).
const SchemaURI = "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json"

// BaseID is the uriBaseId of every artifact location below the log's root.
const BaseID = "%SRCROOT%"

// GitHub code scanning's limits: it rejects a run with more than 25,000
// results and shows at most 5,000.
const (
	GitHubMaxResults = 25000
	GitHubMaxPerRule = 5000
)

// Tool names the program that produced the log.
type Tool struct {
	Name, Version, InformationURI string
}

// Rule is the metadata of one rule (or compiler code) that has results.
type Rule struct {
	ID string
	// Name is a short identifier-like name; empty derives one from the
	// short description.
	Name             string
	ShortDescription string // one line; the id when empty
	FullDescription  string
	HelpURI          string
	// HelpText and HelpMarkdown are the rule's help (what GitHub shows
	// under an alert): the full description with the documentation link.
	HelpText, HelpMarkdown string
	// Tags are the rule's properties.tags (GitHub filters alerts by them);
	// Precision its properties.precision: very-high, high, medium or low.
	Tags      []string
	Precision string
	// Level is the rule's default SARIF level: error, warning, note or
	// none.
	Level string
}

// MaxDescription is the longest rule description GitHub code scanning
// accepts (shortDescription and fullDescription alike); longer ones are
// cut at a sentence or word end (the help carries the whole text).
const MaxDescription = 1024

// FingerprintKey names alfix's finding fingerprint (package
// internal/fingerprint) among a result's partialFingerprints.
const FingerprintKey = "alfixFinding/v1"

// Result is one diagnostic.
type Result struct {
	RuleID  string
	Level   string // error, warning, note or none
	Message string
	// Path is the file's absolute path; Line 0 means the whole file (GitHub
	// code scanning wants a start line: give 1 for a file-level result).
	Path                             string
	Line, Column, EndLine, EndColumn int
	// Fingerprint, when set, goes to partialFingerprints under
	// FingerprintKey: GitHub tracks an alert across commits by it.
	Fingerprint string
	// Fixes are alternative fixes of the result.
	Fixes []Fix
}

// Fix is one way to fix a result: edits in one or more files.
type Fix struct {
	Description string
	Edits       []Edit
}

// Edit replaces a region of a file (empty for an insertion) with Text.
// Lines are 1-based, columns 1-based in UTF-16 code units.
type Edit struct {
	Path                             string
	Line, Column, EndLine, EndColumn int
	Text                             string
}

// Notification is a message about the run (a warning, a rule that failed
// on a file, results left out).
type Notification struct {
	Level   string // error, warning or note
	Message string
	// RuleID, when set, is the rule the notification is about.
	RuleID string
	// Path, when set, is the file it is about.
	Path string
	// Properties are machine-readable details.
	Properties map[string]any
	// Descriptor, when its ID is set, says what kind of notification this
	// is (CompileChecks, ...): the run's tool lists it among its
	// notification descriptors, once per id, with the ShortDescription of
	// its first use.
	Descriptor NotificationKind
}

// NotificationKind describes a kind of notification.
type NotificationKind struct {
	ID, ShortDescription string
}

// Limits cap the results of a run; 0 means no cap.
type Limits struct {
	MaxResults int
	MaxPerRule int
	// Why names the source of MaxResults in notifications, e.g. "--limit";
	// empty means the default cap.
	Why string
}

// Log is everything one SARIF log holds.
type Log struct {
	Tool Tool
	// Root is the absolute folder the artifact URIs are relative to
	// (%SRCROOT%); paths outside it get absolute file URIs.
	Root          string
	Rules         []Rule
	Results       []Result
	Notifications []Notification
}

// notificationCut is the id of the notification descriptor of results left
// out by a cap.
const notificationCut = "ResultsLeftOut"

// Limit applies the caps to results (in their order): at most
// MaxPerRule per rule, keeping each rule's first ones, then at most
// MaxResults in all, keeping the most severe first. Kept results stay in
// their order. The notifications say what was cut, per rule and for the
// run.
func Limit(results []Result, lim Limits) ([]Result, []Notification) {
	var notes []Notification
	keep := make([]bool, len(results))
	for i := range keep {
		keep[i] = true
	}
	if lim.MaxPerRule > 0 {
		count := map[string]int{}
		var order []string
		for i, r := range results {
			if count[r.RuleID] == 0 {
				order = append(order, r.RuleID)
			}
			count[r.RuleID]++
			if count[r.RuleID] > lim.MaxPerRule {
				keep[i] = false
			}
		}
		sort.Strings(order)
		for _, id := range order {
			if n := count[id]; n > lim.MaxPerRule {
				notes = append(notes, Notification{Level: "warning", RuleID: id,
					Message: fmt.Sprintf("rule %s has %d results; the first %d are in this run, %d were left out (at most %d results per rule)",
						id, n, lim.MaxPerRule, n-lim.MaxPerRule, lim.MaxPerRule),
					Properties: map[string]any{"found": n, "kept": lim.MaxPerRule, "limit": lim.MaxPerRule, "scope": "rule"}})
			}
		}
	}
	kept := 0
	for _, k := range keep {
		if k {
			kept++
		}
	}
	if lim.MaxResults > 0 && kept > lim.MaxResults {
		idx := make([]int, 0, kept)
		for i, k := range keep {
			if k {
				idx = append(idx, i)
			}
		}
		sort.SliceStable(idx, func(a, b int) bool {
			return levelRank(results[idx[a]].Level) > levelRank(results[idx[b]].Level)
		})
		for _, i := range idx[lim.MaxResults:] {
			keep[i] = false
		}
		why := fmt.Sprintf("at most %d results per run", lim.MaxResults)
		if lim.Why != "" {
			why += ", " + lim.Why
		}
		found := fmt.Sprintf("%d results", kept)
		if kept < len(results) {
			found += " after the per-rule cap"
		}
		notes = append(notes, Notification{Level: "warning",
			Message: fmt.Sprintf("%s; %d are in this run, the most severe first, and %d were left out (%s)",
				found, lim.MaxResults, kept-lim.MaxResults, why),
			Properties: map[string]any{"found": kept, "kept": lim.MaxResults, "limit": lim.MaxResults, "scope": "run"}})
	}
	out := make([]Result, 0, len(results))
	for i, r := range results {
		if keep[i] {
			out = append(out, r)
		}
	}
	return out, notes
}

func levelRank(level string) int {
	switch level {
	case "error":
		return 3
	case "warning":
		return 2
	case "note":
		return 1
	}
	return 0
}

// Write writes the log as one SARIF 2.1.0 document (indented JSON and a
// final newline).
func Write(w io.Writer, l Log) error {
	b, err := json.MarshalIndent(l.report(), "", "  ")
	if err != nil {
		return err
	}
	b = append(b, '\n')
	_, err = w.Write(b)
	return err
}

// report builds the SARIF object model of the log.
func (l Log) report() *sarif.Report {
	run := sarif.NewRunWithInformationURI(l.Tool.Name, l.Tool.InformationURI)
	if l.Tool.Version != "" {
		run.Tool.Driver.Version = ptr(l.Tool.Version)
	}
	run.WithColumnKind("utf16CodeUnits")
	if l.Root != "" {
		run.WithOriginalUriBaseIds(map[string]*sarif.ArtifactLocation{BaseID: {URI: ptr(DirURI(l.Root))}})
	}
	index := map[string]uint{}
	for _, r := range l.Rules {
		if _, dup := index[r.ID]; dup {
			continue
		}
		index[r.ID] = uint(len(run.Tool.Driver.Rules))
		run.Tool.Driver.Rules = append(run.Tool.Driver.Rules, descriptor(r))
	}
	for _, res := range l.Results {
		if _, ok := index[res.RuleID]; !ok {
			// Every result's rule is described, if only by its id.
			index[res.RuleID] = uint(len(run.Tool.Driver.Rules))
			run.Tool.Driver.Rules = append(run.Tool.Driver.Rules, descriptor(Rule{ID: res.RuleID, Level: res.Level}))
		}
		sr := &sarif.Result{RuleID: ptr(res.RuleID), RuleIndex: ptr(index[res.RuleID]), Level: ptr(level(res.Level)),
			Message: *sarif.NewTextMessage(res.Message)}
		pl := sarif.NewPhysicalLocation().WithArtifactLocation(l.location(res.Path))
		if res.Line > 0 {
			pl.WithRegion(region(res.Line, res.Column, res.EndLine, res.EndColumn))
		}
		sr.Locations = []*sarif.Location{sarif.NewLocationWithPhysicalLocation(pl)}
		if res.Fingerprint != "" {
			sr.PartialFingerprints = map[string]any{FingerprintKey: res.Fingerprint}
		}
		for _, f := range res.Fixes {
			sr.Fixes = append(sr.Fixes, l.fix(f))
		}
		run.Results = append(run.Results, sr)
	}
	inv := &sarif.Invocation{ExecutionSuccessful: ptr(true)}
	hasCut := false
	described := map[string]uint{}
	for _, n := range l.Notifications {
		sn := sarif.NewNotification().WithLevel(level(n.Level)).WithTextMessage(n.Message)
		if n.RuleID != "" {
			ref := &sarif.ReportingDescriptorReference{Id: ptr(n.RuleID)}
			if i, ok := index[n.RuleID]; ok {
				ref.Index = ptr(i)
			}
			sn.WithAssociatedRule(ref)
		}
		if n.Path != "" {
			sn.AddLocation(sarif.NewLocationWithPhysicalLocation(sarif.NewPhysicalLocation().WithArtifactLocation(l.location(n.Path))))
		}
		if _, ok := n.Properties["limit"]; ok {
			sn.WithDescriptor(&sarif.ReportingDescriptorReference{Id: ptr(notificationCut)})
			hasCut = true
		} else if id := n.Descriptor.ID; id != "" && id != notificationCut {
			i, ok := described[id]
			if !ok {
				i = uint(len(run.Tool.Driver.Notifications))
				described[id] = i
				desc := n.Descriptor.ShortDescription
				if desc == "" {
					desc = id
				}
				run.Tool.Driver.Notifications = append(run.Tool.Driver.Notifications,
					&sarif.ReportingDescriptor{ID: id, ShortDescription: sarif.NewMultiformatMessageString(desc)})
			}
			sn.WithDescriptor(&sarif.ReportingDescriptorReference{Id: ptr(id), Index: ptr(i)})
		}
		if len(n.Properties) > 0 {
			sn.Properties = n.Properties
		}
		inv.ToolExecutionNotifications = append(inv.ToolExecutionNotifications, sn)
	}
	if hasCut {
		// Last: the described notifications' indexes stay valid (a cut
		// refers to its descriptor by id alone).
		run.Tool.Driver.Notifications = append(run.Tool.Driver.Notifications, &sarif.ReportingDescriptor{ID: notificationCut,
			ShortDescription: sarif.NewMultiformatMessageString("Results were left out of the run by a cap on the results per run or per rule")})
	}
	run.Invocations = []*sarif.Invocation{inv}
	return &sarif.Report{Version: string(sarif.Version210), Schema: SchemaURI, Runs: []*sarif.Run{run}}
}

func descriptor(r Rule) *sarif.ReportingDescriptor {
	short := r.ShortDescription
	if short == "" {
		short = r.ID
	}
	name := r.Name
	if name == "" {
		name = identifier(short)
	}
	d := &sarif.ReportingDescriptor{ID: r.ID, ShortDescription: sarif.NewMultiformatMessageString(clip(short, MaxDescription))}
	if name != "" {
		d.Name = ptr(name)
	}
	if r.FullDescription != "" {
		d.FullDescription = sarif.NewMultiformatMessageString(clip(r.FullDescription, MaxDescription))
	}
	if r.HelpURI != "" {
		d.HelpURI = ptr(r.HelpURI)
	}
	if r.HelpText != "" || r.HelpMarkdown != "" {
		d.Help = &sarif.MultiformatMessageString{}
		if r.HelpText != "" {
			d.Help.Text = ptr(r.HelpText)
		}
		if r.HelpMarkdown != "" {
			d.Help.Markdown = ptr(r.HelpMarkdown)
		}
	}
	if len(r.Tags) > 0 || r.Precision != "" {
		d.Properties = sarif.Properties{}
		if len(r.Tags) > 0 {
			d.Properties["tags"] = r.Tags
		}
		if r.Precision != "" {
			d.Properties["precision"] = r.Precision
		}
	}
	if r.Level != "" {
		d.DefaultConfiguration = sarif.NewReportingConfiguration().WithLevel(level(r.Level))
	}
	return d
}

// identifier makes a PascalCase name of a description, as SARIF's rule
// names are written ("Only use begin..end" -> "OnlyUseBeginEnd"); "" when
// it holds no letter or digit.
func identifier(s string) string {
	var b strings.Builder
	upper := true
	for _, r := range s {
		switch {
		case r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9':
			if upper && r >= 'a' && r <= 'z' {
				r -= 'a' - 'A'
			}
			b.WriteRune(r)
			upper = false
		default:
			upper = true
		}
	}
	return b.String()
}

// level is a valid SARIF level: unknown values become none.
func level(s string) string {
	switch s {
	case "error", "warning", "note":
		return s
	}
	return "none"
}

func region(line, col, endLine, endCol int) *sarif.Region {
	r := sarif.NewRegion().WithStartLine(line)
	if col > 0 {
		r.WithStartColumn(col)
	}
	if endLine >= line {
		r.WithEndLine(endLine)
		if endCol > 0 && (endLine > line || endCol >= col) {
			r.WithEndColumn(endCol)
		}
	}
	return r
}

func (l Log) fix(f Fix) *sarif.Fix {
	sf := sarif.NewFix()
	if f.Description != "" {
		sf.WithDescriptionText(f.Description)
	}
	// One artifact change per file, in the order the files first appear.
	byPath := map[string]*sarif.ArtifactChange{}
	for _, e := range f.Edits {
		ch := byPath[e.Path]
		if ch == nil {
			ch = &sarif.ArtifactChange{ArtifactLocation: *l.location(e.Path)}
			byPath[e.Path] = ch
			sf.ArtifactChanges = append(sf.ArtifactChanges, ch)
		}
		rep := sarif.NewReplacement(region(e.Line, e.Column, e.EndLine, e.EndColumn))
		if e.Text != "" {
			rep.WithInsertedContent(sarif.NewArtifactContent().WithText(e.Text))
		}
		ch.Replacements = append(ch.Replacements, rep)
	}
	return sf
}

// location is the artifact location of a file: a relative URI under
// %SRCROOT% when the file lies below the root, else an absolute file URI.
func (l Log) location(path string) *sarif.ArtifactLocation {
	if l.Root != "" {
		if rel, ok := relative(l.Root, path); ok {
			return &sarif.ArtifactLocation{URI: ptr(RelativeURI(rel)), URIBaseId: ptr(BaseID)}
		}
	}
	return &sarif.ArtifactLocation{URI: ptr(FileURI(path))}
}

// relative is path relative to root when it lies below it.
func relative(root, path string) (string, bool) {
	rel, err := filepath.Rel(root, path)
	if err != nil || rel == "." || rel == ".." || strings.HasPrefix(rel, ".."+string(filepath.Separator)) || filepath.IsAbs(rel) {
		return "", false
	}
	return rel, true
}

// RelativeURI is a relative path as a URI reference: its segments joined
// by "/", every byte but the unreserved characters of RFC 3986
// (A-Z a-z 0-9 - . _ ~) percent-encoded, so spaces, non-ASCII names and
// colons (which would make the first segment a scheme) are safe.
func RelativeURI(rel string) string {
	segs := strings.Split(filepath.ToSlash(rel), "/")
	for i, s := range segs {
		segs[i] = escape(s)
	}
	return strings.Join(segs, "/")
}

// FileURI is the absolute file URI of an absolute path.
func FileURI(path string) string {
	p := filepath.ToSlash(path)
	vol := filepath.VolumeName(path)
	var b strings.Builder
	b.WriteString("file://")
	if vol != "" && !strings.HasPrefix(vol, `\\`) {
		// A drive letter: file:///C:/...
		b.WriteString("/" + filepath.ToSlash(vol))
		p = p[len(vol):]
	} else if strings.HasPrefix(vol, `\\`) {
		// A UNC path: file://host/share/...
		p = strings.TrimPrefix(p, "//")
		host, rest, _ := strings.Cut(p, "/")
		b.WriteString(escape(host))
		p = "/" + rest
	}
	segs := strings.Split(p, "/")
	for i, s := range segs {
		segs[i] = escape(s)
	}
	b.WriteString(strings.Join(segs, "/"))
	return b.String()
}

// DirURI is the file URI of a folder, ending in "/" as SARIF requires of
// a base URI.
func DirURI(dir string) string {
	u := FileURI(dir)
	if !strings.HasSuffix(u, "/") {
		u += "/"
	}
	return u
}

func escape(s string) string {
	const hex = "0123456789ABCDEF"
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '-' || c == '.' || c == '_' || c == '~' {
			b.WriteByte(c)
			continue
		}
		b.WriteByte('%')
		b.WriteByte(hex[c>>4])
		b.WriteByte(hex[c&15])
	}
	return b.String()
}

func ptr[T any](v T) *T { return &v }

// clip cuts s to at most max bytes: after the last sentence end (". ")
// that leaves at least half of it, else at the last space, with "…"
// appended; never inside a UTF-8 sequence.
func clip(s string, max int) string {
	if len(s) <= max {
		return s
	}
	const ellipsis = "…"
	cut := max - len(ellipsis)
	for cut > 0 && !utf8.RuneStart(s[cut]) {
		cut--
	}
	head := s[:cut]
	if i := strings.LastIndex(head, ". "); i >= max/2 {
		return head[:i+1]
	}
	if i := strings.LastIndexAny(head, " \n\t"); i >= max/2 {
		head = head[:i]
	}
	return strings.TrimRight(head, " ,;:") + ellipsis
}
