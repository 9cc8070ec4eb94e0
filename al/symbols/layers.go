package symbols

import "strings"

// Dependencies returns the dependencies the summary was built with, in
// lookup order (loaded or not). The result must not be modified.
func (s *Summary) Dependencies() []*Dependency { return s.deps }

// DependencyOf returns the dependency that declares o, or nil when o is one
// of the project's own objects (or not from s at all).
func (s *Summary) DependencyOf(o *Object) *Dependency {
	if o == nil {
		return nil
	}
	if _, own := s.ensureIndex().fileOf[o]; own {
		return nil
	}
	for _, d := range s.deps {
		if d.Symbols != nil {
			if _, ok := d.Symbols.ensureIndex().fileOf[o]; ok {
				return d
			}
		}
	}
	return nil
}

// IsOwn reports whether o is declared in the project's own files.
func (s *Summary) IsOwn(o *Object) bool {
	_, ok := s.ensureIndex().fileOf[o]
	return o != nil && ok
}

// AppOf returns the identity and friends of the app that declares o: the
// project's own App for its objects, the dependency's for others; the zero
// AppInfo when o is not from s.
func (s *Summary) AppOf(o *Object) AppInfo {
	if s.IsOwn(o) {
		return s.App
	}
	if d := s.DependencyOf(o); d != nil {
		return d.Symbols.App
	}
	return AppInfo{}
}

// Complete reports whether every dependency's declarations are loaded.
// Only then may a name that no lookup finds be called an error: with a
// dependency missing (or only a runtime package present) the name may be
// declared there. A summary without dependencies (made by Build) is not
// complete: it does not even know the platform's System objects.
func (s *Summary) Complete() bool {
	if len(s.deps) == 0 {
		return false
	}
	for _, d := range s.deps {
		if d.Symbols == nil {
			return false
		}
	}
	return true
}

// PlatformAppID is the id of the platform's System app, the one
// dependency every app has ("platform" in app.json).
const PlatformAppID = "8874ed3a-0643-4247-9ced-7a7002f7135d"

// MembersComplete reports whether every dependency that can add members to
// an object alfix knows is loaded: all of them but the platform's System
// app, which extends nothing (its tables, codeunits and pages are only
// reached through their own names). A field, procedure or enum value that
// no lookup finds on an object of the summary is then missing, while an
// object that is not found may still be a System object unless Complete.
func (s *Summary) MembersComplete() bool {
	if len(s.deps) == 0 {
		return false
	}
	for _, d := range s.deps {
		if d.Symbols == nil && !strings.EqualFold(d.App.ID, PlatformAppID) {
			return false
		}
	}
	return true
}

// Unloaded returns the dependencies whose declarations are not known
// (missing, or present only as a runtime package), in lookup order.
func (s *Summary) Unloaded() []*Dependency {
	var out []*Dependency
	for _, d := range s.deps {
		if d.Symbols == nil {
			out = append(out, d)
		}
	}
	return out
}

// Friend reports whether the project sees the internal objects and members
// of dependency d: d's app lists the project's app in internalsVisibleTo.
func (s *Summary) Friend(d *Dependency) bool {
	return d != nil && d.Symbols != nil && d.Symbols.App.IsFriend(s.App.App)
}

// Referable reports whether the project's code may name object o: it is
// one of its own, or it comes from a Direct or Propagated dependency.
// Objects of Transitive dependencies are loaded so that members of other
// objects have their types, but the compiler rejects naming them.
func (s *Summary) Referable(o *Object) bool {
	if s.IsOwn(o) {
		return true
	}
	d := s.DependencyOf(o)
	return d != nil && d.Reach != Transitive
}

// Accessible reports whether code in object from (one of the project's
// own objects, or nil for code outside any object) may use a declaration
// of object owner whose access modifier is access, as the AL compiler
// allows it:
//
//   - "" and "public": always;
//   - "internal": when owner is the project's own or the project is a
//     friend of owner's app (internalsVisibleTo);
//   - "protected": in owner itself and in its extensions (a table
//     extension of owner, a page extension of owner, ...);
//   - "local": in owner itself only.
//
// For an object's own Access property pass from nil and owner.Access:
// "Internal" objects are visible to their app and its friends only.
// Case is ignored.
func (s *Summary) Accessible(from, owner *Object, access string) bool {
	switch strings.ToLower(strings.TrimSpace(access)) {
	case "", "public":
		return true
	case "internal":
		if s.IsOwn(owner) {
			return true
		}
		return s.Friend(s.DependencyOf(owner))
	case "protected":
		if from == owner {
			return from != nil
		}
		if from == nil || owner == nil || baseKind(from.Kind) != owner.Kind {
			return false
		}
		for _, ext := range s.Extensions(owner) {
			if ext == from {
				return true
			}
		}
		return false
	case "local":
		return from != nil && from == owner
	}
	return false
}

// EnumValues returns the values of an enum and of its enum extensions
// (every layer), the enum's first; for an enum extension, those of the
// enum it extends. Nil when e is nil or its base is unknown.
func (s *Summary) EnumValues(e *Object) []*EnumValue {
	if e != nil && e.Kind == "enumextension" {
		e = s.ObjectIn("enum", e.ExtendsNamespace, e.Extends)
	}
	if e == nil {
		return nil
	}
	var out []*EnumValue
	for _, o := range append([]*Object{e}, s.Extensions(e)...) {
		for i := range o.Values {
			out = append(out, &o.Values[i])
		}
	}
	return out
}

// PageControls returns the layout controls of a page and of its page
// extensions and customizations (every layer), the page's first; for a
// page extension, those of the page it extends. Changes that only name a
// base control (modify, move) are left out. Nil when the page is unknown.
func (s *Summary) PageControls(page *Object) []*Control {
	return s.pageLayers(page, func(o *Object) []Control { return o.Controls })
}

// pageLayers collects the declared elements (Kind set) that list picks from
// a page and from every extension and customization of it, the page's
// first; for a page extension or customization, those of the page it
// extends. Nil when the page is unknown.
func (s *Summary) pageLayers(page *Object, list func(*Object) []Control) []*Control {
	if page != nil && (page.Kind == "pageextension" || page.Kind == "pagecustomization") {
		page = s.ObjectIn("page", page.ExtendsNamespace, page.Extends)
	}
	if page == nil {
		return nil
	}
	var out []*Control
	for _, o := range append([]*Object{page}, s.Extensions(page)...) {
		cs := list(o)
		for i := range cs {
			if cs[i].Kind != "" {
				out = append(out, &cs[i])
			}
		}
	}
	return out
}
