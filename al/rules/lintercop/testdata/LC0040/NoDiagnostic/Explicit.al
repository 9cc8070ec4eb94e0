codeunit 50141 "LC0040 Explicit"
{
    procedure Save(var Item: Record Item; RunTrigger: Boolean)
    var
        Vendor: Record Vendor;
        Ref: RecordRef;
        Names: List of [Text];
    begin
        Item.Insert(true);
        Item.Insert(false, true);
        Item.Modify(RunTrigger);
        Vendor.Delete(false);
        Vendor.DeleteAll(true);
        Vendor.ModifyAll(Blocked, Vendor.Blocked::All, false);
        Ref.Open(Database::Item);
        Ref.Insert();
        Names.Insert(1, 'x');
    end;
}
