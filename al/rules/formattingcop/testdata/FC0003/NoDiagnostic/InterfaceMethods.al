interface "FC0003 Counter"
{
    procedure Count(): Integer;
    procedure Reset();
}

codeunit 50108 "FC0003 Uses Interface"
{
    procedure Run(Counter: Interface "FC0003 Counter"): Integer
    begin
        Counter.Reset();
        exit(Counter.Count);
    end;
}
