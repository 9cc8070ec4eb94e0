// An API page shows nothing: its Decimal values need no AutoFormatType
// (BCApps' API apps build with such variables at Error).
page 50160 "Items API"
{
    PageType = API;
    APIPublisher = 'fabrikam';
    APIGroup = 'sales';
    APIVersion = 'v1.0';
    EntityName = 'item';
    EntitySetName = 'items';
    SourceTable = "My Table";

    layout
    {
        area(Content)
        {
            field(inventory; InventoryValue) { }
            field(twice; TwiceOf(InventoryValue)) { }
        }
    }

    var
        InventoryValue: Decimal;

    local procedure TwiceOf(Value: Decimal): Decimal
    begin
        exit(2 * Value);
    end;
}
