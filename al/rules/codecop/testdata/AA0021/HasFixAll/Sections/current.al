codeunit 50184 "Var Order Fix All"
{
    var
        Name: Text;
        Mgt: Codeunit "Var Order Fix All";
        [=Cust: Record "Var Order Fix All Table";=]

    procedure Locals()
    var
        Ref: FieldRef;
        Counter: Integer;
        [=RecRef: RecordRef;=]
        [=Vend: Record "Var Order Fix All Table";=]
    begin
    end;
}

table 50185 "Var Order Fix All Table"
{
    fields
    {
        field(1; "No."; Code[20]) { }
    }
}
