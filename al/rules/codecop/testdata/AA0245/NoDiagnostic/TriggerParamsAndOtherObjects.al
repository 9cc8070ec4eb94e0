table 50311 "Param Table"
{
    fields
    {
        field(1; "No."; Code[20]) { }
        field(2; Amount; Decimal) { }
    }

    trigger OnRename()
    begin
    end;

    procedure SetAmount(NewAmount: Decimal)
    begin
        Amount := NewAmount;
    end;
}

codeunit 50312 "Param Elsewhere"
{
    procedure SetAmount(Amount: Decimal)
    begin
    end;
}
