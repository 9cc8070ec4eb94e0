report 50102 "Bar Report"
{
    MaximumDatasetSize = [='1000'=];

    dataset
    {
        dataitem(Integer; Integer)
        {
            MaxIteration = [=One=];
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
                    field(Amount; Amount)
                    {
                        ColumnSpan = [=2.5=];
                        RowSpan = [=two=];
                    }
                }
            }
        }
    }

    var
        Amount: Decimal;
}

query 50100 "Bar Top"
{
    TopNumberOfRows = [=ten=];

    elements
    {
        dataitem(Cust; Integer)
        {
            column(Number; Number) { }
        }
    }
}

controladdin "Bar Chart"
{
    RequestedHeight = [=300px=];
    MinimumWidth = [=true=];
}
