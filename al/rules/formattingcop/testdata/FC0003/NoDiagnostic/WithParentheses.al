codeunit 50102 "FC0003 With Parentheses"
{
    procedure Stamp(): Integer
    var
        Cust: Record Customer;
        D: Date;
    begin
        D := Today();
        D := WorkDate();
        D := WorkDate(D);
        if Cust.FindFirst() then
            Message(CompanyName());
        Cust.SetRange("No.", '10000');
        exit(Cust.Count());
    end;
}
