package rename

import (
	"bytes"
	"crypto/sha256"
	"fmt"
	"io/fs"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"unicode/utf16"

	"github.com/alfix/alfix/al/xliff"
	"github.com/alfix/alfix/workspace/fix"
)

// Translation files. An XLIFF trans-unit id names the way to a translated
// text by a type and a number per step (Table 4117274083 - Field
// 3004954119 - Property 2879900210), and the generator's note spells the
// same steps with names (Table Assessee Code - Field Code - Property
// Caption). The number is a hash of the name (al/xliff.Hash), so a rename of an
// object or of a member one step below it (a field, control, action, enum
// value, procedure or label global) changes that step in the id and the
// note of every unit below it, in the .g.xlf file and in every translated
// .xlf file alike. A rename plans those edits with the AL ones; a unit whose
// id names the symbol but whose note does not spell it as expected is left
// as it is and named in a warning.

// xliffMemberTypes spell the member kinds a rename changes as trans-unit
// ids do, one step below their object.
var xliffMemberTypes = map[Kind]string{
	KindField: xliff.Field, KindControl: xliff.Control, KindAction: xliff.Action, KindEnumValue: xliff.EnumValue,
	KindProcedure: xliff.Method, KindEvent: xliff.Method, KindGlobal: xliff.NamedType,
}

// An xliffStep is one step of a trans-unit's way: its type and name.
type xliffStep struct{ typ, name string }

// An xliffRename renames one step: the member (or, with member zero, the
// object itself) below object.
type xliffRename struct {
	object, member xliffStep
	newName        string
}

// xliffRenameOf returns the translation-file rename of t to newName, and
// false when the symbol has no step of its own in trans-unit ids (keys,
// parameters, locals, return values) or its object kind has none.
func xliffRenameOf(t *target, newName string) (xliffRename, bool) {
	if t.Object == nil {
		return xliffRename{}, false
	}
	ot, ok := xliff.ObjectType(t.Object.Kind)
	if !ok {
		return xliffRename{}, false
	}
	r := xliffRename{object: xliffStep{ot, t.Object.Name}, newName: newName}
	if t.Kind == KindObject {
		return r, true
	}
	mt, ok := xliffMemberTypes[t.Kind]
	if !ok {
		return xliffRename{}, false
	}
	r.member = xliffStep{mt, t.Name}
	return r, true
}

var (
	transUnitRe = regexp.MustCompile(`(?s)<trans-unit\b[^>]*?\bid="([^"]*)"[^>]*>(.*?)</trans-unit>`)
	generatorRe = regexp.MustCompile(`<note\b[^>]*\bfrom="Xliff Generator"[^>]*>([^<]*)</note>`)
)

// rewriteXLIFF applies renames to the trans-units of src: members first,
// then objects (a member's units are found under its object's old name).
// It returns the edits (Old/New and byte offsets; Path, Line and Column are
// the caller's) and the number of units whose id names a renamed step but
// whose note does not spell it.
func rewriteXLIFF(src []byte, renames []xliffRename) (edits []Edit, mismatched int) {
	type unit struct {
		idStart, idEnd     int
		noteStart, noteEnd int // -1 without a generator note
		id, note           string
	}
	var units []*unit
	for _, m := range transUnitRe.FindAllSubmatchIndex(src, -1) {
		u := &unit{idStart: m[2], idEnd: m[3], noteStart: -1, noteEnd: -1, id: string(src[m[2]:m[3]])}
		if n := generatorRe.FindSubmatchIndex(src[m[4]:m[5]]); n != nil {
			u.noteStart, u.noteEnd = m[4]+n[2], m[4]+n[3]
			u.note = string(src[u.noteStart:u.noteEnd])
		}
		units = append(units, u)
	}
	origID, origNote := make([]string, len(units)), make([]string, len(units))
	for i, u := range units {
		origID[i], origNote[i] = u.id, u.note
	}
	ordered := make([]xliffRename, 0, len(renames))
	for _, objects := range []bool{false, true} {
		for _, r := range renames {
			if (r.member == xliffStep{}) == objects {
				ordered = append(ordered, r)
			}
		}
	}
	for _, r := range ordered {
		step, at := r.object, 0
		if r.member != (xliffStep{}) {
			step, at = r.member, 1
		}
		objID := r.object.typ + " " + xliff.Hash(r.object.name)
		oldID := step.typ + " " + xliff.Hash(step.name)
		newID := step.typ + " " + xliff.Hash(r.newName)
		objNote := r.object.typ + " " + xmlEscape(r.object.name)
		oldNote := step.typ + " " + xmlEscape(step.name)
		newNote := step.typ + " " + xmlEscape(r.newName)
		for _, u := range units {
			ids := strings.Split(u.id, " - ")
			if len(ids) <= at || ids[0] != objID || ids[at] != oldID {
				continue
			}
			notes := strings.Split(u.note, " - ")
			// The note's steps: the object (its name may hold " - "), then
			// the member; matched as prefixes of the note.
			prefix := oldNote
			if at == 1 {
				prefix = objNote + " - " + oldNote
			}
			if u.noteStart < 0 || len(notes) < len(ids) || !(u.note == prefix || strings.HasPrefix(u.note, prefix+" - ")) {
				mismatched++
				continue
			}
			ids[at] = newID
			u.id = strings.Join(ids, " - ")
			repl := newNote
			if at == 1 {
				repl = objNote + " - " + newNote
			}
			u.note = repl + u.note[len(prefix):]
		}
	}
	for i, u := range units {
		if u.id != origID[i] {
			edits = append(edits, Edit{Start: u.idStart, End: u.idEnd, Old: origID[i], New: u.id, Site: "trans-unit id"})
		}
		if u.note != origNote[i] {
			edits = append(edits, Edit{Start: u.noteStart, End: u.noteEnd, Old: origNote[i], New: u.note, Site: "trans-unit note"})
		}
	}
	return edits, mismatched
}

