page 50190 "Orders API"
{
    PageType = API;
    APIPublisher = 'contoso';
    APIGroup = 'app';
    APIVersion = 'v1.0';
    EntityName = 'order';
    EntitySetName = 'orders';
    SourceTable = "Sales Header";
    DelayedInsert = true;

    layout
    {
        area(Content)
        {
            repeater(Records)
            {
                field(number; Rec."No.") { }
                part(lines; "Order Lines API") { }
                part(comments; "Order Comments API") { }
            }
        }
    }
}
