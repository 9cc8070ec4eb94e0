codeunit 50176 "AA0175 Values Used"
{
    var
        GlobalCust: Record Customer;

    procedure FirstName(): Text
    var
        Cust: Record Customer;
    begin
        if Cust.FindFirst() then
            exit(Cust.Name);
    end;

    procedure Modified()
    var
        Cust: Record Customer;
    begin
        if Cust.FindLast() then
            Cust.Delete(true);
    end;

    procedure ByKey(): Boolean
    var
        Cust: Record Customer;
    begin
        // Get and Find() look a record up by its key, which IsEmpty cannot.
        if not Cust.Get('10000') then
            exit(false);
        exit(Cust.Find());
    end;

    procedure PassedOn(): Boolean
    var
        Cust: Record Customer;
    begin
        if Cust.FindFirst() then
            Show(Cust);
    end;

    local procedure Show(Cust: Record Customer)
    begin
    end;

    procedure Global(): Boolean
    begin
        exit(GlobalCust.FindFirst());
    end;
}
