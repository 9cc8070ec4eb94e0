table 50253 "AA0252 Delivery Slip"
{
    ObsoleteState = PendingMove;
    ObsoleteReason = 'The delivery slips live in the Logistics app now.';
    ObsoleteTag = '27.0';
    MovedTo = '4f1c2a7e-52b0-4d5e-9a31-0c2b6d7e8f90';

    fields
    {
        field(1; "No."; Code[20]) { }
    }

    [Obsolete('Subscribe to DeliverySlipSent of the Logistics app.', '27.0')]
    [ExternalBusinessEvent('DeliverySlipSent', '[OBSOLETE] Delivery slip sent', 'Raised when a delivery slip is sent.', EventCategory::Sales, '1.0')]
    procedure DeliverySlipSent(SlipId: Guid)
    begin
    end;
}
