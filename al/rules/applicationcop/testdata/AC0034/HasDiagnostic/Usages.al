codeunit 50630 [=Shipping=]
{
    var
        Telemetry: Codeunit Telemetry;
        FeatureTelemetry: Codeunit "Feature Telemetry";

    procedure Ship()
    var
        MoreTelemetry: Codeunit Telemetry;
    begin
    end;
}

codeunit 50631 [="Shipping Helper"=]
{
    procedure Log(var FeatureTelemetry: Codeunit "Feature Telemetry")
    begin
    end;
}

pageextension 50630 [="Shipping Card Ext"=] extends "Shipping Card"
{
    actions
    {
        addlast(Processing)
        {
            action(Log)
            {
                trigger OnAction()
                var
                    Telemetry: Codeunit Telemetry;
                begin
                end;
            }
        }
    }
}

page 50630 "Shipping Card"
{
}

// A dependency's logger would not do; an own logger of another interface
// is no Telemetry Logger either.
codeunit 50632 "Shipping Sink" implements "Shipping Log"
{
    procedure LogMessage(Message: Text)
    begin
    end;
}

interface "Shipping Log"
{
    procedure LogMessage(Message: Text);
}

codeunit 8711 Telemetry
{
}

codeunit 8703 "Feature Telemetry"
{
}

interface "Telemetry Logger"
{
    procedure LogMessage(EventId: Text; Message: Text; Verbosity: Verbosity; DataClassification: DataClassification; TelemetryScope: TelemetryScope; CustomDimensions: Dictionary of [Text, Text]);
}
