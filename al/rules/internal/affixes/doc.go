// Package affixes knows the mandatory affixes of AppSourceCop.json
// (mandatoryPrefix, mandatorySuffix, mandatoryAffixes) as the AppSourceCop
// rules read them: whether a name carries one, and how a message lists
// them. It only compares text; which declarations must carry an affix is
// each rule's business, and reading the file is al/project's.
package affixes
