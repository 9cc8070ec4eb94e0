table 50121 "AA0237 Customer 2"
{
    fields
    {
        field(1; "No."; Code[20]) { }
    }
}

table 50122 "AA0237 Buffer"
{
    TableType = Temporary;

    fields
    {
        field(1; "No."; Code[20]) { }
    }
}

codeunit 50121 "AA0237 Exemptions"
{
    var
        TempCustomer: Record "AA0237 Customer 2" temporary;
        TemplateCustomer: Record "AA0237 Customer 2";
        // The table is temporary by its TableType.
        TempBuffer: Record "AA0237 Buffer";
        // The table is not known (a dependency that is not loaded).
        TempItem: Record "AA0237 Unknown Item";
        TempText: Text;

    // Parameters are not checked: they may receive a temporary record.
    procedure Read(var TempCustomerParam: Record "AA0237 Customer 2")
    begin
        TempCustomer.FindFirst();
        TemplateCustomer.FindFirst();
        TempBuffer.FindFirst();
        TempItem.FindFirst();
        TempCustomerParam.FindFirst();
        TempText := '';
    end;
}
