package rules

import (
	"testing"

	"github.com/alfix/alfix/al/analysis/analysistest"
)

func TestLC0095(t *testing.T) { analysistest.Run(t, LC0095, "testdata/LC0095") }
