codeunit 50182 "AA0181 Loops"
{
    var
        GlobalCust: Record Customer;

    procedure Loop()
    var
        Cust: Record Customer;
    begin
        if Cust.FindSet() then
            repeat
                Cust.Mark(true);
            until Cust.Next() = 0;
    end;

    procedure PassedOn()
    var
        Cust: Record Customer;
    begin
        // The loop is in the procedure the record is passed to.
        if Cust.FindSet() then
            Process(Cust);
    end;

    procedure Process(var Cust: Record Customer)
    begin
        // A var parameter: the caller may loop.
        Cust.FindSet();
    end;

    procedure Global()
    begin
        // A global: another procedure may loop.
        GlobalCust.FindSet();
    end;

    procedure ThroughRecordRef()
    var
        Cust: Record Customer;
        RecRef: RecordRef;
    begin
        Cust.FindSet();
        RecRef.GetTable(Cust);
    end;

    procedure ReadOne()
    var
        Cust: Record Customer;
    begin
        Cust.FindFirst();
        Cust.FindLast();
        // One record by its key, or one neighbour.
        Cust.Find();
        Cust.Find('=');
        Cust.Find('>');
        Cust.Find('=<');
    end;
}
