codeunit 50191 "Var Order Unranked"
{
    var
        [|Msg: Label 'Hello';|]
        [|Counter: Integer;|]
        [|Cust: Record "Var Order Unranked Table";|]
        [|Name: Text;|]
        [|Mgt: Codeunit "Var Order Unranked";|]
        [|Handler: Interface "Var Order Interface";|]
        [|RecRef: RecordRef;|]

    trigger OnRun()
    begin
    end;
}

interface "Var Order Interface"
{
    procedure Run();
}

table 50192 "Var Order Unranked Table"
{
    fields
    {
        field(1; "No."; Code[20]) { }
    }
}
