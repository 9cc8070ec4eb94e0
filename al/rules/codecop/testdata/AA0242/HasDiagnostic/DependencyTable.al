codeunit 50153 "Dep Item Info"
{
    procedure Describe(ItemNo: Code[20]): Text
    var
        Item: Record "Dep Item";
    begin
        Item.SetLoadFields(Description, "Shelf Code");
        Item.Get(ItemNo);
        exit(Item.Description + Item."Shelf Code" + [=Item."Base Unit"=]);
    end;
}

tableextension 50154 "Dep Item Shelf" extends "Dep Item"
{
    fields
    {
        field(50100; "Shelf Code"; Code[10]) { }
    }
}
