page 50156 "AA0218 API"
{
    PageType = API;
    APIPublisher = 'contoso';
    APIGroup = 'app';
    APIVersion = 'v1.0';
    EntityName = 'thing';
    EntitySetName = 'things';

    layout
    {
        area(Content)
        {
            field([|number|]; Number) { }
        }
    }

    var
        Number: Integer;
}

page 50157 "AA0218 Obsolete"
{
    ObsoleteState = Pending;
    ObsoleteReason = 'Replaced';

    layout
    {
        area(Content)
        {
            field([|Total|]; TotalAmount) { }
        }
    }

    var
        TotalAmount: Decimal;
}

page 50158 "AA0218 Obsolete Field"
{
    layout
    {
        area(Content)
        {
            field([|Total|]; TotalAmount)
            {
                ObsoleteState = Pending;
                ObsoleteReason = 'Replaced';
            }
        }
    }

    var
        TotalAmount: Decimal;
}

report 50159 "AA0218 Report"
{
    requestpage
    {
        layout
        {
            area(Content)
            {
                field([|Total|]; TotalAmount) { }
            }
        }
    }

    var
        TotalAmount: Decimal;
}
