package rules

import (
	"testing"

	"github.com/alfix/alfix/al/analysis/analysistest"
)

func TestLC0094(t *testing.T) { analysistest.Run(t, LC0094, "testdata/LC0094") }
