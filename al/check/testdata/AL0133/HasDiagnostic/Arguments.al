table 50440 "Arg Item"
{
    fields
    {
        field(1; "No."; Code[20]) { }
        field(2; Quantity; Decimal) { }
    }

    procedure SetQuantity(NewQuantity: Integer)
    begin
    end;
}

table 50441 "Arg Other"
{
    fields
    {
        field(1; Code; Code[10]) { }
    }
}

codeunit 50440 "Arg Calls"
{
    procedure Run(var Item: Record "Arg Item"; Other: Record "Arg Other")
    var
        Posted: Date;
        Cust: Record Customer;
    begin
        Cust.SetCreditLimit([|'high'|]);
        Item.SetQuantity([|'10'|]);
        Item.SetQuantity([|true|]);
        Describe([|Posted|], 1);
        Describe('x', [|'two'|]);
        Take([|Other|]);
        Flag([|0|]);
    end;

    local procedure Describe(Name: Text; Count: Integer)
    begin
    end;

    local procedure Take(var Item: Record "Arg Item")
    begin
    end;

    local procedure Flag(Value: Boolean)
    begin
    end;
}
