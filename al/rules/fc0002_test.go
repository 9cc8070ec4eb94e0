package rules

import (
	"testing"

	"github.com/alfix/alfix/al/analysis/analysistest"
)

func TestFC0002(t *testing.T) { analysistest.Run(t, FC0002, "testdata/FC0002") }

func TestAA0241(t *testing.T) { analysistest.Run(t, AA0241, "testdata/AA0241") }
