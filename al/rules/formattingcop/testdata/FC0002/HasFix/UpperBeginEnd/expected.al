codeunit 50108 "Casing Fix"
{
    trigger OnRun()
    begin
        Message('x');
    END;
}
