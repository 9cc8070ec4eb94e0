codeunit 50301 "Posting Batch Documented"
{
    procedure PostAll(var Entry: Record "Batch Entry Documented")
    begin
        Entry.ModifyAll(Posted, true);
        // The external service must see the posted entries.
        Commit();

        /* released before the long-running export */

        Commit();
        Commit(); // keep the lock short
        // a comment above the if documents its body
        if Entry.FindFirst() then
            Commit();
        case Entry."Entry No." of
            1:
                Commit(); // first entry only
        end;
    end;
}

table 50301 "Batch Entry Documented"
{
    fields
    {
        field(1; "Entry No."; Integer) { }
        field(2; Posted; Boolean) { }
    }
}
