codeunit 50234 "AA0233 Restarted"
{
    var
        GlobalCust: Record Customer;

    procedure Loop()
    var
        Cust: Record Customer;
    begin
        Cust.Get('10000');
        Cust.SetRange(Blocked, Cust.Blocked);
        if Cust.FindSet() then
            repeat
                Cust.Mark(true);
            until Cust.Next() = 0;
    end;

    procedure OneOnly()
    var
        Cust: Record Customer;
    begin
        if Cust.FindFirst() then
            Cust.Mark(true);
    end;

    procedure PassedOn(Cust: Record Customer)
    begin
        // The record is used whole: what happens to it is not seen here.
        Cust.FindFirst();
        Process(Cust);
        Cust.Next();
    end;

    procedure Process(var Cust: Record Customer)
    begin
        // A var parameter: the caller positioned it.
        Cust.FindFirst();
        Cust.Next();
    end;

    procedure Global()
    begin
        GlobalCust.FindFirst();
        GlobalCust.Next();
    end;
}
