codeunit 50146 "PC0008 Fix All"
{
    procedure Run(A: Text; B: Text)
    var
        Cust: Record Customer;
        Vend: Record Vendor;
    begin
        Cust.SetFilter(Name, StrSubstNo('*%1*', A));
        Vend.SetFilter(Name, StrSubstNo('%1*', B));
        Cust.SetFilter("Search Name", StrSubstNo('@%1', UpperCase(A)));
    end;
}
