codeunit 50132 "AC0012 Public"
{
    Access = Public;

    [IntegrationEvent(false, false)]
    local procedure [|OnPublicCodeunit|]()
    begin
    end;
}

codeunit 50133 "AC0012 Default Access"
{
    [IntegrationEvent(false, false)]
    local procedure [|OnDefaultAccess|]()
    begin
    end;
}

codeunit 50134 "AC0012 Internal Event"
{
    Access = Internal;

    [InternalEvent(false)]
    local procedure [|OnInternalEvent|]()
    begin
    end;

    [BusinessEvent(false)]
    local procedure [|OnBusinessEvent|]()
    begin
    end;
}

table 50135 "AC0012 Table"
{
    Access = Internal;

    fields
    {
        field(1; "No."; Code[20]) { }
    }

    [IntegrationEvent(false, false)]
    local procedure [|OnTableEvent|]()
    begin
    end;
}
