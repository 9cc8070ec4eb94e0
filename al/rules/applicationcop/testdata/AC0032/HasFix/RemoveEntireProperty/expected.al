codeunit 50233 "Empty Reader"
{
    Access = Internal;

    procedure Nothing()
    begin
    end;
}

table 50233 "Empty Entry"
{
    fields
    {
        field(1; "Entry No."; Integer) { }
    }
}
