package store

import "testing"

func TestGetMany(t *testing.T) {
	forEachMode(t, func(t *testing.T, path string) {
		s := mustOpen(t, Options{Path: path})
		kv := map[Key][]byte{key("a"): []byte("1"), key("b"): []byte("2")}
		if err := s.PutMany(Analysis, kv); err != nil {
			t.Fatal(err)
		}
		got := s.GetMany(Analysis, []Key{key("a"), key("b"), key("absent")})
		if len(got) != 2 || string(got[key("a")]) != "1" || string(got[key("b")]) != "2" {
			t.Fatalf("GetMany = %q", got)
		}
		// The values are copies.
		got[key("a")][0] = 'x'
		mustGet(t, s, Analysis, key("a"), []byte("1"))
		if other := s.GetMany(Fixes, []Key{key("a")}); len(other) != 0 {
			t.Errorf("another bucket answered: %q", other)
		}
		if none := s.GetMany(Bucket(99), []Key{key("a")}); len(none) != 0 {
			t.Errorf("an unknown bucket answered: %q", none)
		}
	})
}
