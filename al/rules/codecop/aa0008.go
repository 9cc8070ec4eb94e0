package codecop

import (
	"strings"

	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/internal/edit"
	"github.com/alfix/alfix/al/project"
	"github.com/alfix/alfix/al/rules/internal/calls"
	"github.com/alfix/alfix/al/syntax"
)

// AA0008 is CodeCop's rule about calls without parentheses. It is not
// FC0003's: CodeCop does not report "system methods referenced using
// property syntax" (RecId := Rec.RecordId), and it does report procedures
// of the project and its dependencies called without an argument list
// (CalcAmount;).
var AA0008 = &analysis.Rule{
	ID:      "AA0008",
	Title:   "Function calls should have parentheses even if they do not have any parameters",
	Message: "Add parentheses to the call of '%s'",
	Description: "A call is written with an argument list, empty or not, so that calls are told apart " +
		"from variables and fields at a glance: CalcAmount(), Rec.FindFirst(), Rec.Init(). Reported are " +
		"procedures (of the object, of another object of the project or of a loaded dependency) and " +
		"built-in methods called without one; not the built-in methods that CodeCop lets code read with " +
		"property syntax, the getters Microsoft's own apps, built with AA0008 as an error, read without " +
		"parentheses (Rec.Count, Rec.RecordId, Rec.IsEmpty, FieldRef.Value, CurrReport.Preview, " +
		"CurrReport.RequestOptionsPage, LockTimeout, Today, " +
		"GuiAllowed, UserId, CompanyName, ...). Names that may be a field (inside with, or on a table " +
		"alfix does not know), the target of an assignment, the parts of X::Y and code in control " +
		"add-in event triggers (trigger Control::Event(), which CodeCop does not check) are not reported.",
	Severity:    analysis.SeverityWarning,
	Category:    "Readability",
	Analyzer:    project.CodeCop,
	FixKeys:     []string{"AA0008.AddParentheses"},
	UsesProject: true,
	Run:         runAA0008,
}

func runAA0008(pass *analysis.Pass) {
	f := pass.File
	fb := calls.Builtins.Get(pass)
	for n := range pass.Code(syntax.NameExpr, syntax.MemberExpr) {
		if n.IsCallee() || calls.InScopeExpr(n) || isAssignTarget(n) || inAddInTrigger(f, n) {
			continue
		}
		if m := fb.Method(n); m != nil {
			if !m.Parameterless() || propertySyntax[strings.ToLower(m.Receiver+"."+m.Name)] {
				continue
			}
		} else if !aa0008Procedure(pass, n) {
			continue
		}
		span := f.Span(n)
		pass.Reportf(span, []any{f.Text(span)},
			pass.Fix("AddParentheses", "Add parentheses", edit.Insert(span.End, "()")))
	}
}

// aa0008Procedure reports whether n names, for sure, a procedure that can
// be called without arguments: an own procedure (by name, this.P or Rec.P)
// or one of the object a receiver's type names, in the project or a loaded
// dependency.
func aa0008Procedure(pass *analysis.Pass, n *syntax.Node) bool {
	scopes := pass.Scopes()
	if n.Kind == syntax.NameExpr {
		r := scopes.RefOf(n)
		if r == nil || r.Ambiguous || r.MaybeField || r.Field != nil || r.Decl == nil {
			return false
		}
	}
	for _, p := range scopes.Callees(n) {
		if len(p.Parameters) == 0 {
			return true
		}
	}
	return false
}

// inAddInTrigger reports whether n is in the body of a control add-in
// event trigger (trigger UserControl::Event()): CodeCop does not look
// there (Microsoft's Base Application, built with AA0008 as an error, has
// the one procedure call without parentheses of its 7,854 files in such a
// trigger).
func inAddInTrigger(f *syntax.File, n *syntax.Node) bool {
	for p := n.Parent; p != nil; p = p.Parent {
		if p.Kind == syntax.Trigger {
			for i := range f.OwnTokens(p) {
				switch f.Tokens[i].Kind {
				case syntax.ColonColon:
					return true
				case syntax.LParen:
					return false
				}
			}
			return false
		}
	}
	return false
}

// isAssignTarget reports whether n is the target of an assignment (X.Prop
// := v is property syntax, FC0005's business).
func isAssignTarget(n *syntax.Node) bool {
	p := n.Parent
	return p != nil && p.Kind == syntax.AssignStmt && len(p.Children) > 0 && p.Children[0] == n
}

