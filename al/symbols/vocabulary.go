package symbols

import (
	_ "embed"
	"strings"
	"sync"
)

// The casing vocabulary (vocabulary.txt): how AL code spells the words that
// are not declarations of the project (property names, enumerated property
// values, trigger names, members of built-in option types such as
// ObjectType::Table). A word missing from it is not known, and a rule
// checking casing leaves it alone.

//go:embed vocabulary.txt
var vocabularyText string

type vocabularyIndex struct {
	properties, triggers map[string]string // lower -> canonical
	values, members      map[string]string // lower(owner) "\x00" lower(word) -> canonical word
}

var (
	vocabOnce sync.Once
	vocab     vocabularyIndex
)

func vocabulary() *vocabularyIndex {
	vocabOnce.Do(func() {
		vocab = vocabularyIndex{properties: map[string]string{}, triggers: map[string]string{},
			values: map[string]string{}, members: map[string]string{}}
		section := ""
		for _, line := range strings.Split(vocabularyText, "\n") {
			line = strings.TrimSpace(line)
			switch {
			case line == "" || strings.HasPrefix(line, "#"):
				continue
			case strings.HasPrefix(line, "["):
				section = strings.Trim(line, "[]")
				continue
			}
			owner, word, pair := strings.Cut(line, " ")
			switch {
			case section == "properties" && !pair:
				vocab.properties[strings.ToLower(line)] = line
			case section == "triggers" && !pair:
				vocab.triggers[strings.ToLower(line)] = line
			case section == "values" && pair:
				vocab.values[strings.ToLower(owner)+"\x00"+strings.ToLower(word)] = word
			case section == "members" && pair:
				vocab.members[strings.ToLower(owner)+"\x00"+strings.ToLower(word)] = word
			}
		}
	})
	return &vocab
}

// CanonicalPropertyName returns how a property name is written
// ("DATACLASSIFICATION" gives "DataClassification"); false when the
// vocabulary does not know the property.
func CanonicalPropertyName(name string) (string, bool) {
	var buf [64]byte
	c, ok := vocabulary().properties[string(lowerKey(buf[:0], name))]
	return c, ok
}

// CanonicalPropertyValue returns how an enumerated value of a property is
// written (DataClassification = customercontent gives "CustomerContent");
// false when the vocabulary does not know the pair.
func CanonicalPropertyValue(property, value string) (string, bool) {
	var buf [96]byte
	c, ok := vocabulary().values[string(lookupKey(buf[:0], property, value))]
	return c, ok
}

// CanonicalTriggerName returns how a platform trigger is written ("ONRUN"
// gives "OnRun"); false for a name the vocabulary does not know.
func CanonicalTriggerName(name string) (string, bool) {
	var buf [64]byte
	c, ok := vocabulary().triggers[string(lowerKey(buf[:0], name))]
	return c, ok
}

// CanonicalMember returns how a member of a built-in option type is
// written (ObjectType::xmlport gives "XmlPort"); typeName is the type's
// name in any casing. False when the vocabulary does not know the pair.
func CanonicalMember(typeName, member string) (string, bool) {
	var buf [96]byte
	c, ok := vocabulary().members[string(lookupKey(buf[:0], typeName, member))]
	return c, ok
}
