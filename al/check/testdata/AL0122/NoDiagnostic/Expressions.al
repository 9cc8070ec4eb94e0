enum 50422 "Conv Kind" { value(0; None) { } value(1; Paper) { } }

table 50422 "Conv Item"
{
    fields
    {
        field(1; "No."; Code[20]) { }
        field(2; Qty; Decimal) { }
        field(3; Kind; Enum "Conv Kind") { }
        field(4; Status; Option) { OptionMembers = Open,Closed; }
    }
}

interface "Conv Period"
{
    procedure Expire(At: Date): Date;
    procedure Expire(At: DateTime): DateTime;
}

codeunit 50422 "Conv Fine"
{
    procedure Run(var Item: Record "Conv Item"; Period: Interface "Conv Period"; Request: HttpRequestMessage)
    var
        Count: Integer;
        Big: BigInteger;
        Name: Text[50];
        Code: Code[20];
        Sign: Char;
        When: DateTime;
        Day: Date;
        Found: Boolean;
        Amounts: Dictionary of [Code[20], Decimal];
        Amount: Decimal;
        V: Variant;
    begin
        // Within a group, and the conversions AL makes (Enum and Integer
        // both ways, with a warning; Char to a number).
        Count := Item.Qty;
        Big := Count * 2;
        Amount := Count div 3;
        Name := Item."No." + Code;
        Code := CopyStr(Name, 1, 20);
        Count := Item.Kind;
        Item.Kind := Count;
        Count := Item.Status;
        Item.Status := Item.Status::Closed;
        Count := Sign + 1;
        Count := '1';
        Day := Today + 7;
        Count := Day - Today;
        // Overloads of one arity that return different types: unknown.
        When := Period.Expire(CurrentDateTime);
        // Get(Key, var Value) returns Boolean.
        Found := Amounts.Get(Code, Amount);
        Amount := Amounts.Get(Code);
        // A property-style method call is no variable.
        Request.SetRequestUri := Name;
        Count := V;
        with Item do
            Name := Qty;
    end;

    local procedure Total(Item: Record "Conv Item"): Decimal
    begin
        if Item.Qty = 0 then
            exit(0);
        exit(Item.Qty * 2);
    end;

    local procedure KindNo(Item: Record "Conv Item"): Integer
    begin
        exit(Item.Kind);
    end;

    trigger OnRun()
    begin
        exit;
    end;
}
