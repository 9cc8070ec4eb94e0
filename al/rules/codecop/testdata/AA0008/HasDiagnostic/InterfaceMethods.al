interface "AA0008 Counter"
{
    procedure Count(): Integer;
    procedure Reset();
}

codeunit 50108 "AA0008 Uses Interface"
{
    procedure Run(Counter: Interface "AA0008 Counter"): Integer
    begin
        Counter.Reset();
        exit([=Counter.Count=]);
    end;
}
