package rename

import (
	"context"
	"fmt"
	"strings"
	"unicode/utf8"

	"github.com/alfix/alfix/al/symbols"
	"github.com/alfix/alfix/al/syntax"
	"github.com/alfix/alfix/workspace"
	"github.com/alfix/alfix/workspace/fix"
)

// KindKey is a table extension's key (add_affix only: no code names a key).
const KindKey Kind = "key"

// An AffixRequest asks for an affix on every name of the app that lacks
// one: Prefix or Suffix (one of them); both empty means the project's
// first mandatory affix (AppSourceCop.json's mandatoryPrefix, else its
// mandatorySuffix, else its first mandatoryAffixes entry), added as a
// prefix.
type AffixRequest struct {
	Prefix, Suffix string
	// Force renames public API other projects of the workspace use.
	Force bool
}

// An AffixPlan is add_affix's plan: every rename, as one set of edits.
type AffixPlan struct {
	// Affix is the affix added; Prefix says where.
	Affix  string
	Prefix bool
	// Renamed lists each rename as `kind "Old" -> "New"`.
	Renamed  []string
	Edits    []Edit
	Files    []fix.PlannedFile
	Warnings []string
}

// PlanAffix plans add_affix on project p: every object (obsolete ones
// left alone), every field a table extension adds, every control and
// action a page extension adds, every value an enum extension adds and
// every key of a table extension that carries none of the project's
// mandatory affixes (nor the one given) gets the affix, with every
// reference; the names AppSourceCop's AS0011 and AS0098 check. One
// refusal refuses the whole plan.
func PlanAffix(ctx context.Context, p *workspace.Project, req AffixRequest) (*AffixPlan, error) {
	d, err := p.Declarations(ctx)
	if err != nil {
		return nil, err
	}
	ap := &AffixPlan{}
	switch prefix, suffix := strings.TrimSpace(req.Prefix), strings.TrimSpace(req.Suffix); {
	case prefix != "" && suffix != "":
		return nil, refuse(InvalidName, "give a prefix or a suffix, not both")
	case prefix != "":
		ap.Affix, ap.Prefix = prefix, true
	case suffix != "":
		ap.Affix = suffix
	case len(d.Config.Affixes) > 0:
		ap.Affix, ap.Prefix = d.Config.Affixes[0], true
	default:
		return nil, refuse(NoAffix, "no affix given and %s names none (mandatoryPrefix, mandatorySuffix or mandatoryAffixes)", "AppSourceCop.json")
	}
	if why := validName(ap.Affix, maxNameLen); why != "" {
		return nil, refuse(InvalidName, "the affix: %s", why)
	}
	have := append([]string{ap.Affix}, d.Config.Affixes...)
	pr := newPlanner(ctx, p, d)
	targets, err := pr.affixTargets(have)
	if err != nil {
		return nil, err
	}
	var all []Edit
	var public []string
	newNames := map[string]string{} // scope + lower(new) -> label
	for _, t := range targets {
		name := affixed(t.Name, ap.Affix, ap.Prefix)
		if why := validName(name, limitFor(t.Kind)); why != "" {
			return nil, refuse(InvalidName, "%s cannot take the affix: %s (%s)", t.label(), why, shown(name))
		}
		if c := pr.collision(t, name); c != "" {
			return nil, refuse(Collision, "cannot rename %s to %s: %s", t.label(), shown(name), c)
		}
		key := scopeKey(t) + "\x00" + strings.ToLower(name)
		if other, ok := newNames[key]; ok {
			return nil, refuse(Collision, "%s and %s would both be called %s", other, t.label(), shown(name))
		}
		newNames[key] = t.label()
		if len(pr.exposedTo(t)) > 0 {
			public = append(public, t.label())
		}
		es, err := pr.sites(t)
		if err != nil {
			return nil, err
		}
		for i := range es {
			es[i].New = spell(es[i].Old, name)
		}
		all = append(all, es...)
		ap.Renamed = append(ap.Renamed, fmt.Sprintf("%s -> %q", t.label(), name))
	}
	if len(public) > 0 {
		deps := dependentNames(pr.sum)
		if !req.Force {
			e := refuse(PublicAPI, "%d name(s) are public API that %s depend(s) on (first: %s); pass force to rename them anyway", len(public), strings.Join(deps, ", "), public[0])
			e.Dependents = deps
			return nil, e
		}
		ap.Warnings = append(ap.Warnings, fmt.Sprintf("forced: %d public name(s) renamed that %s depend(s) on; their code was not changed", len(public), strings.Join(deps, ", ")))
	}
	sortEdits(all)
	for i := 1; i < len(all); i++ {
		if all[i].Path == all[i-1].Path && all[i].Start < all[i-1].End {
			if all[i].Start == all[i-1].Start && all[i].New == all[i-1].New {
				continue
			}
			return nil, fmt.Errorf("rename: two renames claim %s:%d:%d", all[i].Path, all[i].Line, all[i].Column)
		}
	}
	if ap.Files, ap.Edits, err = pr.apply(dedupe(all)); err != nil {
		return nil, err
	}
	ap.Warnings = append(ap.Warnings, pr.warnings...)
	var renames []xliffRename
	for _, t := range targets {
		if r, ok := xliffRenameOf(t, affixed(t.Name, ap.Affix, ap.Prefix)); ok {
			renames = append(renames, r)
		}
	}
	files, edits, w := pr.xliffPlan(renames)
	ap.Files, ap.Edits = append(ap.Files, files...), append(ap.Edits, edits...)
	if w != "" {
		ap.Warnings = append(ap.Warnings, w)
	}
	return ap, nil
}

