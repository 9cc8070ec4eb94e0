package packages

import (
	"bytes"
	"encoding/xml"
	"fmt"
	"io"
	"strconv"
	"strings"

	"github.com/alfix/alfix/al/project"
	"github.com/alfix/alfix/al/symbols"
)

// Well-known apps the AL compiler references implicitly.
var (
	// SystemApp is the platform's System app ("platform" in app.json).
	SystemApp = symbols.App{ID: symbols.PlatformAppID, Name: "System", Publisher: "Microsoft"}
	// ApplicationApp is Microsoft's Application app ("application" in
	// app.json since BC 15.3); it propagates Base Application, System
	// Application and Business Foundation.
	ApplicationApp = symbols.App{ID: "c1335042-3002-4257-bf8a-75c898ccb1b8", Name: "Application", Publisher: "Microsoft"}
	// BaseApplicationApp is what "application" means when no Application
	// package is found (older projects and layouts).
	BaseApplicationApp = symbols.App{ID: "437dbf0e-84ff-417a-965d-ed2bb9650972", Name: "Base Application", Publisher: "Microsoft"}
)

// IDRange is an object id range (both ends inclusive).
type IDRange struct{ From, To int }

// Manifest is what resolution and export need of an app's manifest, from
// a package's NavxManifest.xml or a project's app.json.
type Manifest struct {
	App                            symbols.App
	Platform, Application, Runtime string
	Target                         string
	// PropagateDependencies: apps depending on this one see its
	// dependencies as their own.
	PropagateDependencies bool
	// Dependencies are the declared dependencies; App.Version holds the
	// minimum version.
	Dependencies       []symbols.App
	InternalsVisibleTo []symbols.App
	IDRanges           []IDRange
	Features           []string
}

// Info returns the app's identity with its friends.
func (m Manifest) Info() symbols.AppInfo {
	return symbols.AppInfo{App: m.App, InternalsVisibleTo: m.InternalsVisibleTo}
}

// FromProject converts a project's app.json.
func FromProject(pm project.Manifest) Manifest {
	m := Manifest{
		App:      symbols.App{ID: pm.ID, Name: pm.Name, Publisher: pm.Publisher, Version: pm.Version},
		Platform: pm.Platform, Application: pm.Application, Runtime: pm.Runtime, Target: pm.Target,
		PropagateDependencies: pm.PropagateDependencies,
		Features:              pm.Features,
	}
	for _, d := range pm.Dependencies {
		m.Dependencies = append(m.Dependencies, symbols.App{ID: d.ID, Name: d.Name, Publisher: d.Publisher, Version: d.Version})
	}
	for _, f := range pm.InternalsVisibleTo {
		m.InternalsVisibleTo = append(m.InternalsVisibleTo, symbols.App{ID: f.ID, Name: f.Name, Publisher: f.Publisher})
	}
	for _, r := range pm.IDRanges {
		m.IDRanges = append(m.IDRanges, IDRange{From: r.From, To: r.To})
	}
	return m
}

// The XML of NavxManifest.xml (attribute names as Microsoft writes them;
// older manifests write AppId and Version where newer ones write Id and
// MinVersion).
type xmlManifest struct {
	XMLName xml.Name `xml:"Package"`
	App     struct {
		ID                    string `xml:"Id,attr"`
		Name                  string `xml:"Name,attr"`
		Publisher             string `xml:"Publisher,attr"`
		Version               string `xml:"Version,attr"`
		Platform              string `xml:"Platform,attr"`
		Application           string `xml:"Application,attr"`
		Runtime               string `xml:"Runtime,attr"`
		Target                string `xml:"Target,attr"`
		PropagateDependencies string `xml:"PropagateDependencies,attr"`
	} `xml:"App"`
	IDRanges []struct {
		Min string `xml:"MinObjectId,attr"`
		Max string `xml:"MaxObjectId,attr"`
	} `xml:"IdRanges>IdRange"`
	Dependencies []struct {
		ID         string `xml:"Id,attr"`
		AppID      string `xml:"AppId,attr"`
		Name       string `xml:"Name,attr"`
		Publisher  string `xml:"Publisher,attr"`
		MinVersion string `xml:"MinVersion,attr"`
		Version    string `xml:"Version,attr"`
	} `xml:"Dependencies>Dependency"`
	Friends []struct {
		ID        string `xml:"Id,attr"`
		AppID     string `xml:"AppId,attr"`
		Name      string `xml:"Name,attr"`
		Publisher string `xml:"Publisher,attr"`
	} `xml:"InternalsVisibleTo>Module"`
	Features []string `xml:"Features>Feature"`
}

