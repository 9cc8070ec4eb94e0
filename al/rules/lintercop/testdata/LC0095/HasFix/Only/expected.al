codeunit 50130 "Fix Only"
{
    procedure P()
    begin
        Message('x');
    end;
}
