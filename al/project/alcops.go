package project

import (
	"encoding/json"
	"errors"
	"strings"
	"unicode/utf8"
)

// Typed values of alcops.json settings whose format ALCops fixes; rules
// decode them with Config.Threshold (or the analysis config view).

// Punctuation is one mark a ToolTip may end with (alcops.json
// ToolTipAllowedPunctuations): the character and its name for messages.
type Punctuation struct {
	Character string
	Name      string
}

// Punctuations is the value of ToolTipAllowedPunctuations. ALCops writes a
// list of {"Character": "!", "Name": "exclamation mark"} objects; a string of
// characters (".!?") and a list of strings are read too. Entries whose
// Character is not exactly one character (null, "", "..") are dropped, and a
// missing Name is the character itself. Decoding fails, so that the
// setting counts as absent, when the value has none of these shapes or no
// entry is left: the rule then keeps its default.
type Punctuations []Punctuation

// UnmarshalJSON implements json.Unmarshaler.
func (p *Punctuations) UnmarshalJSON(b []byte) error {
	var out Punctuations
	add := func(char, name string) {
		if utf8.RuneCountInString(char) != 1 || strings.TrimSpace(char) == "" {
			return
		}
		if strings.TrimSpace(name) == "" {
			name = char
		}
		out = append(out, Punctuation{Character: char, Name: name})
	}
	var s string
	if err := json.Unmarshal(b, &s); err == nil {
		for _, r := range s {
			add(string(r), "")
		}
	} else {
		var items []json.RawMessage
		if err := json.Unmarshal(b, &items); err != nil {
			return err
		}
		for _, item := range items {
			var str string
			if json.Unmarshal(item, &str) == nil {
				add(str, "")
				continue
			}
			var obj struct {
				Character *string
				Name      string
			}
			if json.Unmarshal(item, &obj) == nil && obj.Character != nil {
				add(*obj.Character, obj.Name)
			}
		}
	}
	if len(out) == 0 {
		return errNoPunctuation
	}
	*p = out
	return nil
}

var errNoPunctuation = errors.New("no usable punctuation mark")
