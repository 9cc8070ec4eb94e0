codeunit 50177 "AA0175 Fix"
{
    procedure Check()
    var
        Cust: Record Customer;
        FoundErr: Label 'Found.';
    begin
        Cust.SetRange("Credit Limit (LCY)", 0);
        if not Cust.IsEmpty() then
            Error(FoundErr);
    end;
}
