codeunit 50184 "Var Order Fix All"
{
    var
        Name: Text;
        Cust: Record "Var Order Fix All Table";
        Mgt: Codeunit "Var Order Fix All";

    procedure Locals()
    var
        Vend: Record "Var Order Fix All Table";
        Counter: Integer;
        RecRef: RecordRef;
        Ref: FieldRef;
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
