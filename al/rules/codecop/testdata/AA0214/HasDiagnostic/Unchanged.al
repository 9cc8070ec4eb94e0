codeunit 50214 "AA0214 Unchanged"
{
    procedure Touch(No: Code[20])
    var
        Cust: Record Customer;
    begin
        Cust.Get(No);
        Cust.TestField(Blocked, Cust.Blocked::" ");
        [=Cust.Modify(true)=];
    end;

    procedure TouchAll(Item: Record Item)
    begin
        Item.SetRange(Blocked, false);
        if Item.FindSet() then
            repeat
                if Item.Description <> '' then
                    [=Item.MODIFY()=];
            until Item.Next() = 0;
    end;
}
