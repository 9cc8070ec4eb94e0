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

    procedure RenameOrder(OrderNo: Code[20]; NewNo: Code[20])
    var
        Order: Record "Test Order";
    begin
        [=Order.AddLoadFields(Amount)=];
        Order.FindFirst();
        Order.Rename(NewNo);
    end;

    procedure Archive(OrderNo: Code[20])
    var
        Order: Record "Test Order";
        OrderArchive: Record "Test Order Archive";
    begin
        [=Order.SetLoadFields(Amount)=];
        Order.SetRange("No.", OrderNo);
        if Order.FindSet() then;
        repeat
            OrderArchive.TransferFields(Order);
            OrderArchive.Insert();
            Order.Delete();
        until Order.Next() = 0;
    end;

    procedure ByRecordRef(OrderNo: Code[20])
    var
        RecRef: RecordRef;
    begin
        RecRef.Open(Database::"Test Order");
        [=RecRef.SetLoadFields(3)=];
        RecRef.FindFirst();
        RecRef.Delete();
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
