codeunit 50179 "Var Order Fine"
{
    var
        [|Cust: Record "Var Order Fine Table";|]
        [|TempCust: Record "Var Order Fine Table" temporary;|]
        [|Mgt: Codeunit "Var Order Fine";|]
        [|Notif: Notification;|]
        [|Formula: DateFormula;|]
        [|RecRef: RecordRef;|]
        [|Ref: FieldRef;|]
        [|Counter: Integer;|]
        [|Name: Text;|]
        [|Amount: Decimal;|]
        [|Msg: Label 'Hello';|]

    procedure Params(Name: Text; Cust: Record "Var Order Fine Table")
    var
        [|Counter: Integer;|]
    begin
    end;
}

table 50180 "Var Order Fine Table"
{
    fields
    {
        field(1; "No."; Code[20]) { }
    }
}
