codeunit 50255 "AA0251 Marker Only"
{
    [ExternalBusinessEvent('OrderReleased', '[OBSOLETE] Order released', 'Raised when an order is released.', EventCategory::Sales, '1.0')]
    procedure [=OnOrderReleased=](OrderId: Guid)
    begin
    end;
}
