codeunit 50172 "Var Order"
{
    var
        Counter: Integer;
        Mgt: Codeunit "Var Order";
        [=Cust: Record "Var Order Table";=]
        Name: Text;
        [=Vend: Record "Var Order Table";=]

    procedure Locals()
    var
        RecRef: RecordRef;
        Ref: FieldRef;
        Rid: RecordId;
        [=Items: array[2] of Record "Var Order Table";=]
    begin
    end;

    procedure Upper()
    var
        Pg: PAGE "Var Order Page";
        [=Rep: REPORT "Var Order Report";=]
    begin
    end;
}

table 50173 "Var Order Table"
{
    fields
    {
        field(1; "No."; Code[20]) { }
    }
}

page 50174 "Var Order Page"
{
}

report 50175 "Var Order Report"
{
}
