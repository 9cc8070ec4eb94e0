codeunit 50181 "Var Order Fix"
{
    var
        Counter: Integer;
        Mgt: Codeunit "Var Order Fix";
        Name: Text;
        [=Cust: Record "Var Order Fix Table";=]

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
