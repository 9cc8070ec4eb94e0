codeunit 50110 "AA0008 Procedures"
{
    procedure CalcAmount(): Decimal
    begin
        exit(1);
    end;

    procedure IsValid(): Boolean
    begin
        exit(true);
    end;

    procedure Run(var Item: Record "AA0008 Procedure Item"): Decimal
    var
        Helper: Codeunit "AA0008 Procedures";
    begin
        [=CalcAmount=];
        if [=IsValid=] and [=this.IsValid=] then
            exit([=Helper.CalcAmount=] + Item.Price + [=Item.UnitCost=]);
    end;
}

table 50111 "AA0008 Procedure Item"
{
    fields
    {
        field(1; "No."; Code[20]) { }
        field(2; Price; Decimal) { }
    }

    procedure UnitCost(): Decimal
    begin
        exit(Price / 2);
    end;
}
