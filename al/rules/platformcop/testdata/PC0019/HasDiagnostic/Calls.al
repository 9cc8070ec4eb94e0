codeunit 50185 "PC0019 Calls"
{
    procedure Filter(var Customer: Record Customer)
    begin
        Customer.SetFilter(Name, [='<>'''=]);
        Customer.SetFilter("Search Name", '%1', [='<>'''=]);
        if Customer.GetFilter(Name) = '' then
            Customer.SetRange("No.");
    end;
}
