codeunit 50306 "Unclosed"
{
    procedure A()
    begin
        if X then begin
            Y();
    end;
