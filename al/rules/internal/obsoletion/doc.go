// Package obsoletion finds where a file makes something obsolete: an
// ObsoleteState property other than No (with the ObsoleteReason and
// ObsoleteTag beside it) or an Obsolete attribute (with its reason and tag
// arguments), for the AppSourceCop rules on obsolete reasons and tags. It
// only reads what is written; what is wrong with it is each rule's call.
package obsoletion
