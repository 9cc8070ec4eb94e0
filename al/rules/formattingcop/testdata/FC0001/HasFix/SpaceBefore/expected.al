codeunit 50162 "Header Fix Space"
{
    local procedure Calc()
    begin
    end;
}
