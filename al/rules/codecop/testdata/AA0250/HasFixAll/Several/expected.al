codeunit 50254 "AA0250 Fix All"
{
    ObsoleteState = Pending;
    ObsoleteReason = 'Moved.';
    ObsoleteTag = '27.0';

    [ExternalBusinessEvent('OrderReleased', '[OBSOLETE] Order released', 'Raised when an order is released.', EventCategory::Sales, '1.0')]
    procedure OnOrderReleased(OrderId: Guid)
    begin
    end;

    [ExternalBusinessEvent('OrderShipped', '[OBSOLETE] Order shipped', 'Raised when an order is shipped.', EventCategory::Sales, '1.0')]
    procedure OnOrderShipped(OrderId: Guid)
    begin
    end;
}
