package rules

import (
	"testing"

	"github.com/alfix/alfix/al/analysis/analysistest"
)

func TestAC0018(t *testing.T) { analysistest.Run(t, AC0018, "testdata/AC0018") }
