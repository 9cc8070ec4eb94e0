codeunit 50354 "LC0098 Fix Call"
{
    trigger OnRun()
    var
        Item: Record "Item Ledger";
    begin
        "Item Ledger_OnAfterInsertEvent"(Item);
    end;

    [EventSubscriber(ObjectType::Table, Database::"Item Ledger", OnAfterInsertEvent, '', false, false)]
    local procedure "Item Ledger_OnAfterInsertEvent"(var Rec: Record "Item Ledger")
    begin
    end;
}

table 50355 "Item Ledger"
{
    fields
    {
        field(1; "Entry No."; Integer) { }
    }
}
