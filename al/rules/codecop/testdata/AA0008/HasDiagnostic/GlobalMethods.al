codeunit 50100 "AA0008 Global Methods"
{
    procedure Stamp(): Guid
    var
        D: Date;
    begin
        D := [=WORKDATE=];
        if D = 0D then
            [=Commit=];
        [=ClearLastError=];
        if IsNullGuid([=UserSecurityId=]) then
            exit([=CreateGuid=]);
    end;
}
