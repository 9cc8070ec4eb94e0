codeunit 50119 "Fix All Params"
{
    procedure Entry()
    begin
        Helper(2);
        Helper(5);
        Other();
    end;

    local procedure Helper(B: Integer)
    begin
        Message('%1', B);
    end;

    local procedure Other()
    begin
    end;
}
