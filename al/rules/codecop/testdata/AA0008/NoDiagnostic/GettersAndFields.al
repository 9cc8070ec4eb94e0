codeunit 50146 "Getters Without Parentheses"
{
    procedure Read(var Customer: Record Customer): Integer
    var
        Counted: Integer;
        Day: Date;
    begin
        Counted := Customer.Count();
        Day := WorkDate();
        Day := Today();
        if Customer.Name = '' then
            exit(Counted);
        // Customer.FindFirst; in a comment
        Message('Customer.FindFirst;');
        exit(Customer."Credit Limit (LCY)");
    end;
}
