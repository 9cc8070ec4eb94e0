codeunit 50205 "DC0006 Helpers"
{
    internal procedure [=Recalculate=]()
    begin
    end;

    // Not documentation.
    [NonDebuggable]
    internal procedure [="Read Secret"=](): SecretText
    begin
    end;
}

codeunit 50206 "DC0006 Internal Codeunit"
{
    Access = Internal;

    procedure [=PublicInInternalObject=]()
    begin
    end;

    protected procedure [=ProtectedInInternalObject=]()
    begin
    end;
}
