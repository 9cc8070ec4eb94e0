table 50466 "Bare Item Fine"
{
    fields
    {
        field(1; "No."; Code[20]) { }
    }

    procedure Weight(): Decimal
    begin
    end;
}

codeunit 50466 "Bare Helper Fine"
{
    procedure Title(Prefix: Text): Integer
    begin
    end;

    procedure Title(): Text
    begin
    end;
}

codeunit 50467 "Bare Calls Fine"
{
    // Calls without parentheses typed by their return type, which converts.
    procedure Run(var Item: Record "Bare Item Fine"): Integer
    var
        Helper: Codeunit "Bare Helper Fine";
        Count: Integer;
        Amount: Decimal;
        Name: Text;
        Posted: Date;
    begin
        Count := Count2;
        Amount := Count2;
        Name := Helper.Title;
        Amount := Item.Weight;
        if Item.FindFirst then
            Count := Item.Count;
        Posted := Today;
        Posted := Stamp;
        if Ready then
            exit(Count2);
        exit(Item.Count);
    end;

    local procedure Count2(Step: Integer): Text
    begin
    end;

    local procedure Count2(): Integer
    begin
    end;

    local procedure Stamp() At: Date
    begin
    end;

    local procedure Ready(): Boolean
    begin
    end;
}
