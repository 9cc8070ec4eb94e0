table 50453 "Un Fine"
{
    fields
    {
        field(1; Quantity; Decimal) { }
        field(2; Shipped; Boolean) { }
        field(3; Kind; Option) { OptionMembers = A,B; }
    }

    procedure Check(Anything: Variant)
    var
        Count: Integer;
        Big: BigInteger;
        Span: Duration;
        Unknown: Record "Not Loaded Table";
    begin
        if not Shipped then;
        if not (Count > 0) then;
        if not Find('-') then;
        Quantity := -Quantity;
        Count := -Count + Big;
        Big := -Big;
        Span := -Span;
        Quantity := +Quantity;
        Count := -Kind;
        if not Unknown.Anything then;
        if not Anything then;
        with Rec do
            if not Quantity then;
    end;
}
