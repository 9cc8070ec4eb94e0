codeunit 50100 "Shop Mgt"
{
    Permissions = tabledata "Shop Item" = RIMD;

    var
        Counter: Integer;

    procedure Quantity(Item: Record "Shop Item"): Decimal
    var
        Line: Record "Shop Line";
    begin
        Line.SetRange("Item No.", Item."No.");
        Line.CalcSums(Quantity);
        if Line.FindSet() then
            repeat
            until Line.Next() = 0;
        exit(Line.Quantity);
    end;

    procedure Bump(Counter: Integer): Integer
    begin
        Counter += 1;
        exit(Counter);
    end;

    procedure Next(): Integer
    begin
        Counter += 1;
        OnAfterNext(Counter);
        exit(Counter);
    end;

    internal procedure Reset()
    begin
        Counter := 0;
    end;

    procedure Legacy(var Item: Record "Shop Item")
    begin
        with Item do
            Description := '';
    end;

    [EventSubscriber(ObjectType::Table, Database::"Shop Item", 'OnAfterValidateEvent', 'Price', false, false)]
    local procedure OnPrice(var Rec: Record "Shop Item")
    begin
        if Rec.Kind = Rec.Kind::Special then
            Rec.Price := Quantity(Rec);
    end;

    [EventSubscriber(ObjectType::Page, Page::"Shop Item Card", 'OnAfterActionEvent', 'Recalculate', false, false)]
    local procedure OnRecalculate()
    begin
    end;

    [EventSubscriber(ObjectType::Codeunit, Codeunit::"Shop Mgt", 'OnAfterNext', '', false, false)]
    local procedure LogNext(var Value: Integer)
    begin
    end;

    [IntegrationEvent(false, false)]
    local procedure OnAfterNext(var Value: Integer)
    begin
    end;
}
