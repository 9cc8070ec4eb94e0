// Package keywords knows the casing of reserved words: which keyword
// tokens are held to lower case and where an object type word is a keyword.
// ReportCasing reports them for the two rules that check it (FormattingCop's
// FC0002 and CodeCop's AA0241). It must not import a cop package or
// al/rules.
package keywords
