report 50102 "Bar Report"
{
    MaximumDatasetSize = 1000000;
    MaximumDocumentCount = 10;

    dataset
    {
        dataitem(Integer; Integer)
        {
            MaxIteration = 1;
        }
        dataitem(Header; Integer)
        {
            MAXITERATION = 0;
        }
    }
}

table 50100 "Bar Amounts"
{
    fields
    {
        field(1; Amount; Decimal)
        {
            AutoFormatType = 1;
            AutoFormatExpression = '';
        }
    }
}

page 50100 "Bar Grid"
{
    layout
    {
        area(Content)
        {
            grid(Main)
            {
                group(First)
                {
#if CLEAN26
                    field(Amount; Amount) { ColumnSpan = Two; }
#else
                    field(Amount; Amount) { ColumnSpan = 2; }
#endif
                    field(Quantity; Quantity) { RowSpan = +2; }
                }
            }
        }
    }

    var
        Amount: Decimal;
        Quantity: Decimal;
}

controladdin "Bar Chart"
{
    RequestedHeight = 300;
    MinimumWidth = 200;
    MaximumWidth = 2147483647;
}
