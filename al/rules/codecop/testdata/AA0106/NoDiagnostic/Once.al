page 50106 "AA0106 API"
{
    PageType = API;
    APIPublisher = 'contoso';
    APIGroup = 'app';
    APIVersion = 'v1.0';
    EntityName = 'salesOrder';
    EntitySetName = 'salesOrders';
    SourceTable = "Sales Header";
    DelayedInsert = true;

    layout
    {
        area(Content)
        {
            field(number; Rec."No.") { }
            part(lines; "AA0106 Lines") { }
            part(comments; "AA0106 Comments") { }
        }
    }
}

// Other pages may show a subpage twice.
page 50107 "AA0106 Card"
{
    PageType = Card;
    SourceTable = "Sales Header";

    layout
    {
        area(Content)
        {
            part(Lines; "AA0106 Lines") { }
            part(MoreLines; "AA0106 Lines") { }
        }
    }
}
