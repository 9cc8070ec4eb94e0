table 50120 "Fix Entry"
{
    fields
    {
        field(1; "Entry No."; Integer) { }
    }
    keys
    {
        key(PK; "Entry No.") { Clustered = true; }
    }
}

codeunit 50121 "Fix Truncate"
{
    procedure Clear()
    var
        Buffer: Record "Fix Entry" temporary;
    begin
        [=Buffer.Truncate()=];
    end;
}
