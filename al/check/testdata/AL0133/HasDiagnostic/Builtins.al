codeunit 50447 "Builtin Args"
{
    procedure Run()
    var
        Name: Text[50];
        Posted: Text;
        Amount: Decimal;
        Day: Integer;
    begin
        Day := StrLen([=5=]);
        Name := CopyStr(Name, [='10'=]);
        Day := Date2DMY([=Posted=], 1);
        Day := Date2DMY(Today(), [=true=]);
        Posted := Format(DMY2Date(1, [=true=], 2024));
        Day := Text.StrLen([=Amount=]);
        Amount := Round(Amount, 0.01, [=1=]);
        Posted := Format(CalcDate('<1D>', [='2024-01-31'=]));
        Day := strlen([=Day=]);
        Name := UpperCase([=(Amount > 0)=]);
    end;
}
