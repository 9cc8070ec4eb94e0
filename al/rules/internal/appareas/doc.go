// Package appareas reads ApplicationArea property values as written (the
// names, their tokens, the documented order of the standard areas) and
// rewrites a value, for AA0189, AA0199, AA0200 and AA0201. Which names are
// valid is AA0189's business, not this package's; it must not import a cop
// package or al/rules.
package appareas
