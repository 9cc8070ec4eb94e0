table 50450 "Cmp Doc"
{
    fields
    {
        field(1; "No."; Code[20]) { }
        field(2; "Document Date"; Date) { }
        field(3; Quantity; Decimal) { }
        field(4; Shipped; Boolean) { }
    }

    procedure Check()
    var
        OrigDocumentDate: Date;
        Count: Integer;
        Name: Text;
        Started: Time;
    begin
        if [|OrigDocumentDate = 0|] then;
        if [|Shipped = 1|] then;
        if [|Count = 'abc'|] then;
        if [|"Document Date" <> Count|] then;
        if [|Name > Quantity|] then;
        if ([|Started < true|]) then;
        Shipped := [|Quantity >= 'ten'|];
    end;
}
