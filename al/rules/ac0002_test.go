package rules

import (
	"testing"

	"github.com/alfix/alfix/al/analysis/analysistest"
)

func TestAC0002(t *testing.T) { analysistest.Run(t, AC0002, "testdata/AC0002") }

func TestAC0003(t *testing.T) { analysistest.Run(t, AC0003, "testdata/AC0003") }
