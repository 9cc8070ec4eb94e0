// Package schematest validates SARIF logs against the official SARIF 2.1.0
// JSON schema (vendored in testdata, see testdata/README.md) for tests.
// URI formats are checked strictly, as RFC 3986 writes them: a character a
// URI may not hold unencoded (a space, a non-ASCII letter, a backslash) is
// an error, which the schema library's own lenient check would let pass.
//
// Only tests import this package.
package schematest

import (
	"bytes"
	_ "embed"
	"fmt"
	"regexp"
	"strings"
	"sync"

	"github.com/santhosh-tekuri/jsonschema/v6"
)

//go:embed testdata/sarif-schema-2.1.0.json
var schemaJSON []byte

const schemaURL = "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json"

var (
	once   sync.Once
	schema *jsonschema.Schema
	err    error
)

// uriChars are the characters of a URI reference (RFC 3986: unreserved,
// reserved and "%" of a percent-encoding).
var uriChars = regexp.MustCompile(`^[A-Za-z0-9\-._~:/?#\[\]@!$&'()*+,;=%]*$`)

// pctEncoding finds a "%" not followed by two hex digits.
var badPercent = regexp.MustCompile(`%([^0-9A-Fa-f]|[0-9A-Fa-f][^0-9A-Fa-f]|.?$)`)

var scheme = regexp.MustCompile(`^[A-Za-z][A-Za-z0-9+\-.]*:`)

func checkURIReference(v any) error {
	s, ok := v.(string)
	if !ok {
		return nil
	}
	if !uriChars.MatchString(s) {
		return fmt.Errorf("%q holds a character that must be percent-encoded", s)
	}
	if badPercent.MatchString(s) {
		return fmt.Errorf("%q has a malformed percent-encoding", s)
	}
	if !scheme.MatchString(s) {
		// A relative reference: its first segment must not hold ":".
		first, _, _ := strings.Cut(s, "/")
		if strings.Contains(first, ":") {
			return fmt.Errorf("%q: a relative reference whose first segment holds ':' reads as a scheme", s)
		}
	}
	return nil
}

func checkURI(v any) error {
	if err := checkURIReference(v); err != nil {
		return err
	}
	if s, ok := v.(string); ok && !scheme.MatchString(s) {
		return fmt.Errorf("%q is not an absolute URI", s)
	}
	return nil
}

func compile() (*jsonschema.Schema, error) {
	doc, err := jsonschema.UnmarshalJSON(bytes.NewReader(schemaJSON))
	if err != nil {
		return nil, err
	}
	c := jsonschema.NewCompiler()
	c.DefaultDraft(jsonschema.Draft4)
	c.AssertFormat()
	c.RegisterFormat(&jsonschema.Format{Name: "uri-reference", Validate: checkURIReference})
	c.RegisterFormat(&jsonschema.Format{Name: "uri", Validate: checkURI})
	if err := c.AddResource(schemaURL, doc); err != nil {
		return nil, err
	}
	return c.Compile(schemaURL)
}

// Validate checks one SARIF log (its JSON text) against the schema; the
// error lists every violation.
func Validate(log []byte) error {
	once.Do(func() { schema, err = compile() })
	if err != nil {
		return fmt.Errorf("compiling the SARIF schema: %w", err)
	}
	doc, jerr := jsonschema.UnmarshalJSON(bytes.NewReader(log))
	if jerr != nil {
		return fmt.Errorf("the log is not JSON: %w", jerr)
	}
	return schema.Validate(doc)
}
