codeunit 50170 "Order Mover"
{
    Permissions = tabledata "Mover Header" = r,
                  tabledata "Mover Setup" = r;

    procedure Move()
    var
        Header: Record "Mover Header";
        Line: Record "Mover Line";
        Archive: Record "Mover Archive";
        Setup: Record "Mover Setup";
    begin
        Setup.Get();
        Header.FindFirst();
        [=Header.Modify()=];
        [=Header.Delete()=];
        [=Line.FindSet()=];
        [=Line.DeleteAll()=];
        [=Archive.Insert()=];
        [=Setup.Modify()=];
    end;
}

table 50170 "Mover Header"
{
    fields
    {
        field(1; "No."; Code[20]) { }
    }
}

table 50171 "Mover Line"
{
    fields
    {
        field(1; "No."; Code[20]) { }
    }
}

table 50172 "Mover Archive"
{
    fields
    {
        field(1; "No."; Code[20]) { }
    }
}

table 50173 "Mover Setup"
{
    fields
    {
        field(1; "Primary Key"; Code[10]) { }
    }
}
