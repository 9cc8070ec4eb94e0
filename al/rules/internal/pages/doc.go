// Package pages knows pages and their controls: how the project's pages
// use tables (source tables, fields shown), the field controls and their
// source expressions, the label properties of fields and controls, and
// ToolTips. It must not report diagnostics nor import a cop package or
// al/rules.
package pages
