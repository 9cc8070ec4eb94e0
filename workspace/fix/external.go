package fix

import "github.com/alfix/alfix/workspace"

// PlanOf makes a Plan of new contents that another use case computed (a
// rename, an affix): each file's Original is the content read during the
// call and Base its hash. Commit writes it all or nothing, Diff renders
// it; nothing is written here.
func PlanOf(p *workspace.Project, files []PlannedFile) *Plan {
	pl := &Plan{p: p, Files: append([]PlannedFile(nil), files...)}
	sortPlanned(pl.Files)
	return pl
}
