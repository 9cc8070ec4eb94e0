codeunit 50300 "Posting Batch"
{
    procedure PostAll(var Entry: Record "Batch Entry")
    begin
        Entry.ModifyAll(Posted, true);
        [=Commit()=];
        if Entry.FindFirst() then
            [=Database.Commit()=];
        [=Commit=];
    end;
}

table 50300 "Batch Entry"
{
    fields
    {
        field(1; "Entry No."; Integer) { }
        field(2; Posted; Boolean) { }
    }
}
