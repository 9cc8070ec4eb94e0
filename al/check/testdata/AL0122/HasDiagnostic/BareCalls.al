table 50464 "Bare Item"
{
    fields
    {
        field(1; "No."; Code[20]) { }
    }

    procedure Weight(): Decimal
    begin
    end;
}

codeunit 50464 "Bare Helper"
{
    procedure Title(): Text
    begin
    end;
}

codeunit 50465 "Bare Calls"
{
    // A call without parentheses is the procedure's value: its return type.
    procedure Run(var Item: Record "Bare Item"): Boolean
    var
        Helper: Codeunit "Bare Helper";
        Count: Integer;
        Name: Text;
        Posted: Date;
    begin
        Name := [=Count2=];
        Count := [=Helper.Title=];
        Posted := [=Item.Weight=];
        Name := [=Item.FindFirst=];
        Count := [=Today=];
        Count := [=Stamp=];
        if [=Helper.Title=] then
            exit([=Count2=]);
    end;

    local procedure Count2(): Integer
    begin
    end;

    local procedure Stamp() At: Date
    begin
    end;
}
