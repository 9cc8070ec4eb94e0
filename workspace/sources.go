package workspace

import (
	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/project"
)

// sources returns the project's code as the fixes that edit other files see
// it (analysis.Sources: a removed parameter's call sites): the snapshot's
// AL files, each read on first use. The fix use cases give it to the rules
// and plan the other files' changes on the very bytes it read.
func (p *Project) sources(cfg *project.Config) *analysis.Sources {
	p.mu.Lock()
	paths := p.pathsLocked()
	p.mu.Unlock()
	return analysis.NewSources(paths, func(path string) ([]byte, bool) {
		b, _, err := p.readFile(path)
		return b, err == nil
	}, analysis.ParseOptions(cfg))
}
