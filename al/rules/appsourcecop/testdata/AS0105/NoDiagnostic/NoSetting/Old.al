namespace ABC.Posting;

using Contoso.Base;

codeunit 70000003 "ABC Post Old"
{
    var
        OldPosting: Codeunit "Old Posting";
}
