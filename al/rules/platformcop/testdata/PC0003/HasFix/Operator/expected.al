codeunit 50134 "PC0003 Fix"
{
    procedure Run()
    var
        Cust: Record Customer;
    begin
        Cust.SetFilter("No.", '<>10000'); // not this one
        Cust.FindFirst();
    end;
}
