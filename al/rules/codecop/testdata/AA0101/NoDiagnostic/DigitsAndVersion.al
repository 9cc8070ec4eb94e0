page 50174 "Items V2 API"
{
    PageType = API;
    APIPublisher = 'contoso';
    APIGroup = 'inventory2';
    APIVersion = 'v2.0', 'beta';
    EntityName = 'item2';
    EntitySetName = 'itemsV2';
    EntityCaption = 'Item';
    EntitySetCaption = 'Items';
    SourceTable = Item;
    DelayedInsert = true;
}
