// Package apinames knows the naming rules of API pages and queries: the
// Microsoft REST API guidelines want the values of APIPublisher, APIGroup,
// EntityName and EntitySetName and the names of API fields in camel case.
// It serves AA0101 to AA0104. It reads the tree and reports through the pass
// it is given; it must not import a cop package or al/rules.
package apinames
