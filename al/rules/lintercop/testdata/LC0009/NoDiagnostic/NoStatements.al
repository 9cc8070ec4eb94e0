codeunit 50281 "LC0009 Quiet"
{
    trigger OnRun()
    begin
    end;

    procedure Empty()
    begin
        ;
    end;

    [IntegrationEvent(false, false)]
    local procedure OnPublish()
    begin
    end;

    [Obsolete('Gone', '25.0')]
    procedure Old()
    begin
        if true then
            exit;
    end;
}

interface "LC0009 IThing"
{
    procedure DoIt();
}
