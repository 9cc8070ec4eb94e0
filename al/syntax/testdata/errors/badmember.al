table 50301 "Bad Member"
{
    fields
    {
        field(1; "No."; Code[20]) { }
        junk here;
        field(2; Name; Text[50]) { }
    }
    123;
    procedure Good()
    begin
    end;
}
