codeunit 50194 "Not Formatting Calls"
{
    procedure Other(var Customer: Record Customer)
    begin
        Customer.SetFilter(Name, '%1|%2', 'A', 'B');
        Customer.SetFilter("No.", '<>%1', '');
        // Message('%1 %2 %3');
        Message(StrSubstNo('%1-%2', 'A', 'B'));
    end;
}
