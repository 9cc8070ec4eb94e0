codeunit 50291 "LC0007 No Bodies"
{
    procedure Empty()
    begin
    end;

    [BusinessEvent(false)]
    local procedure OnSomething()
    begin
    end;
}

controladdin "LC0007 Chart"
{
    Scripts = 'chart.js';
    procedure Render(Data: JsonObject);
    event Ready();
}

codeunit 50292 "LC0007 Obsolete"
{
    ObsoleteState = Removed;
    ObsoleteReason = 'Gone';
    ObsoleteTag = '24.0';

    procedure Run()
    begin
        Message('x');
    end;
}
