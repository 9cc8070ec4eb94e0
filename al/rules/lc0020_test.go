package rules

import (
	"testing"

	"github.com/alfix/alfix/al/analysis/analysistest"
)

func TestLC0020(t *testing.T) { analysistest.Run(t, LC0020, "testdata/LC0020") }
