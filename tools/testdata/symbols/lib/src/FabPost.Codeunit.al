codeunit 50001 "Fab Post"
{
    Access = Internal;

    procedure Run()
    begin
    end;
}
