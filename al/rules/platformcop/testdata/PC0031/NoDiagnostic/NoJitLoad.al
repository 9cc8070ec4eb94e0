codeunit 50142 "Order Cleanup"
{
    var
        GlobalOrder: Record "Test Order";

    procedure ModifyOnly(OrderNo: Code[20])
    var
        Order: Record "Test Order";
    begin
        Order.SetLoadFields(Status);
        Order.Get(OrderNo);
        Order.Status := Order.Status::Released;
        Order.Modify();
    end;

    procedure InsertIfMissing(OrderNo: Code[20])
    var
        Order: Record "Test Order";
    begin
        Order.SetLoadFields("No.");
        if not Order.Get(OrderNo) then begin
            Order.Init();
            Order."No." := OrderNo;
            Order.Insert();
        end;
    end;

    procedure DeleteWhenFound(OrderNo: Code[20])
    var
        Order: Record "Test Order";
    begin
        Order.SetLoadFields(Status);
        if Order.Get(OrderNo) then
            Order.Delete();
    end;

    procedure LoadEnded(OrderNo: Code[20])
    var
        Order: Record "Test Order";
    begin
        Order.SetLoadFields(Status);
        Order.Get(OrderNo);
        Clear(Order);
        Order.Get(OrderNo);
        Order.Delete();
    end;

    procedure ResetBeforeRead(OrderNo: Code[20])
    var
        Order: Record "Test Order";
    begin
        Order.SetLoadFields(Status);
        Order.SetLoadFields();
        Order.Get(OrderNo);
        Order.Delete();
    end;

    procedure WriteBeforeRead(OrderNo: Code[20])
    var
        Order: Record "Test Order";
    begin
        Order.SetLoadFields(Status);
        Order.Delete();
        Order.Get(OrderNo);
    end;

    procedure SetBasedOnly()
    var
        Order: Record "Test Order";
    begin
        Order.SetLoadFields(Status);
        Order.FindFirst();
        Order.ModifyAll(Amount, 0);
        Order.DeleteAll();
    end;

    procedure TemporaryRecord(var TempOrder: Record "Test Order" temporary)
    var
        LocalTemp: Record "Test Order" temporary;
    begin
        LocalTemp.SetLoadFields(Status);
        LocalTemp.FindFirst();
        LocalTemp.Delete();
    end;

    procedure Global(OrderNo: Code[20])
    begin
        GlobalOrder.SetLoadFields(Status);
        GlobalOrder.Get(OrderNo);
        GlobalOrder.Delete();
    end;

    procedure Parameter(Order: Record "Test Order")
    begin
        Order.SetLoadFields(Status);
        Order.Find();
        Order.Delete();
    end;

    procedure ExternalTable()
    var
        Contact: Record "Test CRM Contact";
    begin
        Contact.SetLoadFields(FullName);
        Contact.FindFirst();
        Contact.Delete();
    end;

    procedure UnknownTable()
    var
        Missing: Record "Not Here";
    begin
        Missing.SetLoadFields(Name);
        Missing.FindFirst();
        Missing.Delete();
    end;

    procedure WithDataTransfer()
    var
        Order: Record "Test Order";
        DataTransfer: DataTransfer;
    begin
        Order.SetLoadFields(Status);
        Order.FindFirst();
        DataTransfer.SetTables(Database::"Test Order", Database::"Test Order Archive");
        DataTransfer.CopyRows();
    end;

    [Obsolete('Replaced', '25.0')]
    procedure ObsoleteDelete(OrderNo: Code[20])
    var
        Order: Record "Test Order";
    begin
        Order.SetLoadFields(Status);
        Order.Get(OrderNo);
        Order.Delete();
    end;
}

interface "Test Order Source"
{
    procedure Remove(OrderNo: Code[20]);
}

table 50143 "Test CRM Contact"
{
    TableType = CRM;

    fields
    {
        field(1; ContactId; Guid) { }
        field(2; FullName; Text[100]) { }
    }

    keys
    {
        key(PK; ContactId) { }
    }
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
