codeunit 50154 "With After With"
{
    procedure Both(var Customer: Record Customer; var Vendor: Record Vendor)
    begin
        with Customer do
            Init();
        with Vendor do
            Init();
    end;
}
