codeunit 50150 "LC0083 Helpers"
{
    procedure Parts(D: Date; DT: DateTime): Integer
    var
        T: Time;
        Total: Integer;
    begin
        Total := [=Date2DMY(D, 1)=] + [=Date2DMY(D, 2)=] + [=DATE2DMY(D, 3)=];
        Total += [=Date2DWY(D, 1)=] + [=Date2DWY(D, 2)=];
        D := [=DT2Date(DT)=];
        T := [=DT2Time(DT)=];
        exit(Total + [=Date2DMY(Today(), 3)=]);
    end;
}

table 50150 "LC0083 Table"
{
    fields
    {
        field(1; "Posting Date"; Date) { }
    }

    procedure PostingYear(): Integer
    begin
        exit([=Date2DMY("Posting Date", 3)=]);
    end;
}
