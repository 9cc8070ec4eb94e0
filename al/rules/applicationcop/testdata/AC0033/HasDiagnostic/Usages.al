namespace System.RestClient;

codeunit 50600 [=WeatherService=]
{
    var
        Client: Codeunit "Rest Client";
        SecondClient: Codeunit "Rest Client";

    procedure Fetch(Url: Text): Text
    var
        LocalClient: Codeunit "Rest Client";
    begin
    end;
}

page 50600 [="Weather Card"=]
{
    actions
    {
        area(Processing)
        {
            action(Refresh)
            {
                trigger OnAction()
                var
                    Client: Codeunit System.RestClient."Rest Client";
                begin
                end;
            }
        }
    }
}

codeunit 50601 [="Weather Factory"=]
{
    procedure NewClient() Client: Codeunit "Rest Client"
    begin
    end;

    procedure Use(var Client: Codeunit "Rest Client")
    begin
    end;
}

table 50600 [="Weather Log"=]
{
    fields
    {
        field(1; "Entry No."; Integer)
        {
            trigger OnValidate()
            var
                Client: Codeunit "Rest Client";
            begin
            end;
        }
    }
}

// A codeunit that implements another interface is no handler.
codeunit 50602 "Weather Logger" implements "Weather Sink"
{
    procedure Log(Message: Text)
    begin
    end;
}

interface "Weather Sink"
{
    procedure Log(Message: Text);
}

// An interface declaring the handler's method does not implement it.
interface "Weather Handler" extends "Http Client Handler"
{
}

codeunit 2350 "Rest Client"
{
}

interface "Http Client Handler"
{
    procedure Send(CurrHttpClientInstance: HttpClient; HttpRequestMessage: HttpRequestMessage; var HttpResponseMessage: HttpResponseMessage): Boolean;
}
