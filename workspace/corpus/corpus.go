// Package corpus writes synthetic AL projects of realistic shape: tables
// with fields and keys, list pages over them, and codeunits with procedures,
// local variables, loops, conditions and record calls. Benchmarks and tests
// use it so that they need no external download. The output is a pure
// function of the options (seeded), so runs are comparable.
package corpus

import (
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strings"
)

// Options describe the project to write.
type Options struct {
	Files int    // number of .al files (at least 1)
	Seed  uint64 // random seed
	// IssueRate is the share (0..1) of places where the generator writes
	// code that common rules report (upper-case keywords, begin..end
	// around one statement, missing spaces); 0 writes clean code.
	IssueRate float64
}

// Write creates dir (if needed) with an app.json and the AL files, and
// returns the total number of bytes of AL source written.
func Write(dir string, opts Options) (int64, error) {
	if opts.Files < 1 {
		opts.Files = 1
	}
	if err := os.MkdirAll(filepath.Join(dir, "src"), 0o755); err != nil {
		return 0, err
	}
	manifest := `{
  "id": "6a2f8c4e-1b3d-4e5f-8a9b-0c1d2e3f4a5b",
  "name": "Synthetic",
  "publisher": "alfix",
  "version": "1.0.0.0",
  "platform": "1.0.0.0",
  "runtime": "14.0",
  "idRanges": [ { "from": 50000, "to": 99999 } ]
}
`
	if err := os.WriteFile(filepath.Join(dir, "app.json"), []byte(manifest), 0o644); err != nil {
		return 0, err
	}
	g := &gen{r: rand.New(rand.NewPCG(opts.Seed, opts.Seed^0x9e3779b97f4a7c15)), issues: opts.IssueRate}
	var total int64
	tables := 0
	for i := 0; i < opts.Files; i++ {
		var name, text string
		switch i % 3 {
		case 0:
			tables++
			name, text = g.table(50000+tables, tables)
		case 1:
			name, text = g.page(50000+i, max(tables, 1))
		default:
			name, text = g.codeunit(50000+i, max(tables, 1))
		}
		folder := filepath.Join(dir, "src", fmt.Sprintf("area%02d", i%20))
		if err := os.MkdirAll(folder, 0o755); err != nil {
			return total, err
		}
		if err := os.WriteFile(filepath.Join(folder, fmt.Sprintf("%s%d.al", name, i)), []byte(text), 0o644); err != nil {
			return total, err
		}
		total += int64(len(text))
	}
	return total, nil
}

type gen struct {
	r      *rand.Rand
	issues float64
}

func (g *gen) issue() bool { return g.issues > 0 && g.r.Float64() < g.issues }

// kw returns a keyword, sometimes in upper case when issues are on.
func (g *gen) kw(k string) string {
	if g.issue() {
		return strings.ToUpper(k)
	}
	return k
}

var fieldTypes = []string{"Code[20]", "Text[100]", "Decimal", "Integer", "Date", "Boolean", "Text[50]", "DateTime", "Guid"}
var words = []string{"Amount", "Quantity", "Description", "Posting Date", "Customer No.", "Status", "Document No.",
	"Line No.", "Unit Price", "Currency Code", "Location Code", "Due Date", "Blocked", "Name", "Address", "City"}

func tableName(n int) string { return fmt.Sprintf("Synthetic Table %d", n) }

func (g *gen) fieldName(i int) string {
	return fmt.Sprintf("%s %d", words[i%len(words)], i)
}

func (g *gen) table(id, n int) (string, string) {
	var b strings.Builder
	fields := 10 + g.r.IntN(20)
	fmt.Fprintf(&b, "table %d \"%s\"\n{\n    Caption = '%s';\n    DataClassification = CustomerContent;\n\n    fields\n    {\n", id, tableName(n), tableName(n))
	for i := 1; i <= fields; i++ {
		typ := fieldTypes[g.r.IntN(len(fieldTypes))]
		if i == 1 {
			typ = "Code[20]"
		}
		fmt.Fprintf(&b, "        field(%d; \"%s\"; %s)\n        {\n            Caption = '%s';\n", i, g.fieldName(i), typ, g.fieldName(i))
		if typ == "Decimal" && g.r.IntN(3) == 0 {
			b.WriteString("            DecimalPlaces = 0 : 5;\n")
		}
		if i > 1 && g.r.IntN(4) == 0 {
			fmt.Fprintf(&b, "\n            trigger OnValidate()\n            begin\n                if Rec.\"%s\" <> xRec.\"%s\" then\n                    Modify(true);\n            end;\n", g.fieldName(i), g.fieldName(i))
		}
		b.WriteString("        }\n")
	}
	b.WriteString("    }\n\n    keys\n    {\n        key(PK; \"" + g.fieldName(1) + "\")\n        {\n            Clustered = true;\n        }\n    }\n")
	b.WriteString("\n    trigger OnInsert()\n    begin\n        TestField(\"" + g.fieldName(1) + "\");\n    end;\n}\n")
	return "Table", b.String()
}

