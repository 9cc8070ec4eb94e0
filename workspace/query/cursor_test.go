package query

import (
	"encoding/base64"
	"errors"
	"reflect"
	"testing"
)

func TestQueryCursor(t *testing.T) {
	digest := [32]byte{1, 2, 3}
	args := QueryArgs("find_symbols", "/p", "post")
	c := QueryCursor([]int{25, 0, 7}, digest, args)
	got, err := ResumeQuery(c, digest, args, []int{100, 0, 7})
	if err != nil || !reflect.DeepEqual(got, []int{25, 0, 7}) {
		t.Fatalf("round trip: %v %v", got, err)
	}
	cases := []struct {
		name   string
		cursor string
		digest [32]byte
		args   [32]byte
		totals []int
		want   error
	}{
		{"other arguments", c, digest, QueryArgs("find_symbols", "/p", "posts"), []int{100, 0, 7}, ErrQueryCursorArguments},
		{"other list count", c, digest, args, []int{100}, ErrQueryCursorArguments},
		{"listing changed", c, [32]byte{9}, args, []int{100, 0, 7}, ErrQueryCursorStale},
		{"offset past the end", c, digest, args, []int{10, 0, 7}, ErrQueryCursorStale},
		{"not base64", "%%%", digest, args, nil, ErrQueryCursorMalformed},
		{"empty", "", digest, args, nil, ErrQueryCursorMalformed},
		{"analyze's cursor version", base64.RawURLEncoding.EncodeToString([]byte{1, 0, 0}), digest, args, nil, ErrQueryCursorMalformed},
		{"truncated", c[:len(c)-4], digest, args, []int{100, 0, 7}, ErrQueryCursorMalformed},
		{"too many offsets", base64.RawURLEncoding.EncodeToString([]byte{queryCursorVersion, 200}), digest, args, nil, ErrQueryCursorMalformed},
	}
	for _, tc := range cases {
		if _, err := ResumeQuery(tc.cursor, tc.digest, tc.args, tc.totals); !errors.Is(err, tc.want) {
			t.Errorf("%s: %v, want %v", tc.name, err, tc.want)
		}
	}
	if QueryArgs("a", "bc") == QueryArgs("ab", "c") {
		t.Errorf("QueryArgs does not separate its parts")
	}
}

func FuzzResumeQuery(f *testing.F) {
	f.Add(QueryCursor([]int{3}, [32]byte{}, [32]byte{}))
	f.Add("UQEF")
	f.Fuzz(func(t *testing.T, cursor string) {
		offsets, err := ResumeQuery(cursor, [32]byte{}, [32]byte{}, []int{10})
		if err == nil && (len(offsets) != 1 || offsets[0] > 10 || offsets[0] < 0) {
			t.Fatalf("accepted %q: %v", cursor, offsets)
		}
	})
}
