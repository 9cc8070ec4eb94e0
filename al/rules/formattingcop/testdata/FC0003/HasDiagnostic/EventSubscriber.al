codeunit 50109 "FC0003 Subscriber"
{
    [EventSubscriber(ObjectType::Table, Database::Customer, 'OnAfterInsertEvent', '', false, false)]
    local procedure OnAfterInsertCustomer(var Rec: Record Customer; RunTrigger: Boolean)
    begin
        if [=Rec.IsTemporary=] then
            exit;
        if not [=GuiAllowed=] then
            exit;
    end;
}