func (g *gen) page(id, tables int) (string, string) {
	t := 1 + g.r.IntN(tables)
	var b strings.Builder
	fmt.Fprintf(&b, "page %d \"Synthetic List %d\"\n{\n    PageType = List;\n    ApplicationArea = All;\n    UsageCategory = Lists;\n    SourceTable = \"%s\";\n    Caption = 'Synthetic List %d';\n\n    layout\n    {\n        area(Content)\n        {\n            repeater(Lines)\n            {\n", id, id, tableName(t), id)
	for i := 1; i <= 5+g.r.IntN(10); i++ {
		fmt.Fprintf(&b, "                field(\"%s\"; Rec.\"%s\")\n                {\n                    ToolTip = 'Specifies the %s.';\n                }\n", g.fieldName(i), g.fieldName(i), strings.ToLower(g.fieldName(i)))
	}
	b.WriteString("            }\n        }\n    }\n\n    actions\n    {\n        area(Processing)\n        {\n            action(Recalculate)\n            {\n                Caption = 'Recalculate';\n                ToolTip = 'Recalculates the lines.';\n                Image = Calculate;\n\n                trigger OnAction()\n                begin\n                    CurrPage.Update(false);\n                end;\n            }\n        }\n    }\n}\n")
	return "Page", b.String()
}

func (g *gen) codeunit(id, tables int) (string, string) {
	var b strings.Builder
	fmt.Fprintf(&b, "codeunit %d \"Synthetic Mgt. %d\"\n{\n    Access = Internal;\n\n    var\n        Counter: Integer;\n        NotFoundErr: Label 'Record %%1 was not found.', Comment = '%%1 = record id';\n\n", id, id)
	procs := 3 + g.r.IntN(8)
	for p := 0; p < procs; p++ {
		t := 1 + g.r.IntN(tables)
		fmt.Fprintf(&b, "    %s Process%d(DocumentNo: Code[20]; Factor: Decimal): Decimal\n", g.kw("procedure"), p)
		fmt.Fprintf(&b, "    var\n        Rec%d: Record \"%s\";\n        Total: Decimal;\n        i: Integer;\n", p, tableName(t))
		fmt.Fprintf(&b, "    %s\n", g.kw("begin"))
		fmt.Fprintf(&b, "        Rec%d.SetRange(\"%s\", DocumentNo);\n", p, g.fieldName(1))
		fmt.Fprintf(&b, "        if Rec%d.FindSet() then\n            repeat\n                Total += Factor * 2;\n                Counter += 1;\n            until Rec%d.Next() = 0;\n", p, p)
		if g.issue() {
			b.WriteString("        if Total > 100 then begin\n            Total := 100;\n        end;\n")
		} else {
			b.WriteString("        if Total > 100 then\n            Total := 100;\n")
		}
		fmt.Fprintf(&b, "        for i := 1 to %d do\n            Total := Total + i;\n", 2+g.r.IntN(9))
		b.WriteString("        case Counter of\n            0:\n                exit(0);\n            1, 2:\n                Total := -Total;\n            else\n                Total := Total / 2;\n        end;\n")
		if g.issue() {
			b.WriteString("        if not Rec" + fmt.Sprint(p) + ".IsEmpty() then\n            Total := Total+1;\n")
		}
		fmt.Fprintf(&b, "        if Total = 0 then\n            Error(NotFoundErr, DocumentNo);\n        exit(Total);\n    %s;\n\n", g.kw("end"))
	}
	b.WriteString("}\n")
	return "Codeunit", b.String()
}
