table 50212 "Booking Line"
{
    fields
    {
        field(1; "Line No."; Integer) { }
        field(2; Price; Decimal) { }
    }

    procedure GetPrice(): Decimal
    begin
        exit(Rec.Price);
    end;

    [Obsolete('Use GetPrice.', '25.0')]
    procedure Price(): Decimal
    begin
        exit(Rec.Price);
    end;
}

codeunit 50213 "Booking Mgt."
{
    procedure Price(): Decimal
    begin
    end;
}

page 50214 "Foreign Source"
{
    SourceTable = "Table Not In This Project";

    procedure Description(): Text
    begin
    end;
}
