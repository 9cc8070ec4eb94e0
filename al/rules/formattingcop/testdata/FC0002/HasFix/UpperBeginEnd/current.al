codeunit 50108 "Casing Fix"
{
    trigger OnRun()
    [=BEGIN=]
        Message('x');
    [=END=];
}
