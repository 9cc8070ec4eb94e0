table 50102 "Route Plan"
{
    fields
    {
        field(1; "No."; Code[20]) { }
    }
}

codeunit 50102 "Route Planner"
{
    [IntegrationEvent(false, false)]
    procedure OnBeforePlan(var Plan: Record "Route Plan"; Distance: Decimal)
    begin
    end;
}

codeunit 50103 "Route Planner Hooks"
{
    [EventSubscriber(ObjectType::Codeunit, Codeunit::"Route Planner", OnBeforePlan, '', false, false)]
    local procedure AdjustPlan(var Plan: Record "Route Plan"; Distance: Decimal)
    begin
    end;

    [EventSubscriber(ObjectType::Codeunit, Codeunit::"Route Planner", OnBeforePlan, '', false, false)]
    local procedure OnlyDistance(Distance: Decimal)
    begin
    end;

    [EventSubscriber(ObjectType::Table, Database::"Route Plan", OnAfterInsertEvent, '', false, false)]
    local procedure AfterInsert(Rec: Record "Route Plan"; RunTrigger: Boolean)
    begin
    end;

    [EventSubscriber(ObjectType::Codeunit, Codeunit::"Sales-Post", OnBeforePostSalesDoc, '', false, false)]
    local procedure OutsideProject(SalesHeader: Record "Sales Header")
    begin
    end;

    local procedure NotASubscriber(Plan: Record "Route Plan")
    begin
    end;
}
