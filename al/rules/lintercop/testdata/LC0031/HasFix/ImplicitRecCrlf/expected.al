table 50127 "LC0031 Fix Table"
{
    fields
    {
        field(1; "No."; Code[20]) { }
    }

    procedure Reserve()
    begin
        if true then
            ReadIsolation(IsolationLevel::UpdLock);
    end;
}
