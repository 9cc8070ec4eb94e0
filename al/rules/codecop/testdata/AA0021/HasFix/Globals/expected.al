codeunit 50181 "Var Order Fix"
{
    var
        Counter: Integer;
        Cust: Record "Var Order Fix Table";
        Name: Text;
        Mgt: Codeunit "Var Order Fix";

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
