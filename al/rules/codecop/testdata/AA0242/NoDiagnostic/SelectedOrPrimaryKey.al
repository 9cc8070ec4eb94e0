codeunit 50302 "Loads Selected"
{
    procedure Read(): Text
    var
        Item: Record "Dep Item";
    begin
        Item.SetLoadFields(Description);
        Item.AddLoadFields("Base Unit");
        if Item.Get('1000') then
            exit(Item."No." + Item.Description + Item."Base Unit" + Format(Item.SystemId));
    end;
}
