page 50262 "PC0025 Keyed API"
{
    PageType = API;
    APIPublisher = 'fixtures';
    APIGroup = 'sales';
    APIVersion = 'v1.0';
    EntityName = 'item';
    EntitySetName = 'items';
    SourceTable = "PC0025 Item";
    ODataKeyFields = SystemId;
}

page 50263 "PC0025 Quoted API"
{
    PageType = API;
    APIPublisher = 'fixtures';
    APIGroup = 'sales';
    APIVersion = 'v1.0';
    EntityName = 'item2';
    EntitySetName = 'items2';
    SourceTable = "PC0025 Item";
    ODataKeyFields = "systemid";
}

page 50264 "PC0025 Temporary API"
{
    PageType = API;
    APIPublisher = 'fixtures';
    APIGroup = 'sales';
    APIVersion = 'v1.0';
    EntityName = 'buffer';
    EntitySetName = 'buffers';
    SourceTable = "PC0025 Item";
    SourceTableTemporary = true;
    ODataKeyFields = "No.";
}

page 50265 "PC0025 Card"
{
    PageType = Card;
    SourceTable = "PC0025 Item";
    ODataKeyFields = "No.";
}

table 50262 "PC0025 Item"
{
    fields
    {
        field(1; "No."; Code[20]) { }
    }
}
