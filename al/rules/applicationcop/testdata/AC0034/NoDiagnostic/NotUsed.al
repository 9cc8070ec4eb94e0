// No logger in this app, and no variable of the telemetry codeunits.
codeunit 50650 Shipping
{
    var
        // Same name, another id.
        Other: Codeunit "Feature Telemetry";
        Tests: Codeunit "Shipping Tests";

    procedure Ship()
    begin
        Codeunit.Run(Codeunit::Telemetry);
    end;
}

codeunit 50651 "Feature Telemetry"
{
}

codeunit 50652 "Shipping Tests"
{
    Subtype = Test;

    var
        Telemetry: Codeunit Telemetry;
}

codeunit 50653 "Old Shipping"
{
    ObsoleteState = Removed;
    ObsoleteReason = 'Gone.';

    var
        Telemetry: Codeunit Telemetry;
}

codeunit 8711 Telemetry
{
}
