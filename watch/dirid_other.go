//go:build !unix

package watch

import "io/fs"

// dirIdentity is not available here; the backends of these systems do not
// keep a watch's old name across a rename the way inotify does.
func dirIdentity(fs.FileInfo) (dirID, bool) { return dirID{}, false }
