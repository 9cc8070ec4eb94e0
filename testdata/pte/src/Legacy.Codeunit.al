namespace Fabrikam.Fleet;

codeunit 300 "FAB Legacy Setup"
{
    procedure Run()
    begin
    end;
}
