codeunit 50104 "Demo Mgt" implements "Demo Releaser", Alfix.Demo.ILogger
{
    Access = Public;
    SingleInstance = true;
    TableNo = "Demo Order";

    trigger OnRun()
    begin
        Release(Rec);
    end;

    var
        Counter: Integer;
        Names: List of [Text];
        Map: Dictionary of [Code[20], List of [Decimal]];
        Matrix: array[3, 4] of Decimal;
        TempOrder: Record "Demo Order" temporary;
        Client: HttpClient;
        Kind: Option A,B,"C D";
        Conv: DotNet Convert;
        ReleasedMsg: Label 'Order %1 released.', Comment = '%1 = order number';

    protected var
        Shared: Boolean;

    procedure Release(var Order: Record "Demo Order")
    begin
        Order.Status := Order.Status::Open;
        Order.Modify();
        Message(ReleasedMsg, Order."No.");
    end;

    [IntegrationEvent(false, false)]
    local procedure OnBeforeRelease(var Order: Record "Demo Order"; var IsHandled: Boolean)
    begin
    end;

    [EventSubscriber(ObjectType::Table, Database::"Demo Order", OnAfterInsertEvent, '', false, false)]
    local procedure HandleInsert(var Rec: Record "Demo Order"; RunTrigger: Boolean)
    begin
        Counter += 1;
    end;

    [TryFunction]
    [NonDebuggable]
    internal procedure TryIt() Ok: Boolean
    var
        I: Integer;
    begin
        for I := 1 to 10 do
            Counter *= 2;
        for I := 10 downto 1 do
            Counter -= 1;
        Ok := Counter mod 2 = 0;
    end;

    procedure Log(Msg: Text)
    begin
        Names.Add(Msg);
    end;
}
