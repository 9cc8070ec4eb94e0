codeunit 50230 "Invoice Posting"
{
    [IntegrationEvent(false, false)]
    local procedure OnBeforePostInvoice(var IsHandled: Boolean; var Handled: Boolean)
    begin
    end;
}

codeunit 50231 "Invoice Posting Hooks"
{
    [EventSubscriber(ObjectType::Codeunit, Codeunit::"Invoice Posting", OnBeforePostInvoice, '', false, false)]
    local procedure SkipPosting(var IsHandled: Boolean; var Handled: Boolean)
    var
        Skip: Boolean;
    begin
        Skip := Today() = 0D;
        [=IsHandled := Skip=];
        if not Skip then
            [=IsHandled := false=];
        [=Handled := IsHandled and Skip=];
        [=IsHandled := (IsHandled or Skip) and Skip=];
        Decide([=Handled=]);
        [=Handled := ShouldSkip()=];
        if Handled then
            exit;
    end;

    local procedure Decide(var Result: Boolean)
    begin
        Result := false;
    end;

    local procedure ShouldSkip(): Boolean
    begin
        exit(false);
    end;
}
