package main

import (
	"flag"
	"reflect"
	"testing"
)

func TestServeIsTheDefaultCommand(t *testing.T) {
	if defaultCommand != "serve" {
		t.Errorf("defaultCommand = %q", defaultCommand)
	}
	if code, _, errOut := runCLI(t, "", "serve", "somewhere"); code != 2 || errOut == "" {
		t.Errorf("positional argument: exit %d %q", code, errOut)
	}
	if code, _, _ := runCLI(t, "", "serve", "--bogus"); code != 2 {
		t.Errorf("unknown flag: exit %d", code)
	}
}

func TestParseArgsInterspersed(t *testing.T) {
	cases := []struct {
		args []string
		pos  []string
		fmt  string
	}{
		{[]string{"a"}, []string{"a"}, ""},
		{[]string{"--format", "json", "a"}, []string{"a"}, "json"},
		{[]string{"a", "--format", "json"}, []string{"a"}, "json"},
		{[]string{"a", "--format", "json", "b"}, []string{"a", "b"}, "json"},
		{[]string{"--", "--format"}, []string{"--format"}, ""},
	}
	for _, c := range cases {
		fset := flag.NewFlagSet("t", flag.ContinueOnError)
		f := fset.String("format", "", "")
		pos, err := parseArgs(fset, c.args)
		if err != nil || !reflect.DeepEqual(pos, c.pos) || *f != c.fmt {
			t.Errorf("%v: pos %v format %q err %v", c.args, pos, *f, err)
		}
	}
}
