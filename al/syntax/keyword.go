package syntax

// The keyword list, grouped: statements, operators and literals, declarations,
// object kinds, header words, sections and elements, extension modifications,
// property-formula words, type words. Additions go at the end of a group.

// Keyword identifies an AL keyword. AL keywords are case-insensitive and
// contextual: the lexer emits them as Identifier tokens and the parser sets
// Token.Keyword where it uses the word as a keyword.
type Keyword uint8

// Keywords. KwNone marks an identifier that is not used as a keyword.
const (
	KwNone Keyword = iota
	KwBegin
	KwEnd
	KwIf
	KwThen
	KwElse
	KwCase
	KwOf
	KwWhile
	KwDo
	KwRepeat
	KwUntil
	KwFor
	KwTo
	KwDownTo
	KwForEach
	KwIn
	KwWith
	KwExit
	KwBreak
	KwContinue
	KwAssertError
	KwAnd
	KwOr
	KwXor
	KwNot
	KwDiv
	KwMod
	KwIs
	KwAs
	KwTrue
	KwFalse
	KwThis
	KwVar
	KwProcedure
	KwTrigger
	KwLocal
	KwInternal
	KwProtected
	KwEvent
	KwArray
	KwTemporary
	KwTable
	KwTableExtension
	KwPage
	KwPageExtension
	KwPageCustomization
	KwCodeunit
	KwReport
	KwReportExtension
	KwQuery
	KwXmlPort
	KwEnum
	KwEnumExtension
	KwInterface
	KwPermissionSet
	KwPermissionSetExtension
	KwProfile
	KwProfileExtension
	KwControlAddIn
	KwEntitlement
	KwDotNet
	KwNamespace
	KwUsing
	KwExtends
	KwImplements
	KwCustomizes
	KwFields
	KwField
	KwKeys
	KwKey
	KwFieldGroups
	KwFieldGroup
	KwLayout
	KwArea
	KwGroup
	KwRepeater
	KwCueGroup
	KwFixed
	KwGrid
	KwPart
	KwSystemPart
	KwChartPart
	KwUserControl
	KwLabel
	KwActions
	KwAction
	KwSeparator
	KwActionRef
	KwFileUploadAction
	KwCustomAction
	KwSystemAction
	KwDataSet
	KwDataItem
	KwColumn
	KwFilter
	KwRequestPage
	KwLabels
	KwRendering
	KwElements
	KwSchema
	KwTableElement
	KwFieldElement
	KwTextElement
	KwFieldAttribute
	KwTextAttribute
	KwViews
	KwView
	KwAnalysisViews
	KwValue
	KwAssembly
	KwType
	KwAdd
	KwAddFirst
	KwAddLast
	KwAddAfter
	KwAddBefore
	KwModify
	KwMoveFirst
	KwMoveLast
	KwMoveAfter
	KwMoveBefore
	KwClearActions
	KwClearLayout
	KwClearViews
	KwWhere
	KwConst
	KwUpperLimit
	KwSorting
	KwOrder
	KwAscending
	KwDescending
	KwSum
	KwCount
	KwExist
	KwLookup
	KwAverage
	KwMin
	KwMax
	KwTableData
	KwRecord
	KwOption
	KwTextConst
	KwAnalysisView // added after the first release: keep new keywords at the end
	numKeywords
)

