codeunit 50142 "Shipment Json Reader"
{
    procedure Carrier(Shipment: JsonToken): Text
    var
        Found: JsonToken;
    begin
        if Shipment.SelectToken([='$.parties[?(@.role == "carrier")].name'=], Found) then
            exit(Found.AsValue().AsText());
    end;
}
