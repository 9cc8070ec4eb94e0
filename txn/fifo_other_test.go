//go:build !unix

package txn_test

import "testing"

func mkfifo(t *testing.T, path string) { t.Skip("no FIFOs on this system") }
