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
            part(lines; "AA0106 Lines")
            {
                SubPageLink = "Document No." = field("No.");
            }
            part(otherLines; [="aa0106 lines"=])
            {
                SubPageLink = "Document No." = field("No.");
            }
        }
    }
}
