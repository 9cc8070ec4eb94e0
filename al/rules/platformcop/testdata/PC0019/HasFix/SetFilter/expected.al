codeunit 50189 "PC0019 Fix"
{
    procedure Filter(var Customer: Record Customer)
    begin
        Customer.SetFilter(Name, '<>'''''); // not empty
    end;
}
