namespace ABC.Posting;

using Contoso.Base;

codeunit 70000002 "ABC Post Recent"
{
    var
        RecentPosting: Codeunit "Recent Posting";
        Customer: Record Customer;
}
