codeunit 50250 "AA0250 Obsolete Procedure"
{
    [Obsolete('Use OnOrderReleasedV2.', '27.0')]
    [ExternalBusinessEvent('OrderReleased', [='Order released'=], 'Raised when an order is released.', EventCategory::Sales, '1.0')]
    procedure OnOrderReleased(OrderId: Guid)
    begin
    end;
}

codeunit 50251 "AA0250 Obsolete Object"
{
    ObsoleteState = Pending;
    ObsoleteReason = 'Moved to another codeunit.';
    ObsoleteTag = '27.0';

    [ExternalBusinessEvent('OrderShipped', [='Order shipped'=], 'Raised when an order is shipped.', EventCategory::Sales)]
    procedure OnOrderShipped(OrderId: Guid)
    begin
    end;
}
