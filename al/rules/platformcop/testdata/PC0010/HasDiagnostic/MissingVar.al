table 50100 "Delivery Note"
{
    fields
    {
        field(1; "No."; Code[20]) { }
    }
}

codeunit 50100 "Delivery Release"
{
    [IntegrationEvent(false, false)]
    procedure OnBeforeRelease(var Note: Record "Delivery Note"; var Skip: Boolean; Level: Integer)
    begin
    end;

    [BusinessEvent(false)]
    procedure OnAfterRelease(var Note: Record "Delivery Note")
    begin
    end;
}

codeunit 50101 "Delivery Release Hooks"
{
    [EventSubscriber(ObjectType::Codeunit, Codeunit::"Delivery Release", OnBeforeRelease, '', false, false)]
    local procedure CheckBeforeRelease([=Note=]: Record "Delivery Note"; [=skip=]: Boolean; Level: Integer)
    begin
    end;

    [EventSubscriber(ObjectType::Codeunit, 50100, 'OnAfterRelease', '', false, false)]
    local procedure LogAfterRelease([=Note=]: Record "Delivery Note")
    begin
    end;
}
