codeunit 50100 "FC0003 Global Methods"
{
    procedure Stamp(): Text
    var
        D: Date;
        T: Time;
        DT: DateTime;
    begin
        D := [=Today=];
        D := [=WORKDATE=];
        T := [=Time=];
        DT := [=CurrentDateTime=];
        if [=GuiAllowed=] then
            Message([=CompanyName=]);
        exit([=GetLastErrorText=]);
    end;
}
