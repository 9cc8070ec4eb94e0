package tools

import (
	"context"
	"encoding/hex"

	"github.com/alfix/alfix/workspace"
	"github.com/alfix/alfix/workspace/fix"
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
	p, req, te := fixRequest(ws, args, nil)
	if te != nil {
		return nil, te
	}
	l, err := fix.Locate(ctx, p, req)
	if err != nil {
		return nil, fixCall{root: p.Root}.envelope(err)
	}
	f := l.Finding
	return &GetFixesResult{DiagnosticID: l.Rule.ID, FilePath: req.Path, Line: f.Line, Column: f.Column,
		EndLine: f.EndLine, EndColumn: f.EndColumn, FileHash: hex.EncodeToString(l.FileHash[:]),
		Fixes: fixInfos(l.Fixes)}, nil
}
