table 50254 "AA0252 Route Plan"
{
    ObsoleteState = Pending;
    ObsoleteReason = 'Route plans are replaced by trips.';
    ObsoleteTag = '27.0';

    fields
    {
        field(1; "No."; Code[20]) { }
    }

    [ExternalBusinessEvent('RoutePlanned', '[OBSOLETE] Route planned', 'Raised when a route is planned.', EventCategory::Sales, '1.0')]
    procedure RoutePlanned(PlanId: Guid)
    begin
    end;
}

codeunit 50254 "AA0252 Trip Events"
{
    [ExternalBusinessEvent('TripStarted', 'Trip started', 'Raised when a trip starts.', EventCategory::Sales, '1.0')]
    procedure TripStarted(TripId: Guid)
    begin
    end;
}
