table 50100 "My Table"
{
    fields
    {
        field(1; "No."; Code[20]) { }
        field(2; Amount; Decimal) { AutoFormatType = 1; AutoFormatExpression = ''; }
    }
}

page 50100 "My Page"
{
    SourceTable = "My Table";

    layout
    {
        area(Content)
        {
            field([=Total=]; TotalAmount)
            {
                ApplicationArea = All;
            }
            field([="Doubled"=]; Rec.Amount * 2)
            {
                ApplicationArea = All;
            }
            field([=Rate=]; GetRate())
            {
                ApplicationArea = All;
            }
            field([=InArray=]; Values[1])
            {
                ApplicationArea = All;
            }
        }
    }

    var
        TotalAmount: Decimal;
        Values: array[3] of Decimal;

    local procedure GetRate(): Decimal
    begin
        exit(1.5);
    end;
}

report 50100 "My Report"
{
    ProcessingOnly = true;

    requestpage
    {
        layout
        {
            area(Content)
            {
                field([=Factor=]; FactorValue)
                {
                    ApplicationArea = All;
                }
            }
        }
    }

    var
        FactorValue: Decimal;
}
