codeunit 50160 "Buffer Poster"
{
    TableNo = "Poster Buffer";

    trigger OnRun()
    begin
        Rec.FindSet();
        Rec.DeleteAll();
    end;

    procedure Post(var DtldBuffer: Record "Poster Buffer"; Line: Record "Poster Buffer")
    begin
        if DtldBuffer.FindSet() then
            repeat
                DtldBuffer.Delete();
            until DtldBuffer.Next() = 0;
        Line.Insert();
    end;
}

table 50160 "Poster Buffer"
{
    fields
    {
        field(1; "Entry No."; Integer) { }
    }
}
