// A control showing a table field takes the field's AutoFormatExpression
// (AA0474 checks the field), whichever record holds it, even when the field
// has none; amounts are decimals, so a count formatted as an amount needs
// no currency.
table 50473 "AA0472 Ledger"
{
    fields
    {
        field(1; "Entry No."; Integer) { }
        field(2; "Currency Code"; Code[10]) { }
        field(3; Amount; Decimal)
        {
            AutoFormatType = 1;
            AutoFormatExpression = Rec."Currency Code";
        }
        field(4; Lines; Integer) { }
        field(5; Net; Decimal)
        {
            AutoFormatType = 0;
        }
    }
}

page 50474 "AA0472 Ledger Card"
{
    PageType = Card;
    SourceTable = "AA0472 Ledger";

    layout
    {
        area(Content)
        {
            field(Amount; Rec.Amount)
            {
                AutoFormatType = 1;
            }
            field(BareAmount; Amount)
            {
                AutoFormatType = 1;
            }
            field(OtherAmount; OtherLedger.Amount)
            {
                AutoFormatType = 1;
            }
            field(ArrayAmount; Totals[2].Amount)
            {
                AutoFormatType = 1;
            }
            field(Net; Rec.Net)
            {
                AutoFormatType = 1;
                DecimalPlaces = 0 : 5;
            }
            field(External; Unknown."Some Amount")
            {
                AutoFormatType = 1;
            }
            field(Lines; Rec.Lines)
            {
                AutoFormatType = 1;
            }
            field(NumberOfRecords; NumberOfRecords)
            {
                AutoFormatType = 1;
            }
        }
    }

    var
        OtherLedger: Record "AA0472 Ledger";
        Totals: array[3] of Record "AA0472 Ledger";
        NumberOfRecords: Integer;
        Unknown: Record "Table Not In This Project";
}
