enum 50325 "LC0092 Custom Enum"
{
    value(0; " ") { }
    value(1; [=lowerValue=]) { }
}

codeunit 50325 "LC0092 Custom"
{
    procedure Run()
    var
        [=SalesBuffer=]: Record "LC0092 Custom Table" temporary;
        TempSalesBuffer: Record "LC0092 Custom Table" temporary;
    begin
    end;

    [EventSubscriber(ObjectType::Codeunit, Codeunit::"LC0092 Custom", OnSomething, '', false, false)]
    local procedure [=HandleSomething=]()
    begin
    end;

    [IntegrationEvent(false, false)]
    local procedure OnSomething()
    begin
    end;
}

table 50325 "LC0092 Custom Table"
{
    fields
    {
        field(1; "Entry No."; Integer) { }
    }
}
