codeunit 50142 "AC0012 Convert All"
{
    Access = Internal;

    [InternalEvent(false, false)]
    local procedure OnA()
    begin
    end;

    [InternalEvent(true, false)]
    local procedure OnB()
    begin
    end;
}
