codeunit 50184 "LC0082 Others"
{
    procedure Check(var Small: Record "LC0082 Setup"): Integer
    var
        CustLedger: Record "Cust. Ledger Entry";
        TempCustLedger: Record "Cust. Ledger Entry" temporary;
        Customer: Record Customer;
    begin
        if Small.Count() = 1 then
            exit(1);
        if Customer.Count() = 1 then
            exit(1);
        if TempCustLedger.Count() = 1 then
            exit(1);
        if CustLedger.Count() = 2 then
            exit(2);
        if CustLedger.Count() = 0 then
            exit(0);
        exit(CustLedger.Count() + 1);
    end;
}

table 50184 "LC0082 Setup"
{
    fields
    {
        field(1; "Primary Key"; Code[10]) { }
    }
}
