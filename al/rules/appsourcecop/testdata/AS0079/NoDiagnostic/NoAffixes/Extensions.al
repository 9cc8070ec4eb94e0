tableextension 70000000 "ABC Customer" extends Customer
{
    procedure Recalculate()
    begin
    end;

    internal procedure Refresh()
    begin
    end;

    procedure ABCScore(): Integer
    begin
    end;

    local procedure Helper()
    begin
    end;
}

pageextension 70000001 "ABC Customer Card" extends "Customer Card"
{
    procedure Show()
    begin
    end;
}
