// No handler in this app, yet nothing uses the System Application's Rest Client.
codeunit 50620 "Own Client User"
{
    var
        Client: Codeunit "Rest Client";
        Other: Codeunit "Partner Rest Client";

    procedure Run()
    begin
        Codeunit.Run(Codeunit::"Partner Rest Client");
    end;
}

// Same name, another id.
codeunit 50621 "Rest Client"
{
}

// The id of the Rest Client, another name.
codeunit 2350 "Partner Rest Client"
{
}
