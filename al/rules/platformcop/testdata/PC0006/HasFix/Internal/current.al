codeunit 50251 [="PC0006 Fix"=]
{
    SingleInstance = true;

    procedure Run()
    begin
    end;
}
