package packages

import (
	"strings"
	"testing"

	"github.com/alfix/alfix/al/symbols"
)

func pkg(id, name, version string, deps ...symbols.App) Candidate {
	return Candidate{Manifest: Manifest{App: symbols.App{ID: id, Name: name, Publisher: "Microsoft", Version: version}, Dependencies: deps},
		Origin: symbols.FromPackage, Location: "/pkgs/" + name + "_" + version + ".app"}
}

func dep(id, name, version string) symbols.App {
	return symbols.App{ID: id, Name: name, Publisher: "Microsoft", Version: version}
}

const (
	sysAppID = "63ca2fa4-4f03-4f2b-a480-172fef340d3f"
	bfID     = "f3552374-a1f2-4356-848e-196002525837"
	baseID   = "437dbf0e-84ff-417a-965d-ed2bb9650972"
	appID    = "c1335042-3002-4257-bf8a-75c898ccb1b8"
	systemID = "8874ed3a-0643-4247-9ced-7a7002f7135d"
)

// byName indexes a resolution by app name.
func byName(res Resolution) map[string]*symbols.Dependency {
	out := map[string]*symbols.Dependency{}
	for _, d := range res.Dependencies {
		out[d.App.Name] = d
	}
	return out
}

func TestResolveImplicitReferencesAndPropagation(t *testing.T) {
	application := pkg(appID, "Application", "24.0.16410.18040", dep(sysAppID, "System Application", "24.0.0.0"),
		dep(bfID, "Business Foundation", "24.0.0.0"), dep(baseID, "Base Application", "24.0.0.0"))
	application.Manifest.PropagateDependencies = true
	base := pkg(baseID, "Base Application", "24.0.1.0", dep(sysAppID, "System Application", "24.0.0.0"), dep(bfID, "Business Foundation", "24.0.0.0"))
	base.Manifest.Platform = "24.0.0.0"
	req := Request{
		Project: Manifest{App: symbols.App{ID: "my", Name: "Mine"}, Platform: "1.0.0.0", Application: "24.0.0.0"},
		Packages: []Candidate{
			pkg(appID, "Application", "22.3.0.0"), application, base,
			pkg(bfID, "Business Foundation", "24.0.16410.19969", dep(sysAppID, "System Application", "24.0.0.0")),
			pkg(systemID, "System", "22.0.58471.0"), pkg(systemID, "System", "24.0.17601.0"),
		},
		Folders: []string{"/pkgs"},
	}
	res := Resolve(req)
	got := byName(res)
	if len(res.Dependencies) != 5 {
		t.Fatalf("dependencies: %+v", res.Dependencies)
	}
	if a := got["Application"]; a.Reach != symbols.Direct || a.App.Version != "24.0.16410.18040" || a.Origin != symbols.FromPackage || a.Declared.Version != "24.0.0.0" {
		t.Errorf("Application: %+v", a)
	}
	if s := got["System"]; s.Reach != symbols.Direct || s.App.Version != "24.0.17601.0" {
		t.Errorf("System picks the highest version: %+v", s)
	}
	if b := got["Base Application"]; b.Reach != symbols.Propagated || b.Location != base.Location {
		t.Errorf("Base Application through Application: %+v", b)
	}
	if sa := got["System Application"]; sa.Origin != symbols.Missing || sa.Reach != symbols.Propagated || !strings.Contains(sa.Problem, "/pkgs") {
		t.Errorf("missing System Application: %+v", sa)
	}
	if bf := got["Business Foundation"]; bf.Origin != symbols.FromPackage || bf.Reach != symbols.Propagated {
		t.Errorf("Business Foundation: %+v", bf)
	}
	if res.Dependencies[0].App.Name != "Application" || res.Dependencies[1].App.Name != "System" {
		t.Errorf("direct ones first: %v, %v", res.Dependencies[0].App, res.Dependencies[1].App)
	}
	for i, d := range res.Dependencies {
		if (res.Chosen[i] == nil) != (d.Origin == symbols.Missing) {
			t.Errorf("Chosen[%d] does not match %v", i, d.Origin)
		}
	}

	// Without an Application package, "application" means Base Application.
	req.Packages = []Candidate{base}
	got = byName(Resolve(req))
	if b := got["Base Application"]; b == nil || b.Reach != symbols.Direct || b.Declared.Version != "24.0.0.0" {
		t.Errorf("fallback to Base Application: %+v", b)
	}
	if sa := got["System Application"]; sa == nil || sa.Reach != symbols.Transitive {
		t.Errorf("Base Application without propagateDependencies: %+v", sa)
	}
	if got["Application"] != nil {
		t.Error("Application resolved without a package")
	}
}

