table 50320 "Fix Customer"
{
    fields
    {
        field(1; "No."; Code[20]) { }
        field(2; Name; Text[50]) { }
    }
}

codeunit 50321 "Fix Validate"
{
    procedure SetName(NewName: Text)
    var
        Customer: Record "Fix Customer";
    begin
        Customer.Validate(Name, Text.CopyStr(NewName, 1, Text.MaxStrLen(Customer.Name)));
    end;
}
