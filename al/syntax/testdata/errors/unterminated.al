codeunit 50303 "Unterminated"
{
    procedure A()
    begin
        Message('no end
        Message("no end either);
        Message('ok');
    end;
}