// affixed adds the affix to name: separated by a space when the name has
// spaces, joined otherwise (ABC Customer Card, ABCExtra).
func affixed(name, affix string, prefix bool) string {
	sep := ""
	if strings.ContainsRune(name, ' ') {
		sep = " "
	}
	if prefix {
		return affix + sep + name
	}
	return name + sep + affix
}

// hasAffix reports whether name starts or ends with one of affixes,
// ignoring case (AppSourceCop's test).
func hasAffix(name string, affixes []string) bool {
	for _, a := range affixes {
		if a == "" || len(name) < len(a) {
			continue
		}
		head, tail := name[:len(a)], name[len(name)-len(a):]
		if strings.EqualFold(head, a) && utf8.ValidString(head) || strings.EqualFold(tail, a) && utf8.ValidString(tail) {
			return true
		}
	}
	return false
}

// scopeKey names the scope in which a target's name must be unique.
func scopeKey(t *target) string {
	if t.Kind == KindObject {
		return "object\x00" + t.Object.Kind
	}
	base := ""
	if t.Base != nil {
		base = t.Base.Kind + "\x00" + strings.ToLower(t.Base.Name)
	}
	k := string(t.Kind)
	if t.Kind == KindAction {
		k = string(KindControl) // controls and actions share the page's names
	}
	return k + "\x00" + base
}

// affixTargets lists the names of the project's own files that lack every
// affix of have, in file order.
func (pr *planner) affixTargets(have []string) ([]*target, error) {
	var out []*target
	for _, fs := range pr.sum.Files {
		pf, err := pr.parse(fs.File)
		if err != nil {
			return nil, err
		}
		f, s := pf.f, pf.s
		for _, obj := range f.Objects() {
			o := s.ObjectSymbols(obj)
			kind := f.ObjectKind(obj)
			if o == nil || kind == syntax.KwDotNet || f.ObjectName(obj) < 0 {
				continue
			}
			if !f.IsObsolete(obj) && !hasAffix(o.Name, have) {
				out = append(out, &target{Kind: KindObject, Name: o.Name, Object: o, Base: o, ref: symbols.RefTarget{Object: o}})
			}
			switch kind {
			case syntax.KwTableExtension:
				for _, el := range f.TableFields(obj) {
					if tok := f.ElementNameToken(el); tok >= 0 && !f.IsObsolete(el) && !hasAffix(syntax.Unquote(f.TokenText(tok)), have) {
						if t := pr.elementTarget(pf, el, syntax.Unquote(f.TokenText(tok))); t != nil {
							out = append(out, t)
						}
					}
				}
				for _, k := range syntax.Members(f.Section(obj, syntax.KwKeys)) {
					if k.Kind != syntax.Element || f.SectionKind(k) != syntax.KwKey || f.IsObsolete(k) {
						continue
					}
					if tok := f.ElementNameToken(k); tok >= 0 && !hasAffix(syntax.Unquote(f.TokenText(tok)), have) {
						out = append(out, &target{Kind: KindKey, Name: syntax.Unquote(f.TokenText(tok)), Object: o, Base: o,
							local: []Edit{pf.edit(tok, "declaration")}})
					}
				}
			case syntax.KwEnumExtension:
				for _, m := range syntax.Members(obj) {
					if m.Kind != syntax.Element || f.SectionKind(m) != syntax.KwValue || f.IsObsolete(m) {
						continue
					}
					if tok := f.ElementNameToken(m); tok >= 0 && !hasAffix(syntax.Unquote(f.TokenText(tok)), have) {
						if t := pr.elementTarget(pf, m, syntax.Unquote(f.TokenText(tok))); t != nil {
							out = append(out, t)
						}
					}
				}
			case syntax.KwPageExtension:
				for _, sec := range syntax.Members(obj) {
					if k := f.SectionKind(sec); sec.Kind != syntax.Section || k != syntax.KwLayout && k != syntax.KwActions {
						continue
					}
					var added []*syntax.Node
					syntax.WalkElements(sec, func(el *syntax.Node) bool {
						switch f.SectionKind(el) {
						case syntax.KwAddFirst, syntax.KwAddLast, syntax.KwAddAfter, syntax.KwAddBefore:
							syntax.WalkElements(el, func(a *syntax.Node) bool {
								if f.IsObsolete(a) {
									return false
								}
								if k := f.SectionKind(a); k != syntax.KwArea && k != syntax.KwActionRef {
									added = append(added, a)
								}
								return true
							})
						}
						return false
					})
					for _, el := range added {
						tok := f.ElementNameToken(el)
						if tok < 0 || hasAffix(syntax.Unquote(f.TokenText(tok)), have) {
							continue
						}
						if t := pr.elementTarget(pf, el, syntax.Unquote(f.TokenText(tok))); t != nil {
							out = append(out, t)
						}
					}
				}
			case syntax.KwReportExtension:
				pr.warnings = append(pr.warnings, fmt.Sprintf("the data items and columns of %s %q are left as they are: report layouts name them", o.Kind, o.Name))
			}
		}
	}
	return out, nil
}
