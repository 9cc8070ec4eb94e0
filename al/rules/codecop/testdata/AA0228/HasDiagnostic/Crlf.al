codeunit 50141 "Crlf Dead"
{
    local procedure [=P=]()
    begin
    end;
}
