package rules

import (
	"testing"

	"github.com/alfix/alfix/al/analysis/analysistest"
)

func TestLC0031(t *testing.T) {
	analysistest.Run(t, LC0031, "testdata/LC0031")
	// app.json with runtime 10.0: ReadIsolation does not exist yet.
	analysistest.Run(t, LC0031, "testdata/LC0031/OldRuntime")
}
