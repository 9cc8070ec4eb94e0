codeunit 50176 "Var Order Crlf"
{
    procedure Locals()
    var
        Ref: FieldRef;
        Name: Text;
        [=Q: Query "Var Order Query";=]
    begin
    end;
}

query 50177 "Var Order Query"
{
    elements
    {
        dataitem(Item; "Var Order Crlf Table")
        {
            column(No; "No.") { }
        }
    }
}

table 50178 "Var Order Crlf Table"
{
    fields
    {
        field(1; "No."; Code[20]) { }
    }
}
