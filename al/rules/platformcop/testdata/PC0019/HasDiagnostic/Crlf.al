codeunit 50187 "PC0019 Crlf"
{
    procedure F(var Customer: Record Customer)
    begin
        Customer.SetFilter(Name, [='<>'''=]);
    end;
}