// xliffPlan plans renames in the project's .xlf files (below its root,
// outside hidden folders): the new contents, the edits with their
// positions, and a warning naming the files with units left unchanged.
func (pr *planner) xliffPlan(renames []xliffRename) ([]fix.PlannedFile, []Edit, string) {
	if len(renames) == 0 {
		return nil, nil, ""
	}
	var files []fix.PlannedFile
	var all []Edit
	var left []string
	pr.eachXLIFF(func(path, rel string, src []byte) {
		edits, mismatched := rewriteXLIFF(src, renames)
		if mismatched > 0 {
			left = append(left, fmt.Sprintf("%s (%d)", rel, mismatched))
		}
		if len(edits) == 0 {
			return
		}
		var b []byte
		last, line, lineStart := 0, 1, 0
		for i := range edits {
			e := &edits[i]
			e.Path = path
			// Edits are in order: count lines from the previous one.
			line += bytes.Count(src[last:e.Start], []byte("\n"))
			if nl := bytes.LastIndexByte(src[:e.Start], '\n'); nl >= lineStart {
				lineStart = nl + 1
			}
			e.Line, e.Column = line, 1+len(utf16.Encode([]rune(string(src[lineStart:e.Start]))))
			b = append(b, src[last:e.Start]...)
			b = append(b, e.New...)
			last = e.End
		}
		b = append(b, src[last:]...)
		files = append(files, fix.PlannedFile{Path: path, Base: sha256.Sum256(src), Original: src, Content: b})
		all = append(all, edits...)
	})
	warning := ""
	if len(left) > 0 {
		warning = fmt.Sprintf("translation file(s) %s hold trans-units whose id names the renamed symbol but whose generator note does not spell it; they were left unchanged", strings.Join(left, ", "))
	}
	return files, all, warning
}

// xliffLocalWarning names the .xlf files with units of a label local
// named like t (steps below a routine, which a plan does not rewrite), or
// "" when there are none.
func (pr *planner) xliffLocalWarning(t *target) string {
	ot, ok := xliff.ObjectType(t.Object.Kind)
	if !ok {
		return ""
	}
	objID, localID := ot+" "+xliff.Hash(t.Object.Name), xliff.NamedType+" "+xliff.Hash(t.Name)
	var hits []string
	pr.eachXLIFF(func(path, rel string, src []byte) {
		for _, m := range transUnitRe.FindAllSubmatch(src, -1) {
			ids := strings.Split(string(m[1]), " - ")
			if len(ids) > 2 && ids[0] == objID && slices.Contains(ids[2:], localID) {
				hits = append(hits, rel)
				return
			}
		}
	})
	if len(hits) == 0 {
		return ""
	}
	return fmt.Sprintf("translation file(s) %s may hold the label local %s of a routine; trans-units below a routine are not renamed: regenerate the .g.xlf file with a build", strings.Join(hits, ", "), shown(t.Name))
}

// eachXLIFF calls fn with each .xlf file of the project (below its root,
// outside hidden folders) that can be read: its path, its path relative
// to the root (slash-separated) and its content.
func (pr *planner) eachXLIFF(fn func(path, rel string, src []byte)) {
	root := pr.p.Root
	filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return nil
		}
		if d.IsDir() {
			if path != root && strings.HasPrefix(d.Name(), ".") {
				return filepath.SkipDir
			}
			return nil
		}
		if !d.Type().IsRegular() || !strings.EqualFold(filepath.Ext(path), ".xlf") {
			return nil
		}
		src, err := pr.p.Workspace().ReadSource(path)
		if err != nil {
			return nil
		}
		rel, _ := filepath.Rel(root, path)
		fn(path, filepath.ToSlash(rel), src)
		return nil
	})
}

func xmlEscape(s string) string {
	var b bytes.Buffer
	for _, r := range s {
		switch r {
		case '&':
			b.WriteString("&amp;")
		case '<':
			b.WriteString("&lt;")
		case '>':
			b.WriteString("&gt;")
		default:
			b.WriteRune(r)
		}
	}
	return b.String()
}
