package rules

import (
	"testing"

	"github.com/alfix/alfix/al/analysis/analysistest"
)

func TestLC0083(t *testing.T) {
	analysistest.Run(t, LC0083, "testdata/LC0083")
	// app.json with runtime 13.0: the Date and DateTime methods do not exist yet.
	analysistest.Run(t, LC0083, "testdata/LC0083/OldRuntime")
}
