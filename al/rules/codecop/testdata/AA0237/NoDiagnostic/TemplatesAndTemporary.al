codeunit 50296 "Temp Prefix Fine"
{
    var
        TempCustomer: Record Customer temporary;
        Template: Record "Config. Template Header";

    procedure Use(TempVendor: Record Vendor)
    var
        TemperatureLog: Record "Name/Value Buffer";
        TempName: Text;
        Templates: Record "Config. Template Header";
    begin
    end;
}
