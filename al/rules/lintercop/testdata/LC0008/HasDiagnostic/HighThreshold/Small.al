codeunit 50289 "LC0008 High Threshold"
{
    procedure [=Add=](A: Integer; B: Integer): Integer
    begin
        if A > B then
            exit(A + B);
        exit(B);
    end;

    trigger OnRun()
    begin
        Message('x');
    end;
}
