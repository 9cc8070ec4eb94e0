codeunit 50109 "AA0008 Subscriber"
{
    [EventSubscriber(ObjectType::Table, Database::Customer, 'OnAfterInsertEvent', '', false, false)]
    local procedure OnAfterInsertCustomer(var Rec: Record Customer; RunTrigger: Boolean)
    begin
        if Rec.IsTemporary then
            exit;
        if not [=Rec.Find=] then
            exit;
        [=Rec.Reset=];
    end;
}
