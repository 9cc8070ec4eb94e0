package main

import (
	"fmt"
	"os"
	"strconv"
	"strings"

	"github.com/alfix/alfix/al/project"
)

// envMaxFileSize names the environment variable that sets the file size
// limit when --max-file-size is not given.
const envMaxFileSize = "ALFIX_MAX_FILE_SIZE"

// maxFileSizeUsage is the help text of the --max-file-size flag.
var maxFileSizeUsage = fmt.Sprintf("largest AL file to read: `SIZE` in bytes, or with a KiB, MiB or GiB suffix; larger files are skipped with a warning (default: $%s, else %s)",
	envMaxFileSize, formatSize(project.DefaultMaxFileSize))

// sizeFlag is a byte count flag ("8MiB", "512KiB", "1000000"); zero until
// set.
type sizeFlag int64

func (s *sizeFlag) String() string {
	if *s == 0 {
		return ""
	}
	return formatSize(int64(*s))
}

func (s *sizeFlag) Set(v string) error {
	n, err := parseSize(v)
	if err != nil {
		return err
	}
	*s = sizeFlag(n)
	return nil
}

// resolve returns the flag's value, else the environment's, else
// project.DefaultMaxFileSize.
func (s sizeFlag) resolve() (int64, error) {
	if s > 0 {
		return int64(s), nil
	}
	if v := os.Getenv(envMaxFileSize); v != "" {
		n, err := parseSize(v)
		if err != nil {
			return 0, fmt.Errorf("$%s: %w", envMaxFileSize, err)
		}
		return n, nil
	}
	return project.DefaultMaxFileSize, nil
}

// parseSize reads a positive byte count, optionally followed by B, KiB,
// MiB or GiB (K, M, G and KB, MB, GB are read as the binary units too).
func parseSize(v string) (int64, error) {
	s := strings.TrimSpace(v)
	num := strings.TrimRightFunc(s, func(r rune) bool { return r < '0' || r > '9' })
	unit := strings.ToLower(strings.TrimSpace(s[len(num):]))
	shift := 0
	switch unit {
	case "", "b":
	case "k", "kb", "kib":
		shift = 10
	case "m", "mb", "mib":
		shift = 20
	case "g", "gb", "gib":
		shift = 30
	default:
		return 0, fmt.Errorf("invalid size %q: want a number of bytes, optionally with a KiB, MiB or GiB suffix", v)
	}
	n, err := strconv.ParseInt(num, 10, 64)
	if err != nil || n <= 0 || n > (1<<40)>>shift {
		return 0, fmt.Errorf("invalid size %q: want a positive number of bytes up to 1 TiB, optionally with a KiB, MiB or GiB suffix", v)
	}
	return n << shift, nil
}

// formatSize writes n in the largest binary unit that divides it.
func formatSize(n int64) string {
	for _, u := range []struct {
		shift int
		name  string
	}{{30, "GiB"}, {20, "MiB"}, {10, "KiB"}} {
		if n >= 1<<u.shift && n%(1<<u.shift) == 0 {
			return strconv.FormatInt(n>>u.shift, 10) + u.name
		}
	}
	return strconv.FormatInt(n, 10)
}
