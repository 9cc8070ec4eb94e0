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

func runProjects(args []string, stdout, stderr io.Writer) int {
	fset := flag.NewFlagSet("projects", flag.ContinueOnError)
	fset.SetOutput(stderr)
	format := fset.String("format", "text", "output format: text or json")
	fset.Usage = func() {
		fmt.Fprintln(stderr, "usage: alfix projects [--format text|json] [PATH...]")
		fmt.Fprintln(stderr, "\nLists the AL projects (folders holding app.json) that analyze and serve find under each PATH")
		fmt.Fprintf(stderr, "(default: the working directory and the folders of its *.code-workspace files), at most %d\n", project.MaxScanDepth)
		fmt.Fprintln(stderr, "folder levels deep, nested projects included, with the number of AL files that belong to each")
		fmt.Fprintln(stderr, "(a file belongs to its nearest project), and the folders the scan skipped and why.")
		fmt.Fprintln(stderr, "Exit status: 0 success, 2 usage or runtime error.")
		fset.PrintDefaults()
	}
	pos, err := parseArgs(fset, args)
	if err != nil {
		return usageErr(err)
	}
	if *format != "text" && *format != "json" {
		fmt.Fprintf(stderr, "alfix projects: unknown --format %q (text or json)\n", *format)
		return 2
	}
	cwd, err := os.Getwd()
	if err != nil {
		fmt.Fprintf(stderr, "alfix projects: %v\n", err)
		return 2
	}
	start := time.Now()
	scan, err := project.ScanProjects(pos, cwd)
	if err != nil {
		fmt.Fprintf(stderr, "alfix projects: %v\n", err)
		if scan == nil {
			return 2
		}
	}
	res := projectsResult{Projects: []projectEntry{}, Skipped: scan.Skipped}
	if res.Skipped == nil {
		res.Skipped = []project.Skipped{}
	}
	for _, root := range scan.Projects {
		files, ferr := project.DiscoverFiles(root)
		if ferr != nil {
			fmt.Fprintf(stderr, "alfix projects: %v\n", ferr)
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
			fmt.Fprintf(stderr, "alfix projects: %v\n", err)
			return 2
		}
	default:
		for _, p := range res.Projects {
			fmt.Fprintf(stdout, "%7d  %s\n", p.Files, quoteControl(displayPath(p.Path)))
		}
		for _, s := range res.Skipped {
			fmt.Fprintf(stderr, "skipped %s: %s\n", quoteControl(displayPath(s.Path)), s.Reason)
		}
		fmt.Fprintf(stderr, "%d project(s) with %d AL file(s); %d folder(s) skipped; %v\n",
			len(res.Projects), res.Files, len(res.Skipped), elapsed.Round(time.Millisecond))
	}
	if err != nil {
		return 2
	}
	return 0
}

// quoteControl quotes a path holding control characters (a newline in a
// file name must not start a fake output line); other paths are as is.
func quoteControl(s string) string {
	for _, r := range s {
		if r < 0x20 || r == 0x7f {
			return fmt.Sprintf("%q", s)
		}
	}
	return s
}