var keywordNames = [...]string{
	KwNone:                   "",
	KwBegin:                  "begin",
	KwEnd:                    "end",
	KwIf:                     "if",
	KwThen:                   "then",
	KwElse:                   "else",
	KwCase:                   "case",
	KwOf:                     "of",
	KwWhile:                  "while",
	KwDo:                     "do",
	KwRepeat:                 "repeat",
	KwUntil:                  "until",
	KwFor:                    "for",
	KwTo:                     "to",
	KwDownTo:                 "downto",
	KwForEach:                "foreach",
	KwIn:                     "in",
	KwWith:                   "with",
	KwExit:                   "exit",
	KwBreak:                  "break",
	KwContinue:               "continue",
	KwAssertError:            "asserterror",
	KwAnd:                    "and",
	KwOr:                     "or",
	KwXor:                    "xor",
	KwNot:                    "not",
	KwDiv:                    "div",
	KwMod:                    "mod",
	KwIs:                     "is",
	KwAs:                     "as",
	KwTrue:                   "true",
	KwFalse:                  "false",
	KwThis:                   "this",
	KwVar:                    "var",
	KwProcedure:              "procedure",
	KwTrigger:                "trigger",
	KwLocal:                  "local",
	KwInternal:               "internal",
	KwProtected:              "protected",
	KwEvent:                  "event",
	KwArray:                  "array",
	KwTemporary:              "temporary",
	KwTable:                  "table",
	KwTableExtension:         "tableextension",
	KwPage:                   "page",
	KwPageExtension:          "pageextension",
	KwPageCustomization:      "pagecustomization",
	KwCodeunit:               "codeunit",
	KwReport:                 "report",
	KwReportExtension:        "reportextension",
	KwQuery:                  "query",
	KwXmlPort:                "xmlport",
	KwEnum:                   "enum",
	KwEnumExtension:          "enumextension",
	KwInterface:              "interface",
	KwPermissionSet:          "permissionset",
	KwPermissionSetExtension: "permissionsetextension",
	KwProfile:                "profile",
	KwProfileExtension:       "profileextension",
	KwControlAddIn:           "controladdin",
	KwEntitlement:            "entitlement",
	KwDotNet:                 "dotnet",
	KwNamespace:              "namespace",
	KwUsing:                  "using",
	KwExtends:                "extends",
	KwImplements:             "implements",
	KwCustomizes:             "customizes",
	KwFields:                 "fields",
	KwField:                  "field",
	KwKeys:                   "keys",
	KwKey:                    "key",
	KwFieldGroups:            "fieldgroups",
	KwFieldGroup:             "fieldgroup",
	KwLayout:                 "layout",
	KwArea:                   "area",
	KwGroup:                  "group",
	KwRepeater:               "repeater",
	KwCueGroup:               "cuegroup",
	KwFixed:                  "fixed",
	KwGrid:                   "grid",
	KwPart:                   "part",
	KwSystemPart:             "systempart",
	KwChartPart:              "chartpart",
	KwUserControl:            "usercontrol",
	KwLabel:                  "label",
	KwActions:                "actions",
	KwAction:                 "action",
	KwSeparator:              "separator",
	KwActionRef:              "actionref",
	KwFileUploadAction:       "fileuploadaction",
	KwCustomAction:           "customaction",
	KwSystemAction:           "systemaction",
	KwDataSet:                "dataset",
	KwDataItem:               "dataitem",
	KwColumn:                 "column",
	KwFilter:                 "filter",
	KwRequestPage:            "requestpage",
	KwLabels:                 "labels",
	KwRendering:              "rendering",
	KwElements:               "elements",
	KwSchema:                 "schema",
	KwTableElement:           "tableelement",
	KwFieldElement:           "fieldelement",
	KwTextElement:            "textelement",
	KwFieldAttribute:         "fieldattribute",
	KwTextAttribute:          "textattribute",
	KwViews:                  "views",
	KwView:                   "view",
	KwAnalysisViews:          "analysisviews",
	KwValue:                  "value",
	KwAssembly:               "assembly",
	KwType:                   "type",
	KwAdd:                    "add",
	KwAddFirst:               "addfirst",
	KwAddLast:                "addlast",
	KwAddAfter:               "addafter",
	KwAddBefore:              "addbefore",
	KwModify:                 "modify",
	KwMoveFirst:              "movefirst",
	KwMoveLast:               "movelast",
	KwMoveAfter:              "moveafter",
	KwMoveBefore:             "movebefore",
	KwClearActions:           "clearactions",
	KwClearLayout:            "clearlayout",
	KwClearViews:             "clearviews",
	KwWhere:                  "where",
	KwConst:                  "const",
	KwUpperLimit:             "upperlimit",
	KwSorting:                "sorting",
	KwOrder:                  "order",
	KwAscending:              "ascending",
	KwDescending:             "descending",
	KwSum:                    "sum",
	KwCount:                  "count",
	KwExist:                  "exist",
	KwLookup:                 "lookup",
	KwAverage:                "average",
	KwMin:                    "min",
	KwMax:                    "max",
	KwTableData:              "tabledata",
	KwRecord:                 "record",
	KwOption:                 "option",
	KwAnalysisView:           "analysisview",
	KwTextConst:              "textconst",
}

// keywordHash is an open-addressing table from the hash of a lower-case
// spelling to its keyword (KwNone marks an empty slot).
var keywordHash = func() (t [keywordHashSize]Keyword) {
	for k := KwNone + 1; k < numKeywords; k++ {
		i := keywordHashOf([]byte(keywordNames[k])) & (keywordHashSize - 1)
		for t[i] != KwNone {
			i = (i + 1) & (keywordHashSize - 1)
		}
		t[i] = k
	}
	return t
}()

const keywordHashSize = 1024

func keywordHashOf(lower []byte) uint32 {
	h := uint32(2166136261)
	for _, c := range lower {
		h = (h ^ uint32(c)) * 16777619
	}
	return h
}

// maxKeywordLen is the length of the longest keyword (permissionsetextension).
const maxKeywordLen = 22

// String returns the keyword's canonical lower-case spelling ("" for KwNone).
func (k Keyword) String() string {
	if int(k) < len(keywordNames) {
		return keywordNames[k]
	}
	return "Keyword(" + itoa(int(k)) + ")"
}

// LookupKeyword returns the keyword spelled text, compared case-insensitively
// (ASCII letters only, as all AL keywords are ASCII), or KwNone.
func LookupKeyword(text string) Keyword {
	return lookupKeyword(text)
}

// lookupKeywordBytes is LookupKeyword for byte slices.
func lookupKeywordBytes(text []byte) Keyword { return lookupKeyword(text) }

// lookupKeyword looks up a string or byte slice without allocating.
func lookupKeyword[S string | []byte](text S) Keyword {
	if len(text) < 2 || len(text) > maxKeywordLen {
		return KwNone
	}
	var buf [maxKeywordLen]byte
	for i := 0; i < len(text); i++ {
		c := text[i]
		switch {
		case c >= 'a' && c <= 'z':
		case c >= 'A' && c <= 'Z':
			c += 'a' - 'A'
		default:
			return KwNone
		}
		buf[i] = c
	}
	lower := buf[:len(text)]
	i := keywordHashOf(lower) & (keywordHashSize - 1)
	for {
		k := keywordHash[i]
		if k == KwNone || keywordNames[k] == string(lower) {
			return k
		}
		i = (i + 1) & (keywordHashSize - 1)
	}
}
