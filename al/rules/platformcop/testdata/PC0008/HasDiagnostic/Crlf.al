table 50141 "PC0008 Table"
{
    fields
    {
        field(1; "No."; Code[20]) { }
        field(2; Name; Text[100]) { }
    }

    procedure Search(SearchText: Text)
    begin
        SetFilter(Name, [='@*%1*'=], SearchText);
    end;
}
