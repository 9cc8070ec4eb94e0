package project

import (
	"reflect"
	"testing"
)

func TestBaselineSettingsFromAppSourceCop(t *testing.T) {
	for _, tc := range []struct {
		name, content string
		want          BaselineSettings
	}{
		{"all documented properties", `{
			"version": " 2.1.0.0 ", "name": "Prev", "publisher": "Pub",
			"baselinePackageCachePath": "../baseline",
			"validateInternalSymbols": true, "validateObsoleteSymbols": "true", "validateOnPremSymbols": false,
			"obsoleteTagMinAllowedMajorMinor": "22.0"
		}`, BaselineSettings{Version: "2.1.0.0", Name: "Prev", Publisher: "Pub", PackageCachePath: "../baseline",
			ValidateInternal: true, ValidateObsolete: true, ObsoleteTagMinAllowedMajorMinor: "22.0"}},
		{"wrong types count as absent", `{"version": ["2"], "validateInternalSymbols": "maybe", "name": {"x": 1}}`, BaselineSettings{}},
		{"keys ignore case", `{"Version": "1.0.0.0", "ValidateOnPremSymbols": true}`, BaselineSettings{Version: "1.0.0.0", ValidateOnPrem: true}},
		{"broken file", `{"version": `, BaselineSettings{}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			dir := writeProject(t, map[string]string{"app.json": `{"id": "a", "name": "A", "publisher": "P", "version": "1.0.0.0"}`,
				AppSourceCopFile: tc.content}, nil)
			c, err := Load(dir)
			if err != nil {
				t.Fatal(err)
			}
			if !reflect.DeepEqual(c.Baseline, tc.want) {
				t.Errorf("Baseline = %+v, want %+v", c.Baseline, tc.want)
			}
			if c.Baseline.Active() != (tc.want.Version != "") {
				t.Errorf("Active() = %v with version %q", c.Baseline.Active(), c.Baseline.Version)
			}
		})
	}
}
