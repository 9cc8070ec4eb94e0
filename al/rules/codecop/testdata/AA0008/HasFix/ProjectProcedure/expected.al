codeunit 50115 "AA0008 Fix Procedure"
{
    procedure Refresh()
    begin
    end;

    procedure Run()
    begin
        Refresh();
    end;
}
