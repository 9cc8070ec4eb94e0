// Package symbols tells rules what the names in AL code refer to: the
// declarations of a file and of the whole project, the scope of every
// identifier in code, and the methods the AL platform provides.
//
// It has four parts:
//
//   - Extract(f) reads one parsed file into [FileSymbols]: its objects with
//     kind, id, name, namespace, Access and ObsoleteState, extends base,
//     implements list, page SourceTable, properties, table fields and keys,
//     enum values, report/query data items, procedures (access, attributes,
//     parameters, return type, event publisher/subscriber) and global
//     variables. It is plain JSON-serialisable data without bodies: the
//     workspace caches it per file content hash. Parameter, return,
//     variable and field types are *Type values shared between all files
//     of the process (equal types, one copy, collected when unused): a
//     summary lives for the whole session, so they must never be modified.
//   - Build(files) merges them into a project [Summary] with lookups by kind
//     and name or id (case-insensitive, quoted or not, namespace-qualified or
//     not), Table, TableField (extensions included), PageSourceTable,
//     Implementers, Procedures; BuildApp adds the app's identity and its
//     dependencies (see below). Summary.Hash changes when a declaration
//     changes or a file's code starts or stops mentioning a name
//     (FileSymbols.Mentions, read by Summary.Mentioned), not when only a
//     procedure or trigger body does otherwise, and when a
//     dependency changes, so it keys the cache of project-level results.
//   - Scopes(f, sum) resolves every identifier in code (NameExpr nodes; a
//     member name as in Rec.X is not a variable reference) to its
//     declaration: local variable, parameter, named return value, global
//     (protected globals of a base object included), report data item,
//     procedure, or the implicit Rec, xRec, CurrFieldNo, CurrPage,
//     CurrReport, RequestOptionsPage, CurrXMLport, CurrQuery of the object
//     kind. Each [Decl] lists its [Ref]s with Read/Write access (assignment
//     targets and for/foreach variables write; compound assignments and var
//     arguments of known procedures and built-ins read and write; anything
//     else reads). Names of the implicit record's fields (Rec in table and
//     page code, the current data item in report code, see ImplicitRecord)
//     and field arguments of Record methods (SetRange(Field, ...)) get
//     Ref.Field instead of a Decl when the table is in the summary, and
//     Ref.MaybeField when it is not. Names inside `with` bodies, and
//     variables that are also fields of the implicit record, are Ambiguous:
//     rules that change code stay silent on them.
//   - The built-in catalogue ([Builtin], [Builtins], builtins.txt) lists
//     the platform's methods per receiver kind with canonical casing,
//     argument counts, fixed return kinds, var parameters and whether
//     assignment syntax is allowed, which arguments name fields, and for
//     some methods the plain parameter kinds every overload shares;
//     FileScopes.TypeOf, ReceiverKind and BuiltinOf tell the receiver kind
//     of an expression when the source shows it and which built-in a call
//     names; Callees gives the user procedures a call can reach.
//
// Unknown stays unknown: a receiver whose type cannot be seen in the source
// or the summary (a procedure of a dependency that is not loaded) has the
// zero [Type] and BuiltinOf returns nil, so rules stay silent.
//
// # Dependencies: one model for own source and every app it depends on
//
// BuildApp(info, files, deps) makes the summary a project's rules see: its
// own files plus a dependency layer, one [Dependency] per resolved app
// (package al/packages reads symbol packages and resolves dependencies;
// the workspace builds the layer). Every lookup — Objects, Object,
// ObjectIn, ObjectByID, Table, TableField, Field, TableFields, Extensions,
// Implementers, Interface, Procedure, ProceduresNamed, PageSourceTable,
// RecordTable — searches the project's own objects first, then each loaded
// dependency in order, so a table of Base Application is found like one of
// the project, and Extensions composes onto a base object every extension
// of every layer (a Base App table with the project's and other apps'
// table extensions). Enumerations stay per layer: AllObjects and FileOf
// cover the project's own files only (code fixes can only touch those);
// Dependencies() lists the layer and each Dependency.Symbols is that app's
// own summary (AllObjects, FileOf = its ReferenceSourceFileName).
//
// What a semantic model asks of the layer (names are stable API):
//
//   - Origin of a declaration: IsOwn(o), DependencyOf(o) (nil for own
//     objects), AppOf(o) (identity and InternalsVisibleTo of the declaring
//     app).
//   - Whether a name not found is an error: Complete() is true only when
//     every dependency's declarations are loaded; Unloaded() lists the
//     others (Origin Missing or RuntimePackage). Report an object "not
//     found" only on a Complete summary. MembersComplete() is true when
//     every dependency but the platform's System app (PlatformAppID) is
//     loaded: System extends nothing, so a member (field, procedure, value)
//     not found on an object of the summary is then missing.
//   - Names as a file sees them: FileScopes.ObjectNamed (Summary.ObjectFrom)
//     chooses between objects of one name in several namespaces by the
//     file's namespace and using directives; GlobalMethod finds the methods
//     callable without a receiver (System, Database, Session, File).
//   - Visibility: Accessible(from, owner, access) applies local,
//     protected (the object and its extensions), internal (own app and
//     friends: Friend(d), AppInfo.IsFriend) and public; pass owner.Access
//     with from nil for an object's own Access property. Referable(o)
//     tells whether the project may name o at all (Reach Direct or
//     Propagated; Transitive dependencies only give types to members).
//   - Object kinds are the AL keywords in lower case ("table",
//     "tableextension", "page", "pageextension", "pagecustomization",
//     "codeunit", "report", "reportextension", "query", "xmlport", "enum",
//     "enumextension", "interface", "permissionset",
//     "permissionsetextension", "profile", "profileextension",
//     "controladdin", "entitlement", "dotnet"); every [Object] has ID,
//     Name, Namespace, Access (the property value as written, "" when
//     absent) and ObsoleteState.
//   - Table fields: Field.ID, Name, Type (Kind, Length, Object for
//     Enum/Record/... subtypes), FieldClass, Caption, OptionMembers,
//     ObsoleteState and all Properties; Object.Keys.
//   - Procedures with full signatures: Procedure.Name, Access ("",
//     "local", "internal", "protected"), Attributes (names and argument
//     text), Parameters (Name, Var, Type), Return, ReturnName; events are
//     procedures with EventPublisher (IntegrationEvent, BusinessEvent,
//     InternalEvent, ExternalBusinessEvent attributes); a control add-in's
//     events have Event set. Overloads are separate entries.
//   - Enum values: Object.Values (EnumValue ID, Name); EnumValues(enum)
//     adds the values of every enum extension (objects of kind
//     "enumextension", found by Extensions(enum)).
//   - Pages: Object.SourceTable (name, or the id as text when read from a
//     package) and PageSourceTable(page); Object.Controls and
//     Object.Actions ([Control]: Kind, Name, Source, Parent, Change,
//     Anchor; a cue group's actions are controls below it); PageControls(page)
//     composes a page's controls with those its extensions add. A report's
//     and report extension's request page controls and actions, read from
//     source, are its Object.Controls and Object.Actions.
//   - Interfaces: Interface(name), Implementers(name), Object.Implements;
//     InterfaceProcedures(iface, name) adds the procedures of the
//     interfaces it extends (and says whether each of them is loaded).
//     Callees and TypeOf see them, and `X as Iface` is of that interface.
//   - Page controls through CurrPage: TypeOf(CurrPage.Lines) is a
//     PartKind value (its Page member the part's page, when one page of
//     that name is loaded), TypeOf(CurrPage.Chart) a UserControlKind
//     value whose methods are its control add-in's (ControlAddIn(t);
//     Callees finds them). Other controls and members of parts other than
//     Page have no type.
//   - Query columns: a query extracted from source lists its columns and
//     filters among its DataItems (Kind "column", "filter");
//     QueryColumns(o) and HasQueryColumn(o, name) say whether they are
//     known (a query read from a symbol package lists data items only).
//   - Global variables: Object.Variables (Protected marks `protected
//     var`).
//
// # Symbol queries
//
// The symbol tools ask the summary, for the project's point of view:
//
//   - Visible(o), MemberVisible(owner, access), EventVisible(owner, p):
//     what the project's code may use (internal declarations of a
//     dependency only for friends, no local procedures of a dependency but
//     its event publishers, nothing of transitive dependencies).
//   - Search(query) (exact, prefix or fuzzy name matching over objects,
//     fields, procedures, events and enum values of every layer, ranked) and
//     Closest(query, n) for "did you mean"; one name index per summary is
//     built on first use and kept while the summary lives (a dependency's
//     is shared by every project using it).
//   - Outline(f): where each object and member of a parsed file is
//     declared (spans with doc comments and attributes), for positions and
//     source text; the summary itself stays free of positions.
//   - FindReferences(f, fs, sum, target): the one reference finder (types,
//     object literals, properties, calls, field reads and writes,
//     subscribers, enum values); a semantic model may replace its inside.
//   - SubscriptionOf(p), SubscribersOf(o, event), SubscriberTemplate(o, p,
//     style), TriggerEvents(kind): event subscriptions, a subscriber to
//     paste, the platform's trigger events of tables and pages.
//   - UsedObjectIDs, UsedFieldIDs, UsedValueIDs and FreeIDs(used, ranges,
//     n): ids taken in every layer and the first free ones in app ranges.
//   - Signature, FieldSignature, ValueSignature, ObjectSignature,
//     QuoteName: declarations written back as AL.
//
// Values read from symbol packages are as the package stores them:
// property values are plain text (Caption 'No.' is `No.`, booleans are 0
// or 1, SourceTable is an id), attribute arguments are the compiler's
// ("False", not "false"), types are rebuilt from the package's type
// definitions (Text is canonical, as `Record "Sales Header" temporary`),
// packages do not list triggers, usings or local procedures the compiler
// left out. Field.Caption, FieldClass, OptionMembers, ObsoleteState and
// Object.Access, ObsoleteState, SourceTable, Extends and Implements are
// normalised so that they mean the same for both origins. Packages that
// alfix exported itself (alfix symbols export) read back exactly as the
// source was extracted.
//
// This package must not read files, report diagnostics, or change code; it
// reads syntax trees and summaries only. The per-file data must stay free of
// positions and body content so that Summary.Hash keeps its meaning.
//
// Scopes costs about as much as parsing the file: compute it once per file
// and share it between the rules of a pass.
//
// # Example: an unused-variable rule (AA0137)
//
//	scopes := symbols.Scopes(file, summary)
//	for _, d := range scopes.Decls {
//		if (d.Kind == symbols.LocalVar || d.Kind == symbols.GlobalVar) && d.Node != nil && len(d.Refs) == 0 {
//			report(file.Tokens[d.NameToken].Span, d.Name) // and offer to delete d.Node
//		}
//	}
//
// Every reference counts, ambiguous ones included, so a variable used only
// inside a `with` body is not reported. An unreferenced-parameter rule
// (LC0095) is the same loop over Param declarations; a value-never-used
// rule (AA0206) reads d.Refs in source order, where Access tells reads
// from writes (branches and loops remain the rule's concern).
//
// A missing-parentheses rule (FC0003) walks the CallStmt and expression
// nodes and asks for built-ins called without an argument list:
//
//	if m := scopes.BuiltinOf(n); m != nil && m.Parameterless() && n.Parent.Kind != syntax.CallExpr {
//		if r := scopes.RefOf(n); r == nil || (!r.Ambiguous && !r.MaybeField) {
//			// report and offer to append "()"
//		}
//	}
//
// and a LockTable rule asks scopes.ReceiverKind(member.Children[0]) ==
// "Record" before offering ReadIsolation.
package symbols
