// A dependency's Telemetry Logger logs the dependency's telemetry, not the
// app's: it does not count.
codeunit 70100 "Partner Telemetry Logger" implements "Telemetry Logger"
{
    procedure LogMessage(EventId: Text; Message: Text; Verbosity: Verbosity; DataClassification: DataClassification; TelemetryScope: TelemetryScope; CustomDimensions: Dictionary of [Text, Text])
    begin
    end;
}
