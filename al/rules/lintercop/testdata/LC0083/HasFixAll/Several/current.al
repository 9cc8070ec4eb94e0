codeunit 50161 "LC0083 Fix All"
{
    procedure Parts(D: Date; DT: DateTime): Integer
    var
        T: Time;
    begin
        T := [=DT2Time(DT)=];
        exit([=Date2DMY(D, 1)=] + [|Date2DMY(|][=DT2Date(DT)=], 2) + [=Date2DWY(D, 1)=]);
    end;
}
