codeunit 50323 "Marked Events"
{
    [Obsolete('Replaced by OnPostedV2.', '25.0')]
    [ExternalBusinessEvent('OldPosted', '[OBSOLETE] Old posted', 'Raised when posted', EventCategory::Sales)]
    procedure OnOldPosted()
    begin
    end;
}
