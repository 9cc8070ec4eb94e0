codeunit 50161 "Header Fix Trigger"
{
    trigger OnRun()[=;=]
    var
        Counter: Integer;
    begin
        Counter += 1;
    end;
}
