package properties

import (
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"github.com/alfix/alfix/al/syntax"
)

// TestBCAppsAccepted walks every .al file of a microsoft/BCApps checkout
// (ALFIX_BCAPPS) and checks that the catalogue accepts every property use
// in it: Microsoft compiles all of it, so every refusal is a fault of the
// catalogue. Each file is parsed twice, with no preprocessor symbol and
// with CLEAN15..CLEAN30, so that both sides of the usual #if blocks are
// seen. It logs every (context, property) pair it refuses and the values
// it finds invalid or sees in a modify that may not set them (Customizable),
// and how many property uses it saw per context.
func TestBCAppsAccepted(t *testing.T) {
	root := os.Getenv("ALFIX_BCAPPS")
	if root == "" {
		t.Skip("ALFIX_BCAPPS is not set")
	}
	var clean []string
	for i := 15; i <= 30; i++ {
		clean = append(clean, fmt.Sprintf("CLEAN%d", i))
	}
	refused := map[string]string{}        // "ctx property" or "ctx property = value" → first place
	used := map[Context]map[string]bool{} // what BCApps writes where, lower case
	checked, files := 0, 0
	err := filepath.WalkDir(root, func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() || !strings.EqualFold(filepath.Ext(p), ".al") {
			return err
		}
		src, err := os.ReadFile(p)
		if err != nil {
			return err
		}
		files++
		for _, opts := range []syntax.Options{{}, {Symbols: clean}} {
			f := syntax.Parse(p, src, opts)
			for _, pr := range Uses(f) {
				if !Known(pr.Context) {
					continue
				}
				checked++
				name := f.PropertyName(pr.Node)
				if used[pr.Context] == nil {
					used[pr.Context] = map[string]bool{}
				}
				used[pr.Context][strings.ToLower(name)] = true
				line, _ := f.Position(f.Tokens[pr.Node.First].Span.Start)
				where := fmt.Sprintf("%s:%d", p, line)
				if !Customizable(pr.Context, name) {
					key := string(pr.Context) + " " + strings.ToLower(name) + " (not customizable)"
					if refused[key] == "" {
						refused[key] = where
					}
				}
				if ok, _ := Allowed(pr.Context, name); !ok {
					key := string(pr.Context) + " " + strings.ToLower(name)
					if refused[key] == "" {
						refused[key] = where
					}
					continue
				}
				if s := ShapeOf(pr.Context, name); !s.ValidValue(f.PropertyValueText(pr.Node)) {
					key := string(pr.Context) + " " + strings.ToLower(name) + " = " + f.CompactPropertyValue(pr.Node)
					if refused[key] == "" {
						refused[key] = where
					}
				}
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	t.Logf("%d files, %d property uses in catalogued contexts", files, checked)
	if files == 0 || checked == 0 {
		t.Fatalf("no property found under %s", root)
	}
	// What the catalogue allows that BCApps never writes: facts from the
	// reference alone, logged for review (not an error).
	var unused []string
	for ctx, set := range cat().allowed {
		for name := range set {
			if !used[ctx][name] {
				unused = append(unused, string(ctx)+" "+name)
			}
		}
	}
	sort.Strings(unused)
	t.Logf("%d (context, property) pairs allowed but unused in BCApps: %s", len(unused), strings.Join(unused, ", "))
	keys := make([]string, 0, len(refused))
	for k := range refused {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	for _, k := range keys {
		t.Errorf("refused: %s (first at %s)", k, refused[k])
	}
}
