codeunit 50174 "FC0002 Fix Method"
{
    procedure Run()
    var
        Cust: Record Customer;
    begin
        if Cust.FindFirst() then // first one
            exit;
    end;
}
