package rules

import (
	"testing"

	"github.com/alfix/alfix/al/analysis/analysistest"
)

func TestPC0001(t *testing.T) { analysistest.Run(t, PC0001, "testdata/PC0001") }
