codeunit 50137 "AA0137 Shipping Events"
{
    var
        EventCategory: Enum EventCategory;

    [ExternalBusinessEvent('ShipmentPosted', 'Shipment posted', 'Raised when a shipment is posted.', EventCategory::Sales, '1.0')]
    local procedure [|ShipmentPosted|](ShipmentId: Guid)
    begin
    end;

    procedure Level(): Integer
    var
        Status: Option Open,Released;
    begin
        exit(Status::Released);
    end;
}
