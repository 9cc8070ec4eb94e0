codeunit 50381 "AA0021 Unsafe Sections"
{
    procedure Plain()
    var
        Customer: Record Customer;
        CustomerList: Page "Customer List";
    begin
    end;

    procedure WithDirective()
    var
        CustomerList: Page "Customer List";
#if DEBUG
        Log: Codeunit "Log Helper";
#endif
        Customer: Record Customer;
    begin
    end;

    procedure OnVarLine()
    var CustomerList: Page "Customer List";
        Customer: Record Customer;
    begin
    end;

    procedure SharedLine()
    var
        CustomerList: Page "Customer List"; Customer: Record Customer;
    begin
    end;
}
