codeunit 50352 "LC0098 Fix"
{
    [EventSubscriber(ObjectType::Table, Database::Vendor, OnAfterValidateEvent, Name, false, false)]
    local procedure Vendor_OnAfterValidateEvent_Name(var Rec: Record Vendor)
    begin
    end;
}

table 50353 Vendor
{
    fields
    {
        field(1; Name; Text[100]) { }
    }
}
