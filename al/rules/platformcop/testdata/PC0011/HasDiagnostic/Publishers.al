codeunit 50120 "PC0011 Publishers"
{
    [IntegrationEvent(false, false)]
    local procedure OnBeforePost(DocumentNo: Code[20]; [=IsHandled=]: Boolean)
    begin
    end;

    [BusinessEvent(false)]
    procedure OnBeforeRelease([=Handled=]: Boolean; var Result: Integer)
    begin
    end;

    [InternalEvent(false)]
    internal procedure OnBeforeCheck([=ISHANDLED=]: boolean)
    begin
    end;
}
