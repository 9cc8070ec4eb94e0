codeunit 50301 "LC0028 Fine"
{
    [EventSubscriber(ObjectType::Table, Database::"LC0028 Item2", OnAfterInsertEvent, '', false, false)]
    local procedure ItemInserted(var Rec: Record "LC0028 Item2")
    begin
    end;

    [EventSubscriber(ObjectType::Table, Database::"LC0028 Item2", OnAfterValidateEvent, "No.", false, false)]
    local procedure NoValidated(var Rec: Record "LC0028 Item2")
    begin
    end;

    [IntegrationEvent(false, false)]
    local procedure OnPublisher(Text: Text)
    begin
    end;
}

table 50302 "LC0028 Item2"
{
    fields
    {
        field(1; "No."; Code[20]) { }
    }
}
