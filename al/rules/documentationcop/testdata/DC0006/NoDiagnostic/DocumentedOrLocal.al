/// <summary>Internal helpers.</summary>
codeunit 50207 "DC0006 Documented"
{
    Access = Internal;

    /// <summary>Recalculates the totals.</summary>
    procedure Recalculate()
    begin
    end;

    /// <summary>Documented above the attribute.</summary>
    [NonDebuggable]
    internal procedure ReadSecret()
    begin
    end;

    local procedure LocalOnly()
    begin
    end;

    [InternalEvent(false)]
    local procedure OnInternalEventIsDC0010s()
    begin
    end;
}

codeunit 50208 "DC0006 Public"
{
    procedure PublicIsDC0004s()
    begin
    end;
}

codeunit 50209 "DC0006 Tests"
{
    Subtype = Test;
    Access = Internal;

    [ConfirmHandler]
    procedure ConfirmYes(Question: Text[1024]; var Reply: Boolean)
    begin
        Reply := true;
    end;
}
