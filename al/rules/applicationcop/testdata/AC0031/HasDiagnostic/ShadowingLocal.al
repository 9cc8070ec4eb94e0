codeunit 50110 "Shadowing Local"
{
    var
        Item: Record "Shadow Item" temporary;

    procedure Fill()
    var
        Item: Record "Shadow Item";
    begin
        [=Item.Insert()=];
    end;

    procedure FillGlobal()
    begin
        Item.Insert();
    end;
}

table 50110 "Shadow Item"
{
    fields
    {
        field(1; "No."; Code[20]) { }
    }
}
