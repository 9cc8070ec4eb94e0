page 50260 "PC0025 Customers API"
{
    PageType = API;
    APIPublisher = 'fixtures';
    APIGroup = 'sales';
    APIVersion = 'v1.0';
    EntityName = 'customer';
    EntitySetName = 'customers';
    SourceTable = "PC0025 Customer";
    DelayedInsert = true;
    ODataKeyFields = [="No."=];
}

page 50261 "PC0025 Lines API"
{
    PageType = API;
    APIPublisher = 'fixtures';
    APIGroup = 'sales';
    APIVersion = 'v1.0';
    EntityName = 'line';
    EntitySetName = 'lines';
    SourceTable = "PC0025 Customer";
    ODataKeyFields = [=SystemId, "No."=];
}

table 50260 "PC0025 Customer"
{
    fields
    {
        field(1; "No."; Code[20]) { }
    }
}
