package rules

import (
	"testing"

	"github.com/alfix/alfix/al/analysis/analysistest"
)

func TestDC0003(t *testing.T) { analysistest.Run(t, DC0003, "testdata/DC0003") }
