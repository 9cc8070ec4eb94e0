package tools

import (
	"context"

	"github.com/alfix/alfix/workspace"
)

var getFixesParams = fixTargetParams

// GetFixesResult is the result of get_fixes: the matched diagnostic's own
// span, the hash of the file content the fixes were computed from, and the
// fixes (never empty).
type GetFixesResult struct {
	DiagnosticID string    `json:"diagnosticId"`
	FilePath     string    `json:"filePath"`
	Line         int       `json:"line"`
	Column       int       `json:"column"`
	EndLine      int       `json:"endLine"`
	EndColumn    int       `json:"endColumn"`
	FileHash     string    `json:"fileHash"`
	Fixes        []FixInfo `json:"fixes"`
}

// GetFixes runs the get_fixes tool.
func GetFixes(ctx context.Context, ws *workspace.Workspace, args FixTarget) (*GetFixesResult, *ToolError) {
	l, te := locate(ctx, ws, args, nil)
	if te != nil {
		return nil, te
	}
	f := l.find()
	return &GetFixesResult{DiagnosticID: l.target.rule.ID, FilePath: l.path, Line: f.Line, Column: f.Column,
		EndLine: f.EndLine, EndColumn: f.EndColumn, FileHash: hashHex(l.state.Hash),
		Fixes: fixInfos(l.diag().Fixes, false)}, nil
}
