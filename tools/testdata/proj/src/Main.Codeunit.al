codeunit 50100 "Fixture Main"
{
    procedure Run()
    var
        tmp1: Integer;
    BEGIN
        NOFIX := 1;
        OFFDEF := 2;
        PLAT := 3;
        RSNONE := 4;
        XFILE := 5;
#pragma warning disable TT0001
        BEGIN
#pragma warning restore TT0001
    end;
    end;
    var
        NoFix: Integer;
        OffDef: Integer;
        Plat: Integer;
        RsNone: Integer;
        XFile: Integer;
}
