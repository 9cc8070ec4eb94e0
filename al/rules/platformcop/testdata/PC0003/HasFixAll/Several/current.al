codeunit 50136 "PC0003 Fix All"
{
    procedure Run(Limit: Decimal)
    var
        Cust: Record Customer;
        Vend: Record Vendor;
    begin
        [=Cust.SetRange("No.", '<>10000')=];
        [=Vend.SetRange(Name, 'A*|B*')=];
        [=Cust.SetRange(Amount, '>%1', Limit)=];
        [=Cust.SetRange("No.", '1', '<9')=];
    end;
}
