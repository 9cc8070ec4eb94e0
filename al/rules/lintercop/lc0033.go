package lintercop

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/project"
)

// LC0033 reports an app.json runtime older than the application or
// platform the app targets supports.
var LC0033 = &analysis.Rule{
	ID:      "LC0033",
	Title:   "The specified runtime version in app.json is falling behind",
	Message: "app.json: the project targets %s version %s but sets runtime %s; runtime %s is available for it",
	Description: "The runtime in app.json is optional; when it is set below what the targeted " +
		"application (or platform, when that is newer) supports, newer language features and " +
		"platform capabilities stay unavailable. A platform version supports the runtime 11 major " +
		"versions below it (platform 26.0: runtime 15.0; 17.1: 6.1), as Microsoft's table of " +
		"runtime versions lists up to runtime 17.0. alfix reports the finding once per project, on " +
		"the first object of the project's first file (in path order), since its findings belong " +
		"to AL files; a project without a runtime, or without application and platform, is not " +
		"reported.",
	Severity:    analysis.SeverityWarning,
	Category:    "Design",
	Analyzer:    project.LinterCop,
	UsesProject: true,
	Run:         runLC0033,
}

// runtimeVersions are the runtime versions Microsoft lists (Choose runtime
// version in AL), each supported from platform major+11.minor.
var runtimeVersions = [][2]int{
	{1, 0}, {2, 0}, {3, 0}, {4, 0}, {5, 0}, {6, 0}, {6, 1}, {6, 2}, {6, 3}, {6, 4}, {7, 0}, {7, 1}, {7, 2},
	{8, 0}, {9, 0}, {9, 1}, {9, 2}, {10, 0}, {11, 0}, {12, 0}, {13, 0}, {14, 0}, {15, 0}, {16, 0}, {17, 0},
}

// runtimePlatformOffset is the distance between a runtime's major version
// and its platform's.
const runtimePlatformOffset = 11

func runLC0033(pass *analysis.Pass) {
	f := pass.File
	rtMajor, rtMinor, ok := pass.Config.RuntimeVersion()
	if !ok || !firstFileOfProject(pass) {
		return
	}
	app, appOK := majorMinor(pass.Config.Application())
	plat, platOK := majorMinor(pass.Config.Platform())
	name, target := "application", app
	switch {
	case !appOK && !platOK:
		return
	case !appOK || platOK && compareVersions(plat, app) > 0:
		name, target = "platform", plat
	}
	var supported [2]int
	found := false
	for _, rt := range runtimeVersions {
		if compareVersions([2]int{rt[0] + runtimePlatformOffset, rt[1]}, target) <= 0 {
			supported, found = rt, true
		}
	}
	if !found || compareVersions([2]int{rtMajor, rtMinor}, supported) >= 0 {
		return
	}
	objs := f.Objects()
	if len(objs) == 0 {
		return
	}
	pass.Reportf(f.DeclSpan(objs[0]), []any{name, versionText(target),
		versionText([2]int{rtMajor, rtMinor}), versionText(supported)})
}

// firstFileOfProject reports whether the pass's file holds the project's
// first object in path order: the one file LC0033 reports in.
func firstFileOfProject(pass *analysis.Pass) bool {
	if pass.Summary == nil {
		return len(pass.File.Objects()) > 0
	}
	first := ""
	for _, o := range pass.Summary.AllObjects() {
		if p := pass.Summary.FileOf(o); p != "" && (first == "" || p < first) {
			first = p
		}
	}
	return first == pass.File.Name
}

// majorMinor reads the first two parts of a version ("26.0.0.0").
func majorMinor(v string) (mm [2]int, ok bool) {
	parts := strings.Split(strings.TrimSpace(v), ".")
	if len(parts) < 2 {
		return mm, false
	}
	for i := range 2 {
		n, err := strconv.Atoi(parts[i])
		if err != nil || n < 0 {
			return mm, false
		}
		mm[i] = n
	}
	return mm, true
}

func compareVersions(a, b [2]int) int {
	switch {
	case a[0] != b[0]:
		return a[0] - b[0]
	default:
		return a[1] - b[1]
	}
}

func versionText(v [2]int) string { return fmt.Sprintf("%d.%d", v[0], v[1]) }
