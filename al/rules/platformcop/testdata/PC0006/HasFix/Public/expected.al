codeunit 50251 "PC0006 Fix"
{
    Access = Public;
    SingleInstance = true;

    procedure Run()
    begin
    end;
}