// parseManifest decodes NavxManifest.xml.
func parseManifest(r io.Reader) (Manifest, error) {
	var x xmlManifest
	dec := xml.NewDecoder(r)
	dec.CharsetReader = func(label string, in io.Reader) (io.Reader, error) {
		if strings.EqualFold(label, "utf-8") || strings.EqualFold(label, "us-ascii") {
			return in, nil
		}
		return nil, fmt.Errorf("unsupported encoding %q", label)
	}
	if err := dec.Decode(&x); err != nil {
		return Manifest{}, fmt.Errorf("NavxManifest.xml: %w", err)
	}
	a := x.App
	m := Manifest{
		App:      symbols.App{ID: symbols.NormalizeAppID(a.ID), Name: a.Name, Publisher: a.Publisher, Version: a.Version},
		Platform: a.Platform, Application: a.Application, Runtime: a.Runtime, Target: a.Target,
		PropagateDependencies: strings.EqualFold(a.PropagateDependencies, "true"),
		Features:              x.Features,
	}
	if m.App.Name == "" && m.App.ID == "" {
		return Manifest{}, fmt.Errorf("NavxManifest.xml: no App element with an Id or Name")
	}
	for _, r := range x.IDRanges {
		from, err1 := strconv.Atoi(strings.TrimSpace(r.Min))
		to, err2 := strconv.Atoi(strings.TrimSpace(r.Max))
		if err1 == nil && err2 == nil {
			m.IDRanges = append(m.IDRanges, IDRange{From: from, To: to})
		}
	}
	for _, d := range x.Dependencies {
		id := d.ID
		if id == "" {
			id = d.AppID
		}
		v := d.MinVersion
		if v == "" {
			v = d.Version
		}
		m.Dependencies = append(m.Dependencies, symbols.App{ID: symbols.NormalizeAppID(id), Name: d.Name, Publisher: d.Publisher, Version: v})
	}
	for _, f := range x.Friends {
		id := f.ID
		if id == "" {
			id = f.AppID
		}
		m.InternalsVisibleTo = append(m.InternalsVisibleTo, symbols.App{ID: symbols.NormalizeAppID(id), Name: f.Name, Publisher: f.Publisher})
	}
	return m, nil
}

// writeManifest writes NavxManifest.xml for m.
func writeManifest(m Manifest) []byte {
	var b bytes.Buffer
	attr := func(name, value string) {
		b.WriteString(" " + name + `="`)
		_ = xml.EscapeText(&b, []byte(value))
		b.WriteString(`"`)
	}
	b.WriteString(`<?xml version="1.0" encoding="utf-8"?>` + "\n")
	b.WriteString(`<Package xmlns="http://schemas.microsoft.com/navx/2015/manifest">` + "\n  <App")
	attr("Id", m.App.ID)
	attr("Name", m.App.Name)
	attr("Publisher", m.App.Publisher)
	attr("Version", orDefault(m.App.Version, "1.0.0.0"))
	attr("CompatibilityId", "0.0.0.0")
	if m.Platform != "" {
		attr("Platform", m.Platform)
	}
	if m.Application != "" {
		attr("Application", m.Application)
	}
	if m.Runtime != "" {
		attr("Runtime", m.Runtime)
	}
	if m.Target != "" {
		attr("Target", m.Target)
	}
	attr("ShowMyCode", "False")
	if m.PropagateDependencies {
		attr("PropagateDependencies", "True")
	}
	b.WriteString(" />\n  <IdRanges>\n")
	for _, r := range m.IDRanges {
		b.WriteString("    <IdRange")
		attr("MinObjectId", strconv.Itoa(r.From))
		attr("MaxObjectId", strconv.Itoa(r.To))
		b.WriteString(" />\n")
	}
	b.WriteString("  </IdRanges>\n  <Dependencies>\n")
	for _, d := range m.Dependencies {
		b.WriteString("    <Dependency")
		attr("Id", d.ID)
		attr("Name", d.Name)
		attr("Publisher", d.Publisher)
		attr("MinVersion", orDefault(d.Version, "0.0.0.0"))
		attr("CompatibilityId", "0.0.0.0")
		b.WriteString(" />\n")
	}
	b.WriteString("  </Dependencies>\n  <InternalsVisibleTo>\n")
	for _, f := range m.InternalsVisibleTo {
		b.WriteString("    <Module")
		attr("Id", f.ID)
		attr("Name", f.Name)
		attr("Publisher", f.Publisher)
		b.WriteString(" />\n")
	}
	b.WriteString("  </InternalsVisibleTo>\n  <Features>\n")
	for _, f := range m.Features {
		b.WriteString("    <Feature>")
		_ = xml.EscapeText(&b, []byte(f))
		b.WriteString("</Feature>\n")
	}
	b.WriteString("  </Features>\n</Package>\n")
	return b.Bytes()
}

func orDefault(s, def string) string {
	if s == "" {
		return def
	}
	return s
}
