codeunit 50181 "Var Order Fix"
{
    var
        Cust: Record "Var Order Fix Table";
        Mgt: Codeunit "Var Order Fix";
        Counter: Integer;
        Name: Text;

    trigger OnRun()
    begin
    end;
}

table 50182 "Var Order Fix Table"
{
    fields
    {
        field(1; "No."; Code[20]) { }
    }
}
