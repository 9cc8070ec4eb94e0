table 50297 "Buffer Table"
{
    TableType = Temporary;

    fields
    {
        field(1; "Entry No."; Integer) { }
    }
}

codeunit 50298 "Buffer User"
{
    procedure Use()
    var
        TempBuffer: Record "Buffer Table";
        TempUnknown: Record "Table Of Another App";
    begin
    end;
}
