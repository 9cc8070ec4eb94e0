table 50226 "Method Names"
{
    fields
    {
        field(1; "No."; Code[20]) { }
        field(2; Amount; Decimal) { }
    }

    procedure CalcAmount(): Decimal
    begin
        exit(Amount);
    end;

    procedure "No"(): Code[20]
    begin
        exit("No.");
    end;
}

codeunit 50227 "Amount Calc"
{
    procedure Amount(): Decimal
    begin
    end;
}
