codeunit 50142 "PC0008 Plain"
{
    procedure Run(SearchText: Text)
    var
        Cust: Record Customer;
    begin
        Cust.SetFilter(Name, '%1', SearchText);
        Cust.SetFilter(Name, '<>%1&<>%2', SearchText, '');
        Cust.SetFilter(Name, '*bolt*');
        Cust.SetFilter(Name, StrSubstNo('*%1*', SearchText));
        Cust.SetFilter(Name, SearchText);
        Cust.SetRange(Name, SearchText);
    end;
}

codeunit 50143 "PC0008 Obsolete"
{
    [Obsolete('Use Search2.', '24.0')]
    procedure Search(SearchText: Text)
    var
        Cust: Record Customer;
    begin
        Cust.SetFilter(Name, '*%1*', SearchText);
    end;
}
