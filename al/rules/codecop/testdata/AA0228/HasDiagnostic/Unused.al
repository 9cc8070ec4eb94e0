codeunit 50140 "Dead Code"
{
    procedure Entry()
    begin
        Helper();
    end;

    local procedure Helper()
    begin
    end;

    local procedure [=NeverCalled=]()
    begin
    end;

    [TryFunction]
    local procedure [="Quoted Try"=]()
    begin
    end;

    LOCAL PROCEDURE [=MixedCase=](): Integer
    begin
        exit(1);
    end;
}
