package symbols

import (
	"github.com/alfix/alfix/al/syntax"
)

// This file holds alfix's one policy on what AL's operators yield and which
// implicit conversions AL refuses: expression typing ([FileScopes.TypeOf])
// and the compiler-grade conversion check read both from here. Where AL's
// rules are not certain to us the answer is "unknown" (the zero Type, or
// false from [CannotConvert]), never a guess.

// numberRank orders the number kinds by what an arithmetic result widens
// to: Integer < BigInteger < Decimal.
var numberRank = map[string]int{"integer": 1, "option": 1, "char": 1, "biginteger": 2, "decimal": 3}

// numberOfRank is the canonical number kind of each rank.
var numberOfRank = map[int]string{1: "Integer", 2: "BigInteger", 3: "Decimal"}

// textLike reports whether the kind is Text or Code (what + concatenates).
func textLike(kind string) bool {
	k := kindLower(kind)
	return k == "text" || k == "code"
}

// ArithmeticType returns the type of `l op r` for the arithmetic operators
// + - * / div mod, or the zero Type when AL's result is not certain to us
// (an operand unknown, an array, an operator on kinds we do not model).
//
//	Text/Code + Text/Code               Text
//	numbers + - *                       the wider of the two (Integer < BigInteger < Decimal;
//	                                    Option and Char count as Integer)
//	numbers /                           Decimal
//	numbers div mod                     the wider of the two, Decimal excluded (unknown)
//	Date + Integer, Date - Integer      Date;  Date - Date: Integer
//	Time + Integer, Time - Integer      Time  (Time - Time: unknown)
//	DateTime +/- Integer/BigInteger     DateTime  (DateTime - DateTime: unknown)
func ArithmeticType(op syntax.TokenKind, opKeyword syntax.Keyword, l, r Type) Type {
	if !l.Known() || !r.Known() || l.ArrayDims > 0 || r.ArrayDims > 0 {
		return Type{}
	}
	lk, rk := kindLower(l.Kind), kindLower(r.Kind)
	lr, rr := numberRank[lk], numberRank[rk]
	switch {
	case op == syntax.Plus && textLike(lk) && textLike(rk):
		return kindType("Text")
	case lr > 0 && rr > 0 && (lk != "char" || rk != "char"):
		rank := max(lr, rr)
		switch {
		case op == syntax.Slash:
			return kindType("Decimal")
		case opKeyword == syntax.KwDiv || opKeyword == syntax.KwMod:
			if rank == 3 {
				return Type{}
			}
			return kindType(numberOfRank[rank])
		case op == syntax.Plus || op == syntax.Minus || op == syntax.Star:
			return kindType(numberOfRank[rank])
		}
	case lk == "date" && (op == syntax.Plus || op == syntax.Minus) && rk == "integer":
		return kindType("Date")
	case lk == "date" && op == syntax.Minus && rk == "date":
		return kindType("Integer")
	case lk == "time" && (op == syntax.Plus || op == syntax.Minus) && (rk == "integer" || rk == "biginteger"):
		return kindType("Time")
	case lk == "datetime" && (op == syntax.Plus || op == syntax.Minus) && (rk == "integer" || rk == "biginteger"):
		return kindType("DateTime")
	}
	return Type{}
}

// UnaryType returns the type of -x or +x: the operand's for the number
// kinds and Duration, the zero Type otherwise.
func UnaryType(operand Type) Type {
	if operand.ArrayDims > 0 {
		return Type{}
	}
	switch kindLower(operand.Kind) {
	case "integer", "biginteger", "decimal", "duration":
		return kindType(operand.Kind)
	case "option", "char":
		return kindType("Integer")
	}
	return Type{}
}

// scalarGroups are kinds between which AL converts implicitly in neither
// direction, group against group (a kind converts within its group: Text
// and Code; Integer, BigInteger, Decimal, Option, Char). A kind not listed
// is not judged.
var scalarGroups = map[string]string{
	"text":       "text",
	"code":       "text",
	"integer":    "number",
	"biginteger": "number",
	"decimal":    "number",
	"boolean":    "boolean",
	"date":       "date",
	"time":       "time",
	"datetime":   "datetime",
}

// constantGroups are the text constant kinds: their values convert as a
// Text does (to Text and Code, to no other group). They are judged only as
// the value converted, never as the target (a Label is not assigned to).
var constantGroups = map[string]string{"label": "text", "textconst": "text"}

