codeunit 50140 "LC0099 Subscribers"
{
    [EventSubscriber(ObjectType::Table, Database::"LC0099 Table", OnAfterInsertEvent, '', false, false)]
    local procedure OnAfterInsert(var Rec: Record "LC0099 Table"; [=RunTrigger=]: Boolean)
    begin
        Rec.TestField("No.");
    end;

    [EventSubscriber(ObjectType::Codeunit, Codeunit::"LC0099 Publisher", OnBeforeCheck, '', false, false)]
    local procedure OnBeforeCheck([=Amount=]: Decimal; var [=IsHandled=]: Boolean)
    begin
    end;
}

codeunit 50141 "LC0099 Publisher"
{
    [IntegrationEvent(false, false)]
    local procedure OnBeforeCheck(Amount: Decimal; var IsHandled: Boolean)
    begin
    end;
}

table 50142 "LC0099 Table"
{
    Caption = 'LC0099 Table';

    fields
    {
        field(1; "No."; Code[20]) { Caption = 'No.'; }
    }
}
