package rules

import (
	"testing"

	"github.com/alfix/alfix/al/analysis/analysistest"
)

func TestAA0470(t *testing.T) { analysistest.Run(t, AA0470, "testdata/AA0470") }