// refusedKinds lists, per kind outside the scalar groups, the groups and
// kinds it certainly does not convert to or from, in either direction; a
// group or kind not listed is not judged against it. Guid and RecordId
// hold no number, Boolean or date; Duration is a number of milliseconds
// (it converts with the number kinds, not from or to a text, Boolean or
// date); Char is a character code (it converts with the number kinds and
// to Text, not from or to a Boolean or date). Text to Guid, Text to
// RecordId, RecordId to Text and Text to Char are not judged: the
// language reference does not settle them.
var refusedKinds = map[string]map[string]bool{
	"guid": {"number": true, "boolean": true, "date": true, "time": true, "datetime": true,
		"recordid": true, "duration": true, "char": true},
	"recordid": {"number": true, "boolean": true, "date": true, "time": true, "datetime": true,
		"guid": true, "duration": true, "char": true},
	"duration": {"text": true, "boolean": true, "date": true, "time": true, "datetime": true,
		"guid": true, "recordid": true},
	"char": {"boolean": true, "date": true, "time": true, "datetime": true, "guid": true, "recordid": true},
}

// objectKinds are the kinds of records, record references and object
// variables: AL converts no simple value (a text, number, Boolean, date or
// time, Guid, RecordId, Duration, Char, Option or Enum) to one of them
// (a Record parameter passed a Code value, a Codeunit variable assigned an
// Integer). The reverse direction is not judged.
var objectKinds = map[string]bool{
	"record": true, "recordref": true, "fieldref": true, "keyref": true,
	"codeunit": true, "page": true, "report": true, "query": true, "xmlport": true,
}

// simpleKinds are the kinds outside the scalar and constant groups whose
// values never convert to an object kind.
var simpleKinds = map[string]bool{
	"guid": true, "recordid": true, "duration": true, "char": true, "option": true, "enum": true,
}

// CannotConvert reports whether AL certainly refuses to convert a value of
// type from to type to on assignment (the compiler's AL0122); false when it
// converts or when that is not certain to us. A text literal is not a Text
// value here: a one-character literal is a Char, which converts to the
// number kinds, so callers pass literals as what they are.
//
// Certain refusals: between the groups text, number, Boolean, Date, Time
// and DateTime (Text to Integer, Integer to Text, Boolean to anything
// else, Date to DateTime, ...), a Label or TextConst value to any group but
// text, Records of two different tables, and the rows of refusedKinds
// (Guid, RecordId, Duration and Char against the groups and kinds they
// hold nothing of: Integer := Guid, Duration := Text, Boolean := Char),
// and any simple value (a kind of those groups, Guid, RecordId, Duration,
// Char, Option, Enum) to a Record, RecordRef, FieldRef, KeyRef, Codeunit,
// Page, Report, Query or XmlPort (objectKinds).
// Everything else — Option, Enum (AL converts Enum and Integer both ways,
// with the warning AL0603), Guid, RecordId and Char from a Text, RecordId
// to a Text, Variant, interfaces, objects, .NET and JSON types, arrays —
// is not judged.
func (s *FileScopes) CannotConvert(from, to Type) bool {
	if !from.Known() || !to.Known() || from.ArrayDims > 0 || to.ArrayDims > 0 {
		return false
	}
	fk, tk := kindLower(from.Kind), kindLower(to.Kind)
	fg, tg := scalarGroups[fk], scalarGroups[tk]
	if fg == "" {
		fg = constantGroups[fk]
	}
	if fg != "" && tg != "" {
		return fg != tg
	}
	if refusedKinds[fk][tg] || refusedKinds[tk][fg] || refusedKinds[fk][tk] {
		return true
	}
	if objectKinds[tk] && (fg != "" || simpleKinds[fk]) {
		return true
	}
	switch {
	case fk == "record" && tk == "record":
		a, b := s.ObjectOfType(from), s.ObjectOfType(to)
		return a != nil && b != nil && a != b
	}
	return false
}

// CannotCompare reports whether AL certainly refuses to compare values of
// types l and r with = <> < > <= >= (the compiler's AL0175): both are
// scalar kinds of two different groups (text, number, Boolean, Date, Time,
// DateTime), Date, Time and DateTime against each other excepted (not
// certain to us). Everything else is not judged.
func CannotCompare(l, r Type) bool {
	if !l.Known() || !r.Known() || l.ArrayDims > 0 || r.ArrayDims > 0 {
		return false
	}
	lg, rg := scalarGroups[kindLower(l.Kind)], scalarGroups[kindLower(r.Kind)]
	if lg == "" || rg == "" || lg == rg {
		return false
	}
	return !(temporal[lg] && temporal[rg])
}

// temporal are the groups of Date, Time and DateTime.
var temporal = map[string]bool{"date": true, "time": true, "datetime": true}

// UnaryRefused reports whether AL certainly refuses the unary operator on
// a value of type t (the compiler's AL0173): not on a text, number, Date,
// Time or DateTime value; - and + on a text, Boolean, Date, Time or
// DateTime value. Everything else is not judged.
func UnaryRefused(not bool, t Type) bool {
	if !t.Known() || t.ArrayDims > 0 {
		return false
	}
	g := scalarGroups[kindLower(t.Kind)]
	if not {
		return g != "" && g != "boolean"
	}
	return g != "" && g != "number"
}
