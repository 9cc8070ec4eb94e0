codeunit 50212 "Crate Events"
{
    Access = Internal;

    [IntegrationEvent(false, false)]
    internal procedure OnAfterSeal()
    begin
    end;

    [EventSubscriber(ObjectType::Codeunit, Codeunit::"Crate Events", 'OnAfterSeal', '', false, false)]
    internal procedure HandleAfterSeal()
    begin
    end;

    internal procedure OpenCrate(CrateNotification: Notification)
    begin
    end;

    [Obsolete('Replaced by OpenCrate', '26.0')]
    internal procedure Open()
    begin
    end;

    local procedure Unlisted()
    begin
    end;

    protected procedure Extended()
    begin
    end;
}

codeunit 50213 "Crate Public"
{
    procedure NobodyCallsMeButOtherApps()
    begin
    end;

    internal procedure CalledThroughUnknownReceiver()
    begin
    end;

    procedure Use()
    var
        Dispatcher: Codeunit "Dispatcher From Another App";
    begin
        // The receiver's object is not in the summary: the call may be ours.
        Dispatcher.CalledThroughUnknownReceiver();
    end;
}

codeunit 50214 "Crate Pricing" implements "Crate Price"
{
    internal procedure Price(): Decimal
    begin
        exit(0);
    end;
}

interface "Crate Price"
{
    procedure Price(): Decimal;
}

codeunit 50215 "Crate Disabled"
{
    internal procedure OnlyInDisabledCode()
    begin
    end;

    procedure Caller()
    begin
#if NEVER_DEFINED
        OnlyInDisabledCode();
#endif
    end;
}
