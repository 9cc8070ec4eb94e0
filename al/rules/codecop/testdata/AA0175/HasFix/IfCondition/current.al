codeunit 50177 "AA0175 Fix"
{
    procedure Check()
    var
        Cust: Record Customer;
        FoundErr: Label 'Found.';
    begin
        Cust.SetRange("Credit Limit (LCY)", 0);
        if [=Cust.FindFirst()=] then
            Error(FoundErr);
    end;
}
