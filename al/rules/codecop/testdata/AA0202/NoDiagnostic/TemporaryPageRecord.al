// A page whose record is temporary: its fields are not names in scope for
// the page's locals.
table 50205 "AA0202 Account"
{
    TableType = Temporary;

    fields
    {
        field(1; "Account Id"; Guid) { }
        field(2; Connector; Integer) { }
    }
}

table 50206 "AA0202 Sharing"
{
    fields
    {
        field(1; Name; Text[100]) { }
        field(2; Data; Blob) { }
    }
}

page 50207 "AA0202 Accounts"
{
    SourceTable = "AA0202 Account";

    local procedure ShowAccount()
    var
        Connector: Integer;
    begin
        Connector := Rec.Connector;
    end;
}

page 50208 "AA0202 Sharing Card"
{
    SourceTable = "AA0202 Sharing";
    SourceTableTemporary = true;

    trigger OnAfterGetCurrRecord()
    var
        Data: InStream;
    begin
        Rec.Data.CreateInStream(Data);
    end;
}
