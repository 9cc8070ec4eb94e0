codeunit 50111 "Fix Only"
{
    procedure P()
    begin
        Message('x');
    end;
}
