codeunit 50181 "LC0081 Existence"
{
    procedure Check(var Item: Record Item): Boolean
    var
        Vendor: Record Vendor;
    begin
        if [=Item.Count() = 0=] then
            exit(false);
        if [=Vendor.Count <> 0=] then
            exit(true);
        if [=0 < Vendor.Count()=] then
            exit(true);
        if [=Vendor.COUNT() < 1=] then
            exit(false);
        exit([=1 > Item.Count=]);
    end;
}

table 50181 "LC0081 Table"
{
    fields
    {
        field(1; Code; Code[10]) { }
    }

    procedure HasAny(): Boolean
    begin
        exit([=Count() > 0=]);
    end;
}
