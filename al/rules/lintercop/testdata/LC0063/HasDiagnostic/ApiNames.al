page 50310 "LC0063 Customers API"
{
    PageType = API;
    APIPublisher = 'fixtures';
    APIGroup = 'sales';
    APIVersion = 'v1.0';
    EntityName = 'customer';
    EntitySetName = 'customers';
    SourceTable = "LC0063 Customer";
    DelayedInsert = true;
    ODataKeyFields = SystemId;

    layout
    {
        area(Content)
        {
            repeater(Records)
            {
                field([=systemId=]; Rec.SystemId) { }
                field([=name=]; Rec.Name) { }
                field([=modifiedAt=]; Rec.SystemModifiedAt) { }
                field([=no=]; Rec."No.") { }
                field([=customerNo=]; Rec."Customer No.") { }
                group(Details)
                {
                    field([=billToNo=]; Rec."Bill-to No.") { }
                }
            }
        }
    }
}

table 50310 "LC0063 Customer"
{
    fields
    {
        field(1; "No."; Code[20]) { }
        field(2; Name; Text[100]) { }
        field(3; "Customer No."; Code[20]) { }
        field(4; "Bill-to No."; Code[20]) { }
    }
}
