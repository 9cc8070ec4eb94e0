codeunit 50139 "AC0012 Convert Isolated"
{
    Access = Internal;

    [Scope('OnPrem')]
    [InternalEvent(false, true)]
    local procedure OnBeforePost()
    begin
    end;
}
