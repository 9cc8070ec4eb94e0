package workspace

import (
	"context"
	"testing"
)

// The first call after a cold start (no content hashed before it) keeps
// its assembly: the next call over the unchanged snapshot answers with the
// same findings, analysing nothing and assembling nothing.
func TestColdCallKeepsItsAssembly(t *testing.T) {
	root := writeProject(t, map[string]string{
		"a.al": "codeunit 50100 A { trigger OnRun() BEGIN end; }",
		"b.al": "codeunit 50101 B { trigger OnRun() BEGIN end; }",
	})
	for _, watched := range []bool{false, true} {
		p := openWS(t, root, nil, watched).Primary()
		cold, err := p.Analyze(context.Background(), AnalyzeRequest{})
		if err != nil {
			t.Fatal(err)
		}
		warm, err := p.Analyze(context.Background(), AnalyzeRequest{})
		if err != nil {
			t.Fatal(err)
		}
		if len(cold.Findings) == 0 || len(warm.Findings) != len(cold.Findings) || &warm.Findings[0] != &cold.Findings[0] || warm.Analyzed != 0 {
			t.Errorf("watched=%v: the warm call after a cold one assembled again (%d/%d findings, %d analysed)",
				watched, len(warm.Findings), len(cold.Findings), warm.Analyzed)
		}
	}
}
