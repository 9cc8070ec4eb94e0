codeunit 50132 "PC0003 Plain Values"
{
    procedure SetRange(Field: Text; Value: Text)
    begin
    end;

    procedure Run(Filter: Text)
    var
        Cust: Record Customer;
        Mgt: Codeunit "Some Dependency Mgt";
    begin
        Cust.SetRange("No.", '10000');
        Cust.SetRange("No.", '10000', '20000');
        Cust.SetRange("No.", Filter);
        Cust.SetRange("No.");
        Cust.SetFilter("No.", '<>10000');
        Cust.SetFilter("No.", '>%1', Filter);
        Mgt.SetRange('No.', '<>10000');
        SetRange('No.', '<>10000');
    end;
}

codeunit 50133 "PC0003 Obsolete"
{
    ObsoleteState = Removed;
    ObsoleteReason = 'Gone.';

    procedure Run()
    var
        Cust: Record Customer;
    begin
        Cust.SetRange("No.", '<>10000');
    end;
}
