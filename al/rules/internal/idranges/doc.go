// Package idranges knows the id ranges the AppSourceCop rules check against:
// the app's own ranges from app.json, the per-tenant customisation range
// and the ranges AppSource apps are assigned from. It only answers
// questions about numbers; reading app.json is al/project's business and
// deciding which ids to check is each rule's.
package idranges
