codeunit 50144 "PC0008 Fix"
{
    procedure Run(SearchText: Text)
    var
        Cust: Record Customer;
    begin
        Cust.SetFilter(Name, StrSubstNo('*%1*', SearchText)); // contains
    end;
}
