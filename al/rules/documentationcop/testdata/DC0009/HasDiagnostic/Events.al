codeunit 50210 "DC0009 Publisher"
{
    [IntegrationEvent(false, false)]
    local procedure [=OnBeforePost=](var IsHandled: Boolean)
    begin
    end;

    // A plain comment is not enough.
    [BusinessEvent(false)]
    procedure [=OnAfterPost=]()
    begin
    end;

    [Scope('OnPrem')]
    [IntegrationEvent(true, false)]
    internal procedure [=OnValidateLine=]()
    begin
    end;
}

codeunit 50211 "DC0009 Internal Publisher"
{
    Access = Internal;

    [IntegrationEvent(false, false)]
    procedure [=OnInInternalCodeunit=]()
    begin
    end;
}
