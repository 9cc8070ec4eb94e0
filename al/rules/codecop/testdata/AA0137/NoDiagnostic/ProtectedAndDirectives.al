codeunit 50106 "Protected Globals"
{
    protected var
        ForExtensions: Integer;

    procedure P()
    var
        OnlyInOtherBuild: Integer;
    begin
#if CLEAN99
        OnlyInOtherBuild := 1;
#endif
    end;
}
