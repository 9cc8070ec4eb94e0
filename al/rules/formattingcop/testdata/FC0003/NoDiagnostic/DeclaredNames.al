codeunit 50103 "FC0003 Declared Names"
{
    var
        Today: Date;

    procedure Refresh()
    begin
    end;

    procedure Run(Count: Integer)
    var
        Mgt: Codeunit "Some Dependency Mgt";
        Total: Integer;
    begin
        Refresh;
        Total := Count + 1;
        Today := 0D;
        Mgt.Update;
    end;
}
