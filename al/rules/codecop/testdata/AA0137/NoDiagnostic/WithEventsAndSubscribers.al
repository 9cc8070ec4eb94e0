codeunit 50387 "Bound Events"
{
    EventSubscriberInstance = Manual;

    var
        Timer: Codeunit "Some Timer" WithEvents;

    [EventSubscriber(ObjectType::Codeunit, Codeunit::"Sales-Post", 'OnAfterPostSalesDoc', '', false, false)]
    local procedure OnAfterPost(var SalesHeader: Record "Sales Header"; Unused: Boolean)
    begin
    end;

    // Counter: Integer; declared only in this comment
}
