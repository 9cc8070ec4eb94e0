// Getters Microsoft's apps read with property syntax under AA0008 as an
// error: the request page of the running report, and the lock timeout.
report 50008 "AA0008 Getters"
{
    ProcessingOnly = true;

    requestpage
    {
        trigger OnOpenPage()
        begin
            CurrReport.RequestOptionsPage.Update(true);
        end;
    }

    trigger OnPreReport()
    var
        SavedLockTimeout: Boolean;
    begin
        SavedLockTimeout := LockTimeout;
        LockTimeout(false);
        LockTimeout(SavedLockTimeout);
    end;
}
