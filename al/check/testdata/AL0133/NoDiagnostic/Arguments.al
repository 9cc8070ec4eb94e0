table 50442 "Arg Line"
{
    fields
    {
        field(1; "No."; Code[20]) { }
        field(2; Kind; Option) { OptionMembers = A,B; }
    }

    procedure SetQuantity(NewQuantity: Integer)
    begin
    end;

    procedure SetQuantity(NewQuantity: Text)
    begin
    end;

    procedure Store(Value: Variant)
    begin
    end;
}

codeunit 50442 "Arg Fine"
{
    procedure Run(var Line: Record "Arg Line")
    var
        Amount: Decimal;
        Name: Text;
        Letter: Char;
        Id: Guid;
        Unknown: Record "Not Loaded Table";
        Cust: Record Customer;
    begin
        Cust.SetCreditLimit(100);
        Cust.SetCreditLimit(Amount);
        // An overload takes Text; one character is a Char; numbers widen.
        Line.SetQuantity('10');
        Describe('x', '1');
        Widen(5);
        Widen(Letter);
        Store(Line);
        Line.Store('anything');
        Line.Store(Amount);
        Take(Line);
        Describe(Name, Line.Kind);
        Describe(Format(Amount), 2);
        Unknown.DoIt('10');
        Line.SetRange("No.", 'A', 'B');
        Line.SetFilter("No.", '%1', 10);
        Message('%1', Amount);
        // Built-in methods are not judged here.
        Evaluate(Amount, '12');
        Describe(Name, 2, 3);
        with Line do
            SetQuantity(true);
    end;

    local procedure Describe(Name: Text; Count: Integer)
    begin
    end;

    local procedure Widen(Value: Decimal)
    begin
    end;

    local procedure Store(Value: Variant)
    begin
    end;

    local procedure Take(var Line: Record "Arg Line")
    begin
    end;
}
