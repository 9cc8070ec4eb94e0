codeunit 50131 "Fix Lines"
{
    procedure P(
        a: Integer;
        [=b=]: Record "Fix Lines Table" temporary;
        c: Integer): Integer
    begin
        exit(a + c);
    end;
}

table 50132 "Fix Lines Table"
{
    fields
    {
        field(1; "No."; Code[20]) { }
    }
}
