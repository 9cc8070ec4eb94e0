package tools

// Instructions is the text of the initialize result: how an agent works
// with alfix, in a few lines. docs/CONTRACT.md quotes it.
const Instructions = `alfix analyzes Business Central AL projects and fixes what its rules (Microsoft's CodeCop ids, ALCops ids) report.
Workflow:
1. analyze: its summary counts every diagnostic per rule (with how many are fixable) and per file; one page of diagnostics follows (100 by default). To see more, pass nextCursor back as cursor, or narrow the call with ruleIds, filePath or severities. A cursor is refused with Stale once the diagnostics changed: call analyze again without it.
2. get_fixes for one diagnostic (projectPath, filePath, diagnosticId, line, column as analyze reported them): it returns the fixes and a fileHash.
3. apply_fix with the same arguments, the fileHash (alfix refuses with Stale, writing nothing, if the file changed since) and an equivalenceKey when several fixes are offered. Then analyze again: positions move.
4. For many diagnostics of one rule: apply_fix_all with dryRun true first, review the diff, then call it again without dryRun.
5. After an edit: analyze with since (the since token of your last analyze answer, same other arguments) answers only the diagnostics added and removed since, in one small result.
To write code against the project and its dependencies (Base Application, symbol packages): find_symbols finds declarations by name, describe_object shows an object with every extension's fields and procedures, events lists an object's events with a subscriber ready to paste, find_references finds uses, call_hierarchy who calls a procedure (to a depth, through events and table triggers) and which code writes a table, free_ids the next free object and field ids, get_source reads a declaration's code.
Parameters several tools share: projectPath: project folder (default: the startup project); objectType: object kind (table, page, codeunit, ...); object: object name or id ("Sales Line", 37); cursor: the last page's nextCursor. Paths are absolute or relative to the project.
Results are bounded in size: long pages, diffs and lists are cut with counts and a note saying what is left out.
Which analyzers run follows the project (al.codeAnalyzers, AL-Go settings); without configuration only CodeCop runs, and analyze's warnings say how to run others (codeAnalyzers).
Every failure is one JSON envelope {"error", "message", ...}: fix the call for Invalid, run analyze or get_fixes again for Stale.`
