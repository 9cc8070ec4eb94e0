codeunit 50383 "AA0475 Keeps Arguments"
{
    procedure Clear()
    var
        TempFirst: Record "Name/Value Buffer" temporary;
        TempSecond: Record "Name/Value Buffer" temporary;
        TempThird: Record "Name/Value Buffer" temporary;
    begin
        TempFirst.DeleteAll();
        TempSecond.Truncate(true);
        if not TempThird.Truncate() then
            exit;
    end;
}
