package xliff

import (
	"encoding/xml"
	"errors"
	"fmt"
	"io"
	"strings"
)

// Namespace is the XML namespace of XLIFF 1.2, the version the AL compiler
// writes. Elements in another namespace are not XLIFF's and are skipped;
// elements in none are read as XLIFF's.
const Namespace = "urn:oasis:names:tc:xliff:document:1.2"

// A Unit is one trans-unit of a translation file.
type Unit struct {
	ID string
	// Target is the text of the unit's target element (its character
	// data, CDATA included); HasTarget is false when there is none.
	Target    string
	HasTarget bool
	// State is the target's state attribute as written ("translated",
	// "needs-translation", ...), or "".
	State string
}

// Translated reports whether the unit holds a usable translation: a
// target whose text is not blank and whose state is not
// needs-translation.
func (u Unit) Translated() bool {
	return u.HasTarget && strings.TrimSpace(u.Target) != "" && u.State != "needs-translation"
}

// A File is what Read takes from a translation file: the languages and the
// original of its first file element, and the trans-units of all of them
// in document order.
type File struct {
	SourceLanguage, TargetLanguage, Original string
	Units                                    []Unit
}

// Limits bound what Read accepts.
type Limits struct {
	Bytes int64 // the most bytes read from the file
	Units int   // the most trans-units
}

// DefaultLimits are generous for real apps (Base Application's largest
// translation files hold some 100,000 units in under 100 MiB) and stop a
// hostile file at a cost a developer machine bears.
var DefaultLimits = Limits{Bytes: 256 << 20, Units: 1 << 20}

// ErrTooLarge is returned when a file exceeds its Limits.
var ErrTooLarge = errors.New("xliff: file exceeds the reading limits")

// Read reads an XLIFF 1.2 document from r. It fails on XML that does not
// parse (a document that is not UTF-8 among it), on a document whose root
// element is not xliff, and with ErrTooLarge beyond lim (zero fields take
// DefaultLimits' values).
func Read(r io.Reader, lim Limits) (*File, error) {
	if lim.Bytes <= 0 {
		lim.Bytes = DefaultLimits.Bytes
	}
	if lim.Units <= 0 {
		lim.Units = DefaultLimits.Units
	}
	lr := &io.LimitedReader{R: r, N: lim.Bytes + 1}
	dec := xml.NewDecoder(lr)
	var (
		out      File
		files    int
		unit     *Unit // the trans-unit being read
		inTarget int   // depth inside the unit's target; 0 outside
		target   strings.Builder
		root     = true
	)
	xliffName := func(n xml.Name, local string) bool {
		return n.Local == local && (n.Space == Namespace || n.Space == "")
	}
	for {
		tok, err := dec.Token()
		if lr.N <= 0 {
			return nil, ErrTooLarge
		}
		if err == io.EOF {
			if root {
				return nil, errors.New("xliff: no root element")
			}
			return &out, nil
		}
		if err != nil {
			return nil, fmt.Errorf("xliff: %w", err)
		}
		switch t := tok.(type) {
		case xml.StartElement:
			switch {
			case root:
				if !xliffName(t.Name, "xliff") {
					return nil, fmt.Errorf("xliff: the root element is %s, not xliff", t.Name.Local)
				}
				root = false
			case inTarget > 0:
				inTarget++
			case unit == nil && xliffName(t.Name, "file"):
				if files == 0 {
					out.SourceLanguage = attr(t, "source-language")
					out.TargetLanguage = attr(t, "target-language")
					out.Original = attr(t, "original")
				}
				files++
			case unit == nil && xliffName(t.Name, "trans-unit"):
				if len(out.Units) == lim.Units {
					return nil, ErrTooLarge
				}
				unit = &Unit{ID: attr(t, "id")}
			case unit != nil && !unit.HasTarget && xliffName(t.Name, "target"):
				unit.HasTarget, unit.State = true, attr(t, "state")
				inTarget = 1
				target.Reset()
			}
		case xml.CharData:
			if inTarget > 0 {
				target.Write(t)
			}
		case xml.EndElement:
			switch {
			case inTarget > 1:
				inTarget--
			case inTarget == 1:
				inTarget = 0
				unit.Target = target.String()
			case unit != nil && xliffName(t.Name, "trans-unit"):
				out.Units = append(out.Units, *unit)
				unit = nil
			}
		}
	}
}

// attr returns the value of the start element's attribute without a
// namespace named name, or "".
func attr(t xml.StartElement, name string) string {
	for _, a := range t.Attr {
		if a.Name.Local == name && a.Name.Space == "" {
			return a.Value
		}
	}
	return ""
}
