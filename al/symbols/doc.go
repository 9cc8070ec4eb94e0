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
//     Implementers, Procedures. Summary.Hash changes when a declaration
//     changes, not when only a procedure or trigger body does, so it keys the
//     cache of project-level results.
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
//     assignment syntax is allowed, and which arguments name fields;
//     FileScopes.TypeOf, ReceiverKind and BuiltinOf tell the receiver kind
//     of an expression when the source shows it and which built-in a call
//     names; Callees gives the user procedures a call can reach.
//
// Unknown stays unknown: a receiver whose type cannot be seen in the source
// or the summary (a procedure of a dependency, a field of a Base App table)
// has the zero [Type] and BuiltinOf returns nil, so rules stay silent.
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
