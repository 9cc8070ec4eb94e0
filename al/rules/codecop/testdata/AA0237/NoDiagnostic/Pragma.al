table 50123 "AA0237 Customer 3"
{
    fields
    {
        field(1; "No."; Code[20]) { }
    }
}

codeunit 50123 "AA0237 Pragma"
{
    var
#pragma warning disable AA0237
        TempCustomer: Record "AA0237 Customer 3";
#pragma warning restore AA0237

    procedure Read()
    begin
        TempCustomer.FindFirst();
    end;
}
