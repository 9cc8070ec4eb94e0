codeunit 50184 "Var Order Fix All"
{
    var
        Cust: Record "Var Order Fix All Table";
        Mgt: Codeunit "Var Order Fix All";
        Name: Text;

    procedure Locals()
    var
        Vend: Record "Var Order Fix All Table";
        RecRef: RecordRef;
        Ref: FieldRef;
        Counter: Integer;
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
