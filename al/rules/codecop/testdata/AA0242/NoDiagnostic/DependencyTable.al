codeunit 50153 "Dep Item Info"
{
    procedure Describe(ItemNo: Code[20]): Text
    var
        Item: Record "Dep Item";
    begin
        Item.SetLoadFields(Description, "Base Unit");
        Item.Get(ItemNo);
        exit(Item."No." + Item.Description + Item."Base Unit");
    end;

    procedure UnknownField(ItemNo: Code[20]): Text
    var
        Item: Record "Dep Item";
    begin
        Item.SetLoadFields(Description);
        Item.Get(ItemNo);
        exit(Item."Not A Known Field");
    end;
}
