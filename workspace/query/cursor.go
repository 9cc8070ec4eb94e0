package query

import (
	"encoding/base64"
	"encoding/binary"
	"errors"

	"github.com/alfix/alfix/workspace"
)

// Paging of the symbol queries. A listing (search hits, references,
// events, the lists of an object, the lines of a source) is named by a
// digest of what it was computed from; a cursor holds the offsets of the
// next page, the digest's first 16 bytes and the first 8 bytes of a digest
// of the call's arguments, in base64url. It is the format of analyze's
// cursors (Listing.Cursor) with a list of offsets (describe_object pages
// several lists at once): version byte, offset count, offsets as uvarints,
// digest, arguments.

// Errors of ResumeQuery.
var (
	// ErrQueryCursorMalformed: the text is not a cursor of this query.
	ErrQueryCursorMalformed = errors.New("not a cursor of this query")
	// ErrQueryCursorArguments: the cursor was made for other arguments.
	ErrQueryCursorArguments = errors.New("the cursor was made for other arguments")
	// ErrQueryCursorStale: the listing changed since the cursor was made.
	ErrQueryCursorStale = errors.New("the listing changed since the cursor was made")
)

// queryCursorVersion starts every query cursor.
const queryCursorVersion = 0x51

// QueryCursor returns the cursor of a page that starts at offsets (one per
// list) in the listing named by digest, for the arguments whose digest is
// args.
func QueryCursor(offsets []int, digest, args [32]byte) string {
	b := make([]byte, 0, 2+len(offsets)*binary.MaxVarintLen32+24)
	b = append(b, queryCursorVersion)
	b = binary.AppendUvarint(b, uint64(len(offsets)))
	for _, o := range offsets {
		b = binary.AppendUvarint(b, uint64(max(o, 0)))
	}
	b = append(b, digest[:16]...)
	b = append(b, args[:8]...)
	return base64.RawURLEncoding.EncodeToString(b)
}

// ResumeQuery returns the offsets a cursor holds for the listing named by
// digest whose lists have the given totals. It fails with
// ErrQueryCursorMalformed, ErrQueryCursorArguments (made for other args),
// or ErrQueryCursorStale (made for another listing, or an offset past the
// end of its list).
func ResumeQuery(cursor string, digest, args [32]byte, totals []int) ([]int, error) {
	b, err := base64.RawURLEncoding.DecodeString(cursor)
	if err != nil || len(b) < 2 || b[0] != queryCursorVersion {
		return nil, ErrQueryCursorMalformed
	}
	b = b[1:]
	n, k := binary.Uvarint(b)
	if k <= 0 || n > 64 {
		return nil, ErrQueryCursorMalformed
	}
	b = b[k:]
	offsets := make([]int, n)
	for i := range offsets {
		o, k := binary.Uvarint(b)
		if k <= 0 || o > 1<<31 {
			return nil, ErrQueryCursorMalformed
		}
		offsets[i] = int(o)
		b = b[k:]
	}
	if len(b) != 24 {
		return nil, ErrQueryCursorMalformed
	}
	if string(b[16:]) != string(args[:8]) || len(offsets) != len(totals) {
		return nil, ErrQueryCursorArguments
	}
	if string(b[:16]) != string(digest[:16]) {
		return nil, ErrQueryCursorStale
	}
	for i, o := range offsets {
		if o > totals[i] {
			return nil, ErrQueryCursorStale
		}
	}
	return offsets, nil
}

// QueryArgs hashes the parts of a call's arguments that choose a listing
// (everything but limit and cursor), for QueryCursor and ResumeQuery: the
// same recipe as ArgsDigest, so both kinds of cursor name their arguments
// one way.
func QueryArgs(parts ...string) [32]byte { return workspace.ArgsDigest(parts...) }
