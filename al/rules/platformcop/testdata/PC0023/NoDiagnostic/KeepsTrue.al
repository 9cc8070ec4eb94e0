codeunit 50232 "Shipment Posting"
{
    [IntegrationEvent(false, false)]
    local procedure OnBeforeShip(var IsHandled: Boolean; Handled: Boolean)
    begin
    end;

    procedure Ship()
    var
        IsHandled: Boolean;
    begin
        IsHandled := false;
        OnBeforeShip(IsHandled, false);
    end;
}

codeunit 50233 "Shipment Hooks"
{
    [EventSubscriber(ObjectType::Codeunit, Codeunit::"Shipment Posting", OnBeforeShip, '', false, false)]
    local procedure TakeOver(var IsHandled: Boolean; Handled: Boolean)
    var
        Ready: Boolean;
    begin
        Ready := Today() <> 0D;
        IsHandled := true;
        if Ready then
            IsHandled := true;
        IsHandled := IsHandled or Ready;
        IsHandled := (Ready) or (IsHandled);
        Handled := false;
        Inspect(IsHandled);
    end;

    [EventSubscriber(ObjectType::Codeunit, Codeunit::"Shipment Posting", OnBeforeShip, '', false, false)]
    local procedure Guarded(var IsHandled: Boolean; Handled: Boolean)
    begin
        if IsHandled then
            exit;
        IsHandled := Compute();
        Compute2(IsHandled);
    end;

    local procedure Inspect(Value: Boolean)
    begin
    end;

    local procedure Compute(): Boolean
    begin
        exit(true);
    end;

    local procedure Compute2(var Value: Boolean)
    begin
        Value := true;
    end;
}
