codeunit 50252 "AA0250 Marked"
{
    [Obsolete('Use OnOrderReleasedV2.', '27.0')]
    [ExternalBusinessEvent('OrderReleased', '[OBSOLETE] Order released', 'Raised when an order is released.', EventCategory::Sales, '1.0')]
    procedure OnOrderReleased(OrderId: Guid)
    begin
    end;

    [ExternalBusinessEvent('OrderReleasedV2', 'Order released', 'Raised when an order is released.', EventCategory::Sales, '2.0')]
    procedure OnOrderReleasedV2(OrderId: Guid)
    begin
    end;

    [Obsolete('Not an external event.', '27.0')]
    [IntegrationEvent(false, false)]
    procedure OnSomething()
    begin
    end;
}
