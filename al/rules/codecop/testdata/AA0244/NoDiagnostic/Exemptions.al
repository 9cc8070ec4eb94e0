codeunit 50158 "AA0244 Exemptions"
{
    var
        Counter: Integer;

    procedure Add(Amount: Integer)
    begin
        Counter += Amount;
    end;

    [IntegrationEvent(false, false)]
    local procedure OnAfterAdd(Counter: Integer)
    begin
    end;

    [IntegrationEvent(true, false)]
    local procedure OnBeforeAdd(var Counter: Integer)
    begin
    end;

    [BusinessEvent(false)]
    local procedure OnAdded(Counter: Integer)
    begin
    end;

#pragma warning disable AA0244
    procedure Set(Counter: Integer)
    begin
    end;
#pragma warning restore AA0244
}

codeunit 50159 "AA0244 Other Object"
{
    procedure Add(Counter: Integer)
    begin
    end;
}
