codeunit 50120 "LC0031 Records"
{
    procedure Post()
    var
        Cust: Record Customer;
        Entries: Record "G/L Entry" temporary;
    begin
        [=Cust.LockTable()=];
        [=Cust.LOCKTABLE=];
        [="Entries".LockTable(true)=];
        Cust.FindFirst();
    end;
}

table 50120 "LC0031 Table"
{
    fields
    {
        field(1; "No."; Code[20]) { }
    }

    procedure Reserve()
    begin
        [=LockTable()=];
        [=Rec.LockTable()=];
    end;
}
