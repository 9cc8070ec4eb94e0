xmlport 50305 "Overflow Import"
{
    schema
    {
        textelement(Root)
        {
            textelement(CustomerNo) { }
        }
    }

    trigger OnPostXmlPort()
    var
        Customer: Record "Overflow Import Customer";
    begin
        Customer.Validate("No.", [=CustomerNo=]);
        if Customer.Get([=CustomerNo=]) then;
    end;
}

table 50306 "Overflow Import Customer"
{
    fields
    {
        field(1; "No."; Code[20]) { }
    }
}
