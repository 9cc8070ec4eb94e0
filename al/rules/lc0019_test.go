package rules

import (
	"testing"

	"github.com/alfix/alfix/al/analysis/analysistest"
)

func TestLC0019(t *testing.T) { analysistest.Run(t, LC0019, "testdata/LC0019") }
