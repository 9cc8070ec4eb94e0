package rules

import (
	"testing"

	"github.com/alfix/alfix/al/analysis/analysistest"
)

func TestFC0001(t *testing.T) { analysistest.Run(t, FC0001, "testdata/FC0001") }
