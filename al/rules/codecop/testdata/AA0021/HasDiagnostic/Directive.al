codeunit 50186 "Var Order Directive"
{
    var
        Mgt: Codeunit "Var Order Directive";
#if not CLEAN99
        [=Cust: Record "Var Order Directive Table";=]
#endif

    trigger OnRun()
    begin
    end;
}

table 50187 "Var Order Directive Table"
{
    fields
    {
        field(1; "No."; Code[20]) { }
    }
}
