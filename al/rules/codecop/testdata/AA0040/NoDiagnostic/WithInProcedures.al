codeunit 50153 "Separate Withs"
{
    procedure First(var Customer: Record Customer)
    begin
        with Customer do
            Init();
    end;

    procedure Second(var Vendor: Record Vendor)
    begin
        with Vendor do begin
            Init();
            // with Customer do
            Message('with Vendor do with Customer do');
        end;
    end;
}
