// Package uicop holds the AW rules: alfix's rules with the ids, titles and
// behaviour of Microsoft's UICop, the AL Language extension's analyzer of
// what the Web client can display, one file per rule, each with its
// fixtures in testdata/<ID>. The registry in al/rules lists them. alfix
// serves only some of UICop's rules; a project that enables ${UICop} is
// told how many.
//
// A rule file uses only its own helpers, those of uicop.go (where a page
// layout is) and the packages of al/ and al/rules/internal; it must
// not use another rule file's helpers nor import another cop package or
// al/rules. Rules are pure: they read the pass and report; they never
// touch the file system.
package uicop
