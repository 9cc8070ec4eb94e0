// A Decimal variable, a call returning a Decimal or an expression of
// unknown type needs an AutoFormatExpression of its own.
table 50475 "AA0472 Budget"
{
    fields
    {
        field(1; Code; Code[20]) { }
        field(2; Planned; Decimal) { }
        field(3; Spent; Decimal)
        {
            AutoFormatType = 1;
        }
    }
}

page 50476 "AA0472 Budget Card"
{
    PageType = Card;
    SourceTable = "AA0472 Budget";

    layout
    {
        area(Content)
        {
            field([=Computed=]; ComputeTotal())
            {
                AutoFormatType = 1;
            }
            field([=Sum=]; Remaining + Rec.Planned)
            {
                AutoFormatType = 1;
            }
            field([=Remaining=]; Remaining)
            {
                AutoFormatType = 1;
            }
        }
    }

    var
        Remaining: Decimal;

    local procedure ComputeTotal(): Decimal
    begin
        exit(Rec.Planned - Remaining);
    end;
}
