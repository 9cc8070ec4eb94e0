package rules

import (
	"testing"

	"github.com/alfix/alfix/al/analysis/analysistest"
)

func TestAA0207(t *testing.T) { analysistest.Run(t, AA0207, "testdata/AA0207") }
