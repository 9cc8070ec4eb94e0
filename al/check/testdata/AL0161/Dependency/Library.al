codeunit 50500 "Lib Posting"
{
    procedure Post()
    begin
    end;

    internal procedure PostInternal()
    begin
    end;

    local procedure PostLocal()
    begin
    end;

    internal procedure Mixed()
    begin
    end;

    procedure Mixed(Preview: Boolean)
    begin
    end;
}

table 50500 "Lib Entry"
{
    fields
    {
        field(1; "Entry No."; Integer) { }
        field(2; "Internal Note"; Text[50]) { Access = Internal; }
        field(3; "Local Total"; Decimal) { Access = Local; }
        field(4; "Protected Code"; Code[10]) { Access = Protected; }
        field(5; "Public Name"; Text[50]) { Access = Public; }
    }

    internal procedure Recalculate()
    begin
    end;
}
