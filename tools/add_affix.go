package tools

import (
	"context"

	"github.com/alfix/alfix/workspace"
	"github.com/alfix/alfix/workspace/rename"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// AddAffixArgs are the parameters of add_affix.
type AddAffixArgs struct {
	ProjectPath *string `json:"projectPath,omitempty"`
	Prefix      *string `json:"prefix,omitempty"`
	Suffix      *string `json:"suffix,omitempty"`
	DryRun      bool    `json:"dryRun,omitempty"`
	Force       bool    `json:"force,omitempty"`
}

var addAffixParams = paramSet{
	{name: "projectPath", kind: kindString, required: true, desc: servedProjectDesc},
	{name: "prefix", kind: kindString, desc: "Default: AppSourceCop.json's."},
	{name: "suffix", kind: kindString, desc: "Instead of prefix."},
	{name: "dryRun", kind: kindBool, desc: dryRunDesc},
	{name: "force", kind: kindBool, desc: "As rename_symbol's."},
}

func addAffixDefinition(ws *workspace.Workspace) toolDef {
	return toolDef{
		tool: &mcp.Tool{Name: "add_affix", Title: "Add affix",
			Description: "Add a prefix or suffix to every object and extension member lacking one (AS0011/AS0098), with references, like rename_symbol.",
			Annotations: annotations("Add affix", false, true, false),
			InputSchema: addAffixParams.inputSchema(), OutputSchema: outputSchema(RenameResult{})},
		run: func(ctx context.Context, req *mcp.CallToolRequest) (any, *ToolError) {
			var args AddAffixArgs
			if te := addAffixParams.decode(req.Params.Arguments, &args); te != nil {
				return nil, te
			}
			return AddAffix(ctx, ws, args)
		},
	}
}

// AddAffix runs the add_affix tool.
func AddAffix(ctx context.Context, ws *workspace.Workspace, args AddAffixArgs) (*RenameResult, *ToolError) {
	p, te := fixProject(ws, args.ProjectPath)
	if te != nil {
		return nil, te
	}
	req := rename.AffixRequest{Force: args.Force}
	if args.Prefix != nil {
		req.Prefix = *args.Prefix
	}
	if args.Suffix != nil {
		req.Suffix = *args.Suffix
	}
	ap, err := rename.PlanAffix(ctx, p, req)
	if err != nil {
		return nil, renameError(err, p.Root)
	}
	res := &RenameResult{DryRun: args.DryRun, Kind: "affix", NewName: ap.Affix, Renamed: len(ap.Renamed), Edits: len(ap.Edits), Warnings: ap.Warnings}
	return writeRename(ctx, p, ap.Files, args.DryRun, res)
}
