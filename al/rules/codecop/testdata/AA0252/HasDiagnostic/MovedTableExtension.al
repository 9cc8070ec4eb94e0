tableextension 50252 "AA0252 Carrier Ext" extends Customer
{
    ObsoleteState = Moved;
    ObsoleteReason = 'Carrier data moved to the Logistics app.';
    ObsoleteTag = '28.0';
    MovedTo = '4f1c2a7e-52b0-4d5e-9a31-0c2b6d7e8f90';

    fields
    {
        field(50252; "AA0252 Carrier Code"; Code[10]) { }
    }

    [IntegrationEvent(false, false)]
    procedure OnCarrierChecked()
    begin
    end;

    [ExternalBusinessEvent('CarrierAssigned', 'Carrier assigned', 'Raised when a carrier is assigned to a customer.', EventCategory::Sales, '1.0')]
    procedure [=CarrierAssigned=](CustomerId: Guid)
    begin
    end;
}
