codeunit 50251 "PC0006 Fix"
{
    Access = Internal;
    SingleInstance = true;

    procedure Run()
    begin
    end;
}
