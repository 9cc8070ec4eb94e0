codeunit 50107 "AA0008 Fix All"
{
    procedure Run(): Integer
    var
        Cust: Record "AA0008 Fix All Table";
        D: Date;
    begin
        D := Today;
        if Cust.IsEmpty then
            exit(Cust.Count);
        Cust.FindSet();
        Refresh();
        exit(Date2DMY(WorkDate(), 1) + Cust.Count);
    end;

    local procedure Refresh()
    begin
    end;
}

table 50116 "AA0008 Fix All Table"
{
    fields
    {
        field(1; "No."; Code[20]) { }
    }
}
