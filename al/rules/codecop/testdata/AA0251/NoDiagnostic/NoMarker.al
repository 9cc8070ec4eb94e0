codeunit 50322 "Unmarked Events"
{
    [ExternalBusinessEvent('Posted', 'Posted', 'Raised when [OBSOLETE] data is posted', EventCategory::Sales)]
    procedure OnPosted()
    begin
    end;

    // [ExternalBusinessEvent('Old', '[OBSOLETE] Old', 'x', EventCategory::Sales)]
    procedure NotAnEvent()
    begin
    end;
}
