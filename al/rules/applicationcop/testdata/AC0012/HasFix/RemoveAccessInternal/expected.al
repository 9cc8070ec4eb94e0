codeunit 50140 "AC0012 Remove Access"
{
    // a comment before the property stays
    Permissions = tabledata "AC0012 Table" = r;

    [IntegrationEvent(false, false)]
    local procedure OnBeforePost()
    begin
    end;
}
