codeunit 50130 "Temporary Buffers"
{
    var
        Buffer: Record "Temp Buffer";

    procedure Fill(var TempSource: Record "Temp Buffer" temporary; TempCopy: Record "Temp Buffer" temporary)
    var
        Buffer: Record "Temp Buffer" temporary;
        Scratch: Record "Scratch Line";
    begin
        Buffer.Insert();
        TempSource.FindSet();
        TempCopy.DeleteAll();
        Scratch.Insert();
        Scratch.Modify();
    end;

    procedure Copy(): Boolean
    var
        TempResult: Record "Temp Buffer" temporary;
    begin
        exit(TempResult.FindFirst());
    end;
}

table 50130 "Temp Buffer"
{
    fields
    {
        field(1; "Entry No."; Integer) { }
    }
}

table 50131 "Scratch Line"
{
    TableType = Temporary;

    fields
    {
        field(1; "Entry No."; Integer) { }
    }

    procedure Clear()
    begin
        DeleteAll();
    end;
}

report 50130 "Temp Report"
{
    ProcessingOnly = true;

    dataset
    {
        dataitem(TempItem; "Temp Buffer")
        {
            UseTemporary = true;

            trigger OnPreDataItem()
            begin
                TempItem.Insert();
            end;
        }
    }
}

page 50130 "Temp Page"
{
    SourceTable = "Scratch Line";
    SourceTableTemporary = true;
}
