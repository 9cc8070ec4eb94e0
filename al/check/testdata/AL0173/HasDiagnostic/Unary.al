table 50452 "Un Line"
{
    fields
    {
        field(1; Quantity; Decimal) { }
        field(2; Shipped; Boolean) { }
        field(3; Description; Text[100]) { }
    }

    procedure Check()
    var
        Count: Integer;
        When: Date;
        Amount: Decimal;
    begin
        if [|not Quantity|] then;
        if [|not Description|] then;
        while [|not Count|] do
            Count += 1;
        Amount := [|-Shipped|];
        Amount := [|-When|];
    end;
}
