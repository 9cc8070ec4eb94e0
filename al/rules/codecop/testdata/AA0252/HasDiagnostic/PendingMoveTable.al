table 50252 "AA0252 Shipment Note"
{
    ObsoleteState = PendingMove;
    ObsoleteReason = 'The shipment notes live in the Logistics app now.';
    ObsoleteTag = '27.0';
    MovedTo = '4f1c2a7e-52b0-4d5e-9a31-0c2b6d7e8f90';

    fields
    {
        field(1; "No."; Code[20]) { }
    }

    [ExternalBusinessEvent('ShipmentNoteSent', 'Shipment note sent', 'Raised when a shipment note is sent.', EventCategory::Sales, '1.0')]
    procedure [=ShipmentNoteSent=](NoteId: Guid)
    begin
    end;
}
