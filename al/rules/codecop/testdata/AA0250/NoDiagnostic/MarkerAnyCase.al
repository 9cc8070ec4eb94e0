codeunit 50321 "Retired Business Events"
{
    [ExternalBusinessEvent('OldPosted', '[OBSOLETE] Old posted', 'Raised when posted', EventCategory::Sales)]
    [Obsolete('Use OnSalesOrderPosted.', '25.0')]
    procedure OnOldPosted()
    begin
    end;
}
