package project

import (
	"encoding/json"
	"reflect"
	"testing"
)

func TestPunctuations(t *testing.T) {
	for _, c := range []struct {
		in   string
		want Punctuations // nil: decoding fails
	}{
		{`[{"Character": "!", "Name": "exclamation mark"}]`, Punctuations{{"!", "exclamation mark"}}},
		{`[{"character": "?"}, {"Character": ".", "Name": " "}]`, Punctuations{{"?", "?"}, {".", "."}}},
		{`[{"Character": null, "Name": "broken"}, {"Character": "", "Name": "empty"}, {"Character": "..", "Name": "two"}]`, nil},
		{`[]`, nil},
		{`".!?"`, Punctuations{{".", "."}, {"!", "!"}, {"?", "?"}}},
		{`[".", "…"]`, Punctuations{{".", "."}, {"…", "…"}}},
		{`42`, nil},
		{`{"Character": "!"}`, nil},
	} {
		var got Punctuations
		err := json.Unmarshal([]byte(c.in), &got)
		if c.want == nil {
			if err == nil {
				t.Errorf("%s: decoded %v, want an error", c.in, got)
			}
			continue
		}
		if err != nil || !reflect.DeepEqual(got, c.want) {
			t.Errorf("%s: got %v, %v; want %v", c.in, got, err, c.want)
		}
	}
	cfg := &Config{Thresholds: map[string]json.RawMessage{"ToolTipAllowedPunctuations": json.RawMessage(`[{"Character": null}]`)}}
	p := Punctuations{{".", "dot"}}
	if cfg.Threshold("ToolTipAllowedPunctuations", &p) || len(p) != 1 || p[0].Character != "." {
		t.Errorf("an unusable list must leave the default: %v", p)
	}
}
