table 50151 "Reader Setup"
{
    Permissions = tabledata "Reader Setup" = RID;

    fields
    {
        field(1; "Primary Key"; Code[10]) { }
    }

    procedure Reset()
    begin
        Delete();
    end;
}
