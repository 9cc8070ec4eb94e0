package tools

import (
	"context"
	"errors"
	"fmt"

	"github.com/alfix/alfix/workspace"
	"github.com/alfix/alfix/workspace/fix"
	"github.com/alfix/alfix/workspace/rename"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// RenameSymbolArgs are the parameters of rename_symbol.
type RenameSymbolArgs struct {
	ProjectPath *string `json:"projectPath,omitempty"`
	FilePath    *string `json:"filePath,omitempty"`
	Line        *int    `json:"line,omitempty"`
	Column      *int    `json:"column,omitempty"`
	NewName     *string `json:"newName,omitempty"`
	DryRun      bool    `json:"dryRun,omitempty"`
	Force       bool    `json:"force,omitempty"`
}

var renameSymbolParams = paramSet{
	{name: "projectPath", kind: kindString, required: true, desc: servedProjectDesc},
	{name: "filePath", kind: kindString, required: true, desc: "File of the declaration or of a reference."},
	{name: "line", kind: kindInt, required: true, desc: "1-based."},
	{name: "column", kind: kindInt, required: true, desc: "1-based."},
	{name: "newName", kind: kindString, required: true, desc: "Unquoted."},
	{name: "dryRun", kind: kindBool, desc: dryRunDesc},
	{name: "force", kind: kindBool, desc: "Rename public API other projects use."},
}

// RenameCompile is the compile checks' verdict after a write.
type RenameCompile struct {
	State  string `json:"state"`
	Errors int    `json:"errors"`
}

// RenameResult is the result of rename_symbol and add_affix.
type RenameResult struct {
	Applied      bool           `json:"applied"`
	DryRun       bool           `json:"dryRun"`
	Kind         string         `json:"kind,omitempty"`
	OldName      string         `json:"oldName,omitempty"`
	NewName      string         `json:"newName,omitempty"`
	Renamed      int            `json:"renamed,omitempty"`
	Edits        int            `json:"edits"`
	FilesChanged []string       `json:"filesChanged"`
	Compile      *RenameCompile `json:"compileChecks,omitempty"`
	Warnings     []string       `json:"warnings,omitempty"`
	Diff         string         `json:"diff"`
	// DiffTruncated: the diff was cut to the size bound.
	DiffTruncated bool `json:"diffTruncated,omitempty"`

	fileDiffs []fix.FileDiff
}

func (r *RenameResult) fit(maxBytes int) {
	if maxBytes <= 0 || messageSize(r) <= maxBytes {
		return
	}
	r.DiffTruncated = true
	diffs := r.fileDiffs
	r.Diff = fitDiff(len(diffs), func(i int) string { return diffs[i].Diff }, maxBytes, func(d string) int {
		r.Diff = d
		return messageSize(r)
	}, "read the changed files, or rename in smaller steps")
}

// renameDefinitions returns rename_symbol and add_affix.
func renameDefinitions(ws *workspace.Workspace) []toolDef {
	return []toolDef{
		{
			tool: &mcp.Tool{Name: "rename_symbol", Title: "Rename AL symbol",
				Description: "Rename the symbol at a position and every reference in the project as one transaction (diff; compile checks after); refusals say why. dryRun first.",
				Annotations: annotations("Rename AL symbol", false, true, false),
				InputSchema: renameSymbolParams.inputSchema(), OutputSchema: outputSchema(RenameResult{})},
			run: func(ctx context.Context, req *mcp.CallToolRequest) (any, *ToolError) {
				var args RenameSymbolArgs
				if te := renameSymbolParams.decode(req.Params.Arguments, &args); te != nil {
					return nil, te
				}
				return RenameSymbol(ctx, ws, args)
			},
		},
		addAffixDefinition(ws),
	}
}

// RenameSymbol runs the rename_symbol tool.
func RenameSymbol(ctx context.Context, ws *workspace.Workspace, args RenameSymbolArgs) (*RenameResult, *ToolError) {
	p, te := fixProject(ws, args.ProjectPath)
	if te != nil {
		return nil, te
	}
	switch {
	case args.FilePath == nil:
		return nil, invalidf("parameter 'filePath' is required")
	case args.Line == nil || *args.Line < 1:
		return nil, invalidf("parameter 'line' is required and must be a positive integer")
	case args.Column == nil || *args.Column < 1:
		return nil, invalidf("parameter 'column' is required and must be a positive integer")
	case args.NewName == nil:
		return nil, invalidf("parameter 'newName' is required")
	}
	path, te := projectFile(p, "filePath", *args.FilePath)
	if te != nil {
		return nil, te
	}
	pl, err := rename.PlanRename(ctx, p, rename.Request{Path: path, Line: *args.Line, Column: *args.Column, NewName: *args.NewName, Force: args.Force})
	if err != nil {
		return nil, renameError(err, path)
	}
	res := &RenameResult{DryRun: args.DryRun, Kind: string(pl.Kind), OldName: pl.OldName, NewName: pl.NewName, Renamed: 1, Edits: len(pl.Edits), Warnings: pl.Warnings}
	return writeRename(ctx, p, pl.Files, args.DryRun, res)
}

// writeRename renders a plan's diff and, unless dryRun, writes it as one
// transaction and runs the compile checks.
func writeRename(ctx context.Context, p *workspace.Project, files []fix.PlannedFile, dryRun bool, res *RenameResult) (*RenameResult, *ToolError) {
	plan := fix.PlanOf(p, files)
	res.FilesChanged = plan.Paths()
	res.fileDiffs = plan.FileDiffs()
	res.Diff = joinDiffs(res.fileDiffs)
	if dryRun || len(files) == 0 {
		return res, nil
	}
	cr, err := fix.Commit(ctx, p, plan)
	if te := commitError(cr, err, p.Root, ""); te != nil {
		return nil, te
	}
	res.Applied = true
	v, err := rename.CompileChecks(ctx, p)
	if err != nil {
		res.Warnings = append(res.Warnings, fmt.Sprintf("written; the compile checks could not run: %v", err))
		return res, nil
	}
	res.Compile = &RenameCompile{State: v.State, Errors: v.Errors}
	if len(v.First) > 0 {
		f := v.First[0]
		res.Warnings = append(res.Warnings, fmt.Sprintf("compile error at %s:%d:%d: %s", f.Path, f.Line, f.Column, f.Message))
	}
	return res, nil
}

// renameError maps a refusal to its envelope: NotFound/NoSymbolAtPosition
// when the position names nothing, Invalid with the problem as reason
// otherwise; other errors are Faulted.
func renameError(err error, path string) *ToolError {
	var e *rename.Error
	if !errors.As(err, &e) {
		return faulted(err)
	}
	if e.Problem == rename.NothingHere {
		return notFound("NoSymbolAtPosition", path, "", "%s", e.Message)
	}
	return &ToolError{Code: CodeInvalid, Reason: string(e.Problem), FilePath: path, Message: e.Message + "; nothing was written"}
}
