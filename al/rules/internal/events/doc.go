// Package events knows the external business events of an object (the
// [ExternalBusinessEvent] procedures and their display names) and the
// [OBSOLETE] marker of a display name, for AA0250 and AA0251. It must not
// report diagnostics nor import a cop package or al/rules.
package events
