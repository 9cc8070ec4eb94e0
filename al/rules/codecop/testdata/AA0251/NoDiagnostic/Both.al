codeunit 50256 "AA0251 Both"
{
    [Obsolete('Use OnOrderReleasedV2.', '27.0')]
    [ExternalBusinessEvent('OrderReleased', '[Obsolete] Order released', 'Raised when an order is released.', EventCategory::Sales, '1.0')]
    procedure OnOrderReleased(OrderId: Guid)
    begin
    end;

    [ExternalBusinessEvent('OrderReleasedV2', 'Order released', 'Raised when an order is released.', EventCategory::Sales, '2.0')]
    procedure OnOrderReleasedV2(OrderId: Guid)
    begin
    end;
}
