codeunit 50140 "Operators Not Binary"
{
    procedure Ranges(var Customer: Record Customer; Amount: Decimal; Arr: array[3] of Integer)
    var
        Total: Decimal;
    begin
        Customer.SetRange("No.", '10000', '20000');
        Customer.SetFilter("Credit Limit (LCY)", '%1..%2', 0, 1000);
        Customer.SetFilter(Name, 'A+B|C-D|E*F');
        Total := -Amount;
        Total := Amount * -1;
        Total := Arr[1] + Arr[2];
        if Amount in [1 .. 5] then
            Total := (Amount) - (-Total);
        // Total:=Amount+1 in a comment
        Message('Total:=Amount+1');
    end;
}

page 50002 "AA0001 Filters"
{
    PageType = Card;
    SourceTable = Customer;

    layout
    {
        area(Content)
        {
            part(Lines; "Customer Lines")
            {
                SubPageLink = "Customer No."=FIELD("No.");
                SubPageView = where(Blocked=const(false));
            }
        }
    }
}
