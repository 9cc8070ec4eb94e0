// Without idRanges in app.json (here: no app.json) ids are not checked.
codeunit 1 "Any Id"
{
}
