package rules

import (
	"testing"

	"github.com/alfix/alfix/al/analysis/analysistest"
)

func TestAA0206(t *testing.T) { analysistest.Run(t, AA0206, "testdata/AA0206") }
