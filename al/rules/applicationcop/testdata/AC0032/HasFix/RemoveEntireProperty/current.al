codeunit 50233 "Empty Reader"
{
    Access = Internal;
    Permissions = [=tabledata "Empty Entry" = R=];

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
