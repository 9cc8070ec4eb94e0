table 50234 "Reduce Entry"
{
    Permissions = tabledata "Reduce Entry" = RM;

    fields
    {
        field(1; "Entry No."; Integer) { }
    }

    procedure Touch()
    begin
        if Rec.Get(1) then
            Modify();
    end;
}
