codeunit 50144 "PC0008 Fix"
{
    procedure Run(SearchText: Text)
    var
        Cust: Record Customer;
    begin
        Cust.SetFilter(Name, [='*%1*'=], SearchText); // contains
    end;
}
