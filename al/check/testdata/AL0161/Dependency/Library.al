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
    }

    internal procedure Recalculate()
    begin
    end;
}
