codeunit 50138 "AC0012 Convert"
{
    Access = Internal;

    [InternalEvent(true, false)]
    local procedure OnBeforePost()
    begin
    end;
}
