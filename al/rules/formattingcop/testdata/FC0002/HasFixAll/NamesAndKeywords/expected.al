codeunit 50177 "FC0002 Fix All Names"
{
    procedure Run(MaxCount: Integer): Integer
    var
        Cust: Record Customer;
        Total: Integer;
    begin
        Total := MaxCount;
        if Cust.FindSet() then
            repeat
                Total += 1;
            until Cust.Next() = 0;
        exit(Total);
    end;
}
