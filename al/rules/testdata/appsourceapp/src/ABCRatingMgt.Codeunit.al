codeunit 70000005 "ABC Rating Mgt."
{
    procedure TryRate()
    begin
        asserterror Error('rating failed'); // want AS0058
    end;

    [EventSubscriber(ObjectType::Codeunit, Codeunit::LogInManagement, OnAfterCompanyOpen, '', false, false)]
    local procedure RateOnOpen() // want AS0061
    begin
    end;

    [EventSubscriber(ObjectType::Codeunit, Codeunit::"System Initialization", OnAfterLogin, '', false, false)]
    local procedure RateAfterLogin()
    begin
    end;
}
