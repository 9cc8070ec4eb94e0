codeunit 50114 "AC0024 Obsolete"
{
    ObsoleteState = Pending;
    ObsoleteReason = 'Replaced';
    ObsoleteTag = '25.0';

    [IntegrationEvent(false, false)]
    procedure [|OnInObsoleteObject|]()
    begin
    end;
}

codeunit 50115 "AC0024 Obsolete Method"
{
    [Obsolete('Use OnNew', '25.0')]
    [IntegrationEvent(false, false)]
    procedure [|OnOld|]()
    begin
    end;
}
