table 50343 "Temp Buffer"
{
    TableType = Temporary;

    fields
    {
        field(1; "Entry No."; Integer) { }
    }
}

codeunit 50344 "Delete Temporary"
{
    procedure Clear(var TempBuffer: Record "Temp Buffer" temporary)
    var
        Buffer: Record "Temp Buffer";
    begin
        TempBuffer.DeleteAll();
        Buffer.DeleteAll();
        // Buffer.Truncate();
    end;
}
