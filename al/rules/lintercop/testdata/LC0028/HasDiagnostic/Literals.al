codeunit 50300 "LC0028 Subscribers"
{
    [EventSubscriber(ObjectType::Table, Database::"LC0028 Item", [='OnAfterInsertEvent'=], '', false, false)]
    local procedure ItemInserted(var Rec: Record "LC0028 Item")
    begin
    end;

    [EventSubscriber(ObjectType::Table, Database::"LC0028 Item", OnAfterValidateEvent, [='Description'=], false, false)]
    local procedure DescriptionValidated(var Rec: Record "LC0028 Item")
    begin
    end;

    // The event name takes precedence: one finding per subscriber.
    [EventSubscriber(ObjectType::Table, Database::"LC0028 Item", [='OnAfterValidateEvent'=], 'No.', false, false)]
    local procedure NoValidated(var Rec: Record "LC0028 Item")
    begin
    end;
}

table 50300 "LC0028 Item"
{
    fields
    {
        field(1; "No."; Code[20]) { }
        field(2; Description; Text[100]) { }
    }
}
