codeunit 50113 "Fix Global"
{
    procedure P()
    begin
    end;
}
