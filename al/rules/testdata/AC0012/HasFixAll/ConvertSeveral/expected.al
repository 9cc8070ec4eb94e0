codeunit 50142 "AC0012 Convert All"
{
    Access = Internal;

    [InternalEvent(false)]
    local procedure OnA()
    begin
    end;

    [InternalEvent(true)]
    local procedure OnB()
    begin
    end;
}
