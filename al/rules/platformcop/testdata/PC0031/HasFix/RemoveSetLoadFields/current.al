codeunit 50142 "Order Cleanup"
{
    procedure DeleteOrder(OrderNo: Code[20])
    var
        Order: Record "Test Order";
    begin
        [=Order.SetLoadFields(Status)=];
        Order.Get(OrderNo);
        Order.TestField(Status, Order.Status::Open);
        Order.Delete(true);
    end;
}

table 50140 "Test Order"
{
    fields
    {
        field(1; "No."; Code[20]) { }
        field(2; Status; Option) { OptionMembers = Open,Released; }
        field(3; Amount; Decimal) { }
    }

    keys
    {
        key(PK; "No.") { }
    }
}

table 50141 "Test Order Archive"
{
    fields
    {
        field(1; "No."; Code[20]) { }
        field(2; Status; Option) { OptionMembers = Open,Released; }
        field(3; Amount; Decimal) { }
    }

    keys
    {
        key(PK; "No.") { }
    }
}
