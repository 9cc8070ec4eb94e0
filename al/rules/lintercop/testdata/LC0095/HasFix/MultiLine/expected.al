codeunit 50131 "Fix Lines"
{
    procedure P(
        a: Integer;
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
