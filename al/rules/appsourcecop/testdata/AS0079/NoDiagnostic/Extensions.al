tableextension 70000000 "ABC Customer" extends Customer
{
    procedure RecalculateABC()
    begin
    end;

    local procedure Helper()
    begin
    end;

    [Obsolete('Use RecalculateABC.', '2.0')]
    procedure Recalculate()
    begin
    end;
}

codeunit 70000001 "ABC Rating Mgt."
{
    // procedures of the app's own objects are not checked
    procedure Recalculate()
    begin
    end;
}