func TestResolveVersionsSourceProjectsAndOldManifests(t *testing.T) {
	lib := "aaaaaaaa-0000-0000-0000-000000000001"
	req := Request{
		Project: Manifest{App: symbols.App{ID: "my", Name: "Mine"}, Dependencies: []symbols.App{
			dep(lib, "Lib", "2.0.0.0"),
			{Name: "Old", Publisher: "Microsoft", Version: "1.0.0.0"}, // no id: matched by name and publisher
			dep("bbbbbbbb-0000-0000-0000-000000000002", "Too Old", "5.0.0.0"),
			dep("cccccccc-0000-0000-0000-000000000003", "Runtime Only", "1.0.0.0"),
			dep("my", "Mine", "1.0.0.0"), // itself: ignored
		}},
		Packages: []Candidate{
			pkg(lib, "Lib", "3.0.0.0"),
			pkg("dddddddd-0000-0000-0000-000000000004", "Old", "1.2.0.0"),
			pkg("bbbbbbbb-0000-0000-0000-000000000002", "Too Old", "4.9.0.0"),
			{Manifest: Manifest{App: symbols.App{Name: "Runtime Only", Publisher: "Microsoft", Version: "1.0.0.0"}}, Origin: symbols.RuntimePackage, Location: "/pkgs/rt.app"},
		},
		Projects: []Candidate{
			{Manifest: Manifest{App: symbols.App{ID: lib, Name: "Lib", Publisher: "Microsoft", Version: "1.0.0.0"}}, Origin: symbols.FromProject, Location: "/src/lib"},
			{Manifest: Manifest{App: symbols.App{ID: "my", Name: "Mine", Publisher: "Microsoft"}}, Origin: symbols.FromProject, Location: "/src/mine"},
		},
	}
	got := byName(Resolve(req))
	if l := got["Lib"]; l.Origin != symbols.FromProject || l.Location != "/src/lib" || !strings.Contains(l.Problem, "below") {
		t.Errorf("a source project wins over a newer package: %+v", l)
	}
	if o := got["Old"]; o.Origin != symbols.FromPackage || o.App.Version != "1.2.0.0" || o.App.ID != "dddddddd-0000-0000-0000-000000000004" {
		t.Errorf("name and publisher match: %+v", o)
	}
	if o := got["Too Old"]; o.Origin != symbols.Missing || !strings.Contains(o.Problem, "4.9.0.0") {
		t.Errorf("a package below the minimum version: %+v", o)
	}
	if r := got["Runtime Only"]; r.Origin != symbols.RuntimePackage || r.App.ID != "cccccccc-0000-0000-0000-000000000003" {
		t.Errorf("runtime package: %+v", r)
	}
	if got["Mine"] != nil {
		t.Error("the project depends on itself")
	}
}

func TestResolveCyclesAndReachUpgrade(t *testing.T) {
	a, b, c := "aaaaaaaa-0000-0000-0000-00000000000a", "aaaaaaaa-0000-0000-0000-00000000000b", "aaaaaaaa-0000-0000-0000-00000000000c"
	pa := pkg(a, "A", "1.0.0.0", dep(b, "B", "1.0.0.0"))
	pb := pkg(b, "B", "1.0.0.0", dep(a, "A", "1.0.0.0"), dep(c, "C", "1.0.0.0"))
	pc := pkg(c, "C", "1.0.0.0")
	// C is reached through A -> B (transitive) and declared directly.
	req := Request{Project: Manifest{App: symbols.App{ID: "p"}, Dependencies: []symbols.App{dep(a, "A", ""), dep(c, "C", "")}},
		Packages: []Candidate{pa, pb, pc, pkg(systemID, "System", "1.0.0.0")}}
	got := byName(Resolve(req))
	if len(got) != 4 || got["C"].Reach != symbols.Direct || got["B"].Reach != symbols.Transitive || got["A"].Reach != symbols.Direct {
		t.Errorf("cycle / reach: %+v", got)
	}
}

func TestCompareVersions(t *testing.T) {
	for _, c := range []struct {
		a, b string
		want int
	}{{"24.0.16410.18040", "24.0.0.0", 1}, {"22.3", "24.0.0.0", -1}, {"1.0", "1.0.0.0", 0}, {"", "0.0.0.0", 0}, {"10.0", "9.9", 1}} {
		if got := CompareVersions(c.a, c.b); got != c.want {
			t.Errorf("CompareVersions(%q, %q) = %d", c.a, c.b, got)
		}
	}
}
