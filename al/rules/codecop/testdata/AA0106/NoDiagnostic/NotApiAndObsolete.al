page 50191 "Orders Document"
{
    PageType = Document;
    SourceTable = "Sales Header";

    layout
    {
        area(Content)
        {
            part(Lines; "Sales Order Subform") { }
            part(Lines2; "Sales Order Subform") { }
        }
    }
}

page 50192 "Orders Old API"
{
    PageType = API;
    APIPublisher = 'contoso';
    APIGroup = 'app';
    APIVersion = 'v1.0';
    EntityName = 'oldOrder';
    EntitySetName = 'oldOrders';
    SourceTable = "Sales Header";

    layout
    {
        area(Content)
        {
            repeater(Records)
            {
                part(lines; "Order Lines API") { }
                part(linesOld; "Order Lines API")
                {
                    ObsoleteState = Pending;
                    ObsoleteReason = 'Use lines.';
                }
            }
        }
    }
}
