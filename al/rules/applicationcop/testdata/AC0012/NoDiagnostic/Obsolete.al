codeunit 50136 "AC0012 Obsolete"
{
    Access = Internal;
    ObsoleteState = Pending;
    ObsoleteReason = 'Replaced';
    ObsoleteTag = '25.0';

    [IntegrationEvent(false, false)]
    local procedure [|OnObsoleteCodeunit|]()
    begin
    end;
}

codeunit 50137 "AC0012 Obsolete Event"
{
    Access = Internal;

    [Obsolete('Not used', '25.0')]
    [IntegrationEvent(false, false)]
    local procedure [|OnObsoleteEvent|]()
    begin
    end;
}
