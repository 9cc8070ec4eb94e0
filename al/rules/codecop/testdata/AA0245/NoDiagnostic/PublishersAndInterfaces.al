// Event publishers and interface methods have no code in which a parameter
// could hide a method's name.
codeunit 50233 "Camera Impl."
{
    procedure IsAvailable(): Boolean
    begin
        exit(true);
    end;

    procedure IsEnabled(): Boolean
    begin
        exit(true);
    end;

    procedure Handled(): Boolean
    begin
        exit(false);
    end;

    [InternalEvent(false)]
    procedure OnIsCameraAvailable(var IsAvailable: Boolean)
    begin
    end;

    [IntegrationEvent(false, false)]
    local procedure OnBeforeEnable(var IsEnabled: Boolean; var Handled: Boolean)
    begin
    end;

    [BusinessEvent(false)]
    procedure OnAfterEnable(IsEnabled: Boolean)
    begin
    end;
}

interface "File Client"
{
    procedure Exists(Path: Text; var Exists: Boolean): Boolean;
}
