codeunit 50253 "AA0250 Fix"
{
    [Obsolete('Use OnOrderReleasedV2.', '27.0')]
    [ExternalBusinessEvent('OrderReleased', [='Order released'=], 'Raised when an order is released.', EventCategory::Sales, '1.0')]
    procedure OnOrderReleased(OrderId: Guid)
    begin
    end;
}
