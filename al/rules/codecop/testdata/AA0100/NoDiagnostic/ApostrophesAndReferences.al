table 50170 "Customer's Notes"
{
    fields
    {
        field(1; "Ship-to Code"; Code[10]) { }
        field(2; "Owner's Name"; Text[50]) { }
    }

    procedure Describe(): Text
    begin
        // a "quoted ""name""" in a comment
        exit('He said "hello"');
    end;
}
