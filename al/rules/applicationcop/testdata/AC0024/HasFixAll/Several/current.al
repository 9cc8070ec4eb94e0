codeunit 50118 "AC0024 Fix All"
{
    [IntegrationEvent(false, false)]
    procedure [=OnA=]()
    begin
    end;

    [IntegrationEvent(false, false)]
    local procedure OnB()
    begin
    end;

    [BusinessEvent(false)]
    procedure [=OnC=](); // declaration followed by a comment
    begin
    end;
}
