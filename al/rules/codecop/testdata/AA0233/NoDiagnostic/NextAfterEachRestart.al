codeunit 50375 "Next After A Restart"
{
    // Every call below repositions or refilters Customer: the Next() that
    // follows it continues from that call, not from the single read.

    procedure AfterFind()
    var
        Customer: Record Customer;
        Other: Record Customer;
    begin
        if not Customer.FindFirst() then
            exit;
        Customer.Find('-');
        Customer.Next();
        Other.Reset();
    end;

    procedure AfterFindSet()
    var
        Customer: Record Customer;
        Other: Record Customer;
    begin
        if not Customer.FindFirst() then
            exit;
        Customer.FindSet();
        Customer.Next();
        Other.Reset();
    end;

    procedure AfterReset()
    var
        Customer: Record Customer;
        Other: Record Customer;
    begin
        if not Customer.FindFirst() then
            exit;
        Customer.Reset();
        Customer.Next();
        Other.Reset();
    end;

    procedure AfterSetRange()
    var
        Customer: Record Customer;
        Other: Record Customer;
    begin
        if not Customer.FindFirst() then
            exit;
        Customer.SetRange(Blocked, Customer.Blocked::" ");
        Customer.Next();
        Other.Reset();
    end;

    procedure AfterSetFilter()
    var
        Customer: Record Customer;
        Other: Record Customer;
    begin
        if not Customer.FindFirst() then
            exit;
        Customer.SetFilter(Name, 'A*');
        Customer.Next();
        Other.Reset();
    end;

    procedure AfterSetCurrentKey()
    var
        Customer: Record Customer;
        Other: Record Customer;
    begin
        if not Customer.FindFirst() then
            exit;
        Customer.SetCurrentKey(Name);
        Customer.Next();
        Other.Reset();
    end;

    procedure AfterSetView()
    var
        Customer: Record Customer;
        Other: Record Customer;
    begin
        if not Customer.FindFirst() then
            exit;
        Customer.SetView('SORTING(Name)');
        Customer.Next();
        Other.Reset();
    end;

    procedure AfterCopy()
    var
        Customer: Record Customer;
        Other: Record Customer;
    begin
        if not Customer.FindFirst() then
            exit;
        Customer.Copy(Other);
        Customer.Next();
        Other.Reset();
    end;

    procedure AfterCopyFilters()
    var
        Customer: Record Customer;
        Other: Record Customer;
    begin
        if not Customer.FindFirst() then
            exit;
        Customer.CopyFilters(Other);
        Customer.Next();
        Other.Reset();
    end;

    procedure AfterSetPosition()
    var
        Customer: Record Customer;
        Other: Record Customer;
    begin
        if not Customer.FindFirst() then
            exit;
        Customer.SetPosition('Field1=0(10000)');
        Customer.Next();
        Other.Reset();
    end;
}
