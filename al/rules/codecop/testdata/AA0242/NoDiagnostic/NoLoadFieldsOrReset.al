codeunit 50303 "Loads Everything"
{
    procedure Read(): Text
    var
        Item: Record "Dep Item";
        Other: Record "Dep Item";
    begin
        if Item.Get('1000') then
            exit(Item.Description);
        Other.SetLoadFields(Description);
        // Other."Base Unit" is read only before the load fields apply
        exit(Other."Base Unit");
    end;
}
