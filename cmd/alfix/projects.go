package main

import (
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"os"
	"time"

	"github.com/alfix/alfix/al/project"
)

func init() {
	register(command{name: "projects", summary: "list the AL projects found under folders, with their file counts and what the scan skipped", run: runProjects})
}

// projectsResult is the JSON output of alfix projects.
type projectsResult struct {
	Projects []projectEntry    `json:"projects"`
	Skipped  []project.Skipped `json:"skipped"`
	Files    int               `json:"files"` // AL files of all projects
}

type projectEntry struct {
	Path  string `json:"path"`
	Files int    `json:"files"` // AL files that belong to this project (nested projects' files excluded)
}

// projectsHelp is the --help of alfix projects.
var projectsHelp = help{
	usage: "[flags] [PATH...]",
	about: []string{
		"Lists the AL projects (folders holding app.json) that analyze and serve find under each PATH " +
			"(default: the working directory and the folders of its *.code-workspace files), at most " +
			fmt.Sprint(project.MaxScanDepth) + " folder levels deep, nested projects included, with the number of AL files " +
			"that belong to each (a file belongs to its nearest project), and on stderr the folders the scan skipped and why.",
	},
	exits: []string{"0  success", "2  usage or runtime error"},
}

func runProjects(args []string, stdout, stderr io.Writer) int {
	c := newCLI("projects", stdout, stderr)
	fset := flag.NewFlagSet("projects", flag.ContinueOnError)
	format := fset.String("format", "text", "output `FORMAT`: text or json")
	pos, done, code := c.parse(fset, projectsHelp, args)
	if done {
		return code
	}
	if *format != "text" && *format != "json" {
		return c.fail("unknown --format %q (text or json)", *format)
	}
	cwd, err := os.Getwd()
	if err != nil {
		return c.fail("%v", err)
	}
	start := time.Now()
	scan, err := project.ScanProjects(pos, cwd)
	if err != nil {
		c.log.Error(err.Error())
		if scan == nil {
			return exitError
		}
	}
	res := projectsResult{Projects: []projectEntry{}, Skipped: scan.Skipped}
	if res.Skipped == nil {
		res.Skipped = []project.Skipped{}
	}
	for _, root := range scan.Projects {
		files, ferr := project.DiscoverFiles(root)
		if ferr != nil {
			c.warnf("%v", ferr)
		}
		res.Projects = append(res.Projects, projectEntry{Path: root, Files: len(files)})
		res.Files += len(files)
	}
	elapsed := time.Since(start)
	switch *format {
	case "json":
		enc := json.NewEncoder(stdout)
		enc.SetEscapeHTML(false)
		enc.SetIndent("", "  ")
		if err := enc.Encode(res); err != nil {
			return c.fail("%v", err)
		}
	default:
		for _, p := range res.Projects {
			fmt.Fprintf(stdout, "%7d  %s\n", p.Files, textPath(p.Path))
		}
		for _, s := range res.Skipped {
			c.warnf("skipped %s: %s", textPath(s.Path), s.Reason)
		}
		c.infof("%d project(s) with %d AL file(s); %d folder(s) skipped; %v",
			len(res.Projects), res.Files, len(res.Skipped), elapsed.Round(time.Millisecond))
	}
	if err != nil {
		return exitError
	}
	return exitOK
}
