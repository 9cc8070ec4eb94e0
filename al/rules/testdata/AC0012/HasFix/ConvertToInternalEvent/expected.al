codeunit 50138 "AC0012 Convert"
{
    Access = Internal;

    [InternalEvent(true)]
    local procedure OnBeforePost()
    begin
    end;
}
