codeunit 50140 "LC0040 Writes"
{
    procedure Save(var Item: Record Item)
    var
        Vendor: Record Vendor;
    begin
        Item.[=Insert=]();
        Item.[=Modify=];
        Vendor.[=Delete=]();
        Vendor.[=DELETEALL=];
        Vendor.[=ModifyAll=](Blocked, Vendor.Blocked::All);
    end;
}

table 50140 "LC0040 Table"
{
    fields
    {
        field(1; Code; Code[10]) { }
    }

    procedure Touch()
    begin
        [=Modify=]();
    end;
}
