codeunit 50237 "AA0235 Not Install"
{
    trigger OnRun()
    begin
    end;
}
