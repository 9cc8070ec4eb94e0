page 50102 "AA0102 API"
{
    PageType = API;
    APIPublisher = 'contoso';
    APIGroup = 'app';
    APIVersion = 'v1.0';
    EntityName = 'customer';
    EntitySetName = 'customers';
    SourceTable = Customer;
    DelayedInsert = true;

    layout
    {
        area(Content)
        {
            repeater(Records)
            {
                field(number; Rec."No.") { }
                field("code"; Rec."Country/Region Code") { }
                field(displayName2; Rec."Name 2") { }
            }
        }
    }
}

page 50103 "AA0102 List"
{
    PageType = List;
    SourceTable = Customer;

    layout
    {
        area(Content)
        {
            field("No."; Rec."No.") { }
        }
    }
}
