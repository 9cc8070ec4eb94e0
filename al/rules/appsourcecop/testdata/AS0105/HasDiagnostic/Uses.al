namespace ABC.Posting;

using Contoso.Base;

codeunit 70000000 "ABC Post"
{
    var
        [=OldPosting=]: Codeunit "Old Posting";

    procedure Run([=Buffer=]: Record "Old Buffer" temporary)
    begin
    end;
}

tableextension 70000001 [="ABC Old Buffer"=] extends "Old Buffer"
{
    fields
    {
        field(70000000; "ABC Note"; Text[50]) { }
    }
}
