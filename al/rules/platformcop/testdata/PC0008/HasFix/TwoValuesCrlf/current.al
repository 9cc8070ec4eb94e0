codeunit 50145 "PC0008 Fix Crlf"
{
    procedure Run(A: Text; B: Text)
    var
        Cust: Record Customer;
    begin
        Cust.SetFilter(Name, [='@%1*|@%2*'=],
            A, B);
    end;
}
