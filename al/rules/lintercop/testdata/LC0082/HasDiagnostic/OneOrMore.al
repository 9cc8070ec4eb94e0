codeunit 50183 "LC0082 One or more"
{
    procedure Check(var Entry: Record "LC0082 Journal"): Boolean
    var
        CustLedger: Record "Cust. Ledger Entry";
    begin
        if [=Entry.Count() = 1=] then
            exit(true);
        if [=Entry.Count <> 1=] then
            exit(false);
        if [=CustLedger.Count() > 1=] then
            exit(false);
        if [=CustLedger.Count() >= 1=] then
            exit(true);
        if [=1 >= CustLedger.Count()=] then
            exit(true);
        if [=CustLedger.Count() < 2=] then
            exit(true);
        exit([=2 > Entry.Count()=]);
    end;
}

table 50183 "LC0082 Journal"
{
    fields
    {
        field(1; "Entry No."; Integer) { }
    }
}
