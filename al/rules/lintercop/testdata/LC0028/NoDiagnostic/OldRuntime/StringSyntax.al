codeunit 50303 "LC0028 Old Runtime"
{
    [EventSubscriber(ObjectType::Table, Database::"LC0028 Item3", 'OnAfterInsertEvent', '', false, false)]
    local procedure ItemInserted(var Rec: Record "LC0028 Item3")
    begin
    end;
}

table 50304 "LC0028 Item3"
{
    fields
    {
        field(1; "No."; Code[20]) { }
    }
}
