codeunit 50152 "LC0083 Modern"
{
    procedure Parts(D: Date; DT: DateTime; Part: Integer; Txt: Text): Integer
    var
        Total: Integer;
    begin
        Total := D.Day() + D.Month() + D.Year() + D.DayOfWeek() + D.WeekNo();
        D := DT.Date();
        Total += Date2DMY(D, Part);
        Total += Date2DWY(D, 3);
        Total += Date2DMY(Txt, 1);
        exit(Total);
    end;
}

codeunit 50153 "LC0083 Own Helper"
{
    procedure Date2DMY(D: Date; Part: Integer): Integer
    begin
    end;

    procedure Run(D: Date): Integer
    begin
        exit(Date2DMY(D, 1));
    end;
}

codeunit 50154 "LC0083 Obsolete"
{
    ObsoleteState = Pending;
    ObsoleteReason = 'Replaced.';

    procedure Run(D: Date): Integer
    begin
        exit(Date2DMY(D, 1));
    end;
}