// propertySyntax lists, as "receiver.method" in lower case, the built-in
// methods CodeCop lets code read with property syntax. CodeCop's rule page
// names RecordId as the example; the list holds the methods that
// Microsoft's own apps (microsoft/BCApps, built with CodeCop and AA0008 as
// an error) read without parentheses, measured over its 36,604 files. They
// are the platform's getters; methods with an effect (Rec.FindFirst,
// Rec.Init, CurrPage.Update, Commit) and some getters (WorkDate,
// CreateGuid, UserSecurityId, Enum.AsInteger) are written with parentheses
// everywhere there, as AA0008 requires.
var propertySyntax = func() map[string]bool {
	m := map[string]bool{}
	for _, s := range strings.Fields(`
		System.ApplicationPath System.CompanyName System.CurrentClientType System.CurrentDateTime
		System.CurrentTransactionType System.DefaultClientType System.GetLastErrorCallStack
		System.GetLastErrorCode System.GetLastErrorText System.GlobalLanguage System.GuiAllowed
		System.HasCollectedErrors System.SerialNumber System.SessionId System.TemporaryPath System.Time
		System.Today System.UserId System.WindowsLanguage System.LockTimeout Database.SerialNumber
		Session.CurrentClientType
		Record.Ascending Record.Count Record.CountApprox Record.CurrentCompany Record.CurrentKey
		Record.FilterGroup Record.GetFilters Record.HasFilter Record.HasLinks Record.IsEmpty
		Record.IsTemporary Record.MarkedOnly Record.ReadPermission Record.RecordId Record.RecordLevelLocking
		Record.SecurityFiltering Record.TableCaption Record.TableName Record.WritePermission
		RecordRef.Ascending RecordRef.Caption RecordRef.Count RecordRef.CurrentCompany RecordRef.CurrentKeyIndex
		RecordRef.FieldCount RecordRef.FilterGroup RecordRef.GetFilters RecordRef.HasFilter RecordRef.IsDirty
		RecordRef.IsEmpty RecordRef.IsTemporary RecordRef.KeyCount RecordRef.Name RecordRef.Number
		RecordRef.ReadPermission RecordRef.RecordId RecordRef.SecurityFiltering RecordRef.SystemCreatedAtNo
		RecordRef.SystemCreatedByNo RecordRef.SystemIdNo RecordRef.SystemModifiedAtNo RecordRef.SystemModifiedByNo
		RecordRef.WritePermission
		FieldRef.Caption FieldRef.Class FieldRef.GetFilter FieldRef.GetRangeMax FieldRef.GetRangeMin
		FieldRef.IsOptimizedForTextSearch FieldRef.Length FieldRef.Name FieldRef.Number FieldRef.OptionCaption
		FieldRef.OptionMembers FieldRef.Relation FieldRef.Type FieldRef.Value
		KeyRef.Active KeyRef.FieldCount
		Page.Caption Page.Editable Page.LookupMode
		Report.Language Report.Preview Report.PrintOnlyIfDetail Report.RequestOptionsPage Report.UseRequestPage
		XmlPort.FieldSeparator XmlPort.ImportFile XmlPort.TextEncoding Query.TopNumberOfRows
		Notification.Id Notification.Message
		ErrorInfo.Callstack ErrorInfo.CustomDimensions ErrorInfo.DetailedMessage ErrorInfo.FieldNo
		ErrorInfo.Message ErrorInfo.RecordId ErrorInfo.SystemId ErrorInfo.TableId ErrorInfo.Verbosity
		Date.Day Date.Month Date.Year DateTime.Date DateTime.Time Time.Second
		Blob.HasValue Blob.Length InStream.EOS InStream.Length InStream.Position TextBuilder.Length
		List.Count Dictionary.Count Dictionary.Keys Dictionary.Values Enum.Names Enum.Ordinals
		JsonArray.Count JsonObject.Keys JsonToken.IsArray JsonToken.IsObject JsonToken.IsValue
		JsonValue.IsNull JsonValue.IsUndefined
		HttpClient.DefaultRequestHeaders HttpClient.GetBaseAddress HttpClient.Timeout
		HttpRequestMessage.Content HttpRequestMessage.GetRequestUri HttpRequestMessage.Method
		HttpResponseMessage.Content HttpResponseMessage.Headers HttpResponseMessage.HttpStatusCode
		HttpResponseMessage.IsBlockedByEnvironment HttpResponseMessage.IsSuccessStatusCode
		HttpResponseMessage.ReasonPhrase`) {
		m[strings.ToLower(s)] = true
	}
	return m
}()
