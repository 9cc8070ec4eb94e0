codeunit 50100 "Posting Helper"
{
    procedure TryPost(var SalesHeader: Record "Sales Header")
    begin
        [=asserterror=] Codeunit.Run(Codeunit::"Sales-Post", SalesHeader);
        if GetLastErrorText() <> '' then
            ClearLastError();
    end;
}

page 50101 "Helper Page"
{
    trigger OnOpenPage()
    begin
        [=AssertError=] Error('hidden');
    end;
}

codeunit 50102 "Test Library"
{
    Subtype = Normal;

    procedure ExpectFailure()
    begin
        [=asserterror=] Error('expected');
    end;
}
